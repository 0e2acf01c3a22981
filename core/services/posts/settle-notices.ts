import { listen, type Listening } from '../../db/listen';
import type { Settlement } from './publish-service';
import { SETTLED_NOTIFY_CHANNEL } from './settled-notice';

/** The rows a settle left, when its notice could carry them. */
export type SettledRows = NonNullable<Settlement['rows']>;

/** A wait for one post's settle: `settled` resolves when it is heard; `cancel` when no longer wanted. */
export interface SettleWait {
  settled: Promise<SettledRows | undefined>;
  cancel(): void;
}

/**
 * Hears posts settle, so a `wait: true` answer goes out when the post's outcome is written, not
 * when Temporal has closed the run and the result's long poll has woken (the part of a run after
 * its settle, about a third of a `wait: true` post's time: docs/guide/performance.md). The run
 * still ends as before, and the wait for its end stays beside this one: a notice missed (no
 * connection listening yet, or one lost) only makes the answer as slow as it was.
 */
export class SettleNotices {
  private listening?: Listening;
  private readonly waiting = new Map<string, Set<(rows?: SettledRows) => void>>();

  constructor(private readonly databaseUrl: string | undefined) {}

  /**
   * Starts listening: the API does at start, so its first `wait: true` post is heard too. Else
   * the first wait does, so a process that never waits holds no connection for it.
   */
  open(): void {
    this.listening ??= listen(this.databaseUrl, {
      channel: SETTLED_NOTIFY_CHANNEL,
      who: 'posts',
      what: 'settles',
      notice: (payload) => this.heard(payload),
    });
  }

  /** Waits for `postId`'s next settle; ask before the run starts, or its settle may come first. */
  expect(postId: string): SettleWait {
    this.open();
    let hear: (rows?: SettledRows) => void = () => undefined;
    const settled = new Promise<SettledRows | undefined>((resolve) => (hear = resolve));
    const forPost = this.waiting.get(postId) ?? new Set();
    forPost.add(hear);
    this.waiting.set(postId, forPost);
    return {
      settled,
      cancel: () => {
        forPost.delete(hear);
        if (forPost.size === 0 && this.waiting.get(postId) === forPost) this.waiting.delete(postId);
      },
    };
  }

  async close(): Promise<void> {
    await this.listening?.close();
    this.listening = undefined;
  }

  private heard(payload: string): void {
    const rows = payload.startsWith('{') ? (JSON.parse(payload) as SettledRows) : undefined;
    const postId = rows ? String(rows.post.id) : payload;
    const forPost = this.waiting.get(postId);
    if (!forPost) return;
    this.waiting.delete(postId);
    forPost.forEach((hear) => hear(rows));
  }
}
