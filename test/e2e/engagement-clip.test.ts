import * as f from '../support/media-files';
import { startHarness, type Harness } from '../support/harness';
import { publishPost } from '../support/posts';
import { uploadMedia } from '../support/uploads';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test code reads arbitrary answer fields
type Json = any;

/**
 * Engagement on clip (issue 25): the short-video posting API has none, so every operation answers
 * 400 `not_supported` with the feature row's sentence, whether the post is ours or named by link.
 */
describe('engagement on clip: not supported', () => {
  let h: Harness;
  let clip: string;

  beforeAll(async () => {
    h = await startHarness();
    clip = await h.accountId('clip');
  });
  afterAll(() => h.close());

  const sentence = async (feature: string) => {
    const res = await h.call('GET', '/v1/platforms');
    const platform = res.body.data.find((p: Json) => p.id === 'clip');
    return platform.features.find((row: Json) => row.feature === feature).condition;
  };
  const refusal = async (method: string, path: string, body: Json) => {
    const res = await h.call(method, path, body);
    return { status: res.status, error: res.body.error };
  };

  it('refuses like, reply, hide and follow with the channel’s sentence, and sends nothing', async () => {
    const bytes = f.mp4({ width: 1080, height: 1920, durationSec: 8, mdatBytes: 4096 });
    const video = (await uploadMedia(h, bytes, 'video/mp4', { fileName: 'clip.mp4' })).id;
    const post = await publishPost(h, {
      content: 'A clip to engage with',
      accountIds: [clip],
      mediaIds: [video],
      options: { clip: { privacyLevel: 'SELF_ONLY' } },
    });
    const externalId = post.targets[0].externalId!;
    const notSupported = async (feature: string) => ({
      status: 400,
      error: expect.objectContaining({
        code: 'not_supported',
        platform: 'clip',
        feature,
        accountId: clip,
        message: await sentence(feature),
      }),
    });

    expect(await refusal('POST', '/v1/engagement/like', { postId: post.id })).toEqual(
      await notSupported('like'),
    );
    expect(await refusal('DELETE', '/v1/engagement/like', { postId: post.id })).toEqual(
      await notSupported('like'),
    );
    // The spec's clip_reply_not_supported is a post target's code (a post sent as a reply to clip);
    // an engagement request is refused as every missing operation is.
    expect(await refusal('POST', '/v1/engagement/reply', { postId: post.id, content: 'Hi' })).toEqual(
      await notSupported('reply'),
    );
    expect(await refusal('POST', '/v1/engagement/hide', { postId: post.id, replyId: '7' })).toEqual(
      await notSupported('hideReply'),
    );
    expect(
      await refusal('POST', '/v1/engagement/follow', { accountId: clip, ownerHandle: 'someone' }),
    ).toEqual(await notSupported('follow'));
    // A post named by its link on the platform, or by the sandbox's page for it, is clip's too.
    const links = [
      `https://www.tiktok.com/@demo_clip/video/${externalId}`,
      `${h.config.sandboxUrl}/clip/_sandbox/posts/${externalId}`,
    ];
    for (const link of links) {
      expect(await refusal('POST', '/v1/engagement/like', { postId: link })).toEqual(
        await notSupported('like'),
      );
    }
    expect(h.sandbox.emulators.get('clip')!.posts()).toHaveLength(1);
  });
});
