import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PrivateReplyRefused, type CommentEvent, type PrivateReplyInput } from '../../channels/dm';
import type { ClassifiedFailure, PublishContext } from '../../channels/plugin';
import type { PluginRegistry } from '../../channels/registry';
import { crashPoint } from '../../crash-points';
import { Account, Automation, AutomationDelivery, type DeliveryStatus } from '../../entities';
import { PlatformNetworkError } from '../../http/platform-http';
import { newId } from '../../ids';
import type { AccountService } from '../accounts/account-service';
import { accountForSend } from '../accounts/account-for-send';
import type { TokenService } from '../accounts/token-service';
import type { MediaService } from '../media/media-service';
import type { WebhookOutbox } from '../webhooks/webhook-outbox';
import { deliveryView } from './automation-view';
import { whyNotAnswered } from './comment-match';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where one comment stands for one automation after a try. */
export type DeliveryOutcome =
  | { kind: 'ignored'; reason: string }
  | { kind: 'settled'; deliveryId: string; status: DeliveryStatus; reason: string | null }
  | { kind: 'retry'; failure: ClassifiedFailure };

/**
 * The worker's side of an automation answering one comment: never two messages. The comment is
 * checked against the automation as it is now (enabled, its post, its keywords, not our own); a
 * delivery row, unique per (automation, comment), is made; the platform's window is a rule
 * (older than it: `skipped`); `attemptedAt` is written before the send, and a try that finds it
 * set asks the channel (`findPrivateReply`) before sending again, or ends `unconfirmed` where the
 * channel cannot be asked. The platform's own refusals are rules too, never retried.
 */
export class DeliveryRunner {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly accounts: AccountService,
    private readonly media: MediaService,
    private readonly tokens?: TokenService,
  ) {}

  /** Webhook events of each delivery's end, recorded with it (set where webhooks are wired). */
  outbox?: () => WebhookOutbox;

  private get em() {
    return this.orm.em;
  }

  async deliver(
    automationId: string,
    platform: string,
    comment: CommentEvent,
    finalTry: boolean,
  ): Promise<DeliveryOutcome> {
    const automation = await this.em.findOne(Automation, { id: automationId }, { refresh: true });
    const account = automation ? await this.em.findOne(Account, { id: automation.accountId }) : null;
    const delivery = await this.em.findOne(AutomationDelivery, {
      automationId,
      commentExternalId: comment.commentId,
    });
    if (delivery && delivery.status !== 'pending') return settled(delivery);
    if (!delivery) {
      if (!automation || !account) return { kind: 'ignored', reason: 'the automation was deleted' };
      const why = whyNotAnswered(automation, account, comment);
      if (why) return { kind: 'ignored', reason: why };
    }
    const row = delivery ?? (await this.rowFor(automationId, comment));
    if (row.status !== 'pending') return settled(row);
    if (!automation)
      return this.settle(row, 'failed', 'the automation was deleted before its message went out');
    if (automation.status !== 'enabled' && !row.attemptedAt) {
      return this.settle(
        row,
        'skipped',
        `automation_not_live: the automation was ${automation.status} before its message went out`,
      );
    }

    const dm = this.plugins.get(platform).dm;
    if (!dm) return this.settle(row, 'failed', `the ${platform} channel can no longer send private messages`);
    const age = Date.now() - Date.parse(comment.createdAt);
    if (age > dm.replyWindowDays * DAY_MS) {
      return this.settle(
        row,
        'skipped',
        `reply_window_passed: the comment is ${Math.floor(age / DAY_MS)} days old; ${platform} allows a private reply within ${dm.replyWindowDays} days of it`,
      );
    }
    const ready = await accountForSend(this.em, this.tokens, automation.accountId);
    if ('unusable' in ready)
      return this.settle(row, 'failed', `${ready.unusable.code}: ${ready.unusable.message}`);
    const ctx: PublishContext = this.accounts.callContext(ready.account);
    const media = automation.mediaId
      ? (await this.media.forPublish(automation.workspaceId, [automation.mediaId]))[0]
      : undefined;
    const input: PrivateReplyInput = {
      text: automation.message,
      ...(automation.link ? { link: automation.link } : {}),
      ...(media ? { media } : {}),
    };

    if (row.attemptedAt) {
      // An earlier try got no answer: the message may be out. Ask; never guess.
      if (!dm.findPrivateReply) {
        return this.settle(row, 'unconfirmed', 'the channel never confirmed the message and cannot be asked');
      }
      let found: Awaited<ReturnType<typeof dm.findPrivateReply>>;
      try {
        found = await dm.findPrivateReply(ctx, comment, input, row.attemptedAt);
      } catch (err) {
        // A look-up that keeps failing must still end the delivery: unknown, never resent.
        if (finalTry)
          return this.settle(row, 'unconfirmed', 'the channel could not be asked whether it got the message');
        throw err;
      }
      if (found) return this.settle(row, 'sent', null, found.messageId);
    }

    row.attemptedAt = new Date();
    await this.em.flush();
    crashPoint('after-attempt');
    const plugin = this.plugins.get(platform);
    try {
      const sent = await dm.sendPrivateReply(ctx, comment.commentId, input);
      crashPoint('after-accept');
      return this.settle(row, 'sent', null, sent.messageId);
    } catch (err) {
      if (err instanceof PrivateReplyRefused) {
        row.attemptedAt = null;
        const status = err.rule === 'permission' ? 'failed' : 'skipped';
        return this.settle(row, status, `${err.rule}: ${err.message}`);
      }
      const failure = plugin.classify(err);
      const mayHaveReached = err instanceof PlatformNetworkError && err.mayHaveReached;
      // An answered refusal means nothing was sent: the next try need not look first.
      if (!mayHaveReached) row.attemptedAt = null;
      if (failure.retryable && !finalTry) {
        row.reason = `${failure.code}: ${failure.message}`;
        await this.em.flush();
        return { kind: 'retry', failure };
      }
      if (mayHaveReached) return this.settle(row, 'unconfirmed', 'the channel never answered the send');
      return this.settle(row, 'failed', `${failure.code}: ${failure.message}`);
    }
  }

  /** The row of this comment, made now or by a run before (the unique index keeps it one). */
  private async rowFor(automationId: string, comment: CommentEvent): Promise<AutomationDelivery> {
    const em = this.em.fork();
    try {
      em.create(AutomationDelivery, {
        id: newId('dlv'),
        automationId,
        commentExternalId: comment.commentId,
        commenterHandle: comment.commenterHandle,
        commenterId: comment.commenterId,
        postExternalId: comment.postExternalId,
        status: 'pending',
      });
      await em.flush();
    } catch (err) {
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
    }
    return this.em.findOneOrFail(
      AutomationDelivery,
      { automationId, commentExternalId: comment.commentId },
      { refresh: true },
    );
  }

  private async settle(
    row: AutomationDelivery,
    status: DeliveryStatus,
    reason: string | null,
    messageId?: string,
  ): Promise<DeliveryOutcome> {
    row.status = status;
    row.reason = reason;
    if (messageId) row.messageExternalId = messageId;
    row.updatedAt = new Date();
    // A message sent is `automation.delivered`; one that failed or may not have gone,
    // `automation.failed` (`data.status` says which); a comment skipped by a rule is no event.
    const type =
      status === 'sent' ? 'automation.delivered' : status === 'skipped' ? null : 'automation.failed';
    const outbox = type ? this.outbox?.() : undefined;
    if (!outbox || !type) {
      await this.em.flush();
      return settled(row);
    }
    await outbox.commitWith(this.em, async () => {
      const automation = await this.em.findOneOrFail(Automation, { id: row.automationId });
      return {
        id: `${type}:${row.id}`,
        type,
        workspaceId: automation.workspaceId,
        orderKey: `automation:${row.automationId}`,
        data: deliveryView(row),
      };
    });
    return settled(row);
  }
}

function settled(row: AutomationDelivery): DeliveryOutcome {
  return { kind: 'settled', deliveryId: row.id, status: row.status, reason: row.reason };
}
