import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { PostMetrics } from '../channels/plugin';

export type TargetStatus = 'pending' | 'publishing' | 'published' | 'failed';

/** One account a post goes to, with what the channel answered. */
export class PostTarget {
  /** Fields with defaults: optional when creating. */
  [OptionalProps]?:
    | 'status'
    | 'externalId'
    | 'url'
    | 'errorCode'
    | 'errorMessage'
    | 'retryable'
    | 'warnings'
    | 'publishedAt'
    | 'itemExternalIds'
    | 'itemChainContexts'
    | 'fingerprint'
    | 'deletedAt'
    | 'lastMetrics'
    | 'lastMetricsAt'
    | 'bridgeState';
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
  /** For a chain: the external id of every item that went out, in order (item 0 is `externalId`). */
  itemExternalIds: string[] = [];
  /**
   * Beside `itemExternalIds`, what each item's send returned as `PublishResult.chainContext` (null
   * where it returned none): the later items of the chain get the root's and the parent's.
   */
  itemChainContexts: Array<Record<string, string> | null> = [];
  /** SHA-256 of the text and media sent to this account: the duplicate guard's key. */
  fingerprint: string | null = null;
  /** Removed from the channel. */
  deletedAt: Date | null = null;
  /**
   * The channel's counts read just before the post was deleted from it: a deleted post keeps its
   * metrics (spec: state table), and the channel cannot be asked any more.
   */
  lastMetrics: PostMetrics | null = null;
  lastMetricsAt: Date | null = null;
  /**
   * For a channel that publishes through the person's browser: what the target waits on while the
   * workflow holds it (`offline`, `login_needed`, `working`); null when it is not waiting.
   */
  bridgeState: string | null = null;
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
    itemExternalIds: { type: 'json' },
    itemChainContexts: { type: 'json', default: '[]' },
    fingerprint: { type: 'string', nullable: true },
    deletedAt: { type: 'Date', nullable: true },
    lastMetrics: { type: 'json', nullable: true },
    lastMetricsAt: { type: 'Date', nullable: true },
    bridgeState: { type: 'string', nullable: true },
  },
});
