import type { MikroORM } from '@mikro-orm/postgresql';
import { Account, Bridge, Post, PostTarget, WebhookSubscription } from '../../entities';
import { newId } from '../../ids';
import type { WebhookQueues } from '../../temporal/webhook-workflows';
import { postView } from '../posts/post-view';
import type { AccountView } from '../accounts/account-view';
import { takesEvent, type WebhookEventType } from './event-types';
import type { AccountEventType, WebhookEvent, WebhookQueueRef } from './webhook-event';
import { WebhookOutbox } from './webhook-outbox';

export type { AccountEventType, WebhookEvent, WebhookQueueRef } from './webhook-event';

/**
 * Emits an event to every subscription of its workspace that takes it: one `webhook_deliveries`
 * row per subscription, inserted once (unique subscription and event id: an activity that runs
 * again emits nothing new), then the subscription's queue for the order key is woken. The rows
 * are the outbox: `record`/`postIn`/`accountIn` insert them through the caller's transaction, so
 * they commit with the change they report or not at all (a WebhookOutbox wakes their queues after
 * the commit, and the sweeper, webhook-sweeper.ts, any queue whose wake was lost). The envelope's
 * `data` is the REST object as that transaction sees it.
 */
export class WebhookEvents {
  constructor(
    private readonly orm: MikroORM,
    private readonly queues: WebhookQueues | undefined,
    private readonly accountView: (account: Account, bridge: Bridge | null) => AccountView,
  ) {}

  /** The events of one change, recorded in its transaction and woken after its commit. */
  outbox(): WebhookOutbox {
    return new WebhookOutbox(this);
  }

  /** Records through a fork and wakes the queues now; a failure to wake is thrown (an activity retries). */
  async emit(event: WebhookEvent, only?: WebhookSubscription): Promise<string[]> {
    const { ids, queues } = await this.record(this.orm.em.fork(), event, only);
    await this.wake(queues);
    return ids;
  }

  /** A post event emitted (recorded and woken) outside any transaction: see `postIn`. */
  async post(postId: string, type: WebhookEventType, version: string | number): Promise<void> {
    await this.wake(await this.postIn(this.orm.em.fork(), postId, type, version));
  }

  /** Wakes (or starts) each queue; woken with nothing pending, a queue finds nothing and ends. */
  async wake(queues: WebhookQueueRef[]): Promise<void> {
    for (const { subscription, orderKey } of queues) await this.queues?.kick(subscription, orderKey);
  }

  /** The deliveries' rows, inserted through `em` (inside the caller's transaction when it has one). */
  async record(
    em: MikroORM['em'],
    event: WebhookEvent,
    only?: WebhookSubscription,
  ): Promise<{ ids: string[]; queues: WebhookQueueRef[] }> {
    const subscriptions = only
      ? [only]
      : (await this.subscriptions(em, event.workspaceId)).filter((s) => takesEvent(s.events, event.type));
    const body = JSON.stringify({
      id: event.id,
      type: event.type,
      createdAt: new Date().toISOString(),
      workspaceId: event.workspaceId,
      data: event.data,
    });
    const ids: string[] = [];
    const queues: WebhookQueueRef[] = [];
    for (const subscription of subscriptions) {
      const now = new Date();
      // `em.execute`: in the transaction of `em`, when it is in one.
      const rows: Array<{ id: string }> = await em.execute(
        `insert into "webhook_deliveries" ("id", "subscription_id", "workspace_id", "event_id", "type", "order_key", "body", "state", "created_at", "updated_at")
         values (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)
         on conflict ("subscription_id", "event_id") do update set "updated_at" = "webhook_deliveries"."updated_at"
         returning "id"`,
        [
          newId('whd'),
          subscription.id,
          event.workspaceId,
          event.id,
          event.type,
          event.orderKey,
          body,
          now,
          now,
        ],
      );
      ids.push(rows[0].id);
      // Woken even when the row was there: a run that crashed between the insert and the wake
      // left it unsent, and a queue woken for nothing finds nothing and ends.
      queues.push({
        subscription: { id: subscription.id, workspaceId: subscription.workspaceId },
        orderKey: event.orderKey,
      });
    }
    return { ids, queues };
  }

  /** A post event (`data`: the post as `GET /v1/posts/{id}` answers); `version` tells its changes apart. */
  async postIn(
    em: MikroORM['em'],
    postId: string,
    type: WebhookEventType,
    version: string | number,
  ): Promise<WebhookQueueRef[]> {
    const post = await em.findOneOrFail(Post, { id: postId });
    // Most workspaces have no subscription: then the post is not read again for an event no one takes.
    const subscriptions = await this.subscriptions(em, post.workspaceId);
    if (!subscriptions.some((s) => takesEvent(s.events, type))) return [];
    const data = await this.postData(em, post);
    const { queues } = await this.record(em, {
      id: `${type}:${postId}:${version}`,
      type,
      workspaceId: post.workspaceId,
      orderKey: `post:${postId}`,
      data,
    });
    return queues;
  }

  /**
   * After a run settled: `target.failed` for each target it left failed (`data`: the post, with
   * `target` the failed one: its `errorCode` and `retryable`), then the post's outcome.
   * `subscribed`: the events each live subscription of the post's workspace takes, as the settle's
   * statement read them (PublishService.settle). Nothing more when none takes a settle's events
   * (the most).
   */
  async settled(postId: string, subscribed: string[][]): Promise<void> {
    const settleEvents = ['post.published', 'post.partial', 'post.failed', 'target.failed'];
    if (!subscribed.some((events) => settleEvents.some((type) => takesEvent(events, type)))) return;
    const em = this.orm.em.fork();
    const post = await em.findOneOrFail(Post, { id: postId });
    if (post.status !== 'published' && post.status !== 'partial' && post.status !== 'failed') return;
    const data = await this.postData(em, post);
    const base = { workspaceId: post.workspaceId, orderKey: `post:${postId}` };
    for (const target of data.targets.filter((t) => t.status === 'failed')) {
      await this.emit({
        ...base,
        id: `target.failed:${target.id}:${post.runs}`,
        type: 'target.failed',
        data: {
          ...data,
          target: { ...target, code: target.errorCode, retryable: target.retryable ?? false },
        },
      });
    }
    await this.emit({
      ...base,
      id: `post.${post.status}:${postId}:${post.runs}`,
      type: `post.${post.status}`,
      data,
    });
  }

  async accountIn(
    em: MikroORM['em'],
    accountId: string,
    type: AccountEventType,
    version: string,
  ): Promise<WebhookQueueRef[]> {
    const account = await em.findOneOrFail(Account, { id: accountId });
    // As `GET /v1/accounts/{id}` answers it: with its bridge, for a channel reached through one.
    const bridge = await em.findOne(Bridge, { accountId });
    const { queues } = await this.record(em, {
      id: `${type}:${accountId}:${version}`,
      type,
      workspaceId: account.workspaceId,
      orderKey: `account:${accountId}`,
      data: this.accountView(account, bridge),
    });
    return queues;
  }

  private subscriptions(em: MikroORM['em'], workspaceId: string): Promise<WebhookSubscription[]> {
    return em.find(WebhookSubscription, { workspaceId, status: { $ne: 'disabled' } });
  }

  private async postData(em: MikroORM['em'], post: Post) {
    const targets = await em.find(PostTarget, { postId: post.id }, { orderBy: { id: 'asc' } });
    const accountIds = targets.map((t) => t.accountId).filter((a): a is string => a !== null);
    const accounts = await em.find(Account, { id: { $in: accountIds } });
    return postView(post, targets, new Map(accounts.map((a) => [a.id, a])));
  }
}
