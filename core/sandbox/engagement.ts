import { METRIC_NAMES, type EmulatedPost, type SandboxEngagement } from '../channels/plugin';

/** A refused `POST /_sandbox/engage`: the HTTP status the control answers and why. */
export class EngagementRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'EngagementRefused';
  }
}

export interface EngagedReply {
  postId: string;
  text: string;
  authorHandle: string;
  createdAt: string;
}

export interface EngagementRules {
  /** The neutral metric names the platform keeps. */
  metrics: readonly string[];
  /** Keeps the reply where the platform's read paths find it; a sentence refuses it. */
  storeReply(post: EmulatedPost, reply: { text: string; authorHandle: string }): string | void;
}

/**
 * What other people did to an emulator's posts, as tests (or curl) record it: counts added per
 * post and metric, and every reply. Emulators whose platform keeps replies as objects also store
 * them with their posts; the book's replies serve the ones that only count them.
 */
export class EngagementBook {
  readonly allMetrics: readonly string[] = METRIC_NAMES;
  private counts = new Map<string, Map<string, number>>();
  private replies: EngagedReply[] = [];

  /** Checks everything first, so a refused call changes nothing. */
  record(
    post: EmulatedPost | undefined,
    postId: string,
    engagement: SandboxEngagement,
    rules: EngagementRules,
  ): void {
    if (!post) throw new EngagementRefused(404, `No post ${postId} on the emulated platform.`);
    const metrics = readMetrics(engagement.metrics, rules.metrics);
    const reply = readReply(engagement.reply);
    if (Object.keys(metrics).length === 0 && !reply) {
      throw new EngagementRefused(400, 'Send metrics, a reply, or both.');
    }
    if (reply) {
      const refused = rules.storeReply(post, reply);
      if (typeof refused === 'string') throw new EngagementRefused(400, refused);
      this.replies.push({ postId: post.id, ...reply, createdAt: new Date().toISOString() });
    }
    const kept = this.counts.get(post.id) ?? new Map<string, number>();
    for (const [name, value] of Object.entries(metrics)) kept.set(name, (kept.get(name) ?? 0) + value);
    this.counts.set(post.id, kept);
  }

  /** What others added to `name` on the post; 0 when nothing was recorded. */
  count(postId: string, name: string): number {
    return this.counts.get(postId)?.get(name) ?? 0;
  }

  /** Replies recorded on the post, oldest first. */
  repliesTo(postId: string): EngagedReply[] {
    return this.replies.filter((r) => r.postId === postId);
  }

  clear(): void {
    this.counts = new Map();
    this.replies = [];
  }

  /** Everything recorded, as JSON, for the emulator's state file. */
  snapshot(): EngagementSnapshot {
    return {
      counts: [...this.counts].map(([postId, kept]) => [postId, Object.fromEntries(kept)]),
      replies: this.replies,
    };
  }

  restore(saved: EngagementSnapshot): void {
    this.counts = new Map(saved.counts.map(([postId, kept]) => [postId, new Map(Object.entries(kept))]));
    this.replies = saved.replies;
  }
}

export interface EngagementSnapshot {
  counts: Array<[string, Record<string, number>]>;
  replies: EngagedReply[];
}

function readMetrics(value: unknown, kept: readonly string[]): Record<string, number> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new EngagementRefused(400, 'metrics must be an object of counts, like {"likes": 3}.');
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const unknown = entries.map(([name]) => name).filter((name) => !kept.includes(name));
  if (unknown.length > 0) {
    throw new EngagementRefused(
      400,
      `This platform does not count ${unknown.join(', ')}; it counts ${kept.join(', ')}.`,
    );
  }
  const bad = entries.filter(([, n]) => typeof n !== 'number' || !Number.isInteger(n) || n < 0);
  if (bad.length > 0) {
    throw new EngagementRefused(400, `Counts must be whole numbers of 0 or more: ${bad[0][0]}.`);
  }
  return Object.fromEntries(entries) as Record<string, number>;
}

function readReply(value: unknown): { text: string; authorHandle: string } | undefined {
  if (value === undefined) return undefined;
  const { text, authorHandle } = (value ?? {}) as { text?: unknown; authorHandle?: unknown };
  if (
    typeof text !== 'string' ||
    text.trim() === '' ||
    typeof authorHandle !== 'string' ||
    authorHandle === ''
  ) {
    throw new EngagementRefused(400, 'reply needs text and authorHandle, both non-empty strings.');
  }
  return { text, authorHandle };
}
