import { EntitySchema } from '@mikro-orm/core';

export type PostStatus =
  'scheduled' | 'draft' | 'publishing' | 'published' | 'partial' | 'failed' | 'cancelled';

/** One publish: the text, per-channel options, and (in PostTarget) one row per account. */
export class Post {
  id!: string;
  workspaceId!: string;
  content!: string;
  options: Record<string, Record<string, unknown>> = {};
  status: PostStatus = 'publishing';
  /** Post-level failure, e.g. `system_error` when the service failed before sending. */
  error: { code: string; message: string } | null = null;
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
    options: { type: 'json' },
    status: { type: 'string' },
    error: { type: 'json', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
