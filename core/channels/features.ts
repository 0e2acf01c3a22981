export type Support = true | false | 'partial';

export interface FeatureRow {
  feature: FeatureName | DefaultedFeature;
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
 * Rows a plugin's table may leave out, with the row a channel that does not list them gets. They
 * came after the plugins were written (automations, issue 26): a channel that can do it says so
 * with a line in its table, and every other channel answers with the sentence here.
 * `dm`: a private message to someone who commented (an automation's delivery).
 * `pastComments`: going back through the comments already under a post (`POST .../past-comments`).
 */
export const DEFAULTED_FEATURES = {
  dm: { supported: false, condition: 'This channel cannot send a private message to a commenter.' },
  pastComments: {
    supported: false,
    condition: 'This channel cannot go back through the comments already under a post.',
  },
} as const satisfies Record<string, Omit<FeatureRow, 'feature'>>;

export type DefaultedFeature = keyof typeof DEFAULTED_FEATURES;

/**
 * A plugin's `features` from its table of every capability. The table is typed over every
 * FeatureName, so a new capability in the contract makes each plugin decide about it.
 */
export function featureTable(
  table: Record<FeatureName, Omit<FeatureRow, 'feature'>> &
    Partial<Record<DefaultedFeature, Omit<FeatureRow, 'feature'>>>,
): FeatureRow[] {
  const full: Record<string, Omit<FeatureRow, 'feature'>> = { ...table, ...DEFAULTED_FEATURES, ...table };
  return Object.entries(full).map(([feature, row]) => ({
    feature: feature as FeatureRow['feature'],
    ...row,
  }));
}
