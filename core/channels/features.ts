export type Support = true | false | 'partial';

export interface FeatureRow {
  feature: FeatureName;
  supported: Support;
  /** For `partial`: when it works. For `false`: the channel's reason, in one sentence. */
  condition?: string;
}

/** Every capability a channel may have, in the order GET /v1/platforms lists them. */
export const FEATURE_NAMES = [
  'publish',
  'chain',
  'topicTag',
  'media',
  'edit',
  'delete',
  'metrics',
  'replies',
  'channelPosts',
  'quota',
  'publishOptions',
  'refresh',
  'like',
  'reply',
  'follow',
  'hideReply',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

/** The sentence of a capability a channel may gain later. */
export const NOT_YET = 'Not available on this channel yet.';

/**
 * A plugin's `features` from its table of every capability. The table is typed over every
 * FeatureName, so a new capability in the contract makes each plugin decide about it.
 */
export function featureTable(table: Record<FeatureName, Omit<FeatureRow, 'feature'>>): FeatureRow[] {
  return Object.entries(table).map(([feature, row]) => ({ feature: feature as FeatureName, ...row }));
}
