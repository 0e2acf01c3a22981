import { setTimeout as sleep } from 'node:timers/promises';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { ClipApiError, type ClipClient, type PublishStatusData } from './client';
import { ClipPublishFailedError, ClipStalledError, ClipUnconfirmedError } from './errors';
import type { ClipSettings } from './settings';

/**
 * Polls the status of an accepted publish until the platform says how it ended. Once a publish id
 * exists the post may go out on its own, so nothing here ever starts over: passing trouble
 * (no answer, 5xx, rate limit) is waited out, and anything that leaves the outcome unknown ends
 * in ClipUnconfirmedError, which the service treats as a lost answer.
 */
export async function awaitOutcome(
  client: ClipClient,
  publishId: string,
  settings: ClipSettings,
  signal?: AbortSignal,
  now: () => number = Date.now,
): Promise<PublishStatusData> {
  const started = now();
  let lastMove = started;
  let progress = '';
  let lastError: unknown;
  for (;;) {
    let status: PublishStatusData | undefined;
    try {
      status = await client.fetchStatus(publishId);
      lastError = undefined;
    } catch (err) {
      if (!isPassing(err)) throw new ClipUnconfirmedError(publishId, err);
      lastError = err;
    }
    if (status) {
      if (status.status === 'PUBLISH_COMPLETE' || status.status === 'SEND_TO_USER_INBOX') return status;
      if (status.status === 'FAILED')
        throw new ClipPublishFailedError(publishId, status.fail_reason ?? 'unknown');
      const seen = `${status.status}/${status.uploaded_bytes ?? 0}/${status.downloaded_bytes ?? 0}`;
      if (seen !== progress) {
        progress = seen;
        lastMove = now();
      }
    }
    const still = now() - lastMove;
    if (still >= settings.stallTimeoutMs || now() - started >= settings.maxProcessingMs) {
      // Stalled is the platform saying it is stuck; with no answer at all the outcome is unknown.
      if (lastError !== undefined) throw new ClipUnconfirmedError(publishId, lastError);
      throw new ClipStalledError(publishId, still);
    }
    try {
      await sleep(settings.pollIntervalMs, undefined, { signal });
    } catch (abort) {
      throw new ClipUnconfirmedError(publishId, abort);
    }
  }
}

/** Trouble that a later status fetch may not have: no answer, the platform's own fault, a rate limit. */
function isPassing(err: unknown): boolean {
  if (err instanceof PlatformNetworkError) return true;
  return err instanceof ClipApiError && (err.status >= 500 || err.status === 429);
}
