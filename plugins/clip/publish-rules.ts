import type { PublishItem, PublishMedia } from '../../core/channels/plugin';
import { violation, type Violation } from '../../core/errors/app-error';
import type { CreatorInfo } from './client';
import { ClipRuleError } from './errors';
import { MAX_PHOTOS, MAX_VIDEOS, PHOTO_TYPES, VIDEO_TYPES } from './limits';
import type { ClipOptions } from './options';
import { optionViolations, PLATFORM } from './rules';

/** What one clip post sends: one video, or an ordered set of photos; with what was left out. */
export type MediaPlan =
  | { kind: 'video'; video: PublishMedia; warnings: string[] }
  | { kind: 'photo'; photos: PublishMedia[]; warnings: string[] };

/**
 * The rules that need the files themselves, checked in `publish` before anything is sent, and the
 * trimming (since 2026-09-17 a mixed image-and-video set keeps the video and over-limit files are
 * cut, each with a target warning, not refused; spec: media_mixed, media_too_many).
 */
export function planPost(item: PublishItem, options: ClipOptions): MediaPlan {
  const violations: Violation[] = [];
  if (item.replyToExternalId !== undefined) {
    violations.push(violation('clip_reply_not_supported', { platform: PLATFORM }));
  }
  const media = item.media ?? [];
  const videos = media.filter((m) => m.kind === 'video');
  const images = media.filter((m) => m.kind !== 'video');
  if (media.length === 0) {
    violations.push(violation('media_required', { platform: PLATFORM }, 'clip cannot post text alone.'));
  }
  violations.push(...optionViolations(options));
  if (violations.length > 0) throw new ClipRuleError(violations);

  const plan = trim(videos, images);
  const sent = plan.kind === 'video' ? [plan.video] : plan.photos;
  const allowed: readonly string[] = plan.kind === 'video' ? VIDEO_TYPES : PHOTO_TYPES;
  const refused = sent.filter((m) => !allowed.includes(m.contentType));
  if (refused.length > 0) {
    violations.push(
      violation(
        'media_type_not_supported',
        { platform: PLATFORM, types: [...allowed], mediaIds: refused.map((m) => m.id) },
        `clip ${plan.kind === 'video' ? 'videos' : 'photos'} must be ${allowed.join(', ')}.`,
      ),
    );
  }
  if (plan.kind === 'photo' && (options.title === undefined || options.title.trim() === '')) {
    violations.push(violation('clip_title_required', { platform: PLATFORM }));
  }
  if (plan.kind === 'video' && options.title !== undefined) {
    violations.push(violation('clip_title_not_supported', { platform: PLATFORM }));
  }
  if (violations.length > 0) throw new ClipRuleError(violations);
  return plan;
}

function trim(videos: PublishMedia[], images: PublishMedia[]): MediaPlan {
  if (videos.length > 0) {
    const ids = (list: PublishMedia[]) => list.map((m) => m.id).join(', ');
    const warnings: string[] = [];
    if (images.length > 0) {
      warnings.push(
        `Kept the video and dropped ${images.length} image(s) (${ids(images)}): a clip post cannot mix images and video (media_mixed).`,
      );
    }
    if (videos.length > MAX_VIDEOS) {
      warnings.push(`clip takes one video: sent ${videos[0].id}, left out ${ids(videos.slice(MAX_VIDEOS))}.`);
    }
    return { kind: 'video', video: videos[0], warnings };
  }
  const warnings =
    images.length > MAX_PHOTOS
      ? [
          `clip takes up to ${MAX_PHOTOS} photos: left out ${images
            .slice(MAX_PHOTOS)
            .map((m) => m.id)
            .join(', ')}.`,
        ]
      : [];
  return { kind: 'photo', photos: images.slice(0, MAX_PHOTOS), warnings };
}

/**
 * The rules that need the creator's settings as the platform gives them right now (never cached:
 * they change as the account does). Checked after the creator info query and before the init.
 */
export function creatorViolations(options: ClipOptions, plan: MediaPlan, creator: CreatorInfo): Violation[] {
  const violations: Violation[] = [];
  if (creator.can_post === false) violations.push(violation('clip_cannot_post', { platform: PLATFORM }));
  if (options.privacyLevel !== undefined && !creator.privacy_level_options.includes(options.privacyLevel)) {
    violations.push(
      violation(
        'clip_privacy_invalid',
        {
          platform: PLATFORM,
          privacyLevel: options.privacyLevel,
          allowed: creator.privacy_level_options,
        },
        `Privacy level ${options.privacyLevel} is not one the account may use now (${creator.privacy_level_options.join(', ')}).`,
      ),
    );
  }
  const refused = interactionsRefused(options, plan, creator);
  if (refused.length > 0) {
    violations.push(
      violation(
        'clip_interaction_disabled',
        { platform: PLATFORM, settings: refused },
        `The creator turned off what ${refused.join(', ')} false would allow.`,
      ),
    );
  }
  if (plan.kind === 'video' && plan.video.durationSec !== undefined) {
    const limit = creator.max_video_post_duration_sec;
    const actual = plan.video.durationSec;
    if (actual > limit) {
      violations.push(
        violation(
          'media_too_long',
          { platform: PLATFORM, limit, actual },
          `Video is ${actual} s; this account may post up to ${limit} s.`,
        ),
      );
    }
  }
  return violations;
}

/** Options set to false (allow) where the creator turned the interaction off; duet and stitch are video-only. */
function interactionsRefused(options: ClipOptions, plan: MediaPlan, creator: CreatorInfo): string[] {
  const refused: string[] = [];
  if (options.disableComment === false && creator.comment_disabled) refused.push('disableComment');
  if (plan.kind === 'video') {
    if (options.disableDuet === false && creator.duet_disabled) refused.push('disableDuet');
    if (options.disableStitch === false && creator.stitch_disabled) refused.push('disableStitch');
  }
  return refused;
}
