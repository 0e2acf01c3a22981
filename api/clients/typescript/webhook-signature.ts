import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks a Fanout webhook delivery: `header` is its `Fanout-Signature`
 * (`t=<unix>,v1=<hex>[,v1=<hex>]`), `body` the request body exactly as received, `secret` the
 * subscription's. True when one `v1` is the HMAC-SHA256 of `"<t>.<body>"` and `t` is within
 * `toleranceSeconds` of now (a replayed old delivery is refused). The README shows the same code.
 */
export function verifyWebhookSignature(
  header: string,
  body: string,
  secret: string,
  toleranceSeconds = 300,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const pairs = header.split(',').map((part) => part.trim().split('='));
  const t = Number(pairs.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return pairs
    .filter(([k, v]) => k === 'v1' && /^[0-9a-f]{64}$/.test(v ?? ''))
    .some(([, v]) => timingSafeEqual(Buffer.from(v, 'hex'), expected));
}
