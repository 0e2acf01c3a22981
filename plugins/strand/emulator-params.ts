import type { RouterContext } from '@koa/router';

/**
 * Reading Graph-style request parameters in the emulator: the platform takes them in the query or
 * the body (form or JSON), scalars as strings, lists comma-separated.
 */

export type Params = Record<string, unknown>;

/** Query and body together: the platform takes parameters in either. */
export function paramsOf(ctx: RouterContext): Params {
  const body = (ctx.request as { body?: unknown }).body;
  return { ...ctx.query, ...(typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) };
}

export function str(value: unknown): string | undefined {
  if (Array.isArray(value)) return str(value[0]);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function flag(value: unknown): boolean {
  const s = str(value);
  return s === 'true' || s === '1';
}

/** A list parameter: a JSON array, or the comma-separated form the platform documents. */
export function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v)).filter((v) => v !== '');
  return (str(value) ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

export function fieldsOf(value: unknown): Set<string> {
  return new Set(list(value));
}

export function stringParams(p: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(p)) {
    const s = str(value);
    if (s !== undefined) out[name] = s;
  }
  return out;
}

/** undefined: not given; null: given but unreadable. Unix seconds, or a date string. */
export function timeParam(value: unknown): number | undefined | null {
  const s = str(value);
  if (s === undefined) return undefined;
  const ms = /^\d+$/.test(s) ? Number(s) * 1000 : Date.parse(s);
  return Number.isNaN(ms) ? null : ms;
}

export function encodeCursor(id: string): string {
  return Buffer.from(id).toString('base64url');
}

export function decodeCursor(cursor: string): string {
  return Buffer.from(cursor, 'base64url').toString('utf8');
}

/** The entries whose value is set, so stored objects carry no `key: undefined`. */
export function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
