import { randomBytes } from 'node:crypto';
import type { RouterContext } from '@koa/router';
import { USAGE_HEADER, type GraphError } from '../http/graph-error';

/**
 * How the Graph-style emulators (strand, photo, social) refuse a call, in the one envelope their
 * clients read (core/http/graph-error.ts).
 */

/** One refusal: HTTP status, the Graph error (its trace id comes with the answer), headers that go with it. */
export interface GraphRefusal {
  status: number;
  error: Omit<GraphError, 'fbtrace_id'>;
  headers?: Record<string, string>;
}

/** Answers `{"error": {...}}`; every answer gets its own trace id, as on the platform. */
export function sendGraphRefusal(ctx: RouterContext, refusal: GraphRefusal): void {
  ctx.status = refusal.status;
  for (const [name, value] of Object.entries(refusal.headers ?? {})) ctx.set(name, value);
  ctx.body = { error: { ...refusal.error, fbtrace_id: randomBytes(8).toString('base64url') } };
}

/** The usage header of a throttled caller: one entry of `type` for `id`, at its ceiling, free again in `minutes`. */
export function usageHeaders(id: string, type: string, minutes: number): Record<string, string> {
  const entry = { type, call_count: 100, total_cputime: 100, total_time: 100 };
  return {
    [USAGE_HEADER]: JSON.stringify({ [id]: [{ ...entry, estimated_time_to_regain_access: minutes }] }),
  };
}
