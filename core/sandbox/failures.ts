/**
 * Failure injection for platform emulators: a test (or a curl to `/_sandbox/fail`) queues the way
 * the next write calls should fail, and the emulator takes one kind per call.
 *
 * Kinds every emulator understands:
 *   drop_after_accept  the post is stored, then the connection is cut before the answer (lost answer)
 *   hold_after_accept  the post is stored, then the answer is held until released (a worker crash test)
 *   server_error       500 in the platform's error shape, nothing stored
 *   rate_limit         429 in the platform's shape with its retry-after, nothing stored
 *   auth               401 in the platform's shape, nothing stored
 * Each emulator adds its own platform-specific kinds.
 */
export class FailureQueue {
  private queue: string[] = [];

  push(kind: string, count = 1): void {
    for (let i = 0; i < count; i += 1) this.queue.push(kind);
  }

  take(): string | undefined {
    return this.queue.shift();
  }

  clear(): void {
    this.queue = [];
  }
}
