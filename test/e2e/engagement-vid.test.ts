import type { VidEmulator } from '../../plugins/vid/emulator';
import { vidSandboxUser } from '../../plugins/vid/sandbox';
import * as f from '../support/media-files';
import { startHarness, type Harness } from '../support/harness';
import { publishPost } from '../support/posts';
import { uploadMedia } from '../support/uploads';
import { sandboxPost, featureReason } from '../support/sandbox';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test code reads arbitrary answer fields
type Json = any;

/**
 * Engagement on vid (issue 25), as the YouTube Data API allows it: like a video (not a comment),
 * reply with text under the video or under a comment, subscribe, hold a comment for review.
 */
describe('engagement on vid (/v1/engagement)', () => {
  let h: Harness;
  let vid: string;
  let emulator: VidEmulator;
  const me = vidSandboxUser('demo_vid').id;

  beforeAll(async () => {
    // Each step acts and reads the thread again at once: no thread reads shared across steps.
    h = await startHarness({ env: { THREAD_READ_CACHE_MS: '0' } });
    vid = await h.accountId('vid');
    emulator = h.sandbox.emulators.get('vid') as VidEmulator;
  });
  afterAll(() => h.close());
  afterEach(() => h.sandbox.emulators.forEach((e) => e.reset()));

  const onEmulator = () => emulator.engagementState.view() as Json;
  const published = async (title: string) => {
    const bytes = f.mp4({ width: 1280, height: 720, durationSec: 8, mdatBytes: 4096 });
    const video = (await uploadMedia(h, bytes, 'video/mp4', { fileName: 'engage.mp4' })).id;
    const post = await publishPost(h, {
      content: `${title}: the description`,
      accountIds: [vid],
      mediaIds: [video],
      options: { vid: { title } },
    });
    return { id: post.id, externalId: post.targets[0].externalId! };
  };
  const comment = (videoId: string, text: string) => {
    emulator.engage(videoId, { reply: { text, authorHandle: 'viewer' } });
    return emulator.posts().find((p) => p.text === text)!.id;
  };
  const thread = async (postId: string): Promise<Json> => {
    const res = await h.call('GET', `/v1/posts/${postId}/thread`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const refuseNext = (kind: string) => sandboxPost(h, 'vid', '/_sandbox/engagement/refuse', { kind });
  const reason = (feature: string) => featureReason(h, 'vid', feature);

  it('likes a video (counted in its likes) and takes it back; a comment cannot be liked', async () => {
    const post = await published('Like me');
    const liked = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(liked.status).toBe(200);
    expect(liked.body).toMatchObject({ kind: 'like', status: 'done', platform: 'vid', accountId: vid });
    expect(onEmulator().ratings).toEqual([{ channelId: me, videoId: post.externalId, rating: 'like' }]);
    const likes = async () =>
      (await thread(post.id)).metrics.find((m: Json) => m.platform === 'vid').values.likes;
    expect(await likes()).toBe(1);

    expect((await h.call('DELETE', '/v1/engagement/like', { postId: post.id })).status).toBe(200);
    expect(onEmulator().ratings).toEqual([]);
    expect(await likes()).toBe(0);

    const theirs = comment(post.externalId, 'Great video');
    const onComment = await h.call('POST', '/v1/engagement/like', { postId: post.id, replyId: theirs });
    expect(onComment.status).toBe(400);
    expect(onComment.body.error).toMatchObject({ code: 'not_supported', id: expect.stringMatching(/^eng_/) });
  });

  it('replies under the video and under a viewer’s comment, shows ours in the thread, deletes it', async () => {
    const post = await published('Reply to me');
    const replied = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Thanks!' });
    expect(replied.status).toBe(201);
    const ours = replied.body.result.externalId;
    expect(emulator.posts().find((p) => p.id === ours)).toMatchObject({
      kind: 'comment',
      text: 'Thanks!',
      replyToId: post.externalId,
      accountId: me,
    });
    const channelReplies = async () => (await thread(post.id)).channelReplies[0].data;
    expect(await channelReplies()).toEqual([
      expect.objectContaining({ externalId: ours, text: 'Thanks!', replyId: replied.body.id, ours: true }),
    ]);

    const theirs = comment(post.externalId, 'When is part two?');
    const answered = await h.call('POST', '/v1/engagement/reply', {
      postId: post.id,
      replyId: theirs,
      content: 'Next week.',
    });
    expect(answered.status).toBe(201);
    expect(emulator.posts().find((p) => p.id === answered.body.result.externalId)).toMatchObject({
      parentId: theirs,
      text: 'Next week.',
    });

    const deleted = await h.call('DELETE', `/v1/engagement/replies/${replied.body.id}`);
    expect(deleted.status).toBe(200);
    expect(emulator.posts().find((p) => p.id === ours)?.deleted).toBe(true);
    expect(onEmulator().calls).toMatchObject({ reply: 2 });
  });

  it('holds a viewer’s comment for review (gone from the thread) and publishes it again', async () => {
    const post = await published('Moderate me');
    const theirs = comment(post.externalId, 'Spam link');
    const texts = async () => (await thread(post.id)).channelReplies[0].data.map((r: Json) => r.text);
    expect(await texts()).toEqual(['Spam link']);
    const hidden = await h.call('POST', '/v1/engagement/hide', { postId: post.id, replyId: theirs });
    expect(hidden.status).toBe(200);
    expect(onEmulator().held).toEqual([theirs]);
    expect(await texts()).toEqual([]);
    expect((await h.call('DELETE', '/v1/engagement/hide', { postId: post.id, replyId: theirs })).status).toBe(
      200,
    );
    expect(onEmulator().held).toEqual([]);
    expect(await texts()).toEqual(['Spam link']);
  });

  it('subscribes to a channel by handle and unsubscribes (each twice: a repeat is done)', async () => {
    for (let i = 0; i < 2; i += 1) {
      const followed = await h.call('POST', '/v1/engagement/follow', {
        accountId: vid,
        ownerHandle: '@creator',
      });
      expect(followed.status).toBe(200);
      expect(followed.body).toMatchObject({ kind: 'follow', status: 'done', ownerHandle: 'creator' });
    }
    expect(onEmulator().subscriptions).toEqual([
      { id: expect.any(String), subscriber: me, channelId: vidSandboxUser('creator').id },
    ]);
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await h.call('DELETE', '/v1/engagement/follow', { accountId: vid, ownerHandle: 'creator' })).status,
      ).toBe(200);
    }
    expect(onEmulator().subscriptions).toEqual([]);
  });

  it('answers the platform’s refusals with the spec codes', async () => {
    const post = await published('Refuse me');
    await refuseNext('comments_disabled');
    const closed = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Hello' });
    expect(closed.status).toBe(400);
    expect(closed.body.error).toMatchObject({ code: 'comments_closed', accountId: vid });

    await refuseNext('insufficient_permissions');
    const scope = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(scope.status).toBe(409);
    expect(scope.body.error).toMatchObject({ code: 'reconsent_required', accountId: vid });

    await refuseNext('forbidden');
    const denied = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(denied.status).toBe(503);
    expect(denied.body.error).toMatchObject({ code: 'permission_denied' });

    await refuseNext('rate_limit');
    const waited = await h.call('POST', '/v1/engagement/like', { postId: post.id });
    expect(waited.status).toBe(200);
    expect(waited.body.status).toBe('done');

    expect(emulator.posts().filter((p) => p.kind === 'comment')).toEqual([]);
    expect(reason('like')).toBe('Videos only; the API cannot like a comment.');
  });

  it('never replies twice: a lost answer is looked up among the video’s comments', async () => {
    const post = await published('Lose my reply');
    emulator.failNext('drop_after_accept');
    const replied = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: 'Only once' });
    expect(replied.status).toBe(201);
    expect(replied.body.status).toBe('done');
    const comments = emulator.posts().filter((p) => p.kind === 'comment');
    expect(comments).toEqual([expect.objectContaining({ text: 'Only once' })]);
    expect(replied.body.result.externalId).toBe(comments[0].id);
  });
});
