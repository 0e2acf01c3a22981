import type { PublishItem, PublishMedia } from '../../core/channels/plugin';
import { PhotoMediaMissingError, PhotoRuleError } from '../../plugins/photo/errors';
import { planPost } from '../../plugins/photo/plan';

/** Files as the media service describes them; the plan never reads their bytes. */
function file(id: string, kind: PublishMedia['kind'], more: Partial<PublishMedia> = {}): PublishMedia {
  const contentType = kind === 'video' ? 'video/mp4' : kind === 'gif' ? 'image/gif' : 'image/jpeg';
  return {
    id,
    kind,
    contentType,
    bytes: 1000,
    url: `https://files.example/${id}`,
    read: async () => Buffer.alloc(0),
    ...(kind === 'video' ? { durationSec: 10 } : { width: 1080, height: 1080 }),
    ...more,
  };
}

function item(text: string, media: PublishMedia[], options: Record<string, unknown> = {}): PublishItem {
  return { text, mediaIds: media.map((m) => m.id), options, index: 0, media };
}

function refusal(run: () => unknown): PhotoRuleError {
  try {
    run();
  } catch (err) {
    if (err instanceof PhotoRuleError) return err;
    throw err;
  }
  throw new Error('expected a PhotoRuleError');
}

describe('photo publish plan', () => {
  it('makes one image container with caption, tags and collaborators', () => {
    const plan = planPost(
      item('caption', [file('a', 'image')], {
        userTags: [{ username: 'bob', x: 0.5, y: 0.5 }],
        collaborators: ['carol'],
        firstComment: 'first',
      }),
    );
    expect(plan).toEqual({
      kind: 'feed',
      items: [
        {
          image_url: 'https://files.example/a',
          caption: 'caption',
          user_tags: [{ username: 'bob', x: 0.5, y: 0.5 }],
          collaborators: ['carol'],
        },
      ],
      firstComment: 'first',
      warnings: [],
    });
  });

  it('makes carousel items in order and an album that holds the caption and collaborators', () => {
    const plan = planPost(
      item('album', [file('v', 'video'), file('a', 'image'), file('b', 'image')], {
        userTags: [{ username: 'bob', x: 0, y: 1 }],
        collaborators: ['carol'],
      }),
    );
    expect(plan.items).toEqual([
      { media_type: 'VIDEO', video_url: 'https://files.example/v', is_carousel_item: true },
      {
        image_url: 'https://files.example/a',
        is_carousel_item: true,
        user_tags: [{ username: 'bob', x: 0, y: 1 }],
      },
      { image_url: 'https://files.example/b', is_carousel_item: true },
    ]);
    expect(plan.album).toEqual({ media_type: 'CAROUSEL', caption: 'album', collaborators: ['carol'] });
  });

  it('cuts a feed post to ten files with a warning', () => {
    const files = Array.from({ length: 11 }, (_, i) => file(`m${i}`, 'image'));
    const plan = planPost(item('', files));
    expect(plan.items).toHaveLength(10);
    expect(plan.items.at(-1)?.image_url).toBe('https://files.example/m9');
    expect(plan.album).toEqual({ media_type: 'CAROUSEL' });
    expect(plan.warnings).toEqual([
      'Only the first 10 of 11 media items were sent: a carousel holds at most 10.',
    ]);
  });

  it('makes a reel with its cover and feed choice, and warns when tags have no image to go on', () => {
    const plan = planPost(
      item('reel', [file('v', 'video')], {
        kind: 'reel',
        shareToFeed: false,
        coverMediaId: { url: 'https://files.example/cover.jpg', contentType: 'image/jpeg', bytes: 10 },
        userTags: [{ username: 'bob', x: 0.5, y: 0.5 }],
      }),
    );
    expect(plan.items).toEqual([
      {
        media_type: 'REELS',
        video_url: 'https://files.example/v',
        caption: 'reel',
        share_to_feed: false,
        cover_url: 'https://files.example/cover.jpg',
      },
    ]);
    expect(plan.warnings).toEqual(['User tags were not sent: the platform takes them on feed images only.']);
  });

  it('makes a story of one file without caption, and ignores reel-only options elsewhere', () => {
    expect(planPost(item('hidden', [file('v', 'video')], { kind: 'story' }))).toMatchObject({
      items: [{ media_type: 'STORIES', video_url: 'https://files.example/v' }],
      warnings: ['Stories show no caption; the text was not sent.'],
    });
    expect(planPost(item('', [file('a', 'image')], { shareToFeed: false })).items).toEqual([
      { image_url: 'https://files.example/a' },
    ]);
  });

  it('runs the draft rules again before anything is sent', () => {
    const error = refusal(() =>
      planPost(item('a'.repeat(2201), [file('a', 'image')], { collaborators: ['1', '2', '3', '4'] })),
    );
    expect(error.violations.map((v) => v.code)).toEqual(['content_too_long', 'photo_too_many_collaborators']);
    expect(
      refusal(() => planPost({ text: 'x', mediaIds: [], options: {}, index: 0 })).violations[0].code,
    ).toBe('media_required');
  });

  it('refuses a PNG, and a file whose kind and type disagree', () => {
    const png = file('p', 'image', { contentType: 'image/png' });
    expect(refusal(() => planPost(item('', [png]))).violations[0]).toMatchObject({
      code: 'media_type_not_supported',
      extra: { types: ['image/jpeg', 'video/mp4', 'video/quicktime'], mediaId: 'p' },
    });
    const odd = file('o', 'video', { contentType: 'image/jpeg' });
    expect(refusal(() => planPost(item('', [odd]))).violations[0].code).toBe('media_type_not_supported');
  });

  it('takes the files’ durations and shapes at the edges of each kind’s range', () => {
    // Just past each edge is refused: test/contract/photo.contract.test.ts.
    const reel = (durationSec: number) =>
      planPost(item('', [file('v', 'video', { durationSec })], { kind: 'reel' }));
    const reelPlan = {
      kind: 'reel',
      items: [{ media_type: 'REELS', video_url: 'https://files.example/v' }],
      warnings: [],
    };
    expect(reel(3)).toEqual(reelPlan);
    expect(reel(900)).toEqual(reelPlan);
    expect(planPost(item('', [file('v', 'video', { durationSec: 60 })], { kind: 'story' }))).toEqual({
      kind: 'story',
      items: [{ media_type: 'STORIES', video_url: 'https://files.example/v' }],
      warnings: [],
    });
    const feed = (width: number, height: number) =>
      planPost(item('', [file('i', 'image', { width, height })]));
    const feedPlan = { kind: 'feed', items: [{ image_url: 'https://files.example/i' }], warnings: [] };
    expect(feed(1910, 1000)).toEqual(feedPlan);
    expect(feed(800, 1000)).toEqual(feedPlan);
    // A story image may have any shape.
    expect(planPost(item('', [file('i', 'image', { width: 500, height: 2000 })], { kind: 'story' }))).toEqual(
      {
        kind: 'story',
        items: [{ media_type: 'STORIES', image_url: 'https://files.example/i' }],
        warnings: [],
      },
    );
  });

  it('says when the files behind the media ids were not handed over', () => {
    const partial: PublishItem = { ...item('', [file('a', 'image')]), mediaIds: ['a', 'b'] };
    expect(() => planPost(partial)).toThrow(PhotoMediaMissingError);
  });
});
