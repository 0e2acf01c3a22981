import { ratioText } from '../../core/channels/media-rules';
import type { DraftMedia, PublishItem, PublishMedia } from '../../core/channels/plugin';
import { violation, type Violation } from '../../core/errors/app-error';
import {
  CAROUSEL_MAX,
  IMAGE_ASPECT,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  PLATFORM,
  VIDEO_ASPECT,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  VIDEO_MAX_WIDTH,
  VIDEO_TYPES,
} from './limits';

/** The container kinds the platform creates (`media_type` of `POST /{user-id}/threads`). */
export type StrandMediaType = 'TEXT' | 'IMAGE' | 'VIDEO' | 'CAROUSEL';

/** A container kind as the published post reports it (`media_type` of a media object). */
export const PUBLISHED_TYPE: Record<StrandMediaType, string> = {
  TEXT: 'TEXT_POST',
  IMAGE: 'IMAGE',
  VIDEO: 'VIDEO',
  CAROUSEL: 'CAROUSEL_ALBUM',
};

export interface MediaPlan {
  mediaType: StrandMediaType;
  /** The files that go out, in order (the carousel's order). */
  media: PublishMedia[];
  /** What was trimmed, for the target (spec: since 2026-09-17 over-limit media is cut, not refused). */
  warnings: string[];
  /** Files the platform would refuse; publishing stops before any call when there is one. */
  violations: Violation[];
}

/**
 * What one item sends, decided before any platform call: the post kind from the files, files past
 * the carousel limit cut with a warning, and every file the platform would refuse named with its
 * spec code. Images and videos may share a carousel here, so nothing is dropped for mixing.
 */
export function planMedia(item: Pick<PublishItem, 'mediaIds' | 'media'>): MediaPlan {
  const files = item.media ?? [];
  if (files.length < item.mediaIds.length) {
    // The publish service fills `media` from storage; a file missing there cannot be sent, and
    // posting the text without it would publish something other than what was asked.
    const present = new Set(files.map((f) => f.id));
    const missing = item.mediaIds.filter((id) => !present.has(id));
    return {
      mediaType: 'TEXT',
      media: [],
      warnings: [],
      violations: [
        violation(
          'media_expired',
          { platform: PLATFORM, mediaIds: missing },
          `Media ${missing.join(', ')} could not be read at send time; upload again.`,
        ),
      ],
    };
  }

  const warnings: string[] = [];
  let media = files;
  if (media.length > CAROUSEL_MAX) {
    const cut = media.slice(CAROUSEL_MAX).map((m) => m.id);
    media = media.slice(0, CAROUSEL_MAX);
    warnings.push(
      `${PLATFORM} takes up to ${CAROUSEL_MAX} media items per post; ${cut.length} were not sent: ${cut.join(', ')}.`,
    );
  }
  return { mediaType: mediaTypeOf(media), media, warnings, violations: media.flatMap(fileViolations) };
}

/** What `planMedia` would refuse among described files (create time), after the carousel cut. */
export function strandMediaViolations(media: readonly DraftMedia[]): Violation[] {
  return media.slice(0, CAROUSEL_MAX).flatMap(fileViolations);
}

function mediaTypeOf(media: PublishMedia[]): StrandMediaType {
  if (media.length === 0) return 'TEXT';
  if (media.length > 1) return 'CAROUSEL';
  return media[0].kind === 'video' ? 'VIDEO' : 'IMAGE';
}

/** The platform's refusals for one file, in the order a person would fix them. */
function fileViolations(file: DraftMedia): Violation[] {
  const isVideo = file.kind === 'video';
  const types = isVideo ? VIDEO_TYPES : IMAGE_TYPES;
  // A GIF is an image to the service but not a format this platform publishes.
  if (file.kind === 'gif' || !types.includes(file.contentType.toLowerCase())) {
    return [
      violation(
        'media_type_not_supported',
        {
          platform: PLATFORM,
          mediaId: file.id,
          actual: file.contentType,
          types: [...IMAGE_TYPES, ...VIDEO_TYPES],
        },
        `${file.id} is ${file.contentType}; ${PLATFORM} takes ${[...IMAGE_TYPES, ...VIDEO_TYPES].join(', ')}.`,
      ),
    ];
  }

  const found: Violation[] = [];
  const maxBytes = isVideo ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES;
  if (file.bytes > maxBytes) {
    const limitMb = maxBytes / (1024 * 1024);
    found.push(
      violation(
        'media_too_large',
        { platform: PLATFORM, mediaId: file.id, limit: maxBytes, limitMb, actual: file.bytes },
        `${file.id} is ${file.bytes} bytes; ${PLATFORM} takes ${isVideo ? 'videos' : 'images'} up to ${limitMb} MB.`,
      ),
    );
  }
  if (isVideo && file.durationSec !== undefined && file.durationSec > VIDEO_MAX_SECONDS) {
    found.push(
      violation(
        'media_too_long',
        { platform: PLATFORM, mediaId: file.id, limit: VIDEO_MAX_SECONDS, actual: file.durationSec },
        `${file.id} runs ${file.durationSec} s; ${PLATFORM} takes videos up to ${VIDEO_MAX_SECONDS} s.`,
      ),
    );
  }
  if (isVideo && file.width !== undefined && file.width > VIDEO_MAX_WIDTH) {
    found.push(
      violation(
        'media_dimensions',
        { platform: PLATFORM, mediaId: file.id, limit: VIDEO_MAX_WIDTH, actual: file.width },
        `${file.id} is ${file.width} pixels wide; ${PLATFORM} takes videos up to ${VIDEO_MAX_WIDTH}.`,
      ),
    );
  }
  const aspect = aspectViolation(file, isVideo ? VIDEO_ASPECT : IMAGE_ASPECT);
  if (aspect) found.push(aspect);
  return found;
}

function aspectViolation(file: DraftMedia, bounds: { min: number; max: number }): Violation | undefined {
  if (!file.width || !file.height) return undefined;
  const ratio = file.width / file.height;
  if (ratio >= bounds.min && ratio <= bounds.max) return undefined;
  const limit = `${ratioText(bounds.min)} to ${ratioText(bounds.max)}`;
  const actual = ratioText(ratio);
  return violation(
    'media_aspect_ratio',
    { platform: PLATFORM, mediaId: file.id, limit, actual },
    `${file.id} has an aspect ratio of ${actual}; ${PLATFORM} takes ${limit}.`,
  );
}
