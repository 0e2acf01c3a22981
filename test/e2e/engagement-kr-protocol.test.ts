import WebSocket from 'ws';
import { BridgeJobs } from '../../core/services/accounts/bridge-jobs';
import { ProtocolClient } from '../../plugins/kr_blog/sandbox-extension/protocol-client';
import { startHarness, type Harness } from '../support/harness';
import { stdioMcpClient } from '../support/mcp-stdio';
import { until } from '../support/wait';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test code reads arbitrary answer fields
type Json = any;

/**
 * Engagement on the Korean blog through the browserless sandbox extension (the protocol client
 * `npm start` runs where no Chromium is installed): the REST API, the engage workflow, the bridge,
 * and the client doing each job with the sandbox blog's own page calls as a signed-in browser.
 */
describe('engagement on the Korean blog through the sandbox protocol client', () => {
  let h: Harness;
  let ours: string;
  let handle: string;
  let blogBase: string;
  let extension: ProtocolClient;
  let token: string;

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
  const writeOn = async (title: string): Promise<string> =>
    (
      await sandbox(`/api/${handle}/posts`, {
        title,
        categoryId: '1',
        blocks: [{ kind: 'text', text: title }],
      })
    ).logNo;
  const readerComment = async (logNo: string, text: string): Promise<string> =>
    (await sandbox(`/api/${handle}/posts/${logNo}/comments`, { author: 'reader1', text })).id;
  const bridgeState = async (): Promise<string> =>
    ((await h.call('GET', '/v1/accounts')).body.data as Json[]).find((a) => a.id === ours).bridge.state;
  const comments = async (logNo: string): Promise<Json[]> =>
    (await blog(handle)).posts.find((p: Json) => p.logNo === logNo).comments;

  beforeAll(async () => {
    h = await startHarness();
    blogBase = `${h.config.sandboxUrl}/kr_blog`;
    ours = await h.accountId('kr_blog');
    handle = ((await h.call('GET', '/v1/accounts')).body.data as Json[]).find((a) => a.id === ours).handle;
    token = await h.container.resolve(BridgeJobs).pair(ours);
    extension = new ProtocolClient({ apiUrl: h.url, token, blogBase, blogId: handle });
    extension.start();
    await until(async () => (await bridgeState()) === 'online', 20_000, 'the protocol client to be online');
  }, 60_000);
  afterAll(async () => {
    extension?.stop();
    await h?.close();
  });

  it("likes and unlikes a reader's comment; our own post answers kr_not_allowed", async () => {
    const logNo = await writeOn('프로토콜 공감');
    const reader = await readerComment(logNo, '잘 봤어요');
    const target = { accountId: ours, ownerHandle: handle, externalId: logNo, replyId: `${logNo}-${reader}` };

    const liked = await h.call('POST', '/v1/engagement/like', target);
    expect(liked.status).toBe(200);
    expect(liked.body).toMatchObject({ kind: 'like', status: 'done', externalId: `${logNo}-${reader}` });
    expect((await comments(logNo)).find((c) => c.id === reader).likedBy).toEqual([handle]);

    const unliked = await h.call('DELETE', '/v1/engagement/like', target);
    expect(unliked.status).toBe(200);
    expect((await comments(logNo)).find((c) => c.id === reader).likedBy).toEqual([]);

    const own = await h.call('POST', '/v1/engagement/like', {
      accountId: ours,
      ownerHandle: handle,
      externalId: logNo,
    });
    expect(own.status).toBe(400);
    expect(own.body.error.code).toBe('kr_not_allowed');
    expect((await blog(handle)).posts.find((p: Json) => p.logNo === logNo).likedBy ?? []).toEqual([]);
  }, 60_000);

  it('comments under a post and under a comment as ours; a deleted comment answers kr_comment_gone', async () => {
    const logNo = await writeOn('프로토콜 댓글');
    const target = { accountId: ours, ownerHandle: handle, externalId: logNo };
    const replied = await h.call('POST', '/v1/engagement/reply', { ...target, content: '고맙습니다' });
    expect(replied.status).toBe(201);
    expect(replied.body).toMatchObject({
      kind: 'reply',
      status: 'done',
      result: { externalId: `${logNo}-c1`, url: `${blogBase}/${handle}/${logNo}#comment-c1` },
    });

    const reader = await readerComment(logNo, '질문 있어요');
    const answered = await h.call('POST', '/v1/engagement/reply', {
      ...target,
      replyId: `${logNo}-${reader}`,
      content: '답해 드릴게요',
    });
    expect(answered.status).toBe(201);
    expect(await comments(logNo)).toEqual([
      expect.objectContaining({ id: 'c1', author: handle, text: '고맙습니다', ours: true }),
      expect.objectContaining({ id: reader, author: 'reader1' }),
      expect.objectContaining({ author: handle, text: '답해 드릴게요', parentId: reader, ours: true }),
    ]);

    await sandbox(`/_sandbox/kr/posts/${logNo}/comments/${reader}/delete`, {});
    const gone = await h.call('POST', '/v1/engagement/reply', {
      ...target,
      replyId: `${logNo}-${reader}`,
      content: '늦었네요',
    });
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('kr_comment_gone');
    expect((await comments(logNo)).map((c) => c.text)).not.toContain('늦었네요');
  }, 60_000);

  it('finds a comment whose answer was lost in the list instead of sending it again', async () => {
    const logNo = await writeOn('프로토콜 답 분실');
    await hazards({ replyAnswerLost: true });
    const lost = await h.call('POST', '/v1/engagement/reply', {
      accountId: ours,
      ownerHandle: handle,
      externalId: logNo,
      content: '한 번만',
    });
    let view: Json = lost.body;
    await until(
      async () => {
        view = (await h.call('GET', `/v1/engagement/${lost.body.id ?? lost.body.error?.id}`)).body;
        return view.status !== 'pending';
      },
      60_000,
      'the reply to settle',
    );
    await hazards({});
    expect(view).toMatchObject({ status: 'done', result: { externalId: `${logNo}-c1` } });
    expect((await comments(logNo)).map((c) => c.text)).toEqual(['한 번만']);
  }, 90_000);

  it('sends a neighbor request and withdraws it; a blog that takes none answers kr_follow_blocked', async () => {
    const follow = { accountId: ours, ownerHandle: 'protocol_neighbor' };
    const followed = await h.call('POST', '/v1/engagement/follow', follow);
    expect(followed.status).toBe(200);
    expect((await blog('protocol_neighbor')).neighbors).toEqual([
      expect.objectContaining({ from: handle, to: 'protocol_neighbor' }),
    ]);
    const unfollowed = await h.call('DELETE', '/v1/engagement/follow', follow);
    expect(unfollowed.status).toBe(200);
    expect((await blog('protocol_neighbor')).neighbors).toEqual([]);

    await hazards({ refusesNeighbors: ['protocol_neighbor'] });
    const blocked = await h.call('POST', '/v1/engagement/follow', follow);
    await hazards({});
    expect(blocked.status).toBe(400);
    expect(blocked.body.error.code).toBe('kr_follow_blocked');
    expect((await blog('protocol_neighbor')).neighbors).toEqual([]);
  }, 60_000);

  it('deletes our comment (shown deleted on the blog); one already gone counts as deleted', async () => {
    const logNo = await writeOn('프로토콜 삭제');
    const target = { accountId: ours, ownerHandle: handle, externalId: logNo };
    const first = await h.call('POST', '/v1/engagement/reply', { ...target, content: '지울 댓글' });
    const second = await h.call('POST', '/v1/engagement/reply', { ...target, content: '이미 지운 댓글' });
    expect([first.status, second.status]).toEqual([201, 201]);

    const deleted = await h.call('DELETE', `/v1/engagement/replies/${first.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ kind: 'deleteReply', status: 'done', externalId: `${logNo}-c1` });
    expect(await comments(logNo)).toEqual([
      expect.objectContaining({ id: 'c1', deleted: true }),
      expect.objectContaining({ id: 'c2', text: '이미 지운 댓글' }),
    ]);
    expect((await comments(logNo))[1].deleted).toBeUndefined();
    expect((await h.call('GET', `/v1/engagement/${first.body.id}`)).body.deleted).toBe(true);

    await sandbox(`/_sandbox/kr/posts/${logNo}/comments/c2/delete`, {});
    const already = await h.call('DELETE', `/v1/engagement/replies/${second.body.id}`);
    expect(already.status).toBe(200);
    expect(already.body).toMatchObject({ kind: 'deleteReply', status: 'done' });
    expect((await h.call('GET', `/v1/engagement/${second.body.id}`)).body.deleted).toBe(true);
  }, 60_000);

  it('gives an agent the blog’s refusals through MCP as REST gives them', async () => {
    const logNo = await writeOn('에이전트 거절');
    const post = { accountId: ours, ownerHandle: handle, externalId: logNo };
    const reader = await readerComment(logNo, '곧 지울 댓글');
    await sandbox(`/_sandbox/kr/posts/${logNo}/comments/${reader}/delete`, {});
    await hazards({ refusesNeighbors: ['closed_blog'] });
    const agent = await stdioMcpClient({ FANOUT_API_URL: h.url, FANOUT_API_KEY: h.apiKey });
    try {
      const codeOf = async (name: string, args: Json) => {
        const answer = (await agent.callTool({ name, arguments: args })) as Json;
        expect(answer.isError).toBe(true);
        return answer.structuredContent.error.code;
      };
      expect({
        ownPost: await codeOf('like_post', post),
        gone: await codeOf('reply_to_post', { ...post, replyId: `${logNo}-${reader}`, content: '늦었네요' }),
        blocked: await codeOf('follow_account', { accountId: ours, ownerHandle: 'closed_blog' }),
        noHide: await codeOf('hide_reply', { ...post, replyId: `${logNo}-${reader}` }),
      }).toEqual({
        ownPost: 'kr_not_allowed',
        gone: 'kr_comment_gone',
        blocked: 'kr_follow_blocked',
        noHide: 'not_supported',
      });
    } finally {
      await agent.close();
      await hazards({});
    }
  }, 90_000);

  it('refuses bridge_offline with no extension, and extension_outdated to delete through one older than 0.11.0, over REST and MCP; nothing deleted', async () => {
    const logNo = await writeOn('프로토콜 옛 확장');
    const reply = await h.call('POST', '/v1/engagement/reply', {
      accountId: ours,
      ownerHandle: handle,
      externalId: logNo,
      content: '남을 댓글',
    });
    expect(reply.status).toBe(201);
    extension.stop();
    await until(async () => (await bridgeState()) === 'offline', 75_000, 'the protocol client to be offline');
    const agent = await stdioMcpClient({ FANOUT_API_URL: h.url, FANOUT_API_KEY: h.apiKey });
    try {
      const follow = { accountId: ours, ownerHandle: 'protocol_neighbor' };
      const offline = await h.call('POST', '/v1/engagement/follow', follow);
      expect(offline.status).toBe(503);
      expect(offline.body.error).toMatchObject({ code: 'bridge_offline', bridge: { state: 'offline' } });
      const viaMcp = (await agent.callTool({ name: 'follow_account', arguments: follow })) as Json;
      expect(viaMcp.isError).toBe(true);
      expect(viaMcp.structuredContent.error).toMatchObject({
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
          version: '0.10.0',
          login: { state: 'signed_in', user: handle },
          blog: { id: handle },
        }),
      );
      await until(
        async () => (await bridgeState()) === 'online',
        10_000,
        'the 0.10.0 extension to be online',
      );
      const outdated = await h.call('DELETE', `/v1/engagement/replies/${reply.body.id}`);
      const outdatedViaMcp = (await agent.callTool({
        name: 'delete_reply',
        arguments: { id: reply.body.id },
      })) as Json;
      old.close();
      const expected = { code: 'extension_outdated', extensionVersion: '0.10.0', requiredVersion: '0.11.0' };
      expect(outdated.status).toBe(422);
      expect(outdated.body.error).toMatchObject(expected);
      expect(outdatedViaMcp.isError).toBe(true);
      expect(outdatedViaMcp.structuredContent.error).toMatchObject(expected);
      expect((await comments(logNo))[0].deleted).toBeUndefined();
    } finally {
      await agent.close();
    }
  }, 120_000);
});
