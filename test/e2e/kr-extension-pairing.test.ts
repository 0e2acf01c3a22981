import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { launchWithExtension } from '../support/chromium';
import { toolPresent } from '../support/tools';
import { startHarness, type Harness } from '../support/harness';
import { mp4, png } from '../support/media-files';
import { uploadMedia } from '../support/uploads';
import { waitForPost, until } from '../support/wait';
import { newWorkspace, type TestWorkspace } from '../support/workspaces';

const EXTENSION = path.resolve(__dirname, '..', '..', 'plugins', 'kr_blog', 'extension');
const present = toolPresent('chromium', 'the kr extension pairing suite');

/**
 * What a person does by hand, in a real Chromium with the unpacked extension: sign in to the
 * (sandbox) blog, ask Fanout to connect the Korean blog, type the pairing code into the
 * extension's popup, and publish a post with a photo, which the extension writes into the blog.
 */
(present ? describe : describe.skip)('pairing the kr browser extension and publishing through it', () => {
  let h: Harness;
  let ws: TestWorkspace;
  let browser: BrowserContext;
  let extensionId: string;
  const blogId = 'paired_blog';

  beforeAll(async () => {
    h = await startHarness();
    ws = await newWorkspace(h, 'Blog Pairing');
    const launched = await launchWithExtension(EXTENSION);
    browser = launched.browser;
    const worker = launched.worker;
    extensionId = new URL(worker.url()).host;
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await h?.close();
  });

  it('pairs with a code from POST /v1/accounts/connect, connects the signed-in blog, and publishes', async () => {
    const platformUrl = `${h.config.sandboxUrl}/kr_blog`;
    const page = await browser.newPage();
    await page.goto(`${platformUrl}/login`);
    await page.getByLabel('ID').fill(blogId);
    await page.getByLabel('Password').fill('anything');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').textContent()).toBe(`Signed in as ${blogId}.`);

    const connect = await h.call(
      'POST',
      '/v1/accounts/connect',
      { platform: 'kr_blog', sandbox: true },
      { headers: ws.headers },
    );
    expect(connect.status).toBe(202);
    expect(connect.body).toMatchObject({
      platform: 'kr_blog',
      status: 'pending',
      pairingCode: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/),
      platformUrl,
    });

    const popup = await browser.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await popup.getByLabel('Fanout address').fill(h.url);
    await popup.getByLabel('Pairing code').fill(connect.body.pairingCode.toLowerCase());
    await popup.getByRole('button', { name: 'Pair' }).click();
    await until(
      async () => !/Pairing/.test((await popup.getByRole('status').textContent()) ?? 'Pairing'),
      20_000,
      'the popup to pair',
    );
    expect(await popup.getByRole('status').textContent()).toBe(`Paired with ${blogId}.`);

    // The attempt is connected, and the account shows its blog's categories and an online bridge.
    const attempt = await h.call('GET', `/v1/accounts/connect/${connect.body.id}`, undefined, {
      headers: ws.headers,
    });
    expect(attempt.body).toMatchObject({ status: 'connected', accountId: expect.stringMatching(/^acc_/) });
    let account: { id: string; handle: string; bridge: { state: string }; krBlog: { categories: unknown[] } };
    await until(
      async () => {
        const list = await h.call('GET', '/v1/accounts', undefined, { headers: ws.headers });
        account = list.body.data.find((a: { platform: string }) => a.platform === 'kr_blog');
        return account?.bridge.state === 'online';
      },
      20_000,
      'the extension to come online',
    );
    expect(account!).toMatchObject({
      id: attempt.body.accountId,
      handle: blogId,
      bridge: { state: 'online', extensionVersion: '0.11.0' },
    });
    expect(account!.krBlog.categories).toHaveLength(4);
    await popup.reload();
    await until(
      async () => (await popup.locator('#state').textContent()) === `Bridge: connected (${blogId})`,
      10_000,
      'the popup to show the bridge connected',
    );

    // The code was taken once.
    const again = await h.call('GET', `/v1/bridge/pair/${connect.body.pairingCode}`, undefined, {
      key: null,
    });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('connect_state_invalid');

    const photo = await uploadMedia(h, png(32, 24), 'image/png', { fileName: 'p.png', headers: ws.headers });
    const video = await uploadMedia(h, mp4({ width: 320, height: 180, durationSec: 3 }), 'video/mp4', {
      fileName: 'v.mp4',
      headers: ws.headers,
    });
    const created = await h.call(
      'POST',
      '/v1/posts',
      {
        content: `손으로 짝지은 확장\n\n![작은 사진](media:${photo.id}) {.ai}\n\n@video(media:${video.id})\n\n끝.`,
        accountIds: [account!.id],
        wait: true,
        options: { kr_blog: { title: '짝지은 확장으로', category: 'Food', layout: 'as-is' } },
      },
      { headers: ws.headers },
    );
    const post =
      created.body.status === 'published'
        ? created.body
        : await waitForPost(
            h,
            created.body.id,
            (p) => p.status === 'published',
            'the post to go out',
            60_000,
          );
    const target = post.targets[0];
    expect(target).toMatchObject({
      status: 'published',
      url: `${platformUrl}/${blogId}/${target.externalId}`,
    });
    const blog = (await (await fetch(`${platformUrl}/_sandbox/kr/blogs/${blogId}`)).json()) as {
      posts: Array<{
        logNo: string;
        title: string;
        blocks: Array<{ kind: string; caption?: string; text?: string }>;
      }>;
    };
    expect(blog.posts).toHaveLength(1);
    expect(blog.posts[0]).toMatchObject({
      logNo: target.externalId,
      title: '짝지은 확장으로',
      categoryId: '4',
    });
    // In the body's order; {.ai}: the extension ticked the editor's AI-usage label on the photo.
    expect(blog.posts[0].blocks).toEqual([
      { kind: 'text', text: '손으로 짝지은 확장' },
      expect.objectContaining({ kind: 'image', caption: '작은 사진', ai: true }),
      expect.objectContaining({ kind: 'video' }),
      { kind: 'text', text: '끝.' },
    ]);

    // A live edit through the same extension: the post is rewritten in place, photo kept.
    const edited = await h.call(
      'PATCH',
      `/v1/posts/${post.id}`,
      { content: `고친 문단\n\n![바뀐 설명](media:${photo.id})`, mediaIds: [photo.id], wait: true },
      { headers: ws.headers },
    );
    expect(edited.status).toBe(200);
    const after = (await (await fetch(`${platformUrl}/_sandbox/kr/blogs/${blogId}`)).json()) as typeof blog;
    expect(after.posts).toHaveLength(1);
    expect(after.posts[0].blocks).toEqual([
      { kind: 'text', text: '고친 문단' },
      expect.objectContaining({ kind: 'image', caption: '바뀐 설명' }),
    ]);

    // A form through the real editor: the review form opens each section with a quotation.
    const reviewed = await h.call(
      'POST',
      '/v1/posts',
      {
        content: '들어가며.\n\n## 맛\n\n진했어요.\n\n## 값\n\n적당했어요.\n\n다시 갈 거예요.',
        accountIds: [account!.id],
        wait: true,
        options: { kr_blog: { title: '양식으로', category: 'Food', form: 'review' } },
      },
      { headers: ws.headers },
    );
    expect(reviewed.body.targets[0].status).toBe('published');
    const withForm = (await (
      await fetch(`${platformUrl}/_sandbox/kr/blogs/${blogId}`)
    ).json()) as typeof blog;
    expect(withForm.posts.find((p) => p.logNo === reviewed.body.targets[0].externalId)!.blocks).toEqual([
      { kind: 'text', text: '들어가며.' },
      { kind: 'quote', text: '맛' },
      { kind: 'text', text: '진했어요.' },
      { kind: 'quote', text: '값' },
      { kind: 'text', text: '적당했어요.' },
      // Every second paragraph of a section highlighted, as the review form lays it out.
      { kind: 'text', text: '다시 갈 거예요.', style: 'highlight' },
    ]);
  }, 120_000);
});
