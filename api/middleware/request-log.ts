import type Koa from 'koa';
import { Stream } from 'node:stream';
import type { DependencyContainer } from 'tsyringe';
import type { AuthContext } from '../../core/auth/auth-context';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ORM } from '../../core/container';
import { KeyService } from '../../core/services/people/key-service';
import { LogService } from '../../core/services/operations/log-service';
import { escapeUnstorable } from '../../core/text/storable';
import { checkedAuth } from './credential';

/** Fields whose values are secrets or one-time values: never stored in a log. */
const MASKED_FIELDS = new Set([
  'key',
  'apikey',
  'token',
  'bridgetoken',
  'pairingcode',
  'bottoken',
  'accesstoken',
  'refreshtoken',
  'password',
  // The dashboard session's CSRF token (POST /v1/sessions): a one-time value of its sign-in.
  'csrftoken',
  'secret',
  'credentials',
  // POST /v1/media: the signed URL is the upload's only credential (its token or S3 signature).
  'uploadurl',
]);
const MASK = '••••••';

/** Query parameters of a URL in a body (an OAuth `authorizeUrl`) that are one-time values. */
const MASKED_URL_PARAM =
  /([?&](?:state|code|code_challenge|code_verifier|client_secret|access_token|refresh_token|token)=)[^&#]*/gi;

/** How much of the path of a call with no usable key is kept: enough to recognise it. */
const KEYLESS_PATH_CHARS = 200;

/**
 * Stores every call with its request and response bodies after it is answered (spec: Logs),
 * except `invalid_json` calls, the log reads themselves (which would fill the log with copies of
 * itself), and calls refused by the keyless rate limit. A refused call with no usable key
 * belongs to nobody: it keeps only what finds it by request id (method, the start of its path,
 * status, error code), so that a flood without a key cannot fill the table. Text the database
 * cannot hold (NUL, lone surrogates) is stored escaped, so that every call that ran leaves a row.
 */
export function requestLog(container: DependencyContainer): Koa.Middleware {
  const logs = container.resolve(LogService);
  return async (ctx, next) => {
    const started = Date.now();
    await next();
    // Routes match in any letter case and with a trailing slash, so these checks do too.
    const path = ctx.path.toLowerCase();
    if (ctx.state.skipLog || !path.startsWith('/v1/') || /^\/v1\/logs\/?$/.test(path)) return;
    if (quietDashboardRead(ctx, path)) return;
    const durationMs = Date.now() - started;
    // Written once the answer is on its way (LogService.recordAfter): the log never delays it.
    logs.recordAfter(`request ${ctx.state.requestId}`, async () => {
      // A call refused before `authenticate` ran (413, a NUL in its body) still had its key checked.
      const auth = (ctx.state.auth as AuthContext | undefined) ?? (await checkedAuth(ctx));
      const body = ctx.body as { error?: { code?: string } } | undefined;
      const key = (ctx.state.keyForLog ?? (auth ? undefined : await keyOf(container, ctx))) as
        { id: string; personId: string } | null | undefined;
      // Whole: a call with a key, or one served without a key by design (help, a signed media
      // URL, the OAuth callback). A refused call with no usable key keeps only what finds it.
      const owned = Boolean(auth ?? key) || ctx.status < 400;
      // A route may hide part of its path (a signed media token) with `ctx.state.logPath`.
      const loggedPath = (ctx.state.logPath ?? ctx.path) as string;
      return {
        requestId: ctx.state.requestId,
        personId: auth?.person.id ?? key?.personId ?? null,
        keyId: auth?.key.id ?? key?.id ?? null,
        workspaceId: ctx.state.workspaceId ?? null,
        method: ctx.method,
        path: escapeUnstorable(owned ? loggedPath : loggedPath.slice(0, KEYLESS_PATH_CHARS)),
        // A route may mask one-time values in its query (an OAuth code) with `ctx.state.logQuery`.
        query: owned ? (mask(ctx.state.logQuery ?? { ...ctx.query }) as Record<string, unknown>) : {},
        status: ctx.status,
        errorCode: body?.error?.code ?? null,
        requestBody: owned ? mask(ctx.state.bodyAsSent ?? null) : null,
        // A streamed or binary answer (a media file) is not stored.
        responseBody: owned && !isBinary(ctx.body) ? mask(ctx.body ?? null) : null,
        durationMs,
        // The MCP tools mark their REST calls (api/mcp/rest-call.ts): the log shows them as an agent's.
        source: sourceOf(ctx, auth),
      };
    });
  };
}

/** Research routes: logged even when the dashboard reads them (spec: GET /v1/logs). */
const RESEARCH_PATH = /^\/v1\/(kr|research)\//;

/**
 * A successful read by the dashboard (its session cookie) is not logged: the spec keeps the
 * dashboard's calls to its writes, its failures and its research use. Reads of the session
 * itself count as reads.
 */
function quietDashboardRead(ctx: Koa.Context, path: string): boolean {
  const auth = ctx.state.auth as AuthContext | undefined;
  return (
    Boolean(auth?.session) &&
    (ctx.method === 'GET' || ctx.method === 'HEAD') &&
    ctx.status < 400 &&
    !RESEARCH_PATH.test(path)
  );
}

/** Who made the call: the dashboard (a session), an agent over MCP (its REST calls are marked), or the API. */
function sourceOf(ctx: Koa.Context, auth: AuthContext | undefined): 'api' | 'mcp' | 'dashboard' {
  if (auth?.session) return 'dashboard';
  return ctx.get('x-fanout-source') === 'mcp' ? 'mcp' : 'api';
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

export function mask(value: unknown, key = ''): unknown {
  // Stored as the client got it: a Date is its JSON string, not an object with no fields.
  if (typeof (value as { toJSON?: unknown } | null)?.toJSON === 'function') {
    return mask((value as { toJSON(): unknown }).toJSON(), key);
  }
  if (typeof value === 'string') {
    if (MASKED_FIELDS.has(key.toLowerCase())) return MASK;
    // Any URL: the OAuth authorize URL is both `authorizeUrl` and `next.open` in one answer.
    return escapeUnstorable(/^https?:\/\//i.test(value) ? maskUrlParams(value) : value);
  }
  if (Array.isArray(value)) return value.map((v) => mask(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [escapeUnstorable(k), mask(v, k)]));
  }
  return value;
}

/** An OAuth authorize URL carries its `state` and PKCE challenge: the log keeps the rest. */
function maskUrlParams(text: string): string {
  return text.replace(MASKED_URL_PARAM, (_, lead: string) => `${lead}${MASK}`);
}
