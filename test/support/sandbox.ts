import { PluginRegistry } from '../../core/channels/registry';
import type { Harness } from './harness';

/** A sandbox control of a channel's emulator, as a person would call it: `POST <sandbox>/<platform><path>`. */
export function sandboxPost(h: Harness, platform: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${h.config.sandboxUrl}/${platform}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The sentence (or condition) of a channel's feature row, as `GET /v1/platforms` shows it. */
export function featureReason(h: Harness, platform: string, feature: string): string | undefined {
  return h.container
    .resolve(PluginRegistry)
    .get(platform)
    .features.find((row) => row.feature === feature)?.condition;
}
