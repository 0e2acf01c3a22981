import type { ChatEmulator } from '../../plugins/chat/emulator';
import { chatSandboxAccount } from '../../plugins/chat/sandbox';
import { useDemoSuite } from '../support/demo-suite';
import type { Harness } from '../support/harness';
import { publishNow } from '../support/posts';
import { sandboxPost, featureReason } from '../support/sandbox';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test code reads arbitrary answer fields
type Json = any;

/**
 * Engagement on chat (issue 25), as the Bot API allows it: a like is the bot's one reaction, a
 * reply a message answering the post, deleted again; no follow, no hide, and no lookup of sent
 * messages, so a reply whose answer was lost ends publish_unconfirmed instead of going out twice.
 */
describe('engagement on chat (/v1/engagement)', () => {
  let h: Harness;
  let chat: string;
  let emulator: ChatEmulator;
  const chatId = chatSandboxAccount('demo_chat').externalAccountId;

  useDemoSuite((suite) => {
    ({ h, chat } = suite);
    emulator = h.sandbox.emulators.get('chat') as ChatEmulator;
  });

  const onEmulator = () => emulator.engagementState.view() as Json;
  const published = async (text: string) => {
    const post = await publishNow(h, text, [chat]);
    return { id: post.id, externalId: post.targets[0].externalId! };
  };
  const refuseNext = (body: Json) => sandboxPost(h, 'chat', '/_sandbox/engagement/refuse', body);
  const reason = (feature: string) => featureReason(h, 'chat', feature);

  it('likes a message with one reaction and takes it back', async () => {
    const post = await published('React to me');
    const liked = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(liked.status).toBe(200);
    expect(liked.body).toMatchObject({ kind: 'like', status: 'done', platform: 'chat', accountId: chat });
    expect(onEmulator().reactions).toEqual([{ chatId, messageId: post.externalId, emoji: '\u{1F44D}' }]);

    const unliked = await h.call('DELETE', '/v1/engagement/like', { postId: post.id });
    expect(unliked.status).toBe(200);
    expect(unliked.body).toMatchObject({ kind: 'unlike', status: 'done' });
    expect(onEmulator()).toEqual({ reactions: [], calls: { react: 2 } });
  });

  it('replies to the post and to someone’s message under it, then deletes its reply', async () => {
    const post = await published('Answer me');
    const replied = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Thanks!' });
    expect(replied.status).toBe(201);
    expect(replied.body).toMatchObject({
      kind: 'reply',
      status: 'done',
      result: { externalId: expect.any(String), url: expect.any(String) },
    });
    const replyId = replied.body.result.externalId;
    expect(emulator.posts().find((p) => p.id === replyId)).toMatchObject({
      text: 'Thanks!',
      replyToId: post.externalId,
      accountId: chatId,
    });

    emulator.engage(post.externalId, { reply: { text: 'Is it out yet?', authorHandle: 'alice' } });
    const theirs = emulator.posts().find((p) => p.text === 'Is it out yet?')!;
    expect(theirs).toMatchObject({ replyToId: post.externalId, fromHandle: 'alice' });
    const answered = await h.call('POST', '/v1/engagement/reply', {
      postId: post.id,
      replyId: theirs.id,
      content: 'Yes, today.',
    });
    expect(answered.status).toBe(201);
    expect(emulator.posts().find((p) => p.id === answered.body.result.externalId)?.replyToId).toBe(theirs.id);

    const deleted = await h.call('DELETE', `/v1/engagement/replies/${replied.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ kind: 'deleteReply', status: 'done', externalId: replyId });
    expect(emulator.posts().find((p) => p.id === replyId)?.deleted).toBe(true);
    expect(onEmulator().calls).toEqual({ reply: 2 });
  });

  it('answers the platform’s refusals with the spec codes, and waits out its rate limit', async () => {
    const post = await published('Refuse me');
    await refuseNext({ kind: 'rate_limit', retryAfter: 1 });
    const waited = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(waited.status).toBe(200);
    expect(waited.body.status).toBe('done');
    expect(onEmulator().calls).toEqual({ react: 2 });

    await refuseNext({ kind: 'no_rights' });
    const closed = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Hello?' });
    expect(closed.status).toBe(400);
    expect(closed.body.error).toMatchObject({
      code: 'comments_closed',
      id: expect.stringMatching(/^eng_/),
      accountId: chat,
      platform: 'chat',
    });

    await refuseNext({ kind: 'not_member' });
    const gone = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(gone.status).toBe(503);
    expect(gone.body.error).toMatchObject({ code: 'permission_denied', accountId: chat });

    await refuseNext({ kind: 'reaction_invalid' });
    const emoji = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(emoji.status).toBe(400);
    expect(emoji.body.error).toMatchObject({ code: 'platform_rejected_content', accountId: chat });
    expect(emulator.posts().filter((p) => p.replyToId === post.externalId)).toEqual([]);
  });

  it('never replies twice: a lost answer ends publish_unconfirmed with one reply on the chat', async () => {
    const post = await published('Lose my reply');
    emulator.failNext('drop_after_accept');
    const replied = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Only once' });
    expect(replied.status).toBe(503);
    expect(replied.body.error).toMatchObject({ code: 'publish_unconfirmed', retryable: false });
    expect((await h.call('GET', `/v1/engagement/${replied.body.error.id}`)).body.status).toBe('unconfirmed');
    expect(emulator.posts().filter((p) => p.replyToId === post.externalId)).toEqual([
      expect.objectContaining({ text: 'Only once' }),
    ]);
  });

  it('has no follow and no hide: 400 not_supported with the channel’s sentence', async () => {
    const post = await published('No hiding here');
    const follow = await h.call('POST', '/v1/engagement/follow', { accountId: chat, ownerHandle: 'bob' });
    expect(follow.status).toBe(400);
    expect(follow.body.error).toMatchObject({
      code: 'not_supported',
      platform: 'chat',
      feature: 'follow',
      message: reason('follow'),
    });
    const hide = await h.call('POST', '/v1/engagement/hide', { postId: post.id, replyId: '1' });
    expect(hide.status).toBe(400);
    expect(hide.body.error).toMatchObject({
      code: 'not_supported',
      feature: 'hideReply',
      message: reason('hideReply'),
    });
    expect(onEmulator().calls).toEqual({});
  });
});
