import type { PublishItem, PublishMedia } from '../../core/channels/plugin';
import type { ContainerParams } from './client';
import { PhotoMediaMissingError, PhotoRuleError } from './errors';
import { isVideo, photoMediaViolations, trimFeed } from './media-rules';
import { readPhotoOptions, type PhotoKind } from './options';
import { validatePhotoDraft } from './rules';

/** What one publish sends: the containers to create, in order, and what to say about it. */
export interface PostPlan {
  kind: PhotoKind;
  /** One container per file. With `album` set these are carousel items, in the carousel's order. */
  items: ContainerParams[];
  /** The carousel container, created once its items are done; its `children` are filled in then. */
  album?: ContainerParams;
  firstComment?: string;
  warnings: string[];
}

/**
 * Turns one item into containers, or refuses it before anything is created. The draft's rules run
 * again (a stored post may predate a rule), then the rules only the probed files can show: file
 * types, image size and shape, video kind and duration. Over 10 feed items are cut to 10 with a
 * warning (spec, 2026-09-17), since a carousel holds no more.
 */
export function planPost(item: PublishItem): PostPlan {
  const options = readPhotoOptions(item.options);
  const given = item.media ?? [];
  if (given.length < item.mediaIds.length)
    throw new PhotoMediaMissingError(item.mediaIds.length, given.length);
  const draftBroken = validatePhotoDraft({
    text: item.text,
    mediaIds: given.map((m) => m.id),
    options: item.options,
    topicTag: item.topicTag,
  });
  if (draftBroken.length > 0) throw new PhotoRuleError(draftBroken);

  const { media, warnings } = trimFeed(options.kind, given);
  const broken = photoMediaViolations(options.kind, media);
  if (broken.length > 0) throw new PhotoRuleError(broken);

  const caption = options.kind === 'story' || item.text === '' ? undefined : item.text;
  if (options.kind === 'story' && item.text.trim() !== '') {
    warnings.push('Stories show no caption; the text was not sent.');
  }
  const plan = buildContainers(options.kind, media, caption);
  const collaborators = options.collaborators.length > 0 ? options.collaborators : undefined;
  const owner = plan.album ?? plan.items[0];
  if (collaborators) owner.collaborators = collaborators;

  if (options.userTags.length > 0) {
    const firstImage = plan.items.find((c) => c.image_url !== undefined && c.media_type !== 'STORIES');
    if (firstImage) {
      firstImage.user_tags = options.userTags.map((t) => ({
        username: t.username,
        x: Number(t.x),
        y: Number(t.y),
      }));
    } else {
      warnings.push('User tags were not sent: the platform takes them on feed images only.');
    }
  }
  if (options.kind === 'reel') {
    if (options.shareToFeed !== undefined) owner.share_to_feed = options.shareToFeed;
    if (options.cover?.url !== undefined) owner.cover_url = options.cover.url;
    else if (options.cover) {
      warnings.push(
        "The reel went out with the platform's own cover: the cover media id names no file to send yet.",
      );
    }
  }
  return { ...plan, kind: options.kind, firstComment: options.firstComment, warnings };
}

function buildContainers(
  kind: PhotoKind,
  media: PublishMedia[],
  caption: string | undefined,
): Pick<PostPlan, 'items' | 'album'> {
  const withCaption = caption === undefined ? {} : { caption };
  if (kind === 'story') {
    const file = media[0];
    return {
      items: [
        isVideo(file)
          ? { media_type: 'STORIES', video_url: file.url }
          : { media_type: 'STORIES', image_url: file.url },
      ],
    };
  }
  if (media.length === 1) {
    const file = media[0];
    if (!isVideo(file)) return { items: [{ image_url: file.url, ...withCaption }] };
    // The platform posts every single video as a reel now; a feed video is a reel shown in the feed.
    return {
      items: [
        {
          media_type: 'REELS',
          video_url: file.url,
          ...withCaption,
          ...(kind === 'feed' ? { share_to_feed: true } : {}),
        },
      ],
    };
  }
  return {
    items: media.map((file) =>
      isVideo(file)
        ? { media_type: 'VIDEO', video_url: file.url, is_carousel_item: true }
        : { image_url: file.url, is_carousel_item: true },
    ),
    album: { media_type: 'CAROUSEL', ...withCaption },
  };
}
