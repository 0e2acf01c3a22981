/** One violation of a refused call: `code`, the message, and the fields it names. */
export interface Refusal {
  code: string;
  message: string;
  platform?: string;
  limit?: number;
  actual?: number;
  item?: number;
  field?: string;
}

/**
 * Every violation of a refused call: `error.errors` when several rules broke (spec: Errors →
 * Shape), else the one `error`, so each can be shown next to the field it names.
 */
export function refusalsOf(error: unknown): Refusal[] {
  const e = (error as { error?: Refusal & { errors?: Refusal[] } } | undefined)?.error;
  if (!e) return [{ code: 'internal_error', message: '' }];
  return e.errors?.length ? e.errors : [e];
}

/**
 * The refusal in the person's words when there are words for its code (`refusal_<code>` with
 * `{platform}`, `{limit}`, `{actual}` filled in), else the API's message; the code always shown.
 */
export function refusalText(r: Refusal, words: Record<string, unknown>): string {
  const template = words[`refusal_${r.code}`];
  const said =
    typeof template === 'string'
      ? template.replace(/\{(platform|limit|actual)\}/g, (_, k: 'platform' | 'limit' | 'actual') =>
          String(r[k] ?? ''),
        )
      : r.message;
  return `${said} (${r.code})`;
}
