import type http from 'node:http';
import { listen } from './listen';
import { until } from './wait';

// Test code reads arbitrary fields of the events it asserts on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** One webhook delivery as it reached the receiver. */
export interface ReceivedDelivery {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body as sent, byte for byte what the signature covers. */
  body: string;
  /** The `fanout-signature` header. */
  signature: string;
  event: Json;
  /** What the receiver answered; null for a delivery held unanswered. */
  status: number | null;
}

/** What to answer a delivery: a status, or `hold` to leave its sender waiting (see `dropHeld`). */
export type WebhookAnswer = (delivery: { path: string; event: Json }) => number | 'hold';

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>`; subscribe `${url}/<path>` to tell subscriptions apart. */
  url: string;
  /** Every delivery, in the order it arrived (retries and redeliveries too). */
  received: ReceivedDelivery[];
  /** Waits until `check` holds of what arrived, at most `ms`; the failure names `what`. */
  until(
    check: (received: ReceivedDelivery[]) => boolean,
    what: string | (() => string),
    ms?: number,
  ): Promise<void>;
  /** Drops the connections of held deliveries: their senders see the connection go. */
  dropHeld(): void;
  close(): Promise<void>;
}

/**
 * A receiver of the suite's own for outbound webhooks, on a free loopback port (allowed: the
 * harness runs the sandbox). Records each delivery and answers it as `answer` says (200 unless).
 */
export async function startWebhookReceiver(answer: WebhookAnswer = () => 200): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const held: http.ServerResponse[] = [];
  const server = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      const event = JSON.parse(body);
      // Asked before this delivery is recorded: `answer` sees only the ones before it.
      const status = answer({ path, event });
      received.push({
        path,
        headers: req.headers,
        body,
        signature: String(req.headers['fanout-signature']),
        event,
        status: status === 'hold' ? null : status,
      });
      if (status === 'hold') held.push(res);
      else res.writeHead(status).end();
    });
  });
  const dropHeld = () => held.splice(0).forEach((res) => res.destroy());
  return {
    url: server.url,
    received,
    until: (check, what, ms = 20_000) => until(() => check(received), ms, what),
    dropHeld,
    async close() {
      dropHeld();
      await server.close();
    },
  };
}
