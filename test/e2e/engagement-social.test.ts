import type { SocialEmulator } from '../../plugins/social/emulator';
import { socialSandboxAccount } from '../../plugins/social/sandbox';
import { useDemoSuite } from '../support/demo-suite';
import type { Harness } from '../support/harness';
import { publishPost } from '../support/posts';
import { until } from '../support/wait';
import { sandboxPost } from '../support/sandbox';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test code reads arbitrary answer fields
type Json = any;

/** Engagement on the social channel (Facebook Pages API model) through the REST API (issue 25). */
describe('engagement on social: like, reply, hide, delete as the Page (/v1/engagement)', () => {
  let h: Harness;
  let social: string;
  let emulator: SocialEmulator;
  const page = socialSandboxAccount('demo_social').externalAccountId;

  useDemoSuite((suite) => {
    h = suite.h;
    emulator = h.sandbox.emulators.get('social') as SocialEmulator;
  });
  beforeAll(async () => {
    social = await h.accountId('social');
  });

  const onEmulator = () => emulator.engagementState.view(emulator.posts()) as Json;
  const published = async (text: string) => {
    const post = await publishPost(h, { content: text, accountIds: [social] });
    expect(post.targets[0].status).toBe('published');
    return { id: post.id, externalId: post.targets[0].externalId! };
  };
  const comment = (externalId: string, text: string, authorHandle = 'alice') => {
    emulator.engage(externalId, { reply: { text, authorHandle } });
    return emulator.posts().find((p) => p.text === text)!.id;
  };
  const refuse = (body: Json) => sandboxPost(h, 'social', '/_sandbox/engagement/refuse', body);
  const thread = async (postId: string) =>
    (await h.call('GET', `/v1/posts/${postId}/thread`)).body.channelReplies[0].data as Json[];

  it('likes a post (counted in its reactions) and a comment as the Page, and takes the likes back', async () => {
    const post = await published('Like me, Page');
    const liked = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(liked.status).toBe(200);
    expect(liked.body).toMatchObject({ kind: 'like', status: 'done', accountId: social, platform: 'social' });
    expect(onEmulator().likes).toEqual([{ pageId: page, objectId: post.externalId }]);
    const read = await h.call('GET', `/v1/posts/${post.id}/thread`);
    expect(read.body.metrics[0]).toMatchObject({ platform: 'social', values: { reactions: 1 } });

    const theirs = comment(post.externalId, 'Great news');
    const onComment = await h.call('POST', '/v1/engagement/like', { postId: post.id, replyId: theirs });
    expect(onComment.body).toMatchObject({ status: 'done', externalId: theirs });
    expect(onEmulator().likes).toContainEqual({ pageId: page, objectId: theirs });

    expect((await h.call('DELETE', '/v1/engagement/like', { postId: post.id })).status).toBe(200);
    expect((await h.call('DELETE', '/v1/engagement/like', { postId: post.id, replyId: theirs })).status).toBe(
      200,
    );
    expect(onEmulator().likes).toEqual([]);
  });

  it('answers a comment, shows our replies in the thread, deletes one', async () => {
    const post = await published('Reply to me, Page');
    const theirs = comment(post.externalId, 'When do you open?');
    const top = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Thanks everyone' });
    expect(top.status).toBe(201);
    const under = await h.call('POST', '/v1/engagement/reply', {
      postId: post.id,
      replyId: theirs,
      content: 'At nine',
    });
    expect(under.status).toBe(201);
    const stored = (id: string) => emulator.posts().find((p) => p.id === id);
    expect(stored(top.body.result.externalId)).toMatchObject({ replyToId: post.externalId, accountId: page });
    expect(stored(under.body.result.externalId)).toMatchObject({ replyToId: theirs, text: 'At nine' });
    // The emulator's ids start again after each test's reset, and thread reads are shared for a
    // few seconds: wait for a read of this post's comments.
    let replies: Json[] = [];
    await until(
      async () => (replies = await thread(post.id)).length === 3,
      10_000,
      'both comments on the post and our answer to one',
    );
    expect(replies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ externalId: theirs, text: 'When do you open?' }),
        expect.objectContaining({ externalId: top.body.result.externalId, replyId: top.body.id, ours: true }),
        expect.objectContaining({
          externalId: under.body.result.externalId,
          replyToExternalId: theirs,
          replyId: under.body.id,
          ours: true,
        }),
      ]),
    );

    const deleted = await h.call('DELETE', `/v1/engagement/replies/${top.body.id}`);
    expect(deleted.status).toBe(200);
    expect(stored(top.body.result.externalId)?.deleted).toBe(true);
    expect(onEmulator().calls).toMatchObject({ reply: 2, deleteReply: 1 });
  });

  it('hides a comment (left out of the thread), shows it again; the Page’s own comment cannot be hidden', async () => {
    const post = await published('Hide under me, Page');
    const theirs = comment(post.externalId, 'Buy followers here');
    const shows = async () => (await thread(post.id)).some((r) => r.externalId === theirs);
    // The emulator's ids start again after each test's reset, and thread reads are shared for a
    // few seconds: wait for each change to show.
    await until(shows, 10_000, 'the comment in the thread');
    const hidden = await h.call('POST', '/v1/engagement/hide', { postId: post.id, replyId: theirs });
    expect(hidden.status).toBe(200);
    expect(onEmulator().hidden).toEqual([theirs]);
    await until(async () => !(await shows()), 10_000, 'the hidden comment left out of the thread');

    expect((await h.call('DELETE', '/v1/engagement/hide', { postId: post.id, replyId: theirs })).status).toBe(
      200,
    );
    expect(onEmulator().hidden).toEqual([]);
    await until(shows, 10_000, 'the shown comment back in the thread');

    const ours = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Ours' });
    const own = await h.call('POST', '/v1/engagement/hide', {
      postId: post.id,
      replyId: ours.body.result.externalId,
    });
    expect(own.status).toBe(400);
    expect(own.body.error).toMatchObject({ code: 'cannot_hide_own_reply', platform: 'social' });
  });

  it('acts on a post named by its sandbox link, and by ownerHandle and externalId', async () => {
    const post = await published('Find me, Page');
    const link = `${h.config.sandboxUrl}/social/_sandbox/posts/${post.externalId}`;
    const byLink = await h.call('POST', '/v1/engagement/like', { postId: link });
    expect(byLink.body).toMatchObject({ status: 'done', postId: null, externalId: post.externalId });
    const byHandle = await h.call('POST', '/v1/engagement/like', {
      ownerHandle: 'demo_social',
      externalId: post.externalId,
    });
    expect(byHandle.body).toMatchObject({ status: 'done', externalId: post.externalId });
  });

  it('answers the platform’s refusals: permission, comments off; waits out the rate limit', async () => {
    const post = await published('Refusals, Page');
    await refuse({ kind: 'permission' });
    const denied = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(denied.status).toBe(503);
    expect(denied.body.error).toMatchObject({ code: 'permission_denied', platform: 'social' });

    await refuse({ kind: 'comments_off' });
    const closed = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Hello?' });
    expect(closed.status).toBe(400);
    expect(closed.body.error).toMatchObject({ code: 'comments_closed', platform: 'social' });

    emulator.engagementState.reset();
    await refuse({ kind: 'rate_limit', regainMinutes: 0 });
    const liked = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(liked.body.status).toBe('done');
    expect(onEmulator().calls).toEqual({ like: 2 });
  });

  it('never replies twice: a lost answer is looked up and the one comment found', async () => {
    const post = await published('Lost answer, Page');
    emulator.failNext('drop_after_accept');
    const replied = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Only once' });
    expect(replied.status).toBe(201);
    const mine = emulator.posts().filter((p) => p.replyToId === post.externalId && p.accountId === page);
    expect(mine).toEqual([expect.objectContaining({ text: 'Only once' })]);
    expect(replied.body.result.externalId).toBe(mine[0].id);
  });

  it('answers follow with 400 not_supported and the platform’s reason', async () => {
    const res = await h.call('POST', '/v1/engagement/follow', { ownerHandle: 'bob', accountId: social });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'not_supported', platform: 'social', feature: 'follow' });
    expect(res.body.error.message).toContain('A Page cannot follow other accounts through the API.');
  });
});
