import { EntitySchema, OptionalProps } from '@mikro-orm/core';

export type PostStatus =
  'scheduled' | 'draft' | 'publishing' | 'published' | 'partial' | 'failed' | 'cancelled';

export interface ThreadItem {
  content: string;
  mediaIds?: string[];
}

/** One publish: the text, per-channel options, and (in PostTarget) one row per account. */
export class Post {
  /** Fields with defaults: optional when creating. */
  [OptionalProps]?:
    | 'threadItems'
    | 'mediaIds'
    | 'options'
    | 'status'
    | 'scheduledAt'
    | 'batchId'
    | 'replyToPostId'
    | 'topicTag'
    | 'origin'
    | 'error'
    | 'deletedAt'
    | 'runs'
    | 'createdAt'
    | 'updatedAt';
  id!: string;
  workspaceId!: string;
  /** The post's text; for a chain, the root item's. */
  content!: string;
  /** The whole chain (root first) when the post is one; null otherwise. */
  threadItems: ThreadItem[] | null = null;
  mediaIds: string[] = [];
  options: Record<string, Record<string, unknown>> = {};
  status: PostStatus = 'publishing';
  scheduledAt: Date | null = null;
  batchId: string | null = null;
  /** Published as a reply to this post of ours; replies are not listed as posts. */
  replyToPostId: string | null = null;
  topicTag: string | null = null;
  /** `service`: made through this API; `imported`: read from a channel (not retried). */
  origin: 'service' | 'imported' = 'service';
  /** Post-level failure, e.g. `system_error` when the service failed before sending. */
  error: { code: string; message: string } | null = null;
  /** Removed from its channels; the record stays, hidden from lists by default. */
  deletedAt: Date | null = null;
  /** How many times the workflow of this post was started (publish, retries): names the next run. */
  runs = 0;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const PostSchema = new EntitySchema<Post>({
  class: Post,
  tableName: 'posts',
  indexes: [{ properties: ['workspaceId', 'id'] }],
  properties: {
    id: { type: 'string', primary: true },
    workspaceId: { type: 'string' },
    content: { type: 'text' },
    threadItems: { type: 'json', nullable: true },
    mediaIds: { type: 'json' },
    options: { type: 'json' },
    status: { type: 'string' },
    scheduledAt: { type: 'Date', nullable: true },
    batchId: { type: 'string', nullable: true },
    replyToPostId: { type: 'string', nullable: true },
    topicTag: { type: 'string', nullable: true },
    origin: { type: 'string', default: 'service' },
    error: { type: 'json', nullable: true },
    deletedAt: { type: 'Date', nullable: true },
    runs: { type: 'integer', default: 0 },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
