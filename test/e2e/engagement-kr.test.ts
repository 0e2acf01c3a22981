import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import WebSocket from 'ws';
import { BridgeJobs } from '../../core/services/accounts/bridge-jobs';
import { launchWithExtension } from '../support/chromium';
import { startHarness, type ApiResponse, type Harness } from '../support/harness';
import { jpeg } from '../support/media-files';
import { toolPresent } from '../support/tools';
import { uploadMedia } from '../support/uploads';
import { until, waitForPost } from '../support/wait';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test code reads arbitrary answer fields
type Json = any;

const EXTENSION = path.resolve(__dirname, '..', '..', 'plugins', 'kr_blog', 'extension');
const present = toolPresent('chromium', 'the kr engagement suite');

/**
 * Engagement on the Korean blog (issue 25) end to end: the REST API, the engage workflow, the
 * bridge, and the real extension in headless Chromium clicking the sandbox blog's own like toggle,
 * comment box and neighbor button. Engagement acts on the workspace's own blog (one per
 * workspace), so a like lands on a reader's comment there; the neighbor added is another blog.
 */
(present ? describe : describe.skip)('engagement on the Korean blog through the extension', () => {
  let h: Harness;
  let browser: BrowserContext;
  let ours: string;
  let handle: string;
  let token: string;
  let blogBase: string;

  const sandbox = async (pathname: string, body?: unknown): Promise<Json> => {
    const res = await fetch(`${blogBase}${pathname}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json();
  };
  const blog = (id: string) => sandbox(`/_sandbox/kr/blogs/${id}`);
  const hazards = (set: Record<string, unknown>) => sandbox('/_sandbox/kr/hazards', set);
  const bridgeOf = async (accountId: string) =>
    ((await h.call('GET', '/v1/accounts')).body.data as Json[]).find((a) => a.id === accountId).bridge.state;
  /** A post written on a blog in its own editor (the sandbox blog's publish call). */
  const writeOn = async (blogId: string, title: string): Promise<string> =>
    (
      await sandbox(`/api/${blogId}/posts`, {
        title,
        categoryId: '1',
        blocks: [{ kind: 'text', text: title }],
      })
    ).logNo;
  /** A reader's comment under a post. */
  const readerComment = async (blogId: string, logNo: string, text: string): Promise<string> =>
    (await sandbox(`/api/${blogId}/posts/${logNo}/comments`, { author: 'reader1', text })).id;
  /** The action's end: the write's answer, or (202) the action read until it settles. */
  const settled = async (
    res: ApiResponse,
  ): Promise<{ status: string; errorCode: string | null; id: string }> => {
    const id = res.body.id ?? res.body.error?.id;
    let view: Json = res.status === 202 ? res.body : undefined;
    await until(
      async () => {
        view = (await h.call('GET', `/v1/engagement/${id}`)).body;
        return view.status !== 'pending';
      },
      60_000,
      'the engagement action to settle',
    );
    return { status: view.status, errorCode: view.errorCode, id };
  };

  beforeAll(async () => {
    h = await startHarness();
    blogBase = `${h.config.sandboxUrl}/kr_blog`;
    ours = await h.accountId('kr_blog');
    handle = ((await h.call('GET', '/v1/accounts')).body.data as Json[]).find((a) => a.id === ours).handle;

    // Our blog's extension: the real one, signed in to the blog in its browser.
    token = await h.container.resolve(BridgeJobs).pair(ours);
    const launched = await launchWithExtension(EXTENSION);
    browser = launched.browser;
    const page = await browser.newPage();
    await page.goto(`${blogBase}/login?id=${handle}`);
    await page.close();
    type ExtensionGlobal = { chrome: { storage: { local: { set(v: object): Promise<void> } } } };
    await launched.worker.evaluate(
      (settings) => (globalThis as unknown as ExtensionGlobal).chrome.storage.local.set(settings),
      { apiUrl: h.url, token, blogBase, blogId: handle },
    );
    await until(async () => (await bridgeOf(ours)) === 'online', 20_000, 'the extension to be online');
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await h?.close();
  });

  it("likes and unlikes a reader's comment by clicking its like; our own post answers kr_not_allowed", async () => {
    const logNo = await writeOn(handle, '공감 받을 글');
    const reader = await readerComment(handle, logNo, '잘 읽었어요');
    const target = { accountId: ours, ownerHandle: handle, externalId: logNo };
    const comment = async () =>
      (await blog(handle)).posts
        .find((p: Json) => p.logNo === logNo)
        .comments.find((c: Json) => c.id === reader);

    const liked = await h.call('POST', '/v1/engagement/like', { ...target, replyId: `${logNo}-${reader}` });
    expect(liked.status).toBe(200);
    expect(liked.body).toMatchObject({
      kind: 'like',
      status: 'done',
      platform: 'kr_blog',
      externalId: `${logNo}-${reader}`,
    });
    expect((await comment()).likedBy).toEqual([handle]);

    const unliked = await h.call('DELETE', '/v1/engagement/like', {
      ...target,
      replyId: `${logNo}-${reader}`,
    });
    expect(unliked.status).toBe(200);
    expect(unliked.body).toMatchObject({ kind: 'unlike', status: 'done' });
    expect((await comment()).likedBy).toEqual([]);

    const own = await h.call('POST', '/v1/engagement/like', {
      postId: `${blogBase}/${handle}/${logNo}`,
      accountId: ours,
    });
    expect(own.status).toBe(400);
    expect(own.body.error).toMatchObject({ code: 'kr_not_allowed', id: expect.stringMatching(/^eng_/) });
    expect((await blog(handle)).posts.find((p: Json) => p.logNo === logNo).likedBy ?? []).toEqual([]);
  }, 60_000);

  it('comments under a post and under a comment (201, seen on the blog and in the thread as ours); media, a deleted comment and comments off are refused', async () => {
    const created = await h.call('POST', '/v1/posts', {
      content: '댓글을 받을 글',
      accountIds: [ours],
      wait: true,
      options: { kr_blog: { title: '댓글을 받을 글', category: '일상', layout: 'as-is' } },
    });
    const out = await waitForPost(
      h,
      created.body.id,
      (p) => p.status === 'published',
      'the post to go out',
      60_000,
    );
    const logNo = out.targets[0].externalId;
    const postId = created.body.id;

    const replied = await h.call('POST', '/v1/engagement/reply', { postId, content: '감사합니다!' });
    expect(replied.status).toBe(201);
    expect(replied.body).toMatchObject({
      kind: 'reply',
      status: 'done',
      result: { externalId: `${logNo}-c1`, url: `${blogBase}/${handle}/${logNo}#comment-c1` },
    });
    const comments = async () => (await blog(handle)).posts.find((p: Json) => p.logNo === logNo).comments;
    expect(await comments()).toEqual([
      expect.objectContaining({ id: 'c1', author: handle, text: '감사합니다!', ours: true }),
    ]);

    const reader = await readerComment(handle, logNo, '좋은 글이네요');
    const thread = await h.call('GET', `/v1/posts/${postId}/thread`);
    const listed = thread.body.channelReplies[0].data as Json[];
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          externalId: `${logNo}-c1`,
          text: '감사합니다!',
          replyId: replied.body.id,
          ours: true,
        }),
        expect.objectContaining({ externalId: `${logNo}-${reader}`, text: '좋은 글이네요' }),
      ]),
    );
    const readerId = listed.find((r) => r.text === '좋은 글이네요').externalId;
    expect(listed.find((r) => r.text === '좋은 글이네요').ours).toBeUndefined();

    const answered = await h.call('POST', '/v1/engagement/reply', {
      postId,
      replyId: readerId,
      content: '반가워요',
    });
    expect(answered.status).toBe(201);
    expect((await comments()).find((c: Json) => c.text === '반가워요')).toMatchObject({
      parentId: reader,
      author: handle,
      ours: true,
    });

    const photo = await uploadMedia(h, jpeg(64, 48), 'image/jpeg', { fileName: 'c.jpg' });
    const media = await h.call('POST', '/v1/engagement/reply', {
      postId,
      content: '사진과 함께',
      mediaIds: [photo.id],
    });
    expect(media.status).toBe(422);
    expect(media.body.error.code).toBe('kr_reply_media_not_supported');

    const gone = await readerComment(handle, logNo, '곧 지울 댓글');
    await sandbox(`/_sandbox/kr/posts/${logNo}/comments/${gone}/delete`, {});
    const toGone = await h.call('POST', '/v1/engagement/reply', {
      postId,
      replyId: `${logNo}-${gone}`,
      content: '늦었네요',
    });
    expect(toGone.status).toBe(404);
    expect(toGone.body.error.code).toBe('kr_comment_gone');

    await sandbox(`/_sandbox/kr/posts/${logNo}/comments-open`, { open: false });
    const closed = await h.call('POST', '/v1/engagement/reply', { postId, content: '닫혔나요' });
    expect(closed.status).toBe(400);
    expect(closed.body.error.code).toBe('kr_comments_closed');
    await sandbox(`/_sandbox/kr/posts/${logNo}/comments-open`, { open: true });
    // Nothing was written by the refused three.
    expect((await comments()).map((c: Json) => c.text)).toEqual([
      '감사합니다!',
      '좋은 글이네요',
      '반가워요',
      '곧 지울 댓글',
    ]);
  }, 120_000);

  it('never comments twice: a lost answer is found in the comment list; one that cannot be is kr_reply_unknown, 409 until force: true', async () => {
    const logNo = await writeOn(handle, '답이 사라지는 글');
    const target = { accountId: ours, ownerHandle: handle, externalId: logNo };
    const texts = async () =>
      ((await blog(handle)).posts.find((p: Json) => p.logNo === logNo).comments as Json[]).map((c) => c.text);

    await hazards({ replyAnswerLost: true });
    const found = await settled(
      await h.call('POST', '/v1/engagement/reply', { ...target, content: '한 번만' }),
    );
    expect(found.status).toBe('done');
    expect(await texts()).toEqual(['한 번만']);

    await hazards({ replyAnswerLost: true, commentListDown: true });
    const first = await h.call('POST', '/v1/engagement/reply', { ...target, content: '알 수 없음' });
    expect(await settled(first)).toMatchObject({ status: 'unconfirmed', errorCode: 'kr_reply_unknown' });
    await hazards({});
    expect(await texts()).toEqual(['한 번만', '알 수 없음']);

    const again = await h.call('POST', '/v1/engagement/reply', { ...target, content: '알 수 없음' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'kr_reply_unknown' });
    expect(await texts()).toEqual(['한 번만', '알 수 없음']);

    const forced = await h.call('POST', '/v1/engagement/reply', {
      ...target,
      content: '알 수 없음',
      force: true,
    });
    expect(forced.status).toBe(201);
    expect(await texts()).toEqual(['한 번만', '알 수 없음', '알 수 없음']);
  }, 120_000);

  it('sends a neighbor request and withdraws it; a blog that takes none answers kr_follow_blocked', async () => {
    const followed = await h.call('POST', '/v1/engagement/follow', {
      accountId: ours,
      ownerHandle: 'neighbor_blog',
    });
    expect(followed.status).toBe(200);
    expect(followed.body).toMatchObject({ kind: 'follow', status: 'done', ownerHandle: 'neighbor_blog' });
    expect((await blog('neighbor_blog')).neighbors).toEqual([
      expect.objectContaining({ from: handle, to: 'neighbor_blog' }),
    ]);
    const unfollowed = await h.call('DELETE', '/v1/engagement/follow', {
      accountId: ours,
      ownerHandle: 'neighbor_blog',
    });
    expect(unfollowed.status).toBe(200);
    expect((await blog('neighbor_blog')).neighbors).toEqual([]);

    await hazards({ refusesNeighbors: ['neighbor_blog'] });
    const blocked = await h.call('POST', '/v1/engagement/follow', {
      accountId: ours,
      ownerHandle: 'neighbor_blog',
    });
    await hazards({});
    expect(blocked.status).toBe(400);
    expect(blocked.body.error.code).toBe('kr_follow_blocked');
    expect((await blog('neighbor_blog')).neighbors).toEqual([]);
  }, 60_000);

  it("deletes our comment by pressing its delete on the post's page; one already gone counts as deleted", async () => {
    const logNo = await writeOn(handle, '댓글을 지울 글');
    const target = { accountId: ours, ownerHandle: handle, externalId: logNo };
    const first = await h.call('POST', '/v1/engagement/reply', { ...target, content: '지울 댓글' });
    const second = await h.call('POST', '/v1/engagement/reply', { ...target, content: '먼저 지워진 댓글' });
    expect([first.status, second.status]).toEqual([201, 201]);
    const comments = async () => (await blog(handle)).posts.find((p: Json) => p.logNo === logNo).comments;

    const deleted = await h.call('DELETE', `/v1/engagement/replies/${first.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ kind: 'deleteReply', status: 'done', externalId: `${logNo}-c1` });
    expect(await comments()).toEqual([
      expect.objectContaining({ id: 'c1', deleted: true }),
      expect.objectContaining({ id: 'c2', text: '먼저 지워진 댓글' }),
    ]);
    expect((await comments())[1].deleted).toBeUndefined();
    expect((await h.call('GET', `/v1/engagement/${first.body.id}`)).body.deleted).toBe(true);

    await sandbox(`/_sandbox/kr/posts/${logNo}/comments/c2/delete`, {});
    const already = await h.call('DELETE', `/v1/engagement/replies/${second.body.id}`);
    expect(already.status).toBe(200);
    expect(already.body).toMatchObject({ kind: 'deleteReply', status: 'done' });
    expect((await h.call('GET', `/v1/engagement/${second.body.id}`)).body.deleted).toBe(true);
  }, 60_000);

  it('answers hide with not_supported and its sentence', async () => {
    const logNo = await writeOn(handle, '숨길 수 없는 글');
    const res = await h.call('POST', '/v1/engagement/hide', {
      accountId: ours,
      ownerHandle: handle,
      externalId: logNo,
      replyId: `${logNo}-c1`,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'not_supported',
      message: 'The blog offers delete and block on comments, no hide.',
    });
  });

  it('refuses with bridge_offline when the extension is away, and extension_outdated for one older than 0.10.0; nothing sent', async () => {
    await browser.close();
    await until(async () => (await bridgeOf(ours)) === 'offline', 75_000, 'the extension to be offline');
    const follow = { accountId: ours, ownerHandle: 'neighbor_blog' };
    const offline = await h.call('POST', '/v1/engagement/follow', follow);
    expect(offline.status).toBe(503);
    expect(offline.body.error).toMatchObject({
      code: 'bridge_offline',
      bridge: { state: 'offline', wake: { how: expect.stringContaining('Open Chrome') } },
    });

    const old = new WebSocket(`${h.url.replace(/^http/, 'ws')}/v1/bridge`);
    await new Promise((resolve) => old.on('open', resolve));
    old.send(
      JSON.stringify({
        type: 'hello',
        protocol: 1,
        token,
        version: '0.9.0',
        login: { state: 'signed_in', user: handle },
        blog: { id: handle },
      }),
    );
    await until(async () => (await bridgeOf(ours)) === 'online', 10_000, 'the old extension to be online');
    const outdated = await h.call('POST', '/v1/engagement/follow', follow);
    old.close();
    expect(outdated.status).toBe(422);
    expect(outdated.body.error).toMatchObject({
      code: 'extension_outdated',
      extensionVersion: '0.9.0',
      requiredVersion: '0.10.0',
    });
    expect((await blog('neighbor_blog')).neighbors).toEqual([]);
  }, 120_000);
});
