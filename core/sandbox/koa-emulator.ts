import Koa from 'koa';
import Router from '@koa/router';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatedPost, PlatformEmulator } from '../channels/plugin';
import { FailureQueue } from './failures';

/**
 * Base of every platform emulator: a Koa app with the platform's routes (from the subclass), the
 * standard `/_sandbox/*` test controls, a parsed body (`ctx.request.body`: JSON or urlencoded),
 * an in-memory post store and the shared failure kinds.
 */
export abstract class KoaEmulator implements PlatformEmulator {
  protected readonly failures = new FailureQueue();
  protected store: EmulatedPost[] = [];
  private held: Array<() => void> = [];
  private readonly callback: (req: IncomingMessage, res: ServerResponse) => void;

  constructor() {
    const app = new Koa();
    const router = new Router();
    router.get('/_sandbox/posts', (ctx) => {
      ctx.body = { posts: this.posts() };
    });
    router.post('/_sandbox/fail', (ctx) => {
      const { kind, count } = (ctx.request as { body?: { kind?: string; count?: number } }).body ?? {};
      if (typeof kind !== 'string') {
        ctx.status = 400;
        ctx.body = { message: 'kind is required' };
        return;
      }
      this.failNext(kind, count ?? 1);
      ctx.body = { queued: kind, count: count ?? 1 };
    });
    router.post('/_sandbox/release', (ctx) => {
      this.releaseHeld();
      ctx.body = { released: true };
    });
    router.post('/_sandbox/reset', (ctx) => {
      this.reset();
      ctx.body = { reset: true };
    });
    this.routes(router);
    app.use(readBody);
    app.use(router.routes());
    app.use(router.allowedMethods());
    this.callback = app.callback();
  }

  /** The platform's own paths. */
  protected abstract routes(router: Router): void;

  handle(req: IncomingMessage, res: ServerResponse): void {
    this.callback(req, res);
  }

  posts(): EmulatedPost[] {
    return this.store.map((p) => ({ ...p }));
  }

  failNext(kind: string, count = 1): void {
    this.failures.push(kind, count);
  }

  releaseHeld(): void {
    const held = this.held;
    this.held = [];
    held.forEach((release) => release());
  }

  reset(): void {
    this.store = [];
    this.failures.clear();
    this.releaseHeld();
  }

  /**
   * Call after a write was stored, with the failure kind taken for this call. For
   * `drop_after_accept` it cuts the connection and returns false (send nothing); for
   * `hold_after_accept` it waits until released, then returns true.
   */
  protected async afterAccept(ctx: Koa.Context, kind: string | undefined): Promise<boolean> {
    if (kind === 'drop_after_accept') {
      ctx.respond = false;
      ctx.req.socket.destroy();
      return false;
    }
    if (kind === 'hold_after_accept') {
      await new Promise<void>((resolve) => this.held.push(resolve));
    }
    return true;
  }
}

async function readBody(ctx: Koa.Context, next: Koa.Next): Promise<void> {
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method)) {
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const type = ctx.get('content-type');
    let body: unknown = {};
    if (raw && type.includes('application/json')) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = {};
      }
    } else if (raw && type.includes('application/x-www-form-urlencoded')) {
      body = Object.fromEntries(new URLSearchParams(raw));
    }
    (ctx.request as { body?: unknown }).body = body;
  }
  await next();
}
