import { setTimeout as sleep } from 'node:timers/promises';
import type { StrandClient } from './client';

/** How often and how long to ask a container whether it is ready. */
export interface PollOptions {
  /** First wait between two status reads; each later wait doubles, up to a minute. */
  intervalMs: number;
  /** Give up (upload_stalled) when the container is still IN_PROGRESS after this long. */
  timeoutMs: number;
}

/**
 * The platform asks for status reads about once a minute for at most five minutes. Text and image
 * containers are usually ready at the first read, so the waits start short and grow to the
 * minute; the whole wait stays under the publish activity's five-minute limit.
 */
export const DEFAULT_POLL: PollOptions = { intervalMs: 2_000, timeoutMs: 4 * 60_000 };
const MAX_INTERVAL_MS = 60_000;

/** The container ended in ERROR or EXPIRED: it can never be published, a new one is needed. */
export class StrandContainerError extends Error {
  constructor(
    readonly containerId: string,
    readonly status: 'ERROR' | 'EXPIRED',
    readonly errorMessage?: string,
  ) {
    super(
      status === 'EXPIRED'
        ? `strand container ${containerId} expired before it was published`
        : `strand could not prepare container ${containerId}: ${errorMessage ?? 'no reason given'}`,
    );
    this.name = 'StrandContainerError';
  }
}

/** The container was still IN_PROGRESS when the wait ran out; it may yet finish. */
export class StrandStalledError extends Error {
  constructor(
    readonly containerId: string,
    waitedMs: number,
  ) {
    super(`strand container ${containerId} was still being prepared after ${Math.round(waitedMs / 1000)} s`);
    this.name = 'StrandStalledError';
  }
}

/**
 * Reads the container's status until it can be published. Resolves 'FINISHED', or 'PUBLISHED'
 * when an earlier call already published it (the caller must then not publish it again).
 */
export async function waitForContainer(
  client: Pick<StrandClient, 'containerStatus'>,
  containerId: string,
  poll: PollOptions,
  signal?: AbortSignal,
): Promise<'FINISHED' | 'PUBLISHED'> {
  const started = Date.now();
  let interval = poll.intervalMs;
  for (;;) {
    const { status, error_message } = await client.containerStatus(containerId);
    if (status === 'FINISHED' || status === 'PUBLISHED') return status;
    if (status === 'ERROR' || status === 'EXPIRED') {
      throw new StrandContainerError(containerId, status, error_message);
    }
    const waited = Date.now() - started;
    if (waited + interval > poll.timeoutMs) throw new StrandStalledError(containerId, waited);
    await sleep(interval, undefined, { signal });
    interval = Math.min(interval * 2, MAX_INTERVAL_MS);
  }
}
