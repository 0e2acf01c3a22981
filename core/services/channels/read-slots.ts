/** Live channel reads one API process runs at once; more wait their turn. */
export const MAX_LIVE_READS = 16;

/**
 * A counting semaphore for live channel reads. Each read is a workflow and a platform call; without
 * a bound, any key reading threads in a loop drives as much load onto the channels and the worker
 * as it likes. Waiters are served first come, first served.
 */
export class ReadSlots {
  private running = 0;
  private waiting: Array<() => void> = [];

  constructor(readonly size = MAX_LIVE_READS) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter, so the count never dips and lets a newcomer jump in.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get queued(): number {
    return this.waiting.length;
  }
}
