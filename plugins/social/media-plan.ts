import type { PublishItem, PublishMedia } from '../../core/channels/plugin';
import { violation } from '../../core/errors/app-error';
import { readSocialOptions, type SocialOptions } from './options';
import { mediaViolations, SOCIAL_IMAGE_LIMIT, SocialRuleError, type MediaFacts } from './rules';

/** Which platform calls one item becomes. */
export type PublishPlan =
  | { kind: 'text' }
  | { kind: 'link'; link: string }
  | { kind: 'photo'; photo: PublishMedia }
  | { kind: 'album'; photos: PublishMedia[] }
  | { kind: 'video'; video: PublishMedia }
  | { kind: 'reel'; video: PublishMedia }
  | { kind: 'photoStory'; photo: PublishMedia }
  | { kind: 'videoStory'; video: PublishMedia }
  | { kind: 'comment'; attachment?: PublishMedia };

export interface Planned {
  plan: PublishPlan;
  options: SocialOptions;
  /** What was trimmed or left out, in sentences for the target's warnings. */
  warnings: string[];
}

/**
 * Decides the post kind from the options and the files, trims what the channel cannot carry
 * (since 2026-09-17 a mixed or over-long set is cut with a warning instead of refused), and runs
 * the rules that need the files. Throws `SocialRuleError` before anything is sent.
 */
export function planPublish(item: PublishItem): Planned {
  const options = readSocialOptions(item.options);
  const media = item.media ?? [];
  if (item.mediaIds.length > 0 && media.length === 0) {
    throw new SocialRuleError([
      violation(
        'media_expired',
        { platform: 'social', mediaIds: item.mediaIds },
        'The files behind mediaIds were not available at send time; nothing was sent.',
      ),
    ]);
  }
  if (item.replyToExternalId !== undefined) return planComment(options, media);
  if (options.kind !== 'feed') return planFormat(options, media);
  return planFeed(options, media);
}

function planFormat(options: SocialOptions, media: PublishMedia[]): Planned {
  const broken = mediaViolations(options, media);
  if (broken.length > 0) throw new SocialRuleError(broken);
  const [file] = media;
  if (options.kind === 'reel') return { plan: { kind: 'reel', video: file }, options, warnings: [] };
  const plan: PublishPlan =
    file.kind === 'video' ? { kind: 'videoStory', video: file } : { kind: 'photoStory', photo: file };
  return { plan, options, warnings: [] };
}

function planFeed(options: SocialOptions, media: PublishMedia[]): Planned {
  if (typeof options.link === 'string' && media.length > 0) {
    throw new SocialRuleError([violation('social_link_with_media', { platform: 'social' })]);
  }
  const { kept, warnings } = trim(media);
  const broken = mediaViolations(options, kept);
  if (broken.length > 0) throw new SocialRuleError(broken);

  let plan: PublishPlan;
  if (kept.length === 0) {
    plan = typeof options.link === 'string' ? { kind: 'link', link: options.link } : { kind: 'text' };
  } else if (kept[0].kind === 'video') {
    plan = { kind: 'video', video: kept[0] };
  } else if (kept.length === 1) {
    plan = { kind: 'photo', photo: kept[0] };
  } else {
    plan = { kind: 'album', photos: kept };
  }
  return { plan, options, warnings };
}

/**
 * A feed post holds one video or up to ten photos. A GIF goes as a photo (the platform shows it
 * as one). Mixed sets keep the video, as the spec's media_mixed rule says.
 */
export function trim<T extends MediaFacts>(media: readonly T[]): { kept: T[]; warnings: string[] } {
  const videos = media.filter((m) => m.kind === 'video');
  const images = media.filter((m) => m.kind !== 'video');
  const warnings: string[] = [];
  if (videos.length > 0) {
    if (images.length > 0) {
      warnings.push(
        `Kept the video and dropped ${images.length} image(s) (${ids(images)}): a social post cannot mix images and video (media_mixed).`,
      );
    }
    if (videos.length > 1) {
      warnings.push(
        `Sent the first video and dropped ${videos.length - 1} more (${ids(videos.slice(1))}): a social post holds one video (media_too_many).`,
      );
    }
    return { kept: [videos[0]], warnings };
  }
  if (images.length > SOCIAL_IMAGE_LIMIT) {
    const dropped = images.slice(SOCIAL_IMAGE_LIMIT);
    warnings.push(
      `Sent the first ${SOCIAL_IMAGE_LIMIT} images and dropped ${dropped.length} (${ids(dropped)}): a social post holds ${SOCIAL_IMAGE_LIMIT} (media_too_many).`,
    );
    return { kept: images.slice(0, SOCIAL_IMAGE_LIMIT), warnings };
  }
  return { kept: images, warnings };
}

/**
 * A reply is a comment under the replied post: text and at most one photo. Options that shape a
 * post (kind, link, schedule, targeting, first comment) mean nothing there and are left out.
 */
function planComment(options: SocialOptions, media: PublishMedia[]): Planned {
  const warnings: string[] = [];
  const photo = media.find((m) => m.kind !== 'video');
  const dropped = media.filter((m) => m !== photo);
  if (dropped.length > 0) {
    warnings.push(
      `A reply is a comment and carries at most one image; dropped ${dropped.length} file(s) (${ids(dropped)}) (media_too_many).`,
    );
  }
  const ignored = [
    options.kind !== 'feed' ? 'kind' : undefined,
    options.link !== undefined ? 'link' : undefined,
    options.scheduledPublishTime !== undefined ? 'scheduledPublishTime' : undefined,
    options.feedTargeting !== undefined ? 'feedTargeting' : undefined,
    options.firstComment !== undefined ? 'firstComment' : undefined,
  ].filter((name): name is string => name !== undefined);
  if (ignored.length > 0) {
    warnings.push(`A reply is a comment; options.social ${ignored.join(', ')} did not apply to it.`);
  }
  const broken = photo ? mediaViolations({ kind: 'feed' }, [photo]) : [];
  if (broken.length > 0) throw new SocialRuleError(broken);
  return { plan: { kind: 'comment', attachment: photo }, options, warnings };
}

function ids(media: readonly MediaFacts[]): string {
  return media.map((m) => m.id).join(', ');
}
