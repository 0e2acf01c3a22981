import type { ClassifiedFailure } from '../../core/channels/plugin';
import { catalogue, type CatalogueEntry, type ErrorCode } from '../../core/errors/catalogue';

/**
 * Whether resending can help after the extension answered `code` (spec, Korean-blog channel): a
 * closed tab, a failed upload or a lost connection can go again; a changed editor, a rejected line
 * or a missing category cannot until something else changes. The catalogue says which, so help
 * answers say the same.
 */
export function krRetryable(code: string): boolean {
  const entry: CatalogueEntry | undefined = (catalogue as Record<string, CatalogueEntry>)[code];
  return entry?.retryable ?? false;
}

/** A refusal from the extension, or anything else thrown while acting for a kr account. */
export function classifyKrError(error: unknown): ClassifiedFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code in catalogue) {
    return {
      code: code as ErrorCode,
      retryable: krRetryable(code),
      message: (error as Error).message || catalogue[code as ErrorCode].message,
    };
  }
  return { code: 'bridge_lost', retryable: true, message: String((error as Error)?.message ?? error) };
}
