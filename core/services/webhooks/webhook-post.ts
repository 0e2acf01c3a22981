import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookTarget } from './webhook-address';

/** What a receiver answered: its status, or why no answer came. */
export type WebhookAnswer = { status: number } | { status: null; error: string };

/**
 * One POST to a checked receiver, connected to the address the guard checked (pinned: a second
 * DNS answer cannot swap it), redirects not followed (a 3xx is an answer like any other), the
 * answer's body not read beyond what closes the socket, `timeoutMs` for the whole exchange.
 */
export function postWebhook(
  target: WebhookTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<WebhookAnswer> {
  const pinned = target.addresses[0];
  const lookup = ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (opts?.all) cb(null, [pinned]);
    else cb(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;
  const send = target.url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: WebhookAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const req = send(
      target.url,
      {
        method: 'POST',
        lookup,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: false,
      },
      (res) => {
        done({ status: res.statusCode ?? 0 });
        res.destroy();
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      done({ status: null, error: `no answer within ${timeoutMs / 1000} s` });
    }, timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => done({ status: null, error: err.code ?? err.message }));
    req.end(body);
  });
}
