/**
 * A refused call's whole error object (`{ code, message, ...extra }`), so a screen can word the
 * refusal from its code and the fields the code carries (`limit`, `used`, `what`, ...).
 */
export interface Refusal {
  code: string;
  message: string;
  /** The request field the refusal names (`invalid_params` and its kin), for the screen to point at. */
  field?: string;
  [extra: string]: unknown;
}

export function refusalOf(error: unknown): Refusal {
  const e = (error as { error?: Partial<Refusal> } | undefined)?.error;
  return { ...e, code: e?.code ?? 'internal_error', message: e?.message ?? '' };
}

/**
 * The person's words for a refusal: the screen's own sentence for its code (given the error, so it
 * can name the fields), else the API's English message.
 */
export function wordRefusal(
  refusal: Refusal,
  words: Partial<Record<string, (r: Refusal) => string>>,
): string {
  return words[refusal.code]?.(refusal) ?? refusal.message;
}
