import type { ClassifiedFailure } from '../../core/channels/plugin';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { ChatApiError } from './client';

// The Bot API answers "message can't be deleted" once a bot's message is past the 48-hour window.
const DELETE_WINDOW_PASSED = /message can't be deleted/i;
// A chat (or a channel's discussion) that does not let the bot write there: its comments are closed to it.
const NO_RIGHTS_TO_SEND = /not enough rights to send/i;

/** Turns whatever a chat call threw into a spec code, and says whether sending again can help. */
export function classifyChatError(error: unknown): ClassifiedFailure {
  if (error instanceof ChatApiError) return classifyApiError(error);
  if (error instanceof PlatformNetworkError) {
    return error.kind === 'timeout'
      ? { code: 'platform_timeout', retryable: true, message: 'The chat platform did not answer in time.' }
      : {
          code: 'platform_error',
          retryable: true,
          message: `The chat platform could not be reached: ${error.message}`,
        };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { code: 'platform_error', retryable: true, message: `The chat platform call failed: ${detail}` };
}

function classifyApiError(error: ChatApiError): ClassifiedFailure {
  const said = `The chat platform said: ${error.description}`;
  const code = error.error_code;
  if (code === 401) return { code: 'platform_auth_error', retryable: false, message: said };
  if (code === 403) return { code: 'permission_denied', retryable: false, message: said };
  if (code === 429) {
    const retryAfter = error.parameters?.retry_after;
    return {
      code: 'platform_error',
      retryable: true,
      message: said,
      ...(typeof retryAfter === 'number' ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
  if (code === 400) {
    if (DELETE_WINDOW_PASSED.test(error.description)) {
      return { code: 'delete_window_expired', retryable: false, message: said };
    }
    if (NO_RIGHTS_TO_SEND.test(error.description)) {
      return { code: 'comments_closed', retryable: false, message: said };
    }
    // Chat not found, text too long, bad markup: the same request will be refused again.
    return { code: 'platform_rejected_content', retryable: false, message: said };
  }
  // 5xx and anything unexpected: the platform's trouble, which often passes.
  return { code: 'platform_error', retryable: true, message: said };
}
