import { createHmac } from 'node:crypto';
import type { Config } from '../../config';

/**
 * What signs a channel's comment webhooks and what its verification call must bring. The signing
 * secret is the app secret (`<ID>_CLIENT_SECRET`, as Meta signs with it); in sandbox mode without
 * one, a secret made from FANOUT_SECRET, which the emulators are subscribed with at start. The
 * verify token is WEBHOOK_VERIFY_TOKEN, else made from FANOUT_SECRET the same way.
 */
export function webhookSecrets(
  config: Config,
  platform: string,
): { appSecret?: string; verifyToken: string } {
  const made = (purpose: string) =>
    config.secret
      ? createHmac('sha256', config.secret).update(purpose).digest('hex').slice(0, 40)
      : undefined;
  const appSecret =
    config.oauthClients[platform]?.clientSecret ??
    (config.sandbox ? made(`webhook-app-secret:${platform}`) : undefined);
  return { appSecret, verifyToken: config.webhookVerifyToken ?? made('webhook-verify-token') ?? '' };
}
