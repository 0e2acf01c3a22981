import { BridgeJobs } from '../../core/services/accounts/bridge-jobs';
import { ProtocolClient } from '../../plugins/kr_blog/sandbox-extension/protocol-client';
import { startHarness, type Harness } from '../support/harness';
import { jpeg, mp4 } from '../support/media-files';
import { uploadMedia } from '../support/uploads';
import { until, waitForPost } from '../support/wait';

/**
 * Publishing to the Korean blog through the bridge, end to end: the API's socket, the post's
 * workflow holding the job, the sandbox extension (the browserless protocol client) doing it in
 * the sandbox blog, and the post read back from the blog.
 */
describe('kr_blog publishing through the bridge', () => {
  let h: Harness;
  let accountId: string;
  let handle: string;
  let extension: ProtocolClient;

  beforeAll(async () => {
    h = await startHarness();
    accountId = await h.accountId('kr_blog');
    const accounts = (await h.call('GET', '/v1/accounts')).body.data;
    handle = accounts.find((a: { id: string }) => a.id === accountId).handle;
    const token = await h.container.resolve(BridgeJobs).pair(accountId);
    extension = new ProtocolClient({
      apiUrl: h.url,
      token,
      blogBase: `${h.config.sandboxUrl}/kr_blog`,
      blogId: handle,
    });
  });
  afterAll(async () => {
    extension?.stop();
    await h.close();
  });

  interface BlogPost {
    logNo: string;
    title: string;
    blocks: Array<{ kind: string; caption?: string }>;
  }
  /** Waits until the account's bridge shows `state` (GET /v1/channels/bridge). */
  const bridgeIs = (state: string) =>
    until(
      async () => (await h.call('GET', '/v1/channels/bridge')).body.data[0].bridge.state === state,
      10_000,
      `the bridge to be ${state}`,
    );
  const blog = async () =>
    (await (await fetch(`${h.config.sandboxUrl}/kr_blog/_sandbox/kr/blogs/${handle}`)).json()) as {
      posts: BlogPost[];
    };

  it('holds a post while no extension is online, then publishes it once when one connects', async () => {
    const photo = await uploadMedia(h, jpeg(640, 480), 'image/jpeg', { fileName: 'a.jpg' });
    const created = await h.call('POST', '/v1/posts', {
      content: `첫 문단입니다.\n\n![바다 사진](media:${photo.id})\n\n끝.`,
      accountIds: [accountId],
      mediaIds: [photo.id],
      options: { kr_blog: { title: '브리지 테스트', category: '일상', tags: ['여행'], layout: 'as-is' } },
    });
    expect(created.status).toBe(202);
    const id = created.body.id;
    const waiting = await waitForPost(
      h,
      id,
      (p) => p.targets[0].bridge?.state === 'offline',
      'the target to wait for an extension',
    );
    expect(waiting.status).toBe('publishing');
    expect((await blog()).posts).toHaveLength(0);

    extension.start();
    const post = await waitForPost(h, id, (p) => p.status === 'published', 'the post to go out');
    const target = post.targets[0];
    expect(target).toMatchObject({ status: 'published', errorCode: null });
    expect(target.bridge).toBeUndefined();
    expect(target.url).toBe(`${h.config.sandboxUrl}/kr_blog/${handle}/${target.externalId}`);

    const { posts } = await blog();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      logNo: target.externalId,
      title: '브리지 테스트',
      categoryId: '1',
      tags: ['여행'],
    });
    expect(posts[0].blocks.map((b) => b.kind)).toEqual(['text', 'image', 'text']);
    expect(posts[0].blocks[1].caption).toBe('바다 사진');
    const page = await fetch(target.url);
    expect(page.status).toBe(200);
  });

  describe('POST /v1/accounts/:id/refresh', () => {
    it("re-reads the blog's categories through the extension, so a category made since can be named", async () => {
      const made = await fetch(`${h.config.sandboxUrl}/kr_blog/_sandbox/kr/categories`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ blogId: handle, name: '새 분류' }),
      });
      const category = (await made.json()) as { id: string };
      const before = await h.call('POST', '/v1/posts', {
        content: '새 분류에',
        accountIds: [accountId],
        options: { kr_blog: { title: '분류', category: '새 분류', layout: 'as-is' } },
      });
      expect(before.status).toBe(422);
      expect(before.body.error.code).toBe('kr_category_unknown');

      extension.start();
      const res = await h.call('POST', `/v1/accounts/${accountId}/refresh`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        expect.objectContaining({ accountId, platform: 'kr_blog', handle, status: 'refreshed' }),
      ]);
      expect(res.body.data[0].account.krBlog.categories).toContainEqual({ id: category.id, name: '새 분류' });
      expect(res.body.candidates).toEqual([{ accountId, platform: 'kr_blog', handle }]);
      const accounts = (await h.call('GET', '/v1/accounts')).body.data;
      expect(accounts.find((a: { id: string }) => a.id === accountId).krBlog.categories).toContainEqual({
        id: category.id,
        name: '새 분류',
      });

      const scoped = await h.call('POST', `/v1/accounts/${accountId}/refresh`, { scope: ['all'] });
      expect(scoped.status).toBe(200);
      expect(scoped.body.data.map((d: { status: string }) => d.status)).toEqual(['refreshed']);
      const unknown = await h.call('POST', `/v1/accounts/${accountId}/refresh`, { scope: ['nobody_here'] });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatchObject({
        code: 'invalid_params',
        field: 'scope',
        value: 'nobody_here',
      });
    });

    it('answers refresh_unsupported for a channel with nothing to refresh, and bridge_offline with bridge.wake when the extension is away', async () => {
      const chat = await h.accountId('chat');
      const unsupported = await h.call('POST', `/v1/accounts/${chat}/refresh`);
      expect(unsupported.status).toBe(400);
      expect(unsupported.body.error.code).toBe('refresh_unsupported');

      extension.stop();
      await bridgeIs('offline');
      const offline = await h.call('POST', `/v1/accounts/${accountId}/refresh`);
      expect(offline.status).toBe(503);
      expect(offline.body.error).toMatchObject({
        code: 'bridge_offline',
        bridge: { state: 'offline', wake: { how: expect.stringContaining('Open Chrome') } },
      });
      const missing = await h.call('POST', '/v1/accounts/acc_nope/refresh');
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('account_not_found');
    });
  });

  describe('drafts, delete and reads through the extension', () => {
    beforeAll(() => extension.start());

    it('saves a draftOnly post in the draft box, lists it with drafts saved by hand, and publishes it once', async () => {
      await bridgeIs('online');
      const created = await h.call('POST', '/v1/posts', {
        content: '초안으로만',
        accountIds: [accountId],
        wait: true,
        options: { kr_blog: { title: '초안 글', draftOnly: true, layout: 'as-is' } },
      });
      expect(created.status).toBe(201);
      const target = created.body.targets[0];
      expect(target).toMatchObject({ status: 'published', externalId: expect.stringMatching(/^\d+$/) });
      expect(target.warnings[0]).toContain(`POST /v1/kr/drafts/${target.externalId}/publish`);

      // A draft saved by hand in the blog's own editor.
      const byHand = await fetch(`${h.config.sandboxUrl}/kr_blog/api/${handle}/drafts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: '손으로 쓴 초안', blocks: [{ kind: 'text', text: '직접' }] }),
      });
      const handNo = ((await byHand.json()) as { logNo: string }).logNo;

      const list = await h.call('GET', '/v1/kr/drafts');
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            logNo: target.externalId,
            title: '초안 글',
            savedBy: 'fanout',
            postId: created.body.id,
          }),
          expect.objectContaining({ logNo: handNo, title: '손으로 쓴 초안', savedBy: 'hand', postId: null }),
        ]),
      );

      const published = await h.call('POST', `/v1/kr/drafts/${target.externalId}/publish`, {
        category: '여행',
        tags: ['초안'],
        wait: true,
      });
      expect(published.status).toBe(422);
      expect(published.body.error.code).toBe('kr_category_ambiguous');

      const ok = await h.call('POST', `/v1/kr/drafts/${target.externalId}/publish`, {
        categoryId: '3',
        wait: true,
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ id: created.body.id, status: 'published' });
      expect(ok.body.targets[0]).toMatchObject({
        externalId: target.externalId,
        url: `${h.config.sandboxUrl}/kr_blog/${handle}/${target.externalId}`,
        warnings: [],
      });
      const onBlog = (await blog()).posts.find((p) => p.logNo === target.externalId) as BlogPost & {
        status: string;
        categoryId: string;
      };
      expect(onBlog).toMatchObject({ status: 'published', categoryId: '3' });

      const hand = await h.call('POST', `/v1/kr/drafts/${handNo}/publish`, { wait: true });
      expect(hand.status).toBe(200);
      expect(hand.body).toMatchObject({
        status: 'published',
        targets: [expect.objectContaining({ externalId: handNo })],
      });

      // Signed out of the blog: the draft box cannot be read, and the answer says so (not "no such draft").
      const hazards = (body: object) =>
        fetch(`${h.config.sandboxUrl}/kr_blog/_sandbox/kr/hazards`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await hazards({ signedOut: true });
      const signedOut = await h.call('POST', `/v1/kr/drafts/${handNo}/publish`, { wait: true });
      await hazards({});
      expect(signedOut.body.error.code).toBe('kr_not_logged_in');

      const missing = await h.call('POST', '/v1/kr/drafts/999999999999/publish', { wait: true });
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('kr_draft_not_found');
      const posts = (await h.call('GET', '/v1/posts?limit=100')).body.data;
      expect(
        posts.filter(
          (p: { targets: Array<{ externalId: string }> }) => p.targets[0]?.externalId === '999999999999',
        ),
      ).toEqual([]);
    });

    it('reads views and comments in the thread, and deletes through the extension (bridge_offline while it is away)', async () => {
      await bridgeIs('online');
      const created = await h.call('POST', '/v1/posts', {
        content: '읽고 지울 글',
        accountIds: [accountId],
        wait: true,
        options: { kr_blog: { title: '읽고 지울 글', category: '일상', layout: 'as-is' } },
      });
      const logNo = created.body.targets[0].externalId;
      await fetch(`${h.config.sandboxUrl}/kr_blog/m/${handle}/${logNo}`);
      await fetch(`${h.config.sandboxUrl}/kr_blog/api/${handle}/posts/${logNo}/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ author: 'reader1', text: '좋은 글이네요' }),
      });
      const thread = await h.call('GET', `/v1/posts/${created.body.id}/thread`);
      expect(thread.status).toBe(200);
      expect(JSON.stringify(thread.body.metrics)).toContain('"views":1');
      expect(JSON.stringify(thread.body)).toContain('좋은 글이네요');

      extension.stop();
      await bridgeIs('offline');
      const offline = await h.call('DELETE', `/v1/posts/${created.body.id}`);
      expect(offline.status).toBe(503);
      expect(offline.body.error).toMatchObject({
        code: 'bridge_offline',
        bridge: { wake: { how: expect.any(String) } },
      });
      expect((await blog()).posts.find((p) => p.logNo === logNo)).toBeDefined();

      extension.start();
      await bridgeIs('online');
      const deleted = await h.call('DELETE', `/v1/posts/${created.body.id}`);
      expect([200, 202]).toContain(deleted.status);
      await waitForPost(h, created.body.id, (p) => p.deleted === true, 'the post to be deleted');
      const gone = (await (
        await fetch(`${h.config.sandboxUrl}/kr_blog/_sandbox/kr/blogs/${handle}`)
      ).json()) as {
        posts: Array<{ logNo: string; deleted?: boolean }>;
      };
      expect(gone.posts.find((p) => p.logNo === logNo)?.deleted ?? true).toBe(true);
    });
  });

  describe('media placed in the body', () => {
    beforeAll(() => extension.start());

    it("takes files the body places without mediaIds, in the body's order, a video too", async () => {
      const photo = await uploadMedia(h, jpeg(320, 240), 'image/jpeg', { fileName: 'b.jpg' });
      const video = await uploadMedia(h, mp4({ width: 640, height: 360, durationSec: 5 }), 'video/mp4', {
        fileName: 'v.mp4',
      });
      const created = await h.call('POST', '/v1/posts', {
        content: `위\n\n@video(media:${video.id})\n\n가운데\n\n![두 번째](media:${photo.id})`,
        accountIds: [accountId],
        wait: true,
        options: { kr_blog: { title: '본문이 놓은 파일', category: 'Food', layout: 'as-is' } },
      });
      const post =
        created.body.status === 'published'
          ? created.body
          : await waitForPost(h, created.body.id, (p) => p.status === 'published', 'the post to go out');
      expect(post.mediaIds).toEqual([video.id, photo.id]);
      const onBlog = (await blog()).posts.find((p) => p.logNo === post.targets[0].externalId)!;
      expect(onBlog.blocks.map((b) => b.kind)).toEqual(['text', 'video', 'text', 'image']);
    });

    it('refuses a body placing unknown files, a video written as a photo, and refs another channel would print', async () => {
      const video = await uploadMedia(h, mp4({ width: 640, height: 360, durationSec: 4 }), 'video/mp4', {
        fileName: 'w.mp4',
      });
      const unknown = await h.call('POST', '/v1/posts', {
        content: '![없는 사진](media:med_nope)',
        accountIds: [accountId],
        options: { kr_blog: { title: 't', category: 'Food', layout: 'as-is' } },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatchObject({ code: 'media_ref_unknown', mediaIds: ['med_nope'] });

      const mismatch = await h.call('POST', '/v1/posts', {
        content: `첫 줄\n![영상](media:${video.id})`,
        accountIds: [accountId],
        options: { kr_blog: { title: 't', category: 'Food', layout: 'as-is' } },
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.error).toMatchObject({
        code: 'kr_media_kind_mismatch',
        mismatches: [
          {
            body: 'content',
            line: 2,
            mediaId: video.id,
            kind: 'video',
            correct: `@video(media:${video.id})`,
          },
        ],
      });

      const chat = await h.accountId('chat');
      const mixed = await h.call('POST', '/v1/posts', {
        content: `함께\n\n@video(media:${video.id})`,
        accountIds: [accountId, chat],
        options: { kr_blog: { title: 't', category: 'Food', layout: 'as-is' } },
      });
      expect(mixed.status).toBe(422);
      expect(mixed.body.error).toMatchObject({ code: 'media_ref_not_supported', platforms: ['chat'] });
      const own = await h.call('POST', '/v1/posts', {
        content: `함께\n\n@video(media:${video.id})`,
        accountIds: [accountId, chat],
        draft: true,
        options: {
          kr_blog: { title: 't', category: 'Food', layout: 'as-is' },
          chat: { content: '함께 (영상은 블로그에)' },
        },
      });
      expect(own.status).toBe(201);
    });
  });

  describe('PATCH of a post to the blog only, without mediaIds', () => {
    it("makes the body's references the files, removes those it no longer places, and says how many", async () => {
      const a = await uploadMedia(h, jpeg(100, 100), 'image/jpeg', { fileName: 'a.jpg' });
      const b = await uploadMedia(h, jpeg(120, 100), 'image/jpeg', { fileName: 'b.jpg' });
      const draft = await h.call('POST', '/v1/posts', {
        content: `![하나](media:${a.id})`,
        accountIds: [accountId],
        mediaIds: [a.id, b.id],
        draft: true,
        options: { kr_blog: { title: '편집', category: 'Food', layout: 'as-is' } },
      });
      expect(draft.body.mediaIds).toEqual([a.id, b.id]);
      const patched = await h.call('PATCH', `/v1/posts/${draft.body.id}`, {
        content: `새 글\n\n![하나](media:${a.id})`,
      });
      expect(patched.status).toBe(200);
      expect(patched.body.mediaIds).toEqual([a.id]);
      expect(patched.body.note).toBe(
        '1 attached file(s) the body no longer places were removed from mediaIds.',
      );
      const kept = await h.call('PATCH', `/v1/posts/${draft.body.id}`, {
        content: '사진 없이',
        mediaIds: [b.id],
      });
      expect(kept.body.mediaIds).toEqual([b.id]);
      expect(kept.body.note).toBeUndefined();
    });
  });

  describe('GET /v1/channels/posts', () => {
    beforeAll(() => extension.start());

    it('reads the blog through the extension, posts written in its own editor too', async () => {
      await bridgeIs('online');
      const res = await fetch(`${h.config.sandboxUrl}/kr_blog/api/${handle}/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: '블로그에서 직접 쓴 글',
          categoryId: '1',
          blocks: [{ kind: 'text', text: '직접' }],
        }),
      });
      const { logNo } = (await res.json()) as { logNo: string };
      const read = await h.call('GET', `/v1/channels/posts?accountId=${accountId}&limit=1`);
      expect(read.status).toBe(200);
      expect(read.body.data[0]).toMatchObject({
        externalId: logNo,
        text: '블로그에서 직접 쓴 글',
        url: `${h.config.sandboxUrl}/kr_blog/${handle}/${logNo}`,
      });
      expect(read.body.data).toHaveLength(1);
    });
  });

  describe('live edit', () => {
    beforeAll(() => extension.start());

    it('rewrites a published post in place through the extension, refused when the extension is too old', async () => {
      await bridgeIs('online');
      const created = await h.call('POST', '/v1/posts', {
        content: '처음 본문',
        accountIds: [accountId],
        wait: true,
        options: { kr_blog: { title: '고칠 글', category: '일상', layout: 'as-is' } },
      });
      const logNo = created.body.targets[0].externalId;

      await h.container.resolve(BridgeJobs).noteBridge(accountId, { extensionVersion: '0.3.9' });
      const old = await h.call('PATCH', `/v1/posts/${created.body.id}`, { content: '고친 본문', wait: true });
      expect(old.status).toBe(422);
      expect(old.body.error).toMatchObject({
        code: 'extension_outdated',
        extensionVersion: '0.3.9',
        requiredVersion: '0.4.0',
        bridge: { awaitingRelease: false },
      });
      expect((await h.call('GET', `/v1/posts/${created.body.id}`)).body.content).toBe('처음 본문');

      // A photo with the AI-usage label needs 0.7.3: refused before anything is stored.
      await h.container.resolve(BridgeJobs).noteBridge(accountId, { extensionVersion: '0.7.2' });
      const photo = await uploadMedia(h, jpeg(64, 64), 'image/jpeg', { fileName: 'ai.jpg' });
      const labelled = await h.call('POST', '/v1/posts', {
        content: `![만든 그림](media:${photo.id}) {.ai}`,
        accountIds: [accountId],
        options: { kr_blog: { title: 'AI', category: 'Food', layout: 'as-is' } },
      });
      expect(labelled.status).toBe(422);
      expect(labelled.body.error).toMatchObject({
        code: 'extension_outdated',
        extensionVersion: '0.7.2',
        requiredVersion: '0.7.3',
      });

      await h.container.resolve(BridgeJobs).noteBridge(accountId, { extensionVersion: '0.8.0' });
      const edited = await h.call('PATCH', `/v1/posts/${created.body.id}`, {
        content: '고친 본문',
        options: { kr_blog: { title: '고친 글', category: 'Food', layout: 'as-is' } },
        wait: true,
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ content: '고친 본문', error: null });
      const onBlog = (await blog()).posts.find((p) => p.logNo === logNo) as BlogPost & { categoryId: string };
      expect(onBlog).toMatchObject({
        title: '고친 글',
        categoryId: '4',
        blocks: [{ kind: 'text', text: '고친 본문' }],
      });
      expect((await blog()).posts.filter((p) => p.title.startsWith('고'))).toHaveLength(1);
    });
  });

  describe("rewriting a post written in the blog's own editor", () => {
    beforeAll(() => extension.start());

    it('answers kr_source_required with the source, then rewrites against it keeping the photo with @keep', async () => {
      await bridgeIs('online');
      // Written by hand in the blog's editor, then published through the draft box: a record of its own.
      const saved = await fetch(`${h.config.sandboxUrl}/kr_blog/api/${handle}/drafts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: '에디터로 쓴 글',
          categoryId: '1',
          blocks: [
            { kind: 'text', text: '손으로 쓴 문단' },
            { kind: 'image', url: 'http://blog.example/p.png', caption: '손 사진' },
          ],
        }),
      });
      const { logNo } = (await saved.json()) as { logNo: string };
      const published = await h.call('POST', `/v1/kr/drafts/${logNo}/publish`, { wait: true });
      expect(published.status).toBe(200);
      const id = published.body.id;

      const blind = await h.call('PATCH', `/v1/posts/${id}`, { content: '새 문단', wait: true });
      expect(blind.status).toBe(409);
      expect(blind.body.error).toMatchObject({
        code: 'kr_source_required',
        source: '손으로 쓴 문단\n\n@keep(b2)',
        keep: ['b2'],
        sourceVersion: expect.any(String),
      });
      const version = blind.body.error.sourceVersion;
      const unknown = await h.call('PATCH', `/v1/posts/${id}`, {
        content: '새 문단\n\n@keep(b9)',
        options: {
          kr_blog: { title: '에디터로 쓴 글', layout: 'as-is', categoryId: '1', sourceVersion: version },
        },
        wait: true,
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.error).toMatchObject({ code: 'kr_keep_unknown', keep: ['b9'] });

      const rewritten = await h.call('PATCH', `/v1/posts/${id}`, {
        content: '고쳐 쓴 문단\n\n@keep(b2)',
        options: {
          kr_blog: { title: '고쳐 쓴 글', layout: 'as-is', categoryId: '1', sourceVersion: version },
        },
        wait: true,
      });
      expect(rewritten.status).toBe(200);
      const onBlog = (await blog()).posts.find((p) => p.logNo === logNo)!;
      expect(onBlog).toMatchObject({
        title: '고쳐 쓴 글',
        blocks: [
          { kind: 'text', text: '고쳐 쓴 문단' },
          { kind: 'image', url: 'http://blog.example/p.png', caption: '손 사진' },
        ],
      });

      const fresh = await h.call('POST', '/v1/posts', {
        content: '@keep(b1)',
        accountIds: [accountId],
        options: { kr_blog: { title: 't', category: 'Food', layout: 'as-is' } },
      });
      expect(fresh.status).toBe(422);
      expect(fresh.body.error.code).toBe('kr_keep_unknown');
    });
  });
});
