import type Koa from 'koa';
import { Stream } from 'node:stream';
import type { DependencyContainer } from 'tsyringe';
import type { AuthContext } from '../../core/auth/auth-context';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ORM } from '../../core/container';
import { KeyService } from '../../core/services/key-service';
import { LogService } from '../../core/services/log-service';

/** Fields whose values are secrets or one-time values: never stored in a log. */
const MASKED_FIELDS = new Set([
  'key',
  'apikey',
  'token',
  'bottoken',
  'accesstoken',
  'refreshtoken',
  'password',
  'secret',
  'credentials',
]);
const MASK = '••••••';

/**
 * Stores every call with its request and response bodies after it is answered (spec: Logs),
 * except `invalid_json` calls, and except the log reads themselves, which would fill the log
 * with copies of itself.
 */
export function requestLog(container: DependencyContainer): Koa.Middleware {
  const logs = container.resolve(LogService);
  return async (ctx, next) => {
    const started = Date.now();
    await next();
    // Routes match in any letter case and with a trailing slash, so these checks do too.
    const path = ctx.path.toLowerCase();
    if (ctx.state.skipLog || !path.startsWith('/v1/') || /^\/v1\/logs\/?$/.test(path)) return;
    const durationMs = Date.now() - started;
    // Written once the answer is on its way (LogService.recordAfter): the log never delays it.
    logs.recordAfter(`request ${ctx.state.requestId}`, async () => {
      const auth = ctx.state.auth as AuthContext | undefined;
      const body = ctx.body as { error?: { code?: string } } | undefined;
      const key = (ctx.state.keyForLog ?? (auth ? undefined : await keyOf(container, ctx))) as
        { id: string; personId: string } | null | undefined;
      return {
        requestId: ctx.state.requestId,
        personId: auth?.person.id ?? key?.personId ?? null,
        keyId: auth?.key.id ?? key?.id ?? null,
        workspaceId: ctx.state.workspaceId ?? null,
        method: ctx.method,
        // A route may hide part of its path (a signed media token) with `ctx.state.logPath`.
        path: ctx.state.logPath ?? ctx.path,
        // A route may mask one-time values in its query (an OAuth code) with `ctx.state.logQuery`.
        query: ctx.state.logQuery ?? { ...ctx.query },
        status: ctx.status,
        errorCode: body?.error?.code ?? null,
        requestBody: mask(ctx.state.bodyAsSent ?? null),
        // A streamed or binary answer (a media file) is not stored.
        responseBody: isBinary(ctx.body) ? null : mask(ctx.body ?? null),
        durationMs,
        source: 'api',
      };
    });
  };
}

/** A call refused before authentication ran (413, say) still says whose it was, when its key is known. */
async function keyOf(container: DependencyContainer, ctx: Koa.Context) {
  const header = ctx.get('authorization');
  if (!header) return undefined;
  const orm = container.resolve<MikroORM>(ORM);
  return RequestContext.create(orm.em, () => container.resolve(KeyService).findByBearer(header));
}

/** A streamed or binary answer (a media file): not stored as an answer to read back. */
export function isBinary(body: unknown): boolean {
  return Buffer.isBuffer(body) || body instanceof Stream;
}

export function mask(value: unknown): unknown {
  // Stored as the client got it: a Date is its JSON string, not an object with no fields.
  if (typeof (value as { toJSON?: unknown } | null)?.toJSON === 'function') {
    return mask((value as { toJSON(): unknown }).toJSON());
  }
  if (Array.isArray(value)) return value.map(mask);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        MASKED_FIELDS.has(k.toLowerCase()) && typeof v === 'string' ? MASK : mask(v),
      ]),
    );
  }
  return value;
}
