import type http from 'node:http';
import { randomToken } from '../ids';

export interface ReceivedWebhook {
  id: string;
  receivedAt: string;
  headers: Record<string, string>;
  /** The body exactly as it came (what the signature covers). */
  body: string;
}

/**
 * A webhook receiver in the sandbox (`<sandbox>/_webhooks`), so outbound webhooks can be tried
 * from the README with nothing else running:
 *   POST   /_webhooks                  stores the request (headers and body); 200, or the failure set below
 *   GET    /_webhooks                  `{requests: [...]}`, oldest first, each with `event` (the body parsed)
 *   DELETE /_webhooks                  forgets them and any failure set
 *   POST   /_webhooks/fail {status, count}  answers the next `count` (default 1) deliveries with `status`
 * Requests are kept in memory (the last 1,000).
 */
export class SandboxWebhookReceiver {
  private requests: ReceivedWebhook[] = [];
  private failing = { status: 500, left: 0 };

  /** True when the request was for it (and is answered). */
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const path = (req.url ?? '').split('?')[0].replace(/\/$/, '');
    if (path !== '/_webhooks' && path !== '/_webhooks/fail') return false;
    void this.answer(path, req, res).catch((err: Error) => send(res, 400, { message: err.message }));
    return true;
  }

  private async answer(path: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const body = await bodyOf(req);
    if (path === '/_webhooks/fail' && req.method === 'POST') {
      const asked = (body ? JSON.parse(body) : {}) as { status?: number; count?: number };
      const status = asked.status ?? 500;
      if (!Number.isInteger(status) || status < 200 || status > 599)
        throw new Error('status must be 200-599');
      this.failing = { status, left: asked.count ?? 1 };
      return send(res, 200, { status, count: this.failing.left });
    }
    if (req.method === 'GET') {
      return send(res, 200, {
        requests: this.requests.map((r) => ({ ...r, event: parsed(r.body) })),
      });
    }
    if (req.method === 'DELETE') {
      this.requests = [];
      this.failing = { status: 500, left: 0 };
      return send(res, 200, { cleared: true });
    }
    if (req.method !== 'POST' || path !== '/_webhooks')
      return send(res, 405, { message: 'Method not allowed' });
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
    );
    this.requests.push({ id: randomToken(8), receivedAt: new Date().toISOString(), headers, body });
    if (this.requests.length > 1_000) this.requests.shift();
    if (this.failing.left > 0) {
      this.failing.left -= 1;
      return send(res, this.failing.status, { failed: true });
    }
    send(res, 200, { received: true });
  }
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
}

async function bodyOf(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
