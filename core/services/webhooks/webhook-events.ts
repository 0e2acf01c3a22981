import type { MikroORM } from '@mikro-orm/postgresql';
import { Account, Post, PostTarget, WebhookSubscription } from '../../entities';
import { newId } from '../../ids';
import type { WebhookQueues } from '../../temporal/webhook-workflows';
import { postView } from '../posts/post-view';
import type { AccountView } from '../accounts/account-service';
import { takesEvent, type WebhookEventType } from './event-types';

export interface WebhookEvent {
  /** Derived from what changed (`post.published:<postId>:<run>`): the same change is the same event. */
  id: string;
  type: WebhookEventType;
  workspaceId: string;
  /** Deliveries of one key go out in the order they were emitted (a post's events). */
  orderKey: string;
  data: unknown;
}

/**
 * Emits an event to every subscription of its workspace that takes it: one `webhook_deliveries`
 * row per subscription, inserted once (unique subscription and event id: an activity that runs
 * again emits nothing new), then the subscription's queue for the order key is woken. Called
 * after the change it reports is committed; the envelope's `data` is the REST object as it is now.
 */
export class WebhookEvents {
  constructor(
    private readonly orm: MikroORM,
    private readonly queues: WebhookQueues | undefined,
    private readonly accountView: (account: Account) => AccountView,
  ) {}

  async emit(event: WebhookEvent, only?: WebhookSubscription): Promise<string[]> {
    const em = this.orm.em.fork();
    const subscriptions = only
      ? [only]
      : (
          await em.find(WebhookSubscription, { workspaceId: event.workspaceId, status: { $ne: 'disabled' } })
        ).filter((s) => takesEvent(s.events, event.type));
    if (subscriptions.length === 0) return [];
    const body = JSON.stringify({
      id: event.id,
      type: event.type,
      createdAt: new Date().toISOString(),
      workspaceId: event.workspaceId,
      data: event.data,
    });
    const ids: string[] = [];
    for (const subscription of subscriptions) {
      const now = new Date();
      const rows: Array<{ id: string }> = await em.getConnection().execute(
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
      // Woken even when the row was there: a run that crashed between the insert and this call
      // left it unsent, and a queue woken for nothing finds nothing and ends.
      await this.queues?.kick(subscription, event.orderKey);
    }
    return ids;
  }

  /** A post event (`data`: the post as `GET /v1/posts/{id}` answers); `version` tells its changes apart. */
  async post(postId: string, type: WebhookEventType, version: string | number): Promise<void> {
    const em = this.orm.em.fork();
    const post = await em.findOneOrFail(Post, { id: postId });
    const data = await this.postData(em, post);
    await this.emit({
      id: `${type}:${postId}:${version}`,
      type,
      workspaceId: post.workspaceId,
      orderKey: `post:${postId}`,
      data,
    });
  }

  /**
   * After a run settled: `target.failed` for each target it left failed (`data`: the post, with
   * `target` the failed one: its `errorCode` and `retryable`), then the post's outcome.
   */
  async settled(postId: string): Promise<void> {
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

  async account(
    accountId: string,
    type: 'account.expired' | 'account.disconnected',
    version: string,
  ): Promise<void> {
    const em = this.orm.em.fork();
    const account = await em.findOneOrFail(Account, { id: accountId });
    await this.emit({
      id: `${type}:${accountId}:${version}`,
      type,
      workspaceId: account.workspaceId,
      orderKey: `account:${accountId}`,
      data: this.accountView(account),
    });
  }

  private async postData(em: MikroORM['em'], post: Post) {
    const targets = await em.find(PostTarget, { postId: post.id }, { orderBy: { id: 'asc' } });
    const accountIds = targets.map((t) => t.accountId).filter((a): a is string => a !== null);
    const accounts = await em.find(Account, { id: { $in: accountIds } });
    return postView(post, targets, new Map(accounts.map((a) => [a.id, a])));
  }
}
