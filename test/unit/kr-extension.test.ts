import http from 'node:http';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { BridgeHub } from '../../plugins/kr_blog/bridge/hub';
import type { ExtensionMessage } from '../../plugins/kr_blog/bridge/protocol';
import { KrBlogEmulator } from '../../plugins/kr_blog/sandbox-blog/emulator';
import { launchWithExtension } from '../support/chromium';
import { toolPresent } from '../support/tools';
import { listen, type Listening, serveEmulator } from '../support/listen';

const EXTENSION = path.resolve(__dirname, '..', '..', 'plugins', 'kr_blog', 'extension');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const present = toolPresent('chromium', 'the kr extension suite');

/**
 * The real extension in real Chromium: it connects to the bridge, takes a publish job, drives the
 * sandbox blog's editor in a tab of its own, and answers with the new post's number.
 */
(present ? describe : describe.skip)('the kr browser extension', () => {
  let context: BrowserContext;
  let blog: KrBlogEmulator;
  let blogServer: Listening;
  let api: Listening;
  let hub: BridgeHub;
  let apiUrl: string;
  const results: Array<Extract<ExtensionMessage, { type: 'result' }>> = [];
  const steps: string[] = [];
  let online = false;

  beforeAll(async () => {
    blog = new KrBlogEmulator();
    blogServer = await serveEmulator(blog);
    // Stands in for Fanout: the bridge, and one media file the job points at.
    const apiServer = http.createServer((req, res) => {
      if (req.url === '/media/photo.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(PNG);
      } else {
        res.writeHead(404).end();
      }
    });
    hub = new BridgeHub(
      async (token) => (token === 'brt_test' ? { accountId: 'acc_kr', blogId: 'demo_kr' } : undefined),
      {
        online: () => void (online = true),
        state: () => undefined,
        progress: (_a, _j, step) => void steps.push(step),
        result: (_a, result) => void results.push(result),
        offline: () => void (online = false),
      },
    );
    hub.attach(apiServer);
    api = await listen(apiServer);
    apiUrl = api.url;

    const launched = await launchWithExtension(EXTENSION);
    context = launched.browser;
    const worker = launched.worker;
    // Runs in the extension's service worker, where `chrome` is its API (this file only names it).
    type ExtensionGlobal = { chrome: { storage: { local: { set(v: object): Promise<void> } } } };
    await worker.evaluate(
      (settings) => (globalThis as unknown as ExtensionGlobal).chrome.storage.local.set(settings),
      {
        apiUrl,
        token: 'brt_test',
        blogBase: blogServer.url,
        blogId: 'demo_kr',
      },
    );
    await until(() => online, 20_000);
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    await hub?.close();
    await api?.close();
    await blogServer?.close();
  });

  async function until(check: () => boolean, ms = 60_000): Promise<void> {
    const end = Date.now() + ms;
    while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(check()).toBe(true);
  }

  const job = (jobId: string) => ({
    type: 'job' as const,
    jobId,
    kind: 'publish' as const,
    attempt: 1,
    payload: {
      title: '확장으로 올린 글',
      categoryId: '4',
      tags: ['확장'],
      openType: 'public',
      blocks: [
        { kind: 'text', text: '사진과 함께' },
        { kind: 'image', url: `${apiUrl}/media/photo.png`, caption: '입구 사진' },
      ],
    },
  });

  it('publishes a post with a photo into the blog and answers with its number', async () => {
    expect(hub.send('acc_kr', job('job_1'))).toBe(true);
    await until(() => results.some((r) => r.jobId === 'job_1'));
    const result = results.find((r) => r.jobId === 'job_1')!;
    expect(result).toMatchObject({ ok: true, logNo: expect.stringMatching(/^\d{12}$/) });
    const post = blog.blogPosts('demo_kr').find((p) => p.logNo === (result as { logNo: string }).logNo)!;
    expect(post).toMatchObject({
      title: '확장으로 올린 글',
      status: 'published',
      categoryId: '4',
      tags: ['확장'],
    });
    expect(post.blocks.map((b) => b.kind)).toEqual(['text', 'image']);
    expect(steps).toEqual(expect.arrayContaining(['opened', 'typing']));
    // Asked later whether that publish went out (as after a lost answer), it finds it on the blog.
    hub.send('acc_kr', {
      type: 'job',
      jobId: 'verify_1',
      kind: 'verify',
      attempt: 1,
      payload: { title: '확장으로 올린 글', since: new Date(Date.now() - 60_000).toISOString() },
    });
    await until(() => results.some((r) => r.jobId === 'verify_1'));
    expect(results.find((r) => r.jobId === 'verify_1')).toMatchObject({ ok: true, logNo: post.logNo });
  });

  it("answers kr_ui_changed when the editor's publish control is not where the table says", async () => {
    await fetch(`${blogServer.url}/_sandbox/kr/hazards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ renamedControl: true, popup: true }),
    });
    hub.send('acc_kr', job('job_2'));
    await until(() => results.some((r) => r.jobId === 'job_2'));
    expect(results.find((r) => r.jobId === 'job_2')).toMatchObject({ ok: false, code: 'kr_ui_changed' });
    expect(blog.blogPosts('demo_kr').filter((p) => p.status === 'published')).toHaveLength(1);
  });

  it('answers kr_not_logged_in when the blog signed out after the job was sent, and writes nothing', async () => {
    await fetch(`${blogServer.url}/_sandbox/kr/hazards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ signedOut: true }),
    });
    hub.send('acc_kr', job('job_3'));
    await until(() => results.some((r) => r.jobId === 'job_3'));
    expect(results.find((r) => r.jobId === 'job_3')).toMatchObject({ ok: false, code: 'kr_not_logged_in' });
    expect(blog.blogPosts('demo_kr').filter((p) => p.status === 'published')).toHaveLength(1);
  });

  it('answers kr_tab_lost when the tab is closed mid-job, and nothing goes out', async () => {
    await fetch(`${blogServer.url}/_sandbox/kr/hazards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slowPublishPanelMs: 5_000 }),
    });
    const before = steps.length;
    hub.send('acc_kr', job('job_4'));
    // Its tab opened and loaded (the extension says 'opened', then 'typing'); the panel is 5 s slow.
    await until(() => steps.length >= before + 2);
    // The browser may report the tab's address a moment after the extension's step.
    const writing = () => context.pages().find((p) => p.url().endsWith('/demo_kr/postwrite'));
    await until(() => writing() !== undefined);
    await writing()!.close();
    await until(() => results.some((r) => r.jobId === 'job_4'));
    expect(results.find((r) => r.jobId === 'job_4')).toMatchObject({ ok: false, code: 'kr_tab_lost' });
    expect(blog.blogPosts('demo_kr').filter((p) => p.status === 'published')).toHaveLength(1);
  });
});
