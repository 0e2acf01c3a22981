import type { FeatureRow } from '../../core/channels/features';
import { PluginRegistry } from '../../core/channels/registry';
import type { Harness } from './harness';

/**
 * Until plugins/photo and plugins/social list `dm` and `pastComments` in their feature tables
 * (issue 26; they were being changed by others when automations came), the suites that need a
 * channel able to send a private message give their rows here, as those plugins will. A row a
 * channel already has true is left as it is. `dmOnly`: a channel that can message but not go back
 * through past comments, for the `past_comments_not_supported` refusal.
 */
export function declareDmRows(h: Harness, rows: { dm: string[]; dmOnly?: string[] }): void {
  const registry = h.container.resolve(PluginRegistry);
  const give = (platform: string, feature: 'dm' | 'pastComments') => {
    const features = registry.get(platform).features as FeatureRow[];
    const own = features.find((r) => r.feature === feature);
    if (own && own.supported !== false) return;
    const at = own ? features.indexOf(own) : features.length;
    features.splice(at, own ? 1 : 0, { feature, supported: true });
  };
  for (const platform of rows.dm) {
    give(platform, 'dm');
    give(platform, 'pastComments');
  }
  for (const platform of rows.dmOnly ?? []) give(platform, 'dm');
}
