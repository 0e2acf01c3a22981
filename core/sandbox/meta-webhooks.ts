import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import { signMetaBody } from '../channels/meta-dm';
import { randomToken } from '../ids';

/**
 * The sandbox playing Meta's webhook sender for one emulated app (photo: `object: instagram`,
 * social: `object: page`). As in the app dashboard, a callback URL is subscribed with the app
 * secret and a verify token: Meta first calls it with `GET ?hub.mode=subscribe&hub.verify_token=
 * &hub.challenge=` and wants the challenge back. Each change is then POSTed as `{object, entry}`
 * signed `X-Hub-Signature-256: sha256=<HMAC-SHA256 of the body with the app secret>`; an answer
 * other than 2xx is tried again with growing gaps, as Meta does for up to 36 hours.
 * Controls:
 *   GET  /_sandbox/webhooks                    the subscription and every delivery with its tries
 *   POST /_sandbox/webhooks {callbackUrl, appSecret, verifyToken, retryDelaysMs?}  subscribe
 *   POST /_sandbox/webhooks/replay {deliveryId?}  send a delivery's same bytes again (default: the last)
 */

/** Meta retries "immediately a few times, then with decreasing frequency over the next 36 hours". */
const META_RETRY_DELAYS_MS = [1_000, 10_000, 60_000, 300_000, 1_800_000, 10_800_000, 43_200_000, 64_800_000];

export interface WebhookSubscription {
  callbackUrl: string;
  appSecret: string;
  verifyToken: string;
  retryDelaysMs?: number[];
}

interface Delivery {
  id: string;
  body: string;
  tries: Array<{ at: string; status: number | null }>;
  state: 'delivering' | 'delivered' | 'gave_up';
}

export class MetaWebhookSender {
  private subscription?: WebhookSubscription;
  private deliveries: Delivery[] = [];
  private timers = new Set<NodeJS.Timeout>();

  constructor(private readonly object: 'instagram' | 'page') {}

  register(router: Router, params: (ctx: RouterContext) => Record<string, unknown>): void {
    router.get('/_sandbox/webhooks', (ctx) => {
      ctx.body = {
        object: this.object,
        subscription: this.subscription ? { callbackUrl: this.subscription.callbackUrl } : null,
        deliveries: this.deliveries.map((d) => ({ ...d, body: JSON.parse(d.body) as unknown })),
      };
    });
    router.post('/_sandbox/webhooks', async (ctx) => {
      const { callbackUrl, appSecret, verifyToken, retryDelaysMs } = params(ctx);
      if (
        typeof callbackUrl !== 'string' ||
        typeof appSecret !== 'string' ||
        typeof verifyToken !== 'string'
      ) {
        ctx.status = 400;
        ctx.body = { message: 'Send callbackUrl, appSecret and verifyToken.' };
        return;
      }
      const problem = await verifyCallback(callbackUrl, verifyToken);
      if (problem) {
        ctx.status = 400;
        ctx.body = { message: `The callback URL could not be verified: ${problem}` };
        return;
      }
      this.subscription = {
        callbackUrl,
        appSecret,
        verifyToken,
        ...(Array.isArray(retryDelaysMs) ? { retryDelaysMs: retryDelaysMs.map(Number) } : {}),
      };
      ctx.body = { subscribed: callbackUrl };
    });
    router.post('/_sandbox/webhooks/replay', (ctx) => {
      const { deliveryId } = params(ctx);
      const delivery = deliveryId
        ? this.deliveries.find((d) => d.id === deliveryId)
        : this.deliveries[this.deliveries.length - 1];
      if (!delivery || !this.subscription) {
        ctx.status = 404;
        ctx.body = { message: delivery ? 'No subscription.' : 'No such delivery.' };
        return;
      }
      void this.attempt(delivery, 0);
      ctx.body = { replayed: delivery.id };
    });
  }

  /** Pushes one entry to the subscribed URL (nothing without a subscription, as on the platform). */
  notify(entry: Record<string, unknown>): string | undefined {
    if (!this.subscription) return undefined;
    const delivery: Delivery = {
      id: `whd_${randomToken(8)}`,
      body: JSON.stringify({ object: this.object, entry: [entry] }),
      tries: [],
      state: 'delivering',
    };
    this.deliveries.push(delivery);
    void this.attempt(delivery, 0);
    return delivery.id;
  }

  reset(): void {
    this.timers.forEach((t) => clearTimeout(t));
    this.timers.clear();
    this.deliveries = [];
  }

  /** The subscription survives a sandbox restart, as the app dashboard's does. */
  snapshot(): WebhookSubscription | undefined {
    return this.subscription;
  }

  restore(saved: WebhookSubscription | undefined): void {
    if (saved) this.subscription = saved;
  }

  private async attempt(delivery: Delivery, retry: number): Promise<void> {
    const subscription = this.subscription;
    if (!subscription) return;
    const status = await fetch(subscription.callbackUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signMetaBody(delivery.body, subscription.appSecret),
      },
      body: delivery.body,
      signal: AbortSignal.timeout(20_000),
    }).then(
      (res) => res.status,
      () => null,
    );
    delivery.tries.push({ at: new Date().toISOString(), status });
    if (status !== null && status >= 200 && status < 300) {
      delivery.state = 'delivered';
      return;
    }
    const delays = subscription.retryDelaysMs ?? META_RETRY_DELAYS_MS;
    if (retry >= delays.length) {
      delivery.state = 'gave_up';
      return;
    }
    delivery.state = 'delivering';
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(delivery, retry + 1);
    }, delays[retry]);
    timer.unref();
    this.timers.add(timer);
  }
}

/** Meta's verification call; a sentence when the callback did not echo the challenge. */
async function verifyCallback(callbackUrl: string, verifyToken: string): Promise<string | undefined> {
  const challenge = randomToken(8);
  const url = new URL(callbackUrl);
  url.searchParams.set('hub.mode', 'subscribe');
  url.searchParams.set('hub.verify_token', verifyToken);
  url.searchParams.set('hub.challenge', challenge);
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    if (res.status !== 200) return `it answered ${res.status}`;
    return text === challenge ? undefined : 'it did not answer the challenge';
  } catch (err) {
    return (err as Error).message;
  }
}
