/**
 * Counts calls made without a valid key, per client address, in one-minute windows, so that nobody
 * can make the API parse and log an unbounded stream of calls that belong to no one. Calls with a
 * valid key are not counted here: they are the workspace's own and show up in its log.
 *
 * Kept in memory: each API process counts on its own (behind a balancer of N processes the
 * effective limit is N times this one), and a restart forgets. That is enough against a flood; a
 * limit that must hold exactly across processes belongs in the proxy in front.
 */
export class KeylessLimiter {
  private windowStart = 0;
  private counts = new Map<string, number>();

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
    if (now - this.windowStart >= 60_000) {
      this.windowStart = now - (now % 60_000);
      this.counts.clear();
    }
    const slot = this.counts.has(address) || this.counts.size < this.maxAddresses ? address : '*';
    const count = (this.counts.get(slot) ?? 0) + 1;
    this.counts.set(slot, count);
    if (count <= this.limitPerMinute) return undefined;
    return { retryAfterSeconds: Math.max(1, Math.ceil((this.windowStart + 60_000 - now) / 1000)) };
  }
}
