/**
 * Queued failures for the photo emulator, where one publish is several write calls. A kind waits
 * for the first call it can happen on: a lost answer or an expired container belongs to
 * `media_publish` (the call that puts a post up, or for a reply the comment), an oversized or
 * unfetchable image to container creation; the rest (server error, rate limit, token, account
 * blocked, permission, misspelt kinds) hit whichever write comes next.
 */
export type WriteStep = 'container' | 'publish' | 'comment';

const STEPS_OF: Record<string, readonly WriteStep[]> = {
  drop_after_accept: ['publish', 'comment'],
  hold_after_accept: ['publish', 'comment'],
  media_expired: ['publish'],
  daily_limit: ['publish'],
  not_ready: ['publish'],
  image_too_large: ['container'],
  fetch_failed: ['container'],
  stuck_in_progress: ['container'],
};

export class StepFailureQueue {
  private queue: string[] = [];

  push(kind: string, count = 1): void {
    for (let i = 0; i < count; i += 1) this.queue.push(kind);
  }

  /** The first queued kind that can happen on `step`, taken off the queue. */
  take(step: WriteStep): string | undefined {
    const index = this.queue.findIndex((kind) => STEPS_OF[kind]?.includes(step) ?? true);
    if (index < 0) return undefined;
    return this.queue.splice(index, 1)[0];
  }

  clear(): void {
    this.queue = [];
  }
}
