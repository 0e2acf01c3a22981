import { EntitySchema } from '@mikro-orm/core';

export type TargetStatus = 'pending' | 'publishing' | 'published' | 'failed';

/** One account a post goes to, with what the channel answered. */
export class PostTarget {
  id!: string;
  postId!: string;
  /** Null after the account is disconnected; `accountHandle` keeps who it was. */
  accountId!: string | null;
  platform!: string;
  accountHandle!: string;
  status: TargetStatus = 'pending';
  externalId: string | null = null;
  url: string | null = null;
  errorCode: string | null = null;
  errorMessage: string | null = null;
  retryable: boolean | null = null;
  warnings: string[] = [];
  publishedAt: Date | null = null;
}

export const PostTargetSchema = new EntitySchema<PostTarget>({
  class: PostTarget,
  tableName: 'post_targets',
  properties: {
    id: { type: 'string', primary: true },
    postId: { type: 'string', index: true },
    accountId: { type: 'string', nullable: true, index: true },
    platform: { type: 'string' },
    accountHandle: { type: 'string' },
    status: { type: 'string' },
    externalId: { type: 'string', nullable: true },
    url: { type: 'text', nullable: true },
    errorCode: { type: 'string', nullable: true },
    errorMessage: { type: 'text', nullable: true },
    retryable: { type: 'boolean', nullable: true },
    warnings: { type: 'json' },
    publishedAt: { type: 'Date', nullable: true },
  },
});
