import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { randomToken } from '../ids';

/**
 * The sandbox playing Stripe's webhook sender (stripe-mock sends none): `POST <sandbox>/_stripe/events
 * {type, object}` signs the event with STRIPE_WEBHOOK_SECRET, as Stripe would, and delivers it to
 * the API's `/webhooks/stripe`; the API's answer comes back.
 */
export function stripeEventSender(apiUrl: string, webhookSecret: string) {
  const signer = new Stripe('sk_test_sandbox');
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: { type?: unknown; object?: unknown };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as typeof body;
    } catch {
      body = {};
    }
    if (typeof body.type !== 'string' || typeof body.object !== 'object' || body.object === null) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Send {type, object}: a Stripe event type and its data object.' }));
      return;
    }
    const payload = JSON.stringify({
      id: `evt_sandbox_${randomToken(9)}`,
      object: 'event',
      type: body.type,
      created: Math.floor(Date.now() / 1000),
      data: { object: body.object },
    });
    const delivered = await fetch(`${apiUrl}/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      },
      body: payload,
    }).catch(() => undefined);
    res.writeHead(delivered ? 200 : 502, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        sent: JSON.parse(payload) as unknown,
        api: delivered
          ? { status: delivered.status, body: (await delivered.json().catch(() => null)) as unknown }
          : null,
      }),
    );
  };
}
