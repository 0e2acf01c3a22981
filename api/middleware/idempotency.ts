import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import type { AuthContext } from '../../core/auth/auth-context';
import { AppError } from '../../core/errors/app-error';
import {
  IdempotencyService,
  recordKey,
  requestHash,
} from '../../core/services/operations/idempotency-service';
import { workspaceOf } from './auth';
import { isBinary } from './request-log';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** 1-255 visible ASCII characters (no spaces, no control characters). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * `Idempotency-Key` on a publishing route (spec: POST /v1/posts, "Duplicate protection"). Goes on
 * the route after authentication (it keys records by the person) and after the body is read.
 *
 * - No header: nothing changes.
 * - A header that is not 1-255 visible ASCII characters: 400 `invalid_params`, field `Idempotency-Key`.
 * - First use of the key (or after 24 hours): the route runs; an answer below 500 is stored and
 *   replayed to later requests with the same key, method, path and body, with
 *   `Idempotent-Replayed: true` and nothing run. A 5xx answer or a thrown error (every refusal
 *   the routes throw: validation, `duplicate_post`, `quota_exceeded`...) is not stored, so the
 *   client can retry with the same key.
 * - Same key, other method, path or body: 422 `idempotency_key_reused`.
 * - Same key and body while the first is still running: waits for it (up to 90 s), then replays.
 */
export function idempotent(container: DependencyContainer): Koa.Middleware {
  return async (ctx, next) => {
    const header = ctx.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (header === undefined) return next();
    const key = Array.isArray(header) ? header.join(', ') : header;
    if (!KEY_PATTERN.test(key)) {
      throw AppError.of(
        'invalid_params',
        { field: IDEMPOTENCY_HEADER },
        `${IDEMPOTENCY_HEADER}: must be 1-255 visible ASCII characters, without spaces.`,
      );
    }
    const auth = ctx.state.auth as AuthContext | undefined;
    if (!auth) throw new Error('idempotent() must be mounted after authenticate()');

    const service = container.resolve(IdempotencyService);
    // A call whose workspace cannot be chosen fails in its route: scoped apart, never stored.
    const workspace = await workspaceOf(ctx, container).catch(() => null);
    const start = await service.begin(
      auth.person.id,
      recordKey(workspace?.id ?? null, key),
      requestHash(ctx.method, ctx.path, ctx.state.bodyAsSent, ctx.get('x-service-workspace')),
    );
    if (start.kind === 'replay') {
      ctx.set(REPLAYED_HEADER, 'true');
      ctx.body = start.body;
      ctx.status = start.status;
      return;
    }

    try {
      await next();
    } catch (err) {
      await forget(service, start.recordId, ctx);
      throw err;
    }
    const body = storable(ctx.body);
    if (ctx.status >= 500 || body === NOT_STORABLE) {
      await forget(service, start.recordId, ctx);
      return;
    }
    try {
      await service.complete(start.recordId, ctx.status, body);
    } catch (err) {
      // The route ran: its answer goes out. Without a stored answer the key is freed instead, and
      // a repeat is caught by the duplicate guard.
      console.error(`request ${ctx.state.requestId}: could not store its idempotent answer`, err);
      await forget(service, start.recordId, ctx);
    }
  };
}

const NOT_STORABLE = Symbol('not storable');

/** The answer as the client reads it (JSON); a stream or a buffer is not kept. */
function storable(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  if (isBinary(body)) return NOT_STORABLE;
  return JSON.parse(JSON.stringify(body)) as unknown;
}

async function forget(service: IdempotencyService, recordId: string, ctx: Koa.Context): Promise<void> {
  try {
    await service.abandon(recordId);
  } catch (err) {
    // Left pending, the record is taken as abandoned after 90 s.
    console.error(`request ${ctx.state.requestId}: could not release its idempotency key`, err);
  }
}
