/** `options.vid` as the plugin reads it. The API has checked the shape against `optionsSchema`. */
export interface VidOptions {
  title?: string;
  tags: string[];
  /** Absent means the platform default the plugin sends: public. */
  privacyStatus?: string;
  publishAt?: string;
  categoryId?: string;
  madeForKids?: boolean;
  thumbnail?: VidThumbnailOption;
}

/** The custom thumbnail: a stored image, described so `validate` can check it without the file. */
export interface VidThumbnailOption {
  mediaId: string;
  contentType: string;
  bytes: number;
}

/** Tolerant reading: `validate` runs on drafts too, so a wrong type reads as absent, never throws. */
export function readVidOptions(options: Record<string, unknown>): VidOptions {
  const tags = Array.isArray(options.tags)
    ? options.tags.filter((tag): tag is string => typeof tag === 'string')
    : [];
  return {
    title: stringOf(options.title),
    tags,
    privacyStatus: stringOf(options.privacyStatus),
    publishAt: stringOf(options.publishAt),
    categoryId: stringOf(options.categoryId),
    madeForKids: typeof options.madeForKids === 'boolean' ? options.madeForKids : undefined,
    thumbnail: thumbnailOf(options.thumbnail),
  };
}

function thumbnailOf(value: unknown): VidThumbnailOption | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { mediaId, contentType, bytes } = value as Record<string, unknown>;
  if (typeof mediaId !== 'string') return undefined;
  return {
    mediaId,
    contentType: typeof contentType === 'string' ? contentType : '',
    bytes: typeof bytes === 'number' ? bytes : 0,
  };
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
