/**
 * `options.social` as the plugin reads it. The API has already checked the shape against
 * `optionsSchema`; the fields whose content is a rule of the channel (the link, the schedule) are
 * kept as sent, so `validate` can name the rule they break instead of a generic shape error.
 */

export const SOCIAL_KINDS = ['feed', 'reel', 'story'] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

/** Who may see a feed post in their feed (the post itself stays public on the Page). */
export interface FeedTargeting {
  ageMin?: number;
  ageMax?: number;
  genders?: Array<'male' | 'female'>;
  countries?: string[];
  locales?: number[];
}

export interface SocialOptions {
  kind: SocialKind;
  link?: unknown;
  scheduledPublishTime?: unknown;
  firstComment?: string;
  feedTargeting?: FeedTargeting;
  title?: string;
}

export function readSocialOptions(options: Record<string, unknown>): SocialOptions {
  const kind = SOCIAL_KINDS.find((k) => k === options.kind) ?? 'feed';
  const read: SocialOptions = { kind };
  if (options.link !== undefined) read.link = options.link;
  if (options.scheduledPublishTime !== undefined) read.scheduledPublishTime = options.scheduledPublishTime;
  if (typeof options.firstComment === 'string') read.firstComment = options.firstComment;
  if (isRecord(options.feedTargeting)) read.feedTargeting = options.feedTargeting as FeedTargeting;
  if (typeof options.title === 'string') read.title = options.title;
  return read;
}

/** The Graph API's `feed_targeting` object for our option. */
export function graphFeedTargeting(targeting: FeedTargeting): Record<string, unknown> {
  const graph: Record<string, unknown> = {};
  if (targeting.ageMin !== undefined) graph.age_min = targeting.ageMin;
  if (targeting.ageMax !== undefined) graph.age_max = targeting.ageMax;
  // The Graph API numbers genders: 1 is male, 2 is female.
  if (targeting.genders !== undefined) graph.genders = targeting.genders.map((g) => (g === 'male' ? 1 : 2));
  if (targeting.countries !== undefined) graph.geo_locations = { countries: targeting.countries };
  if (targeting.locales !== undefined) graph.locales = targeting.locales;
  return graph;
}

/**
 * One canonical text for a targeting object (Graph's or ours mapped to Graph's), keys and lists
 * sorted, so "did the targeting change" does not depend on the order fields were written in.
 */
export function targetingKey(graph: Record<string, unknown> | undefined): string {
  if (graph === undefined || Object.keys(graph).length === 0) return '';
  return JSON.stringify(sortDeep(graph));
}

function sortDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortDeep).sort((a, b) => (String(a) < String(b) ? -1 : 1));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortDeep(value[k])]),
    );
  }
  return value;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
