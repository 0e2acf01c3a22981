import type Koa from 'koa';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { AppError } from '../../core/errors/app-error';
import { storableReviver } from '../../core/text/storable';

/** Request bodies over this many bytes (after decoding) are refused with 413 (spec: Limits). */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * How deep arrays and objects may nest. Our bodies need a handful of levels; thousands would
 * overflow the stack of whatever walks the value recursively (validation, logging, hashing).
 */
export const BODY_DEPTH_LIMIT = 64;

/** Routes whose body is not JSON and is read by the route itself, as a stream. */
export const STREAMED_BODY_PATHS = /^\/v1\/media\/(uploads\/[^/]+|upload-links\/[^/]+\/[^/]+)\/?$/i;

const DECODERS: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

/**
 * Reads a JSON body into `ctx.request.body`. Refuses, before any route runs: a body over 100 KB
 * (413 `body_too_large`), and with 400 `invalid_json` naming the reason in brackets: a charset
 * other than UTF-8, a Content-Encoding other than none, gzip, deflate or br, bytes that do not
 * decode, nesting deeper than 64 levels, broken syntax, and a top level that is neither object
 * nor array.
 */
export async function jsonBody(ctx: Koa.Context, next: Koa.Next): Promise<void> {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method)) return next();
  // Media uploads are file bytes, streamed to storage by their route with their own limit.
  if (STREAMED_BODY_PATHS.test(ctx.path)) return next();
  const declared = Number(ctx.get('content-length') || 0);
  const encoding = (ctx.get('content-encoding') || 'identity').trim().toLowerCase();
  if (encoding !== 'identity' && !DECODERS[encoding]) {
    throw unreadable(
      ctx,
      'content-encoding',
      `Content-Encoding "${encoding}" is not supported; send none, gzip, deflate or br.`,
      { contentEncoding: encoding },
    );
  }
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(ctx.get('content-type'))?.[1]?.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') {
    throw unreadable(ctx, 'charset', `Charset "${charset}" is not supported; send UTF-8.`, { charset });
  }
  if (encoding === 'identity' && declared > BODY_LIMIT_BYTES) {
    dropRest(ctx);
    throw tooLarge();
  }

  const raw = await readAll(encoding === 'identity' ? ctx.req : ctx.req.pipe(DECODERS[encoding]()), ctx);
  if (raw.length === 0) {
    ctx.request.body = undefined;
    return next();
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw unreadable(ctx, 'charset', 'The body is not valid UTF-8.');
  }
  // A webhook's signature covers the bytes as sent: kept for the route that checks it.
  if (/^\/(?:v1\/platform-webhooks|webhooks)\//i.test(ctx.path)) ctx.state.rawBody = text;
  // OAuth's token endpoint and the consent forms speak application/x-www-form-urlencoded (RFC 6749).
  if (/^\/oauth\//i.test(ctx.path) && /application\/x-www-form-urlencoded/i.test(ctx.get('content-type'))) {
    ctx.request.body = formOf(text);
    return next();
  }
  if (nestsDeeperThan(text, BODY_DEPTH_LIMIT)) {
    throw unreadable(
      ctx,
      'depth',
      `The body nests arrays and objects more than ${BODY_DEPTH_LIMIT} levels deep.`,
      { limit: BODY_DEPTH_LIMIT },
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw unreadable(ctx, 'syntax', `The body is not valid JSON: ${(err as Error).message}.`);
  }
  if (typeof parsed !== 'object' || parsed === null) {
    throw unreadable(ctx, 'top level', 'The body must be a JSON object or array.');
  }
  ctx.request.body = parsed;
  // The log stores the body as sent; validation fills defaults into `ctx.request.body`. Parsing the
  // text again makes the copy, with text the database cannot hold escaped, so that even a body
  // refused for it (api/middleware/storable-text.ts) can be logged.
  ctx.state.bodyAsSent = JSON.parse(text, storableReviver);
  return next();
}

/**
 * True when JSON text nests arrays and objects deeper than `limit`. Counted on the text before it
 * is parsed, in one loop, so no depth can overflow a stack here; brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > limit) return true;
    } else if (c === ']' || c === '}') depth--;
  }
  return false;
}

async function readAll(stream: Readable | NodeJS.ReadWriteStream, ctx: Koa.Context): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (err) {
    dropRest(ctx);
    if (err instanceof AppError) throw err;
    throw unreadable(ctx, 'content-encoding', 'The body does not decode with its Content-Encoding.');
  }
  return Buffer.concat(chunks);
}

/**
 * After giving up half-way, the rest of the body is still on the socket: left unread, it would
 * block the next request on a kept-alive connection. Read and drop it, and close after answering.
 */
export function dropRest(ctx: Koa.Context): void {
  ctx.req.unpipe();
  ctx.req.resume();
  ctx.set('Connection', 'close');
}

function tooLarge(): AppError {
  return AppError.of(
    'body_too_large',
    { limit: BODY_LIMIT_BYTES },
    `The body is over ${BODY_LIMIT_BYTES} bytes.`,
  );
}

/** `invalid_json` calls are not logged (spec: Logs): nothing ran, and the body cannot be stored. */
function unreadable(
  ctx: Koa.Context,
  reason: string,
  detail: string,
  extra: Record<string, unknown> = {},
): AppError {
  ctx.state.skipLog = true;
  return AppError.of('invalid_json', { reason, ...extra }, `Body unreadable [${reason}]: ${detail}`);
}

/** A form as an object: a name given once is a string, given more than once an array (checkboxes). */
function formOf(text: string): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const had = form[name];
    form[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  }
  return form;
}
