import type { ClassifiedFailure } from '../../core/channels/plugin';
import { catalogue } from '../../core/errors/catalogue';
import { isErrorCode } from '../../core/errors/outside-code';

/**
 * Whether resending can help after the extension answered `code` (spec, Korean-blog channel): a
 * closed tab, a failed upload or a lost connection can go again; a changed editor, a rejected line
 * or a missing category cannot until something else changes.
 */
const RETRYABLE: Record<string, boolean> = {
  kr_tab_lost: true,
  kr_upload_failed: true,
  kr_publish_failed: true,
  kr_verify_failed: false,
  kr_ui_changed: false,
  kr_grammar_rejected: false,
  bridge_unsupported: false,
  kr_rate_limited: true,
  kr_wrong_login: true,
  kr_wrong_blog: false,
  kr_session_permission: true,
  kr_category_missing: false,
  kr_card_unavailable: true,
  kr_card_not_inserted: false,
  kr_not_logged_in: true,
  kr_publish_unconfirmed: true,
  kr_draft_unknown: false,
  bridge_lost: true,
  bridge_stalled: true,
  bridge_timeout: true,
};

export function krRetryable(code: string): boolean {
  return RETRYABLE[code] ?? false;
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
