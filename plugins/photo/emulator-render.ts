import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { answer, graphTime, invalidParameter } from './emulator-graph';

/**
 * How the photo emulator shows what it holds: posts and comments with only the fields asked for
 * (`?fields=`), listings in pages with the Graph API's cursors, and permalinks.
 */

type Ctx = RouterContext;
export type Fields = Set<string>;

export function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function fieldsOf(ctx: Ctx, defaults: string[]): Fields {
  const asked = single(ctx.query.fields);
  const list = asked === undefined ? defaults : topLevelFields(asked).map((f) => f.replace(/\{.*$/s, ''));
  return new Set(list.filter((f) => f !== ''));
}

/** The fields asked of an expanded edge, `replies{id,text}` → id, text; undefined when not asked. */
export function edgeFieldsOf(ctx: Ctx, edge: string): Fields | undefined {
  const asked = single(ctx.query.fields);
  const item = asked === undefined ? undefined : topLevelFields(asked).find((f) => f.startsWith(`${edge}{`));
  if (item === undefined) return undefined;
  return new Set(topLevelFields(item.slice(edge.length + 1, item.endsWith('}') ? -1 : undefined)));
}

/** A `fields` list split at its top-level commas (an expansion's braces keep its own). */
function topLevelFields(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= list.length; i++) {
    const c = list[i];
    if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if ((c === ',' && depth === 0) || i === list.length) {
      out.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  return out.filter((f) => f !== '');
}

/** A post or comment with the fields asked for; the id always, a caption only when there is one. */
export function render(post: EmulatedPost, fields: Fields): Record<string, unknown> {
  const out: Record<string, unknown> = { id: post.id };
  const at = graphTime(Date.parse(post.createdAt));
  if (post.kind === 'comment') {
    if (fields.has('text')) out.text = post.text;
    if (fields.has('timestamp')) out.timestamp = at;
    if (fields.has('from')) out.from = { id: post.accountId, username: post.username };
    if (fields.has('username')) out.username = post.username;
    if (fields.has('hidden')) out.hidden = post.hidden === true;
    return out;
  }
  if (fields.has('caption') && post.text !== '') out.caption = post.text;
  if (fields.has('timestamp')) out.timestamp = at;
  for (const [field, key] of [
    ['media_type', 'mediaType'],
    ['media_product_type', 'productType'],
    ['permalink', 'permalink'],
    ['username', 'username'],
  ] as const) {
    if (fields.has(field)) out[field] = post[key];
  }
  return out;
}

/** A listing page (`limit` 1-100, default 25), with cursors; `next` only when there is more. */
export function answerPage(
  ctx: Ctx,
  accountId: string,
  entries: EmulatedPost[],
  /** More of an entry, e.g. its expanded `replies` edge. */
  more?: (entry: EmulatedPost) => Record<string, unknown>,
): void {
  const requested = Number(single(ctx.query.limit) ?? 25);
  const limit = Number.isInteger(requested) ? Math.min(100, Math.max(1, requested)) : 25;
  const after = single(ctx.query.after);
  let start = 0;
  if (after !== undefined) {
    const index = entries.findIndex((e) => e.id === fromCursor(after));
    if (index < 0) return answer(ctx, invalidParameter('The after cursor is not valid.'), accountId);
    start = index + 1;
  }
  const page = entries.slice(start, start + limit);
  if (page.length === 0) {
    ctx.body = { data: [] };
    return;
  }
  const paging: Record<string, unknown> = {
    cursors: { before: toCursor(page[0].id), after: toCursor(page[page.length - 1].id) },
  };
  if (start + limit < entries.length) {
    const query = new URLSearchParams(ctx.querystring);
    query.set('after', toCursor(page[page.length - 1].id));
    paging.next = `${ctx.origin}${ctx.path}?${query.toString()}`;
  }
  const fields = fieldsOf(ctx, ['id']);
  ctx.body = { data: page.map((p) => ({ ...render(p, fields), ...more?.(p) })), paging };
}

export function newestFirst(posts: EmulatedPost[]): EmulatedPost[] {
  return [...posts].sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
}

/** Real permalinks carry a short code, not the media id; stories link by username. */
export function permalinkOf(kind: string, id: string, handle: string): string {
  if (kind === 'story') return `https://www.instagram.com/stories/${handle}/${id}/`;
  const code = Buffer.from(id).toString('base64url').slice(0, 11);
  return `https://www.instagram.com/${kind === 'reel' ? 'reel' : 'p'}/${code}/`;
}

function toCursor(id: string): string {
  return Buffer.from(id).toString('base64url');
}

function fromCursor(cursor: string): string {
  return Buffer.from(cursor, 'base64url').toString();
}
