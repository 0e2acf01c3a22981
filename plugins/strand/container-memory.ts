import { createHash } from 'node:crypto';
import { CONTAINER_TTL_MS } from './limits';

export interface RememberedContainer {
  containerId: string;
  createdAt: number;
}

/** What makes two publish calls "the same post": account, text, reply target, tag, options, files. */
export interface ContainerKeyParts {
  baseUrl: string;
  accountId: string;
  text: string;
  replyToId?: string;
  topicTag?: string;
  options: Record<string, unknown>;
  mediaIds: string[];
}

/**
 * The containers this process created and has not yet seen published, by the post they stand
 * for. A publish that failed after creating its container (rate limit, stall, lost answer) leaves
 * it here, and the retry publishes that container instead of creating another (PLATFORMS.md: a
 * container id is what makes a retry safe). A retry that finds it already PUBLISHED knows the
 * earlier call went through. Bounded, and entries older than a container's life are dropped.
 */
export class ContainerMemory {
  private readonly entries = new Map<string, RememberedContainer>();

  constructor(
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  static key(parts: ContainerKeyParts): string {
    const canonical = JSON.stringify([
      parts.baseUrl.replace(/\/+$/, ''),
      parts.accountId,
      parts.text,
      parts.replyToId ?? null,
      parts.topicTag ?? null,
      Object.entries(parts.options).sort(([a], [b]) => a.localeCompare(b)),
      parts.mediaIds,
    ]);
    return createHash('sha256').update(canonical).digest('hex');
  }

  recall(key: string): RememberedContainer | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.createdAt >= CONTAINER_TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  remember(key: string, containerId: string): void {
    this.entries.delete(key);
    this.entries.set(key, { containerId, createdAt: this.now() });
    // Maps iterate in insertion order, so the first key is the oldest.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  forget(key: string): void {
    this.entries.delete(key);
  }
}
