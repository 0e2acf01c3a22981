import type { MikroORM } from '@mikro-orm/postgresql';
import {
  ENGAGEMENT_METHODS,
  type EngagementCapability,
  type EngagementTarget,
} from '../../channels/engagement';
import type { ClassifiedFailure, PublishContext } from '../../channels/plugin';
import type { PluginRegistry } from '../../channels/registry';
import { crashPoint } from '../../crash-points';
import { EngagementAction } from '../../entities';
import { PlatformNetworkError } from '../../http/platform-http';
import type { AccountService } from '../accounts/account-service';
import { accountForSend } from '../accounts/account-for-send';
import type { TokenService } from '../accounts/token-service';
import type { MediaService } from '../media/media-service';
import type { WebhookOutbox } from '../webhooks/webhook-outbox';
import { engagementView } from './engagement-view';

/**
 * What one try at an action came to. `retry`: a failure a later try may fix; the activity throws
 * so Temporal retries, after the platform's wait when it named one.
 */
export type EngagementOutcome =
  { kind: 'done' } | { kind: 'failed'; code: string } | { kind: 'retry'; failure: ClassifiedFailure };

type Failure = Pick<ClassifiedFailure, 'code' | 'retryable' | 'message' | 'details'>;

const UNCONFIRMED: Failure = {
  code: 'publish_unconfirmed',
  retryable: false,
  message:
    'The channel may hold this reply but never confirmed it; look on the channel, then reply again with force: true if it is not there.',
};

/** A reply's failures that mean "may be on the channel": the action ends `unconfirmed`, resent only with force. */
const UNKNOWN_REPLY_CODES = new Set(['kr_reply_unknown']);

/**
 * The worker's side of an engagement action: one platform call, never a reply twice. Like
 * publishing (DESIGN: Never post twice), `attemptedAt` is written before the call; a try that
 * finds it set on a reply asks the channel (`findReply`) before sending again, and where the
 * channel cannot be asked the action ends `unconfirmed`. Likes, hides and follows are idempotent
 * on the platforms, so they are simply sent again.
 */
export class EngagementRunner {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly accounts: AccountService,
    private readonly media: MediaService,
    private readonly tokens?: TokenService,
  ) {}

  /** Webhook events of each outcome, recorded with it (set where webhooks are wired). */
  outbox?: () => WebhookOutbox;

  private get em() {
    return this.orm.em;
  }

  async perform(actionId: string, finalTry: boolean): Promise<EngagementOutcome> {
    const action = await this.em.findOneOrFail(EngagementAction, { id: actionId });
    if (action.status === 'done') return { kind: 'done' };
    if (action.status !== 'pending') return { kind: 'failed', code: action.errorCode ?? 'platform_error' };

    const ready = await accountForSend(this.em, this.tokens, action.accountId);
    if ('unusable' in ready) return this.fail(action, ready.unusable);
    const { account } = ready;
    const plugin = this.plugins.get(action.platform);
    const engagement = plugin.engagement;
    const ctx: PublishContext = this.accounts.callContext(account);
    const target: EngagementTarget = {
      externalId: action.targetExternalId ?? '',
      ...(action.ownerHandle ? { ownerHandle: action.ownerHandle } : {}),
    };

    if (action.kind === 'reply' && action.attemptedAt) {
      // An earlier try got no answer: the reply may be up. Ask; never guess.
      if (!engagement?.findReply) return this.fail(action, UNCONFIRMED, 'unconfirmed');
      let found: Awaited<ReturnType<typeof engagement.findReply>>;
      try {
        found = await engagement.findReply(ctx, target, action.text ?? '', action.attemptedAt);
      } catch (err) {
        // A look-up that keeps failing must still end the action: unknown, never resent.
        if (finalTry) return this.fail(action, UNCONFIRMED, 'unconfirmed');
        throw err;
      }
      if (found) return this.succeed(action, found);
    }

    action.attemptedAt = new Date();
    await this.em.flush();
    crashPoint('after-attempt');
    try {
      const result = await this.call(engagement, ctx, action, target);
      crashPoint('after-accept');
      return await this.succeed(action, result);
    } catch (err) {
      const failure = plugin.classify(err);
      const mayHaveReached = err instanceof PlatformNetworkError && err.mayHaveReached;
      // An answered refusal means nothing was made: the next try need not look first.
      if (!mayHaveReached) action.attemptedAt = null;
      if (failure.retryable && !finalTry) {
        action.errorCode = failure.code;
        action.errorMessage = failure.message;
        await this.em.flush();
        return { kind: 'retry', failure };
      }
      if (mayHaveReached && action.kind === 'reply') return this.fail(action, UNCONFIRMED, 'unconfirmed');
      if (action.kind === 'reply' && UNKNOWN_REPLY_CODES.has(failure.code))
        return this.fail(action, failure, 'unconfirmed');
      return this.fail(action, failure);
    }
  }

  private async call(
    engagement: EngagementCapability | undefined,
    ctx: PublishContext,
    action: EngagementAction,
    target: EngagementTarget,
  ): Promise<{ externalId: string; url?: string } | undefined> {
    const { method } = ENGAGEMENT_METHODS[action.kind];
    // The API refuses a kind the channel lacks; a plugin changed since is a fault, not a refusal.
    const missing = () => new Error(`the ${action.platform} channel has no ${method}`);
    switch (action.kind) {
      case 'like':
      case 'unlike': {
        const call = engagement?.[action.kind];
        if (!call) throw missing();
        return void (await call.call(engagement, ctx, target));
      }
      case 'reply': {
        if (!engagement?.reply) throw missing();
        const media = await this.media.forPublish(action.workspaceId, action.mediaIds);
        return engagement.reply(ctx, target, { text: action.text ?? '', mediaIds: action.mediaIds, media });
      }
      case 'deleteReply':
        if (!engagement?.deleteReply) throw missing();
        return void (await engagement.deleteReply(ctx, target.externalId));
      case 'follow':
      case 'unfollow': {
        const call = engagement?.[action.kind];
        if (!call) throw missing();
        return void (await call.call(engagement, ctx, action.ownerHandle ?? ''));
      }
      case 'hide':
      case 'unhide':
        if (!engagement?.hideReply) throw missing();
        return void (await engagement.hideReply(ctx, target.externalId, action.kind === 'hide'));
    }
  }

  private async succeed(
    action: EngagementAction,
    result: { externalId: string; url?: string } | undefined,
  ): Promise<EngagementOutcome> {
    action.status = 'done';
    action.resultExternalId = result?.externalId ?? null;
    action.resultUrl = result?.url ?? null;
    action.errorCode = null;
    action.errorMessage = null;
    action.retryable = null;
    action.errorDetails = null;
    action.finishedAt = new Date();
    if (action.kind === 'deleteReply' && action.replyActionId) {
      const reply = await this.em.findOne(EngagementAction, { id: action.replyActionId });
      if (reply) reply.deletedAt ??= new Date();
    }
    await this.settle(action);
    return { kind: 'done' };
  }

  private async fail(
    action: EngagementAction,
    failure: Failure,
    status: 'failed' | 'unconfirmed' = 'failed',
  ): Promise<EngagementOutcome> {
    action.status = status;
    action.errorCode = failure.code;
    action.errorMessage = failure.message;
    action.retryable = failure.retryable;
    action.errorDetails = failure.details ?? null;
    action.finishedAt = new Date();
    await this.settle(action);
    return { kind: 'failed', code: failure.code };
  }

  /**
   * Saves the action's outcome with its webhook event in one transaction (`engagement.succeeded`,
   * or `engagement.failed` for failed and unconfirmed alike: `data.status` says which; `data` is
   * the action as GET /v1/engagement/{id} answers it), then wakes the event's queue. The event id
   * is the action's: an activity run again records nothing new.
   */
  private async settle(action: EngagementAction): Promise<void> {
    const outbox = this.outbox?.();
    if (!outbox) return this.em.flush();
    const succeeded = action.status === 'done';
    await outbox.commitWith(this.em, async () => ({
      id: `engagement.${succeeded ? 'succeeded' : 'failed'}:${action.id}`,
      type: succeeded ? 'engagement.succeeded' : 'engagement.failed',
      workspaceId: action.workspaceId,
      orderKey: `engagement:${action.id}`,
      data: engagementView(action),
    }));
  }
}
