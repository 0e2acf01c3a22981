import type { PublishItem } from '../../core/channels/plugin';
import type { VidStatus, VidVideo, VidVideoResource } from './client';
import { VID_DEFAULT_CATEGORY } from './limits';
import type { VidOptions } from './options';

/** The metadata a new upload carries: the post text is the description, options.vid the rest. */
export function newVideoResource(item: PublishItem, options: VidOptions, title: string): VidVideoResource {
  const privacyStatus = options.privacyStatus ?? 'public';
  return {
    snippet: {
      title,
      description: item.text,
      ...(options.tags.length > 0 ? { tags: options.tags } : {}),
      categoryId: options.categoryId ?? VID_DEFAULT_CATEGORY,
    },
    status: statusOf(privacyStatus, options.publishAt, options.madeForKids),
  };
}

/**
 * The whole snippet and status for an update, which replaces both: what the edit sets, and for
 * what it leaves out, the video's current values (a left-out category or privacy would otherwise be
 * refused or reset by the platform). Tags and description are the post's, so an edit can clear them.
 */
export function updatedVideoResource(
  id: string,
  current: VidVideo | undefined,
  item: PublishItem,
  options: VidOptions,
): VidVideoResource & { id: string } {
  const snippet = current?.snippet;
  const status = current?.status;
  const privacyStatus = options.privacyStatus ?? status?.privacyStatus ?? 'public';
  // A schedule set earlier stays unless the edit says something about privacy.
  const publishAt =
    options.publishAt ?? (options.privacyStatus === undefined ? status?.publishAt : undefined);
  return {
    id,
    snippet: {
      title: options.title ?? snippet?.title ?? '',
      description: item.text,
      ...(options.tags.length > 0 ? { tags: options.tags } : {}),
      categoryId: options.categoryId ?? snippet?.categoryId ?? VID_DEFAULT_CATEGORY,
      ...(typeof snippet?.defaultLanguage === 'string' ? { defaultLanguage: snippet.defaultLanguage } : {}),
    },
    status: statusOf(privacyStatus, publishAt, options.madeForKids ?? status?.selfDeclaredMadeForKids),
  };
}

function statusOf(privacyStatus: string, publishAt?: string, madeForKids?: boolean): VidStatus {
  return {
    privacyStatus,
    // The platform takes a schedule only on a private video; it goes public at that time.
    ...(publishAt !== undefined && privacyStatus === 'private' ? { publishAt } : {}),
    ...(madeForKids !== undefined ? { selfDeclaredMadeForKids: madeForKids } : {}),
  };
}
