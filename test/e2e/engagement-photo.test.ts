import type { PhotoEmulator } from '../../plugins/photo/emulator';
import { photoSandboxAccount } from '../../plugins/photo/sandbox';
import { useDemoSuite } from '../support/demo-suite';
import type { Harness } from '../support/harness';
import { jpeg } from '../support/media-files';
import { publishPost } from '../support/posts';
import { uploadMedia } from '../support/uploads';
import { until } from '../support/wait';
import { sandboxPost } from '../support/sandbox';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test code reads arbitrary answer fields
type Json = any;

/** Engagement on the photo channel (Instagram Graph API model) through the REST API (issue 25). */
describe('engagement on photo: like, reply, hide, delete (/v1/engagement)', () => {
  let h: Harness;
  let photo: string;
  let emulator: PhotoEmulator;
  const me = photoSandboxAccount('demo_photo').externalAccountId;

  useDemoSuite((suite) => {
    h = suite.h;
    emulator = h.sandbox.emulators.get('photo') as PhotoEmulator;
  });
  beforeAll(async () => {
    photo = await h.accountId('photo');
  });

  const onEmulator = () => emulator.engagementState.view(emulator.posts()) as Json;
  const published = async (text: string) => {
    const media = await uploadMedia(h, jpeg(1080, 1350), 'image/jpeg', { fileName: 'p.jpg' });
    const post = await publishPost(h, { content: text, accountIds: [photo], mediaIds: [media.id] });
    expect(post.targets[0].status).toBe('published');
    return { id: post.id, externalId: post.targets[0].externalId! };
  };
  const comment = (externalId: string, text: string, authorHandle = 'alice') => {
    emulator.engage(externalId, { reply: { text, authorHandle } });
    return emulator.posts().find((p) => p.text === text)!.id;
  };
  const refuse = (body: Json) => sandboxPost(h, 'photo', '/_sandbox/engagement/refuse', body);
  const thread = async (postId: string) =>
    (await h.call('GET', `/v1/posts/${postId}/thread`)).body.channelReplies[0].data as Json[];

  it('likes a post and a comment (counted in the post’s likes), and takes the likes back', async () => {
    const post = await published('Like me');
    const liked = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(liked.status).toBe(200);
    expect(liked.body).toMatchObject({ kind: 'like', status: 'done', accountId: photo, platform: 'photo' });
    expect(onEmulator().likes).toEqual([{ userId: me, objectId: post.externalId }]);
    const read = await h.call('GET', `/v1/posts/${post.id}/thread`);
    expect(read.body.metrics[0]).toMatchObject({ platform: 'photo', values: { likes: 1 } });

    const theirs = comment(post.externalId, 'Lovely light');
    const onComment = await h.call('POST', '/v1/engagement/like', { postId: post.id, replyId: theirs });
    expect(onComment.body).toMatchObject({ status: 'done', externalId: theirs });
    expect(onEmulator().likes).toContainEqual({ userId: me, objectId: theirs });

    expect((await h.call('DELETE', '/v1/engagement/like', { postId: post.id })).status).toBe(200);
    expect((await h.call('DELETE', '/v1/engagement/like', { postId: post.id, replyId: theirs })).status).toBe(
      200,
    );
    expect(onEmulator().likes).toEqual([]);
  });

  it('replies under the post and under a comment, shows ours in the thread, deletes it', async () => {
    const post = await published('Reply to me');
    const theirs = comment(post.externalId, 'Where is this?');
    const top = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Thanks all' });
    expect(top.status).toBe(201);
    const under = await h.call('POST', '/v1/engagement/reply', {
      postId: post.id,
      replyId: theirs,
      content: 'In Lisbon',
    });
    expect(under.status).toBe(201);
    const stored = (id: string) => emulator.posts().find((p) => p.id === id);
    expect(stored(top.body.result.externalId)).toMatchObject({ replyToId: post.externalId, accountId: me });
    expect(stored(under.body.result.externalId)).toMatchObject({ replyToId: theirs, text: 'In Lisbon' });

    expect(await thread(post.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ externalId: theirs, text: 'Where is this?', authorHandle: 'alice' }),
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

  it('hides a comment (left out of the thread) and shows it again; its own comment cannot be hidden', async () => {
    const post = await published('Hide under me');
    const theirs = comment(post.externalId, 'Spam spam');
    const hidden = await h.call('POST', '/v1/engagement/hide', { postId: post.id, replyId: theirs });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ kind: 'hide', status: 'done', externalId: theirs });
    expect(onEmulator().hidden).toEqual([theirs]);
    expect((await thread(post.id)).map((r) => r.externalId)).not.toContain(theirs);

    expect((await h.call('DELETE', '/v1/engagement/hide', { postId: post.id, replyId: theirs })).status).toBe(
      200,
    );
    expect(onEmulator().hidden).toEqual([]);
    // Thread reads are shared for a few seconds: wait for a fresh one.
    await until(
      async () => (await thread(post.id)).some((r) => r.externalId === theirs),
      10_000,
      'the shown comment back in the thread',
    );

    const ours = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Mine' });
    const own = await h.call('POST', '/v1/engagement/hide', {
      postId: post.id,
      replyId: ours.body.result.externalId,
    });
    expect(own.status).toBe(400);
    expect(own.body.error).toMatchObject({ code: 'cannot_hide_own_reply', platform: 'photo' });
  });

  it('acts on a post named by its sandbox link', async () => {
    const post = await published('Find me by link');
    const link = `${h.config.sandboxUrl}/photo/_sandbox/posts/${post.externalId}`;
    const res = await h.call('POST', '/v1/engagement/reply', { postId: link, content: 'By link' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'done', postId: null, externalId: post.externalId });
    const byHandle = await h.call('POST', '/v1/engagement/like', {
      ownerHandle: 'demo_photo',
      externalId: post.externalId,
    });
    expect(byHandle.body).toMatchObject({ status: 'done', externalId: post.externalId });
  });

  it('answers the like permission refusals: reconsent_required (older connection) and feature_in_review', async () => {
    const post = await published('Permission');
    await refuse({ kind: 'permission' });
    const older = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(older.status).toBe(409);
    expect(older.body.error).toMatchObject({
      code: 'reconsent_required',
      accountId: photo,
      missingScopes: ['instagram_manage_engagement'],
    });
    await refuse({ kind: 'in_review' });
    const review = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(review.status).toBe(400);
    expect(review.body.error).toMatchObject({
      code: 'feature_in_review',
      feature: 'like',
      accountId: photo,
      missingScopes: ['instagram_manage_engagement'],
    });
    expect(onEmulator().likes).toEqual([]);
  });

  it('answers comments_closed when comments are off, and waits out the rate limit', async () => {
    const post = await published('Closed');
    await refuse({ kind: 'comments_off' });
    const closed = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Hello?' });
    expect(closed.status).toBe(400);
    expect(closed.body.error).toMatchObject({ code: 'comments_closed', platform: 'photo' });

    await refuse({ kind: 'rate_limit', regainMinutes: 0 });
    const liked = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(liked.status).toBe(200);
    expect(liked.body.status).toBe('done');
    expect(onEmulator().calls).toMatchObject({ like: 2 });
  });

  it('never replies twice: a lost answer is looked up and the one comment found', async () => {
    const post = await published('Lost answer');
    emulator.failNext('drop_after_accept');
    const replied = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Only once' });
    expect(replied.status).toBe(201);
    const mine = emulator.posts().filter((p) => p.replyToId === post.externalId && p.accountId === me);
    expect(mine).toEqual([expect.objectContaining({ text: 'Only once' })]);
    expect(replied.body.result.externalId).toBe(mine[0].id);
  });

  it('answers follow with 400 not_supported and the platform’s reason', async () => {
    const res = await h.call('POST', '/v1/engagement/follow', { ownerHandle: 'bob', accountId: photo });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'not_supported', platform: 'photo', feature: 'follow' });
    expect(res.body.error.message).toContain('The Instagram API cannot follow accounts.');
  });
});
