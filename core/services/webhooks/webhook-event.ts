import type { MikroORM } from '@mikro-orm/postgresql';
import type { WebhookEventType } from './event-types';

/** The events whose `data` is the account. */
export type AccountEventType =
  'account.expired' | 'account.disconnected' | 'bridge.online' | 'bridge.offline';

export interface WebhookEvent {
  /** Derived from what changed (`post.published:<postId>:<run>`): the same change is the same event. */
  id: string;
  type: WebhookEventType;
  workspaceId: string;
  /** Deliveries of one key go out in the order they were emitted (a post's events). */
  orderKey: string;
  data: unknown;
}

/** A subscription's queue for one order key, to wake once the rows it sends are committed. */
export interface WebhookQueueRef {
  subscription: { id: string; workspaceId: string };
  orderKey: string;
}

/**
 * What an outbox needs of the events service (webhook-events.ts), named here so the outbox does
 * not import the service that makes outboxes.
 */
export interface WebhookEventRecorder {
  postIn(
    em: MikroORM['em'],
    postId: string,
    type: WebhookEventType,
    version: string | number,
  ): Promise<WebhookQueueRef[]>;
  accountIn(
    em: MikroORM['em'],
    accountId: string,
    type: AccountEventType,
    version: string,
  ): Promise<WebhookQueueRef[]>;
  record(em: MikroORM['em'], event: WebhookEvent): Promise<{ queues: WebhookQueueRef[] }>;
  wake(queues: WebhookQueueRef[]): Promise<void>;
}
