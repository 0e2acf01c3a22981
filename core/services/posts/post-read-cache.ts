import type { PostRead } from '../channels/post-read';

/** How long one target's metrics or replies, once read, answer every reader of the thread. */
export const POST_READ_CACHE_MS = 5_000;

/** Entries past which expired ones are swept, so a crawl over many posts cannot grow the map forever. */
const SWEEP_AT = 10_000;

/**
 * A thread view asks the channel for each target's metrics and replies. Many readers of one post
 * (a dashboard open in ten tabs, a script polling) share one read: while it runs they wait for it
 * (single flight), and a success answers for a few seconds after. A failure is not kept: the next
 * reader asks again. Per API process; the numbers on a channel move slower than this anyway.
 */
export class PostReadCache {
  private entries = new Map<string, { expiresAt: number; read: Promise<PostRead<unknown>> }>();

  constructor(
    private readonly ttlMs = POST_READ_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<PostRead<T>>): Promise<PostRead<T>> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.read as Promise<PostRead<T>>;
    if (this.entries.size >= SWEEP_AT) this.sweep(now);
    // In flight: never expires; settled: a success stays for ttlMs, a failure goes at once.
    const entry = { expiresAt: Number.POSITIVE_INFINITY, read: load() as Promise<PostRead<unknown>> };
    this.entries.set(key, entry);
    entry.read.then(
      (result) => {
        if (result.ok) entry.expiresAt = this.now() + this.ttlMs;
        else this.forget(key, entry);
      },
      () => this.forget(key, entry),
    );
    return entry.read as Promise<PostRead<T>>;
  }

  private forget(key: string, entry: object): void {
    if (this.entries.get(key) === entry) this.entries.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
