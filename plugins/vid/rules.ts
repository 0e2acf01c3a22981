import type { TargetDraft } from '../../core/channels/plugin';
import { violation, type Violation } from '../../core/errors/app-error';
import { codePoints, utf8Bytes } from '../../core/text/count';
import { dateTimeOf } from '../../core/text/dates';
import {
  hasAngleBrackets,
  tagsLength,
  VID_DESCRIPTION_LIMIT,
  VID_PLATFORM,
  VID_TAGS_LIMIT,
  VID_THUMBNAIL_LIMIT,
  VID_THUMBNAIL_TYPES,
  VID_TITLE_LIMIT,
} from './limits';
import { readVidOptions } from './options';

const platform = VID_PLATFORM;

/**
 * Every rule of the video channel that a draft alone can decide, in the order of the spec's table
 * (text length first, as on every channel). Rules that need the files themselves (a short takes no
 * thumbnail, images beside the video) are checked when the files are at hand, in `media.ts`.
 * Empty content is the API's rule for every channel, so it is not repeated here.
 */
export function validateVidDraft(draft: TargetDraft): Violation[] {
  const found: Violation[] = [];
  const options = readVidOptions(draft.options);

  const descriptionBytes = utf8Bytes(draft.text);
  if (descriptionBytes > VID_DESCRIPTION_LIMIT) {
    found.push(
      violation(
        'content_too_long',
        { platform, limit: VID_DESCRIPTION_LIMIT, actual: descriptionBytes },
        `The text becomes the video description: ${descriptionBytes} UTF-8 bytes; vid allows ${VID_DESCRIPTION_LIMIT}.`,
      ),
    );
  }

  const title = options.title ?? '';
  if (title.trim() === '') {
    found.push(violation('vid_title_required', { platform }));
  } else if (codePoints(title) > VID_TITLE_LIMIT) {
    const actual = codePoints(title);
    found.push(
      violation(
        'vid_title_too_long',
        { platform, limit: VID_TITLE_LIMIT, actual },
        `Title is ${actual} characters; vid allows ${VID_TITLE_LIMIT}.`,
      ),
    );
  }
  for (const [field, text] of [
    ['title', title],
    ['description', draft.text],
  ] as const) {
    if (hasAngleBrackets(text)) {
      found.push(
        violation('vid_angle_brackets', { platform, field }, `'<' and '>' are refused in the ${field}.`),
      );
    }
  }

  // The thumbnail image may travel in mediaIds beside the video; it is not a second video.
  const videos = new Set(draft.mediaIds.filter((id) => id !== options.thumbnail?.mediaId));
  if (videos.size === 0) {
    found.push(
      violation(
        'vid_video_required',
        { platform, limit: 1, actual: 0 },
        'A post to vid needs exactly one video in mediaIds.',
      ),
    );
  }

  const tags = tagsLength(options.tags);
  if (tags > VID_TAGS_LIMIT) {
    found.push(
      violation(
        'vid_tags_too_long',
        { platform, limit: VID_TAGS_LIMIT, actual: tags },
        `Tags come to ${tags} characters (a tag with a space costs two more); vid allows ${VID_TAGS_LIMIT}.`,
      ),
    );
  }

  if (options.publishAt !== undefined) {
    if (options.privacyStatus !== 'private') {
      found.push(
        violation('vid_schedule_needs_private', {
          platform,
          privacyStatus: options.privacyStatus ?? 'public',
        }),
      );
    }
    if (dateTimeOf(options.publishAt) === undefined) {
      found.push(
        violation(
          'vid_schedule_invalid',
          { platform, publishAt: options.publishAt },
          "'publishAt' must be an ISO 8601 date and time with its offset, e.g. 2026-05-01T09:00:00Z.",
        ),
      );
    }
  }

  const thumbnail = options.thumbnail;
  if (thumbnail) {
    if (!VID_THUMBNAIL_TYPES.includes(thumbnail.contentType)) {
      found.push(
        violation('vid_thumbnail_type', {
          platform,
          contentType: thumbnail.contentType,
          types: VID_THUMBNAIL_TYPES,
        }),
      );
    }
    if (thumbnail.bytes > VID_THUMBNAIL_LIMIT) {
      found.push(
        violation(
          'vid_thumbnail_too_large',
          { platform, limit: VID_THUMBNAIL_LIMIT, limitMb: 2, actual: thumbnail.bytes },
          `Thumbnail is ${thumbnail.bytes} bytes; vid allows 2MB (${VID_THUMBNAIL_LIMIT} bytes).`,
        ),
      );
    }
  }

  // vid has its own code for a chain, not the general chain_not_supported.
  if (draft.threadItems !== undefined) found.push(violation('vid_no_threads', { platform }));
  if (draft.topicTag !== undefined && draft.topicTag !== '') {
    found.push(violation('topic_tag_not_supported', { platform }));
  }
  return found;
}
