import type { MicroEmulator } from '../../plugins/micro/emulator';
import { microSandboxUser } from '../../plugins/micro/sandbox';
import { postConnect } from '../support/connect';
import { stdioMcpClient } from '../support/mcp-stdio';
import { useDemoSuite } from '../support/demo-suite';
import type { Harness } from '../support/harness';
import { publishNow } from '../support/posts';
import { newWorkspace } from '../support/workspaces';
import { sandboxPost } from '../support/sandbox';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test code reads arbitrary answer fields
type Json = any;

/** Engagement through the REST API (issue 25) on micro: every operation, every refusal, never twice. */
describe('engagement: like, reply, follow, hide (/v1/engagement)', () => {
  let h: Harness;
  let micro: string;
  let emulator: MicroEmulator;

  useDemoSuite((suite) => {
    ({ h, micro } = suite);
    emulator = h.sandbox.emulators.get('micro') as MicroEmulator;
  });

  const onEmulator = () => emulator.engagementState.view() as Json;
  const published = async (text: string) => {
    const post = await publishNow(h, text, [micro]);
    return { id: post.id, externalId: post.targets[0].externalId! };
  };
  /** Someone else's comment under a stored tweet (the sandbox control `POST /_sandbox/engage`). */
  const comment = (externalId: string, text: string, authorHandle = 'alice') => {
    emulator.engage(externalId, { reply: { text, authorHandle } });
    return emulator.posts().find((p) => p.text === text)!.id;
  };

  it('likes and unlikes a post of ours', async () => {
    const post = await published('Like me');
    const liked = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(liked.status).toBe(200);
    expect(liked.body).toMatchObject({
      id: expect.stringMatching(/^eng_/),
      kind: 'like',
      status: 'done',
      accountId: micro,
      platform: 'micro',
      postId: post.id,
      externalId: post.externalId,
    });
    expect(onEmulator().likes).toEqual([
      { userId: microSandboxUser('demo_micro').id, tweetId: post.externalId },
    ]);
    expect((await h.call('GET', `/v1/engagement/${liked.body.id}`)).body).toEqual(liked.body);

    const unliked = await h.call('DELETE', '/v1/engagement/like', { postId: post.id });
    expect(unliked.status).toBe(200);
    expect(unliked.body).toMatchObject({ kind: 'unlike', status: 'done' });
    expect(onEmulator().likes).toEqual([]);
  });

  it('replies under a post (201), shows the reply in the thread as ours, and deletes it', async () => {
    const post = await published('Reply to me');
    const replied = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Thanks!' });
    expect(replied.status).toBe(201);
    expect(replied.body).toMatchObject({
      kind: 'reply',
      status: 'done',
      content: 'Thanks!',
      result: { externalId: expect.any(String), url: expect.any(String) },
    });
    const replyId = replied.body.result.externalId;
    expect(emulator.posts().filter((p) => p.replyToId === post.externalId)).toEqual([
      expect.objectContaining({ id: replyId, text: 'Thanks!', accountId: microSandboxUser('demo_micro').id }),
    ]);

    const thread = await h.call('GET', `/v1/posts/${post.id}/thread`);
    expect(thread.body.channelReplies[0].data).toEqual([
      expect.objectContaining({ externalId: replyId, text: 'Thanks!', replyId: replied.body.id, ours: true }),
    ]);

    const deleted = await h.call('DELETE', `/v1/engagement/replies/${replied.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ kind: 'deleteReply', status: 'done', externalId: replyId });
    expect(emulator.posts().find((p) => p.id === replyId)?.deleted).toBe(true);
    expect((await h.call('GET', `/v1/engagement/${replied.body.id}`)).body.deleted).toBe(true);
  });

  it('answers a sandbox comment, then hides and unhides it; our own reply cannot be hidden', async () => {
    const post = await published('Comment on me');
    const theirs = comment(post.externalId, 'Nice post');
    const answered = await h.call('POST', '/v1/engagement/reply', {
      postId: post.id,
      replyId: theirs,
      content: 'Glad you liked it',
    });
    expect(answered.status).toBe(201);
    expect(emulator.posts().find((p) => p.id === answered.body.result.externalId)?.replyToId).toBe(theirs);

    const hidden = await h.call('POST', '/v1/engagement/hide', { postId: post.id, replyId: theirs });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ kind: 'hide', status: 'done', externalId: theirs });
    expect(onEmulator().hidden).toEqual([theirs]);
    const shown = await h.call('DELETE', '/v1/engagement/hide', { postId: post.id, replyId: theirs });
    expect(shown.status).toBe(200);
    expect(onEmulator().hidden).toEqual([]);

    const own = await h.call('POST', '/v1/engagement/hide', {
      postId: post.id,
      replyId: answered.body.result.externalId,
    });
    expect(own.status).toBe(400);
    expect(own.body.error).toMatchObject({
      code: 'cannot_hide_own_reply',
      id: expect.stringMatching(/^eng_/),
    });
  });

  it('follows and unfollows a handle', async () => {
    const followed = await h.call('POST', '/v1/engagement/follow', { accountId: micro, ownerHandle: 'bob' });
    expect(followed.status).toBe(200);
    expect(followed.body).toMatchObject({
      kind: 'follow',
      status: 'done',
      ownerHandle: 'bob',
      accountId: micro,
    });
    expect(onEmulator().follows).toEqual([
      { userId: microSandboxUser('demo_micro').id, targetUserId: microSandboxUser('bob').id },
    ]);
    const unfollowed = await h.call('DELETE', '/v1/engagement/follow', {
      accountId: micro,
      ownerHandle: '@bob',
    });
    expect(unfollowed.status).toBe(200);
    expect(onEmulator().follows).toEqual([]);
  });

  it('acts on a post named by ownerHandle and externalId, or by its link', async () => {
    const post = await published('Find me by handle');
    const byHandle = await h.call('POST', '/v1/engagement/like', {
      ownerHandle: '@demo_micro',
      externalId: post.externalId,
    });
    expect(byHandle.status).toBe(200);
    expect(byHandle.body).toMatchObject({ status: 'done', postId: null, externalId: post.externalId });
    const link = `${h.config.sandboxUrl}/micro/_sandbox/posts/${post.externalId}`;
    const byLink = await h.call('POST', '/v1/engagement/like', { postId: link });
    expect(byLink.status).toBe(200);
    expect(byLink.body).toMatchObject({ status: 'done', externalId: post.externalId });
  });

  it('refuses what it cannot act on, with the spec codes', async () => {
    const post = await published('Refusals');
    const refusal = async (path: string, body: Json, method = 'POST') => {
      const res = await h.call(method, path, body);
      return { status: res.status, code: res.body.error?.code };
    };
    expect(await refusal('/v1/engagement/like', {})).toEqual({ status: 422, code: 'target_required' });
    expect(await refusal('/v1/engagement/follow', {})).toEqual({ status: 422, code: 'target_required' });
    expect(await refusal('/v1/engagement/hide', { postId: post.id })).toEqual({
      status: 422,
      code: 'target_required',
    });
    expect(await refusal('/v1/engagement/reply', { postId: post.id, content: '  \n' })).toEqual({
      status: 422,
      code: 'empty_reply',
    });
    const long = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'x'.repeat(281) });
    expect(long.status).toBe(422);
    expect(long.body.error).toMatchObject({
      code: 'content_too_long',
      platform: 'micro',
      limit: 280,
      actual: 281,
      field: 'content',
    });
    expect(await refusal('/v1/engagement/like', { postId: 'not a post' })).toEqual({
      status: 422,
      code: 'bad_post_ref',
    });
    expect(await refusal('/v1/engagement/like', { ownerHandle: 'demo_micro', externalId: 'abc' })).toEqual({
      status: 422,
      code: 'bad_post_ref',
    });
    expect(await refusal('/v1/engagement/like', { ownerHandle: 'stranger', externalId: '123' })).toEqual({
      status: 422,
      code: 'post_not_owned',
    });
    expect(
      await refusal('/v1/engagement/like', { ownerHandle: 'demo_micro', externalId: '1234567' }),
    ).toEqual({
      status: 422,
      code: 'post_not_in_recent',
    });
    const draft = await h.call('POST', '/v1/posts', { content: 'Draft', accountIds: [micro], draft: true });
    expect(await refusal('/v1/engagement/like', { postId: draft.body.id })).toEqual({
      status: 422,
      code: 'not_published',
    });
    // strand has no like endpoint (chat's one reaction is a like: engagement-chat.test.ts).
    const onStrand = await publishNow(h, 'Only on strand', [await h.accountId('strand')]);
    const unsupported = await h.call('POST', '/v1/engagement/like', { postId: onStrand.id });
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.error).toMatchObject({
      code: 'not_supported',
      platform: 'strand',
      feature: 'like',
    });
    expect(await refusal('/v1/engagement/like', { postId: 'post_0000000000000000000000' })).toEqual({
      status: 404,
      code: 'post_not_found',
    });
    expect(await refusal('/v1/engagement/eng_nothing', undefined, 'GET')).toEqual({
      status: 404,
      code: 'engagement_not_found',
    });
    expect(onEmulator().calls).toEqual({});
  });

  it('replays the same Idempotency-Key without a second call to the channel', async () => {
    const post = await published('Once only');
    const headers = { 'Idempotency-Key': `like-${post.id}` };
    const first = await h.call('POST', '/v1/engagement/like', { postId: post.id }, { headers });
    const again = await h.call('POST', '/v1/engagement/like', { postId: post.id }, { headers });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(onEmulator().calls).toEqual({ like: 1 });
  });

  it('waits out the platform’s rate limit and answers the outcome; a refusal for permission fails', async () => {
    const post = await published('Rate limited');
    await sandboxPost(h, 'micro', '/_sandbox/engagement/refuse', { status: 429, resetSeconds: 1 });
    const liked = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(liked.status).toBe(200);
    expect(liked.body.status).toBe('done');
    expect(onEmulator().calls).toEqual({ like: 2 });

    emulator.engagementState.reset();
    await sandboxPost(h, 'micro', '/_sandbox/engagement/refuse', { status: 403 });
    const refused = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatchObject({
      code: 'permission_denied',
      id: expect.stringMatching(/^eng_/),
    });
    expect(onEmulator().calls).toEqual({ like: 1 });
  });

  it('never replies twice: a lost answer is looked up, and the one reply found', async () => {
    const post = await published('Lost answer');
    emulator.failNext('drop_after_accept');
    const replied = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Only once' });
    expect(replied.status).toBe(201);
    expect(replied.body.status).toBe('done');
    const replies = emulator.posts().filter((p) => p.replyToId === post.externalId);
    expect(replies).toEqual([expect.objectContaining({ text: 'Only once' })]);
    expect(replied.body.result.externalId).toBe(replies[0].id);
    expect(onEmulator().calls).toEqual({ reply: 1 });
  });

  it('is reachable through MCP under the issue’s tool names', async () => {
    const client = await stdioMcpClient({ FANOUT_API_URL: h.url, FANOUT_API_KEY: h.apiKey });
    try {
      const names = (await client.listTools()).tools.map((t) => t.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'like_post',
          'unlike_post',
          'reply_to_post',
          'delete_reply',
          'follow_account',
          'unfollow_account',
          'hide_reply',
          'unhide_reply',
          'get_engagement',
        ]),
      );
      const post = await published('Liked by an agent');
      const result = (await client.callTool({ name: 'like_post', arguments: { postId: post.id } })) as Json;
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toMatchObject({ kind: 'like', status: 'done' });
      // Every refusal REST gives reaches an agent too, as the same code and status.
      const codeOf = async (name: string, args: Json) => {
        const answer = (await client.callTool({ name, arguments: args })) as Json;
        expect(answer.isError).toBe(true);
        return answer.structuredContent.error.code;
      };
      const theirs = comment(post.externalId, 'Agent, look here');
      const ours = (await client.callTool({
        name: 'reply_to_post',
        arguments: { postId: post.id, replyId: theirs, content: 'Seen, thanks' },
      })) as Json;
      expect(ours.structuredContent).toMatchObject({ kind: 'reply', status: 'done' });
      const onStrand = await publishNow(h, 'Agent on strand', [await h.accountId('strand')]);
      expect({
        empty: await codeOf('reply_to_post', { postId: post.id }),
        blank: await codeOf('reply_to_post', { postId: post.id, content: ' \t' }),
        noTarget: await codeOf('like_post', {}),
        noHandle: await codeOf('follow_account', {}),
        badRef: await codeOf('like_post', { postId: 'not a post' }),
        notOwned: await codeOf('like_post', { ownerHandle: 'stranger', externalId: '123' }),
        notRecent: await codeOf('like_post', { ownerHandle: 'demo_micro', externalId: '1234567' }),
        ownReply: await codeOf('hide_reply', {
          postId: post.id,
          replyId: ours.structuredContent.result.externalId,
        }),
        unsupported: await codeOf('like_post', { postId: onStrand.id }),
        unknown: await codeOf('get_engagement', { id: 'eng_nothing' }),
      }).toEqual({
        empty: 'empty_reply',
        blank: 'empty_reply',
        noTarget: 'target_required',
        noHandle: 'target_required',
        badRef: 'bad_post_ref',
        notOwned: 'post_not_owned',
        notRecent: 'post_not_in_recent',
        ownReply: 'cannot_hide_own_reply',
        unsupported: 'not_supported',
        unknown: 'engagement_not_found',
      });

      // A post whose account was disconnected, in a workspace of its own (named by workspaceId).
      const ws = await newWorkspace(h, 'Agent disconnect');
      const connected = await postConnect(h, { platform: 'micro', sandbox: true, instant: true }, ws.headers);
      const orphan = await publishNow(h, 'Orphaned for the agent', [connected.body.id], ws.headers);
      await h.call('DELETE', `/v1/accounts/${connected.body.id}`, undefined, { headers: ws.headers });
      expect(await codeOf('like_post', { postId: orphan.id, workspaceId: ws.id })).toBe(
        'account_disconnected',
      );
    } finally {
      await client.close();
    }
  });

  // Last two: a new workspace makes the demo key reach several, so later calls would need x-service-workspace.
  it('answers 409 account_disconnected for a post whose account was disconnected', async () => {
    const ws = await newWorkspace(h, 'Engagement disconnect');
    const connected = await postConnect(h, { platform: 'micro', sandbox: true, instant: true }, ws.headers);
    expect(connected.status).toBe(201);
    const post = await publishNow(h, 'Soon orphaned', [connected.body.id], ws.headers);
    expect(
      (await h.call('DELETE', `/v1/accounts/${connected.body.id}`, undefined, { headers: ws.headers }))
        .status,
    ).toBe(200);
    const res = await h.call('POST', '/v1/engagement/like', { postId: post.id }, { headers: ws.headers });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'account_disconnected', accountId: connected.body.id });
  });
});
