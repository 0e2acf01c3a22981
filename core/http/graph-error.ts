/**
 * How the Graph-style platforms (strand, photo, social) refuse a call: an `{"error": {...}}`
 * envelope, and for throttling a usage header saying how long to wait. Read here once so their
 * clients, classifiers and connect flows cannot read them differently.
 */

/** The Graph API's error object, as it comes inside `{"error": ...}`. */
export interface GraphError {
  message: string;
  type?: string;
  code: number;
  error_subcode?: number;
  is_transient?: boolean;
  error_user_title?: string;
  error_user_msg?: string;
  fbtrace_id?: string;
}

/**
 * The fields of a refused call's Graph error that have their documented types; none when the
 * body is no Graph envelope (a proxy's page, say). What to assume for a missing one is the caller's.
 */
export function graphErrorFields(body: unknown): Partial<GraphError> {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const fields: Partial<GraphError> = {};
  for (const name of ['message', 'type', 'error_user_title', 'error_user_msg', 'fbtrace_id'] as const) {
    const value = error[name];
    if (typeof value === 'string') fields[name] = value;
  }
  if (typeof error.code === 'number') fields.code = error.code;
  if (typeof error.error_subcode === 'number') fields.error_subcode = error.error_subcode;
  if (typeof error.is_transient === 'boolean') fields.is_transient = error.is_transient;
  return fields;
}

/**
 * Where a throttled caller learns how long to wait: `estimated_time_to_regain_access` (minutes)
 * per usage entry in this JSON header, keyed by the app, account or Page id.
 */
export const USAGE_HEADER = 'x-business-use-case-usage';

/** The largest `estimated_time_to_regain_access` (minutes) in the usage header; undefined when none says. */
export function regainAccessMinutes(headers: Headers): number | undefined {
  const header = headers.get(USAGE_HEADER);
  if (!header) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(header);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;
  let minutes: number | undefined;
  for (const entries of Object.values(parsed)) {
    if (!Array.isArray(entries)) continue;
    for (const entry of entries) {
      const value = isRecord(entry) ? entry.estimated_time_to_regain_access : undefined;
      if (typeof value === 'number' && value >= 0) minutes = Math.max(minutes ?? 0, value);
    }
  }
  return minutes;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
