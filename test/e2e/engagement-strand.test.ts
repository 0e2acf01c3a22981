import type { StrandEmulator } from '../../plugins/strand/emulator';
import { strandSandboxAccount } from '../../plugins/strand/sandbox';
import { startHarness, type Harness } from '../support/harness';
import { publishNow } from '../support/posts';
import { sandboxPost, featureReason } from '../support/sandbox';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test code reads arbitrary answer fields
type Json = any;

/**
 * Engagement on strand (issue 25), as the Threads API allows it: reply (a published container with
 * reply_to_id), delete the reply, hide a top-level reply under our post; no like, no follow.
 */
describe('engagement on strand (/v1/engagement)', () => {
  let h: Harness;
  let strand: string;
  let emulator: StrandEmulator;
  const me = strandSandboxAccount('demo_strand').externalAccountId;

  beforeAll(async () => {
    // Each step acts and reads the thread again at once: no thread reads shared across steps.
    h = await startHarness({ env: { THREAD_READ_CACHE_MS: '0' } });
    strand = await h.accountId('strand');
    emulator = h.sandbox.emulators.get('strand') as StrandEmulator;
  });
  afterAll(() => h.close());
  afterEach(() => h.sandbox.emulators.forEach((e) => e.reset()));

  const onEmulator = () => emulator.engagementState.view() as Json;
  const published = async (text: string) => {
    const post = await publishNow(h, text, [strand]);
    return { id: post.id, externalId: post.targets[0].externalId! };
  };
  const comment = (externalId: string, text: string) => {
    emulator.engage(externalId, { reply: { text, authorHandle: 'alice' } });
    return emulator.posts().find((p) => p.text === text)!.id;
  };
  const channelReplies = async (postId: string): Promise<Json[]> => {
    const res = await h.call('GET', `/v1/posts/${postId}/thread`);
    expect(res.status).toBe(200);
    return res.body.channelReplies[0].data;
  };
  const refuseNext = (body: Json) => sandboxPost(h, 'strand', '/_sandbox/engagement/refuse', body);
  const reason = (feature: string) => featureReason(h, 'strand', feature);

  it('replies under the post (ours in the thread), and deletes the reply', async () => {
    const post = await published('Reply under me');
    const replied = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Thanks!' });
    expect(replied.status).toBe(201);
    expect(replied.body).toMatchObject({
      kind: 'reply',
      status: 'done',
      platform: 'strand',
      accountId: strand,
    });
    const replyId = replied.body.result.externalId;
    expect(emulator.posts().filter((p) => p.replyToId === post.externalId)).toEqual([
      expect.objectContaining({ id: replyId, text: 'Thanks!', accountId: me }),
    ]);
    expect(await channelReplies(post.id)).toEqual([
      expect.objectContaining({ externalId: replyId, text: 'Thanks!', replyId: replied.body.id, ours: true }),
    ]);

    const deleted = await h.call('DELETE', `/v1/engagement/replies/${replied.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ kind: 'deleteReply', status: 'done', externalId: replyId });
    expect(emulator.posts().find((p) => p.id === replyId)?.deleted).toBe(true);
    expect(onEmulator().calls).toEqual({ reply: 1 });
  });

  it('hides someone’s reply (gone from the thread) and shows it again; its own reply cannot be hidden', async () => {
    const post = await published('Hide under me');
    const theirs = comment(post.externalId, 'Off-topic remark');
    expect((await channelReplies(post.id)).map((r) => r.text)).toEqual(['Off-topic remark']);

    const hidden = await h.call('POST', '/v1/engagement/hide', { postId: post.id, replyId: theirs });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ kind: 'hide', status: 'done', externalId: theirs });
    expect(onEmulator().hidden).toEqual([theirs]);
    expect(await channelReplies(post.id)).toEqual([]);

    const shown = await h.call('DELETE', '/v1/engagement/hide', { postId: post.id, replyId: theirs });
    expect(shown.status).toBe(200);
    expect(onEmulator().hidden).toEqual([]);
    expect((await channelReplies(post.id)).map((r) => r.text)).toEqual(['Off-topic remark']);

    const answered = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Mine' });
    const own = await h.call('POST', '/v1/engagement/hide', {
      postId: post.id,
      replyId: answered.body.result.externalId,
    });
    expect(own.status).toBe(400);
    expect(own.body.error).toMatchObject({ code: 'cannot_hide_own_reply', accountId: strand });
  });

  it('answers the platform’s refusals with the spec codes, and waits out its rate limit', async () => {
    const post = await published('Refuse me');
    const theirs = comment(post.externalId, 'Hide me later');
    await refuseNext({ kind: 'rate_limit', retryAfterSeconds: 1 });
    const waited = await h.call('POST', '/v1/engagement/hide', { postId: post.id, replyId: theirs });
    expect(waited.status).toBe(200);
    expect(waited.body.status).toBe('done');
    expect(onEmulator().calls).toEqual({ hide: 2 });

    await refuseNext({ kind: 'replies_closed' });
    const closed = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Let me in' });
    expect(closed.status).toBe(400);
    expect(closed.body.error).toMatchObject({ code: 'comments_closed', id: expect.stringMatching(/^eng_/) });

    await refuseNext({ kind: 'permission' });
    const denied = await h.call('DELETE', '/v1/engagement/hide', { postId: post.id, replyId: theirs });
    expect(denied.status).toBe(503);
    expect(denied.body.error).toMatchObject({ code: 'permission_denied', accountId: strand });
    expect(emulator.posts().filter((p) => p.replyToId === post.externalId && p.accountId === me)).toEqual([]);
  });

  it('never replies twice: a lost answer is looked up on the account’s replies', async () => {
    const post = await published('Lose my reply');
    emulator.failNext('drop_after_accept');
    const replied = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Only once' });
    expect(replied.status).toBe(201);
    expect(replied.body.status).toBe('done');
    const replies = emulator.posts().filter((p) => p.replyToId === post.externalId);
    expect(replies).toEqual([expect.objectContaining({ text: 'Only once' })]);
    expect(replied.body.result.externalId).toBe(replies[0].id);
  });

  it('has no like and no follow: 400 not_supported with the channel’s sentence', async () => {
    const post = await published('No likes here');
    const like = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(like.status).toBe(400);
    expect(like.body.error).toMatchObject({
      code: 'not_supported',
      feature: 'like',
      message: reason('like'),
    });
    const follow = await h.call('POST', '/v1/engagement/follow', { accountId: strand, ownerHandle: 'bob' });
    expect(follow.status).toBe(400);
    expect(follow.body.error).toMatchObject({
      code: 'not_supported',
      feature: 'follow',
      message: reason('follow'),
    });
    // The sandbox's page for the post is a link strand reads.
    const link = `${h.config.sandboxUrl}/strand/_sandbox/posts/${post.externalId}`;
    const byLink = await h.call('POST', '/v1/engagement/reply', { postId: link, content: 'By link' });
    expect(byLink.status).toBe(201);
    expect(emulator.posts().find((p) => p.text === 'By link')?.replyToId).toBe(post.externalId);
  });
});
