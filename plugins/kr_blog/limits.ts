/** Channel id of the Korean blog: the key of `options.kr_blog` and of `GET /v1/platforms` rows. */
export const KR_PLATFORM = 'kr_blog';

/** The editor's title field takes 100 characters. */
export const KR_TITLE_LIMIT = 100;
/** Spec, Limits: at most 30 tags, each at most 30 characters, no spaces. */
export const KR_TAGS_MAX = 30;
export const KR_TAG_LENGTH = 30;
/** Spec, Limits: `fontSize` 10-34. */
export const KR_FONT_SIZE_MIN = 10;
export const KR_FONT_SIZE_MAX = 34;

/** Who may read the post, as the publish panel offers it. */
export const KR_OPEN_TYPES = ['public', 'neighbors', 'private'] as const;
export type KrOpenType = (typeof KR_OPEN_TYPES)[number];

/** `template` lays the body out with a form before the extension types it; `as-is` leaves it alone. */
export const KR_LAYOUTS = ['template', 'as-is'] as const;
export type KrLayout = (typeof KR_LAYOUTS)[number];
