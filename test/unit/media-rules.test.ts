import type { ChannelPlugin, DraftMedia, TargetDraft } from '../../core/channels/plugin';
import { ClipPlugin } from '../../plugins/clip';
import { MicroPlugin } from '../../plugins/micro';
import { PhotoPlugin } from '../../plugins/photo';
import { SocialPlugin } from '../../plugins/social';
import { StrandPlugin } from '../../plugins/strand';
import { VidPlugin } from '../../plugins/vid';

/**
 * The create-time media rules: each channel's `validate` on a draft whose files are described, as
 * POST and PATCH /v1/posts hand it over. The rules apply to what the channel will send after its
 * trimming, so a file trimming drops is never a reason to refuse.
 */

const MB = 1024 * 1024;

function image(id: string, width = 1080, height = 1080, more: Partial<DraftMedia> = {}): DraftMedia {
  return { id, kind: 'image', contentType: 'image/jpeg', bytes: 100_000, width, height, ...more };
}

function video(id: string, durationSec: number, width = 1080, height = 1920): DraftMedia {
  return { id, kind: 'video', contentType: 'video/mp4', bytes: 5 * MB, width, height, durationSec };
}

function draft(media: DraftMedia[], options: Record<string, unknown> = {}, more: Partial<TargetDraft> = {}) {
  return { text: 'hello', mediaIds: media.map((m) => m.id), media, options, ...more };
}

/** Each violation as code plus the extra fields named, for short exact assertions. */
function broken(plugin: ChannelPlugin, d: TargetDraft, fields: string[] = []) {
  return plugin
    .validate(d)
    .map((v) => ({ code: v.code, ...Object.fromEntries(fields.map((f) => [f, v.extra[f]])) }));
}

describe('photo media rules at create', () => {
  const photo = new PhotoPlugin();

  it('refuses a feed image outside 4:5 to 1.91:1 with limit and actual, and takes one inside', () => {
    expect(broken(photo, draft([image('tall', 1000, 3000)]), ['limit', 'actual', 'mediaId'])).toEqual([
      { code: 'media_aspect_ratio', limit: '4:5 to 1.91:1', actual: '1000:3000', mediaId: 'tall' },
    ]);
    expect(broken(photo, draft([image('ok', 1080, 1350)]))).toEqual([]);
  });

  it('judges only the ten files a carousel sends: an eleventh bad one is cut, not refused', () => {
    const ten = Array.from({ length: 10 }, (_, i) => image(`m${i}`));
    expect(broken(photo, draft([...ten, image('cut', 100, 1000)]))).toEqual([]);
    expect(broken(photo, draft([image('bad', 100, 1000), ...ten]))).toEqual([{ code: 'media_aspect_ratio' }]);
  });

  it('holds a single feed video (a reel in the feed) to 3-900 s and a carousel video to 3-60 s', () => {
    expect(broken(photo, draft([video('v', 901)]), ['limit', 'actual'])).toEqual([
      { code: 'media_too_long', limit: 900, actual: 901 },
    ]);
    expect(broken(photo, draft([video('v', 2)]), ['limit'])).toEqual([
      { code: 'photo_reel_duration', limit: 3 },
    ]);
    expect(broken(photo, draft([video('v', 61), image('i')]), ['limit'])).toEqual([
      { code: 'media_too_long', limit: 60 },
    ]);
    expect(broken(photo, draft([video('v', 2), image('i')]), ['reason', 'limit', 'actual'])).toEqual([
      { code: 'platform_rejected_content', reason: 'media_too_short', limit: 3, actual: 2 },
    ]);
    expect(broken(photo, draft([video('v', 60), image('i')]))).toEqual([]);
  });

  it('checks a reel’s and a story’s video length with their own codes, and video width', () => {
    expect(broken(photo, draft([video('v', 2.5)], { kind: 'reel' }), ['limit', 'actual'])).toEqual([
      { code: 'photo_reel_duration', limit: 3, actual: 2.5 },
    ]);
    expect(broken(photo, draft([video('v', 61)], { kind: 'story' }), ['limit'])).toEqual([
      { code: 'photo_story_duration', limit: 60 },
    ]);
    expect(broken(photo, draft([video('v', 30, 2160, 3840)], { kind: 'reel' }), ['limit', 'actual'])).toEqual(
      [{ code: 'media_dimensions', limit: 1920, actual: 2160 }],
    );
    // An image of any width is fine, and a story image may have any shape.
    expect(broken(photo, draft([image('i', 5000, 4000)]))).toEqual([]);
    expect(broken(photo, draft([image('i', 500, 2000)], { kind: 'story' }))).toEqual([]);
  });

  it('says a wrong count once, and media_required without files', () => {
    expect(broken(photo, draft([video('a', 2), video('b', 2)], { kind: 'reel' }))).toEqual([
      { code: 'photo_reel_video_required' },
    ]);
    expect(broken(photo, draft([image('i')], { kind: 'reel' }))).toEqual([
      { code: 'photo_reel_video_required' },
    ]);
    expect(broken(photo, draft([]), ['platform'])).toEqual([{ code: 'media_required', platform: 'photo' }]);
  });

  it('leaves the file rules to publish when the files are not described', () => {
    expect(broken(photo, { ...draft([image('tall', 1000, 3000)]), media: undefined })).toEqual([]);
  });
});

describe('social media rules at create', () => {
  const social = new SocialPlugin();

  it('keeps the video of a mixed feed set and judges it; the dropped image is no reason', () => {
    expect(broken(social, draft([image('i', 100, 1000), video('v', 21 * 60)]), ['limit', 'mediaId'])).toEqual(
      [{ code: 'media_too_long', limit: 1200, mediaId: 'v' }],
    );
    expect(broken(social, draft([image('huge', 1080, 1080, { bytes: 11 * MB }), video('v', 30)]))).toEqual(
      [],
    );
    expect(broken(social, draft([image('huge', 1080, 1080, { bytes: 11 * MB })]))).toEqual([
      { code: 'media_too_large' },
    ]);
  });

  it('holds a reel to one 9:16 video of 3-90 s, saying a wrong count once', () => {
    const reel = { kind: 'reel' };
    expect(broken(social, draft([video('v', 30, 1080, 1080)], reel), ['limit', 'actual'])).toEqual([
      { code: 'media_aspect_ratio', limit: '9:16', actual: '1080:1080' },
    ]);
    expect(broken(social, draft([video('v', 91)], reel), ['limit'])).toEqual([
      { code: 'social_reel_duration', limit: 90 },
    ]);
    expect(broken(social, draft([video('a', 30), video('b', 30)], reel))).toEqual([
      { code: 'social_reel_video_required' },
    ]);
  });

  it('judges a reply by the one image its comment carries', () => {
    const reply = { reply: true };
    expect(broken(social, draft([video('v', 99 * 60), image('i')], {}, reply))).toEqual([]);
  });
});

describe('micro media rules at create', () => {
  const micro = new MicroPlugin();

  it('judges the video a post keeps: 0.5 s to 20 min, at most 1920 wide, 1:3 to 3:1', () => {
    expect(broken(micro, draft([image('i'), video('v', 1201)]), ['limit', 'actual', 'mediaId'])).toEqual([
      { code: 'media_too_long', limit: 1200, actual: 1201, mediaId: 'v' },
    ]);
    expect(broken(micro, draft([video('v', 0.3)]), ['reason', 'limit'])).toEqual([
      { code: 'platform_rejected_content', reason: 'media_too_short', limit: 0.5 },
    ]);
    expect(broken(micro, draft([video('v', 10, 2560, 1440)]), ['limit', 'actual'])).toEqual([
      { code: 'media_dimensions', limit: 1920, actual: 2560 },
    ]);
    expect(broken(micro, draft([video('v', 10, 400, 1600)]), ['limit', 'actual'])).toEqual([
      { code: 'media_aspect_ratio', limit: '1:3 to 3:1', actual: '1:4' },
    ]);
    expect(broken(micro, draft([video('v', 1200, 1920, 1080)]))).toEqual([]);
    expect(broken(micro, draft([image('i', 100, 5000)]))).toEqual([]);
  });

  it('judges each chain item’s own files and names the item', () => {
    const chain = draft(
      [],
      {},
      {
        threadItems: [
          { text: 'one', mediaIds: ['i'], media: [image('i')] },
          { text: 'two', mediaIds: ['v'], media: [video('v', 1500)] },
        ],
      },
    );
    expect(broken(micro, chain, ['item', 'mediaId'])).toEqual([
      { code: 'media_too_long', item: 1, mediaId: 'v' },
    ]);
  });
});

describe('strand media rules at create', () => {
  const strand = new StrandPlugin();

  it('refuses what the platform would, among the twenty files a carousel keeps', () => {
    expect(broken(strand, draft([image('i', 100, 1100)]), ['limit', 'actual'])).toEqual([
      { code: 'media_aspect_ratio', limit: '1:10 to 10:1', actual: '1:11' },
    ]);
    expect(broken(strand, draft([video('v', 301)]), ['limit'])).toEqual([
      { code: 'media_too_long', limit: 300 },
    ]);
    const twenty = Array.from({ length: 20 }, (_, i) => image(`m${i}`));
    expect(broken(strand, draft([...twenty, video('cut', 9999)]))).toEqual([]);
  });
});

describe('vid media rules at create', () => {
  const vid = new VidPlugin();
  const title = { title: 'A video' };

  it('needs a video among the files; a second video is dropped, not refused', () => {
    expect(broken(vid, draft([image('i')], title), ['limit', 'actual'])).toEqual([
      { code: 'vid_video_required', limit: 1, actual: 0 },
    ]);
    expect(broken(vid, draft([video('v', 60, 1920, 1080), video('w', 99 * 3600)], title))).toEqual([]);
    expect(broken(vid, draft([video('v', 13 * 3600, 1920, 1080)], title), ['limit'])).toEqual([
      { code: 'media_too_long', limit: 12 * 3600 },
    ]);
  });

  it('checks the thumbnail as the file it is, once', () => {
    const thumbnail = (contentType: string) => ({
      ...title,
      thumbnail: { mediaId: 't', contentType, bytes: 1000 },
    });
    const landscape = video('v', 600, 1920, 1080);
    expect(broken(vid, draft([landscape, image('t')], thumbnail('image/jpeg')))).toEqual([]);
    expect(broken(vid, draft([video('s', 60), image('t')], thumbnail('image/jpeg')))).toEqual([
      { code: 'vid_short_no_thumbnail' },
    ]);
    const gif: DraftMedia = { ...image('t'), kind: 'gif', contentType: 'image/gif' };
    expect(broken(vid, draft([landscape, gif], thumbnail('image/jpeg')))).toEqual([
      { code: 'vid_thumbnail_type' },
    ]);
    expect(broken(vid, draft([landscape, gif], thumbnail('image/gif')))).toEqual([
      { code: 'vid_thumbnail_type' },
    ]);
  });
});

describe('clip media rules at create', () => {
  const clip = new ClipPlugin();
  const privacy = { privacyLevel: 'PUBLIC_TO_EVERYONE' };

  it('refuses a video under 3 s or over 4096 wide; the length cap is the creator’s, read at publish', () => {
    expect(broken(clip, draft([video('v', 2)], privacy), ['reason', 'limit', 'actual'])).toEqual([
      { code: 'platform_rejected_content', reason: 'media_too_short', limit: 3, actual: 2 },
    ]);
    expect(broken(clip, draft([video('v', 30, 4400, 2160)], privacy), ['limit', 'actual'])).toEqual([
      { code: 'media_dimensions', limit: 4096, actual: 4400 },
    ]);
    expect(broken(clip, draft([video('v', 3 * 3600)], privacy))).toEqual([]);
    expect(broken(clip, draft([], privacy))).toEqual([{ code: 'media_required' }]);
  });
});
