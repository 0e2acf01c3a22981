import http from 'node:http';
import { BridgeHub } from '../../plugins/kr_blog/bridge/hub';
import type { ExtensionMessage } from '../../plugins/kr_blog/bridge/protocol';
import { KrBlogEmulator } from '../../plugins/kr_blog/sandbox-blog/emulator';
import { ProtocolClient } from '../../plugins/kr_blog/sandbox-extension/protocol-client';
import { listen, type Listening, serveEmulator } from '../support/listen';

/** The browserless sandbox extension: bridge protocol in, the sandbox blog's editor calls out. */
describe('the sandbox extension protocol client', () => {
  let blog: KrBlogEmulator;
  let blogServer: Listening;
  let api: Listening;
  let hub: BridgeHub;
  let client: ProtocolClient;
  let apiUrl: string;
  let online = false;
  const results: Array<Extract<ExtensionMessage, { type: 'result' }>> = [];

  beforeAll(async () => {
    blog = new KrBlogEmulator();
    blogServer = await serveEmulator(blog);
    const apiServer = http.createServer((req, res) => {
      res.writeHead(req.url === '/media/photo.png' ? 200 : 404, { 'content-type': 'image/png' });
      res.end(Buffer.from('89504e47', 'hex'));
    });
    hub = new BridgeHub(
      async (token) => (token === 'brt_sandbox' ? { accountId: 'acc_kr', blogId: 'demo_kr' } : undefined),
      {
        online: () => void (online = true),
        state: () => undefined,
        progress: () => undefined,
        result: (_a, r) => void results.push(r),
        offline: () => void (online = false),
      },
    );
    hub.attach(apiServer);
    api = await listen(apiServer);
    apiUrl = api.url;
    client = new ProtocolClient({
      apiUrl,
      token: 'brt_sandbox',
      blogBase: blogServer.url,
      blogId: 'demo_kr',
    });
    client.start();
    await until(() => online);
  });
  afterAll(async () => {
    client?.stop();
    await hub?.close();
    await api?.close();
    await blogServer?.close();
  });

  async function until(check: () => boolean): Promise<void> {
    const end = Date.now() + 20_000;
    while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(check()).toBe(true);
  }
  async function publish(jobId: string, payload: Record<string, unknown> = {}) {
    hub.send('acc_kr', {
      type: 'job',
      jobId,
      kind: 'publish',
      attempt: 1,
      payload: {
        title: '프로토콜로 올린 글',
        categoryId: '1',
        blocks: [
          { kind: 'text', text: '본문' },
          { kind: 'image', url: `${apiUrl}/media/photo.png`, caption: '사진' },
        ],
        ...payload,
      },
    });
    await until(() => results.some((r) => r.jobId === jobId));
    return results.find((r) => r.jobId === jobId)!;
  }
  const hazards = (h: Record<string, unknown>) =>
    fetch(`${blogServer.url}/_sandbox/kr/hazards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(h),
    });

  it('publishes a post with its photo and answers the post number', async () => {
    const result = await publish('job_1');
    expect(result).toMatchObject({ ok: true, logNo: expect.stringMatching(/^\d{12}$/) });
    const post = blog.blogPosts('demo_kr')[0];
    expect(post.blocks.map((b) => b.kind)).toEqual(['text', 'image']);
  });

  it("answers the blog's refusals with the spec's codes", async () => {
    expect(await publish('job_2', { categoryId: '99' })).toMatchObject({
      ok: false,
      code: 'kr_category_missing',
    });
    await hazards({ dailyLimit: true });
    expect(await publish('job_3')).toMatchObject({ ok: false, code: 'kr_rate_limited' });
    await hazards({});
  });

  it('answers kr_publish_unconfirmed when the publish call got no answer, though the post is out', async () => {
    blog.failNext('drop_after_accept');
    const before = blog.blogPosts('demo_kr').filter((p) => p.status === 'published').length;
    expect(await publish('job_4')).toMatchObject({ ok: false, code: 'kr_publish_unconfirmed' });
    expect(blog.blogPosts('demo_kr').filter((p) => p.status === 'published')).toHaveLength(before + 1);
  });

  it('finds a publish whose answer was lost on the blog (verify), and says when none went out', async () => {
    const since = new Date(Date.now() - 60_000).toISOString();
    const lost = blog.blogPosts('demo_kr').find((p) => p.status === 'published')!;
    hub.send('acc_kr', {
      type: 'job',
      jobId: 'job_5',
      kind: 'verify',
      attempt: 1,
      payload: { title: lost.title, since },
    });
    await until(() => results.some((r) => r.jobId === 'job_5'));
    expect(results.find((r) => r.jobId === 'job_5')).toMatchObject({ ok: true, logNo: lost.logNo });
    hub.send('acc_kr', {
      type: 'job',
      jobId: 'job_6',
      kind: 'verify',
      attempt: 1,
      payload: { title: 'never sent', since },
    });
    await until(() => results.some((r) => r.jobId === 'job_6'));
    expect(results.find((r) => r.jobId === 'job_6')).toMatchObject({
      ok: false,
      code: 'kr_post_unavailable',
    });
  });
});
