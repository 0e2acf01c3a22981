import type { Config } from '../../config';
import type { PluginRegistry } from '../../channels/registry';
import { webhookSecrets } from './webhook-secrets';

/**
 * Sandbox mode: subscribes the API's `/v1/platform-webhooks/{platform}` with each emulator that sends
 * comment webhooks, as an operator does once in Meta's app dashboard (callback URL, app secret,
 * verify token), so comments on sandbox accounts come in with no step. The emulator checks the
 * callback first (Meta's `hub.challenge` call), so the API must already answer. Returns the
 * channels subscribed.
 */
export async function subscribeSandboxWebhooks(
  config: Config,
  plugins: PluginRegistry,
  options: { retryDelaysMs?: number[] } = {},
): Promise<string[]> {
  const subscribed: string[] = [];
  for (const plugin of plugins.all().filter((p) => p.dm)) {
    const { appSecret, verifyToken } = webhookSecrets(config, plugin.id);
    if (!appSecret) continue;
    const res = await fetch(`${config.sandboxUrl}/${plugin.id}/_sandbox/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        callbackUrl: `${config.publicUrl}/v1/platform-webhooks/${plugin.id}`,
        appSecret,
        verifyToken,
        ...options,
      }),
    });
    if (!res.ok)
      throw new Error(`${plugin.id} emulator refused the webhook subscription: ${await res.text()}`);
    subscribed.push(plugin.id);
  }
  return subscribed;
}
