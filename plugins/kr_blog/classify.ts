import type { ClassifiedFailure } from '../../core/channels/plugin';
import { catalogue, type CatalogueEntry } from '../../core/errors/catalogue';
import { isErrorCode } from '../../core/errors/outside-code';

/**
 * Whether resending can help after the extension answered `code` (spec, Korean-blog channel): a
 * closed tab, a failed upload or a lost connection can go again; a changed editor, a rejected line
 * or a missing category cannot until something else changes. The catalogue says which, so help
 * answers say the same.
 */
export function krRetryable(code: string): boolean {
  if (!isErrorCode(code)) return false;
  return (catalogue[code] as CatalogueEntry).retryable ?? false;
}

/** A refusal from the extension, or anything else thrown while acting for a kr account. */
export function classifyKrError(error: unknown): ClassifiedFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (isErrorCode(code)) {
    return {
      code,
      retryable: krRetryable(code),
      message: (error as Error).message || catalogue[code].message,
    };
  }
  return { code: 'bridge_lost', retryable: true, message: String((error as Error)?.message ?? error) };
}
