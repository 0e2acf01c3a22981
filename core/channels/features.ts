import type { FeatureName, FeatureRow } from './plugin';

/** The sentence of a capability a channel may gain later. */
export const NOT_YET = 'Not available on this channel yet.';

/**
 * A plugin's `features` from its table of every capability. The table is typed over every
 * FeatureName, so a new capability in the contract makes each plugin decide about it.
 */
export function featureTable(table: Record<FeatureName, Omit<FeatureRow, 'feature'>>): FeatureRow[] {
  return Object.entries(table).map(([feature, row]) => ({ feature: feature as FeatureName, ...row }));
}
