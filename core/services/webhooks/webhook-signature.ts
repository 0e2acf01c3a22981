import { createHmac } from 'node:crypto';

/**
 * `Fanout-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, one `v1` per secret
 * that signs (two during a rotation's overlap), as Stripe does: the time is signed with the body so
 * a captured delivery cannot be replayed later under a fresh `t`. Receivers verify with the
 * README's snippet or the client's `verifyWebhookSignature` (api/clients/typescript).
 */
export function webhookSignature(body: string, secrets: readonly string[], unixSeconds: number): string {
  const parts = [`t=${unixSeconds}`];
  for (const secret of secrets) {
    parts.push(`v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`);
  }
  return parts.join(',');
}
