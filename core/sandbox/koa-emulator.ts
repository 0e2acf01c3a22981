import Koa from 'koa';
import Router from '@koa/router';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatedPost, PlatformEmulator, SandboxEngagement } from '../channels/plugin';
import { EngagementBook } from './engagement';
import { STATE_VERSION, stateProblem, type EmulatorState } from './emulator-state';
import { StateFile } from './state-file';
import { FailureQueue } from './failures';
import type { OAuthControls, SandboxOAuthProvider } from './oauth-provider';

/** Changes made by the emulator's own timers (processing that finishes later) are saved this often. */
const SAVE_EVERY_MS = 2_000;

/**
 * Base of every platform emulator: a Koa app with the platform's routes (from the subclass), the
 * standard `/_sandbox/*` test controls, a parsed body (`ctx.request.body`: JSON or urlencoded)
 * and the bytes as sent (`rawBodyOf`), an in-memory post store and the shared failure kinds.
 */
export abstract class KoaEmulator implements PlatformEmulator {
  protected readonly failures = new FailureQueue();
  protected store: EmulatedPost[] = [];
  /** Other people's engagement recorded by `POST /_sandbox/engage`; each platform's reads show it. */
  protected readonly engagement = new EngagementBook();
  /** The emulator's OAuth server (core/sandbox/oauth-provider.ts); none for token-only platforms. */
  protected readonly oauth?: SandboxOAuthProvider;
  private held: Array<() => void> = [];
  private callback?: (req: IncomingMessage, res: ServerResponse) => void;
  private stateFile?: StateFile;
  /** The write that calls ending now wait for; undefined when none is due. */
  private nextSave?: Promise<void>;
  private saveEvery?: NodeJS.Timeout;

  /**
   * Built on the first request, not in the constructor: by then the subclass's own fields exist,
   * so its routes may use them.
   */
  private app(): (req: IncomingMessage, res: ServerResponse) => void {
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
    // The platform's OAuth server, for emulators that have one: see what it did, or change how it answers.
    router.get('/_sandbox/oauth', (ctx) => {
      if (!this.oauth) return;
      ctx.body = this.oauth.stats();
    });
    router.post('/_sandbox/oauth', (ctx) => {
      if (!this.oauth) return;
      this.oauth.control(((ctx.request as { body?: OAuthControls }).body ?? {}) as OAuthControls);
      ctx.body = this.oauth.stats();
    });
    router.post('/_sandbox/engage', (ctx) => {
      const { postId, ...engagement } = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
      try {
        this.engage(String(postId ?? ''), engagement as SandboxEngagement);
        ctx.body = { engaged: postId };
      } catch (err) {
        ctx.status = (err as { status?: number }).status ?? 400;
        ctx.body = { message: (err as Error).message };
      }
    });
    router.post('/_sandbox/reset', (ctx) => {
      this.reset();
      ctx.body = { reset: true };
    });
    this.routes(router);
    // A call that may have changed something is answered once the change is on disk: a sandbox
    // killed right after answering must not hand out the answered id again when it comes back.
    app.use(async (ctx, next) => {
      try {
        await next();
      } finally {
        if (ctx.method !== 'GET') await this.saved();
      }
    });
    app.use(readBody);
    app.use(router.routes());
    app.use(router.allowedMethods());
    return app.callback();
  }

  /** The platform's own paths. */
  protected abstract routes(router: Router): void;

  persistTo(file: string): void {
    this.stateFile = new StateFile(file);
    const saved = this.stateFile.read();
    if (saved !== undefined) {
      const problem = stateProblem(saved) ?? this.restore(saved as EmulatorState);
      if (problem) {
        this.reset();
        this.stateFile.setAside(problem);
      }
    }
    this.saveEvery = setInterval(() => this.saveState(), SAVE_EVERY_MS).unref();
  }

  stopPersisting(): void {
    this.saveState();
    clearInterval(this.saveEvery);
    this.stateFile = undefined;
  }

  /** Loads a checked state; what a subclass's restore throws is returned as the file's problem. */
  private restore(saved: EmulatorState): string | undefined {
    try {
      this.store = saved.posts;
      this.engagement.restore(saved.engagement);
      if (saved.oauth) this.oauth?.restore(saved.oauth);
      this.restoreOwnState(saved.own);
      return undefined;
    } catch (err) {
      return (err as Error).message;
    }
  }

  /**
   * Resolves once what the emulator holds now is in its state file. The calls that end in one turn
   * of the event loop share one write, made once that turn has handled what had arrived. A lone
   * call is written at once; under load, calls pile up while a write runs (a big state takes tens
   * of milliseconds to write) and the next write takes them all, so writes never outnumber turns.
   */
  private saved(): Promise<void> {
    if (!this.stateFile) return Promise.resolve();
    this.nextSave ??= new Promise((resolve) =>
      setImmediate(() => {
        this.nextSave = undefined;
        this.saveState();
        resolve();
      }),
    );
    return this.nextSave;
  }

  private saveState(): void {
    if (!this.stateFile) return;
    const state: EmulatorState = {
      version: STATE_VERSION,
      posts: this.store,
      engagement: this.engagement.snapshot(),
      ...(this.oauth ? { oauth: this.oauth.snapshot() } : {}),
      own: this.ownState(),
    };
    this.stateFile.write(state);
  }

  /**
   * What else must survive a restart, as JSON: id sequences above all, so that a new post never
   * takes the id of a kept one. In-flight work (upload sessions, containers, held answers, queued
   * failures) is not kept: a platform restart loses it too.
   */
  protected ownState(): Record<string, unknown> {
    return {};
  }

  protected restoreOwnState(_saved: Record<string, unknown>): void {}

  handle(req: IncomingMessage, res: ServerResponse): void {
    this.callback ??= this.app();
    this.callback(req, res);
  }

  posts(): EmulatedPost[] {
    return this.store.map((p) => ({ ...p }));
  }

  failNext(kind: string, count = 1): void {
    this.failures.push(kind, count);
  }

  engage(postId: string, engagement: SandboxEngagement): void {
    const post = this.store.find((p) => p.id === postId && !p.deleted);
    this.engagement.record(post, postId, engagement, {
      metrics: this.engagementMetrics(),
      storeReply: (on, reply) => this.storeReply(on, reply),
    });
  }

  /**
   * The counts (neutral names) this platform keeps and `engage` takes; every name by default.
   * An emulator narrows it to what its platform's read paths report.
   */
  protected engagementMetrics(): readonly string[] {
    return this.engagement.allMetrics;
  }

  /**
   * Keeps a reply from another user where the platform keeps replies, so its read paths list it.
   * Returns a sentence to refuse it (a post that takes no replies); by default the reply is only
   * kept in the engagement book.
   */
  protected storeReply(_post: EmulatedPost, _reply: { text: string; authorHandle: string }): string | void {
    return undefined;
  }

  releaseHeld(): void {
    const held = this.held;
    this.held = [];
    held.forEach((release) => release());
  }

  reset(): void {
    this.store = [];
    this.engagement.clear();
    this.failures.clear();
    this.releaseHeld();
    // Grants already made stay valid: connected accounts keep working across a reset of posts.
    this.oauth?.resetControls();
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

/**
 * The body as sent, as bytes (a file, a chunk, a multipart form): read once for every POST, PUT,
 * PATCH and DELETE before the routes run; empty for other methods.
 */
export function rawBodyOf(ctx: Koa.Context): Buffer {
  return (ctx.request as { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0);
}

async function readBody(ctx: Koa.Context, next: Koa.Next): Promise<void> {
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method)) {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
    } catch {
      // The client went away mid-body: no one is left to answer.
      ctx.respond = false;
      ctx.res.destroy();
      return;
    }
    const bytes = Buffer.concat(chunks);
    (ctx.request as { rawBody?: Buffer }).rawBody = bytes;
    const type = ctx.get('content-type');
    let body: unknown = {};
    if (bytes.length > 0 && type.includes('application/json')) {
      try {
        body = JSON.parse(bytes.toString('utf8'));
      } catch {
        body = {};
      }
    } else if (bytes.length > 0 && type.includes('application/x-www-form-urlencoded')) {
      body = Object.fromEntries(new URLSearchParams(bytes.toString('utf8')));
    }
    (ctx.request as { body?: unknown }).body = body;
  }
  await next();
}
