import type { PublishMedia } from '../../core/channels/plugin';
import { planPublish } from '../../plugins/social/media-plan';
import { graphFeedTargeting, targetingKey } from '../../plugins/social/options';
import {
  mediaViolations,
  parseSchedule,
  SocialRuleError,
  targetingChangeViolations,
  validateSocialDraft,
  type MediaFacts,
} from '../../plugins/social/rules';

const NOW = Date.parse('2026-10-01T00:00:00Z');
const video = (fields: Partial<MediaFacts> = {}): MediaFacts => ({
  id: 'v1',
  kind: 'video',
  contentType: 'video/mp4',
  bytes: 1000,
  width: 1080,
  height: 1920,
  durationSec: 30,
  ...fields,
});
const image = (fields: Partial<MediaFacts> = {}): MediaFacts => ({
  id: 'i1',
  kind: 'image',
  contentType: 'image/jpeg',
  bytes: 1000,
  ...fields,
});
const codes = (list: Array<{ code: string }>) => list.map((v) => v.code);

describe('social rules', () => {
  it('decides the schedule range against the given clock, at its edges', () => {
    const at = (ms: number) => new Date(NOW + ms).toISOString();
    const check = (value: string) =>
      codes(validateSocialDraft({ text: 'x', mediaIds: [], options: { scheduledPublishTime: value } }, NOW));
    expect(check(at(10 * 60 * 1000))).toEqual([]);
    expect(check(at(10 * 60 * 1000 - 1000))).toEqual(['social_schedule_range']);
    expect(check(at(28 * 24 * 60 * 60 * 1000))).toEqual([]);
    expect(check(at(28 * 24 * 60 * 60 * 1000 + 1000))).toEqual(['social_schedule_range']);
  });

  it('reads ISO 8601 date-times with an offset only', () => {
    expect(parseSchedule('2026-10-01T09:00:00+09:00')).toBe(NOW);
    expect(parseSchedule('2026-10-01T00:00Z')).toBe(NOW);
    expect(parseSchedule('2026-10-01T00:00:00.000Z')).toBe(NOW);
    for (const bad of ['2026-10-01', '2026-10-01T00:00:00', '1759276800', 'soon', 1759276800]) {
      expect(parseSchedule(bad)).toBeUndefined();
    }
  });

  it('takes a reel of one 9:16 video of 3-90 seconds, and names each problem otherwise', () => {
    const reel = { kind: 'reel' as const };
    expect(mediaViolations(reel, [video()])).toEqual([]);
    expect(codes(mediaViolations(reel, [video({ durationSec: 90.5 })]))).toEqual(['social_reel_duration']);
    expect(codes(mediaViolations(reel, [video({ width: 1080, height: 1080 })]))).toEqual([
      'media_aspect_ratio',
    ]);
    expect(codes(mediaViolations(reel, [video({ width: 540, height: 960, durationSec: 3 })]))).toEqual([]);
    expect(codes(mediaViolations(reel, [video(), image()]))).toEqual(['social_reel_video_required']);
    expect(codes(mediaViolations(reel, [video({ durationSec: undefined, width: undefined })]))).toEqual([]);
  });

  it('caps story videos at 60 seconds and photos at 10 MB', () => {
    const story = { kind: 'story' as const };
    expect(codes(mediaViolations(story, [video({ durationSec: 61 })]))).toEqual(['media_too_long']);
    expect(mediaViolations(story, [image({ bytes: 11 * 1024 * 1024 })])[0]).toMatchObject({
      code: 'media_too_large',
      extra: { limit: 10 * 1024 * 1024, limitMb: 10, actual: 11 * 1024 * 1024 },
    });
    expect(codes(mediaViolations(story, [image(), image({ id: 'i2' })]))).toEqual([
      'social_story_single_media',
    ]);
  });

  it('caps feed videos pulled by URL at 20 minutes', () => {
    expect(mediaViolations({ kind: 'feed' }, [video({ durationSec: 1201 })])[0]).toMatchObject({
      code: 'media_too_long',
      extra: { limit: 1200, actual: 1201 },
    });
  });

  it('treats targeting as changed only when the Graph object differs, order aside', () => {
    const a = targetingKey(graphFeedTargeting({ countries: ['KR', 'US'], genders: ['male', 'female'] }));
    const b = targetingKey(graphFeedTargeting({ genders: ['female', 'male'], countries: ['US', 'KR'] }));
    expect(targetingChangeViolations(a, b)).toEqual([]);
    expect(targetingChangeViolations('', '')).toEqual([]);
    expect(codes(targetingChangeViolations(a, ''))).toEqual(['social_targeting_not_editable']);
    expect(targetingKey({})).toBe('');
  });
});

describe('social publish plan', () => {
  const file = (id: string, kind: PublishMedia['kind']): PublishMedia => ({
    id,
    kind,
    contentType: kind === 'video' ? 'video/mp4' : 'image/gif',
    bytes: 10,
    url: `http://media.test/${id}`,
    read: async () => Buffer.alloc(10),
  });
  const plan = (files: PublishMedia[], options: Record<string, unknown> = {}, replyTo?: string) =>
    planPublish({
      text: 'x',
      mediaIds: files.map((f) => f.id),
      media: files,
      options,
      index: 0,
      replyToExternalId: replyTo,
    });

  it('picks the post kind from the options and the files', () => {
    expect(plan([]).plan.kind).toBe('text');
    expect(plan([], { link: 'https://example.com' }).plan.kind).toBe('link');
    expect(plan([file('g', 'gif')]).plan.kind).toBe('photo');
    expect(plan([file('a', 'image'), file('b', 'gif')]).plan.kind).toBe('album');
    expect(plan([file('v', 'video')]).plan.kind).toBe('video');
    expect(plan([file('v', 'video')], { kind: 'reel' }).plan.kind).toBe('reel');
    expect(plan([file('v', 'video')], { kind: 'story' }).plan.kind).toBe('videoStory');
    expect(plan([file('i', 'image')], { kind: 'story' }).plan.kind).toBe('photoStory');
    expect(plan([], {}, '1_2').plan.kind).toBe('comment');
  });

  it('makes a reply a comment with at most one image, saying what did not apply', () => {
    const planned = plan([file('v', 'video'), file('i', 'image')], { link: 'https://example.com' }, '1_2');
    expect(planned.plan).toEqual({ kind: 'comment', attachment: expect.objectContaining({ id: 'i' }) });
    expect(planned.warnings).toEqual([expect.stringContaining('(v)'), expect.stringContaining('link')]);
  });

  it('refuses a link post that arrives with files', () => {
    expect(() => plan([file('i', 'image')], { link: 'https://example.com' })).toThrow(SocialRuleError);
  });
});
