/**
 * Counts calls made without a valid key, per client address, in one-minute windows (each starting
 * at the address's first call), so that nobody can make the API parse and log an unbounded stream
 * of calls that belong to no one. Calls with a valid key are not counted here: they are the
 * workspace's own and show up in its log.
 *
 * Kept in memory: each API process counts on its own (behind a balancer of N processes the
 * effective limit is N times this one), and a restart forgets. That is enough against a flood; a
 * limit that must hold exactly across processes belongs in the proxy in front.
 */
export class KeylessLimiter {
  /** Per address: when its minute began (its first counted call) and how many calls since. */
  private windows = new Map<string, { start: number; count: number }>();

  /**
   * `limitPerMinute` 0 turns the limit off. `maxAddresses` bounds the memory a flood from many
   * addresses can take; past it, unseen addresses share one count, which errs on refusing.
   */
  constructor(
    readonly limitPerMinute: number,
    private readonly now: () => number = Date.now,
    private readonly maxAddresses = 100_000,
  ) {}

  /** Counts one call from `address`; answers the seconds to wait when it is over the limit. */
  take(address: string): { retryAfterSeconds: number } | undefined {
    if (this.limitPerMinute <= 0) return undefined;
    const now = this.now();
    if (!this.windows.has(address) && this.windows.size >= this.maxAddresses) this.sweep(now);
    const slot = this.windows.has(address) || this.windows.size < this.maxAddresses ? address : '*';
    let window = this.windows.get(slot);
    // Each address's minute starts at its first call, so a burst is never split across two.
    if (!window || now - window.start >= 60_000) {
      window = { start: now, count: 0 };
      this.windows.set(slot, window);
    }
    window.count += 1;
    if (window.count <= this.limitPerMinute) return undefined;
    return { retryAfterSeconds: Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000)) };
  }

  private sweep(now: number): void {
    for (const [address, window] of this.windows) {
      if (now - window.start >= 60_000) this.windows.delete(address);
    }
  }
}
