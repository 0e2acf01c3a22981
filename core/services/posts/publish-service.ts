import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Account, Post, PostTarget, PublishAttempt, type PostStatus } from '../../entities';
import { newId } from '../../ids';
import type {
  ChainRefs,
  ChannelPlugin,
  ClassifiedFailure,
  PublishContext,
  PublishItem,
} from '../../channels/plugin';
import type { PluginRegistry } from '../../channels/registry';
import { PlatformNetworkError } from '../../http/platform-http';
import { AppError } from '../../errors/app-error';
import { crashPoint } from '../../crash-points';
import type { AccountService } from '../accounts/account-service';
import { channelOptions } from './channel-options';
import { accountForSend } from '../accounts/account-for-send';
import { sendRows, sendRowsOf, type SendRowsJson } from './send-rows';
import { bindNextPost } from '../automations/next-post-binding';
import type { TokenService } from '../accounts/token-service';
import type { MediaService } from '../media/media-service';

/** How a run ended, per target: the workflow's result and its memo in the Temporal UI. */
export interface Settlement {
  status: PostStatus;
  /** One line an operator reads first, e.g. "partial: 1 of 2 targets failed (chat publish_unconfirmed)". */
  summary: string;
  targets: Array<{ targetId: string; platform: string; status: string; errorCode: string | null }>;
  /**
   * The rows as the settle left them, as the database gives them (column names): the columns of
   * the post a run changes, and every target (deleted ones too). A `wait: true` answer is made of
   * them instead of a read. Absent from runs settled before it was added.
   */
  rows?: { post: Record<string, unknown>; targets: Array<Record<string, unknown>> };
}

export interface PublishPlan {
  /**
   * `items`: how many the target sends (a chain's length, else 1); `from`: the first not yet out;
   * `quick`: text only, to a channel whose text send is one short call (`quickTextSend`): the first
   * try of each item runs inside the workflow task; `bridged`: a job the workflow holds for the
   * person's browser extension (ChannelPlugin.bridge).
   */
  targets: Array<{ targetId: string; items: number; from: number; quick?: boolean; bridged?: boolean }>;
}

/** How this try's attempt ended, written with the target's outcome in one statement. */
interface AttemptEnd {
  id: string;
  outcome: 'sent' | 'failed' | 'sending';
  externalId: string | null;
  url: string | null;
  errorCode: string | null;
  chainContext?: Record<string, string> | null;
}

/**
 * What one try at one item came to. `retry`: a failure a later try may fix; the caller (a Temporal
 * activity) throws so Temporal retries, waiting `retryAfterSeconds` when the platform said so.
 */
export type ItemOutcome =
  | { kind: 'published'; externalId: string; url?: string }
  | { kind: 'failed'; code: string; retryable: boolean }
  | { kind: 'retry'; failure: ClassifiedFailure };

/**
 * Sends targets to their platforms without ever posting twice: every platform call is preceded by
 * a `sending` attempt row, and a try that finds such a row from an earlier, unanswered try asks the
 * platform before sending again (DESIGN: Never post twice).
 */
export class PublishService {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly accounts: AccountService,
    private readonly media: MediaService,
    /** Refreshes a token found stale at send time (the refresh workflow was late: a worker was down). */
    private readonly tokens?: TokenService,
  ) {}

  private get em() {
    return this.orm.em;
  }

  /**
   * Moves a scheduled post to `publishing` under a row lock; true when this run may send. A post
   * the API already moved (publish now, retry) is fine; a draft, a cancelled or a deleted one is not.
   */
  async begin(postId: string): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const post = await em.findOneOrFail(Post, { id: postId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (post.deletedAt) {
        // Nothing will send it: it must not be left saying it is going out.
        if (post.status === 'publishing' || post.status === 'scheduled') post.status = 'cancelled';
        return false;
      }
      if (post.status === 'scheduled') post.status = 'publishing';
      return post.status === 'publishing';
    });
  }

  /**
   * `begin` and `plan` in one statement (the row lock is the update's): the targets still to send,
   * or null when this run may not send. A run of a deleted post marks it `cancelled` if it still said
   * it was going out; a scheduled one becomes `publishing`.
   */
  async start(postId: string, force = false): Promise<PublishPlan | null> {
    return (await this.started(postId, force, false))?.plan ?? null;
  }

  /**
   * `start`, and with each target what the first try at its next item would read (`sendRows`), from
   * the same statement: a run that sends at once passes them to `publishItem` instead of reading
   * them again. As fresh as the read they replace: neither holds a lock.
   */
  async startWithRows(
    postId: string,
  ): Promise<{ plan: PublishPlan; rows: Map<string, SendRowsJson> } | null> {
    const started = await this.started(postId, false, true);
    return started && { plan: started.plan, rows: started.rows };
  }

  private async started(
    postId: string,
    force: boolean,
    withRows: boolean,
  ): Promise<{ plan: PublishPlan; rows: Map<string, SendRowsJson> } | null> {
    const rows = await this.em.execute<
      Array<{
        status: PostStatus;
        deleted: boolean;
        media_ids: string[];
        thread_items: Post['threadItems'];
        target_id: string | null;
        platform: string;
        item_external_ids: string[];
        send_rows: SendRowsJson | null;
      }>
    >(
      `with p as (
         update "posts" set
           "status" = case
             when "deleted_at" is not null and "status" in ('publishing', 'scheduled') then 'cancelled'
             when "deleted_at" is null and "status" = 'scheduled' then 'publishing'
             else "status" end,
           "updated_at" = case
             when "status" = 'scheduled' or ("deleted_at" is not null and "status" = 'publishing') then ?
             else "updated_at" end
         where "id" = ?
         returning *)
       select p."status", p."deleted_at" is not null as deleted, p."media_ids", p."thread_items",
              t."id" as target_id, t."platform", t."item_external_ids",
              case when ? and t."id" is not null then json_build_object(
                'target', row_to_json(t), 'post', row_to_json(p), 'account', row_to_json(a),
                'attempts', coalesce((select json_agg(x order by x."id") from "publish_attempts" x
                                       where x."target_id" = t."id"
                                         and x."item_index" = jsonb_array_length(t."item_external_ids")),
                                     '[]'::json))
              end as send_rows
         from p left join "post_targets" t
           on t."post_id" = p."id" and t."status" <> 'published' and t."deleted_at" is null
         left join "accounts" a on ? and a."id" = t."account_id"
        order by t."id"`,
      [new Date(), postId, withRows, withRows],
    );
    if (rows.length === 0) throw new Error(`post ${postId} not found`);
    const [post] = rows;
    if (post.deleted || post.status !== 'publishing') return null;
    const targets = rows.flatMap((r) =>
      r.target_id ? [{ id: r.target_id, platform: r.platform, itemExternalIds: r.item_external_ids }] : [],
    );
    if (force) await this.markUnknownNotSent(targets.map((t) => t.id));
    return {
      plan: this.planOf({ mediaIds: post.media_ids, threadItems: post.thread_items }, targets),
      rows: new Map(rows.flatMap((r) => (r.target_id && r.send_rows ? [[r.target_id, r.send_rows]] : []))),
    };
  }

  /** The targets still to send. `force`: earlier tries with no answer are taken as not sent. */
  async plan(postId: string, force = false): Promise<PublishPlan> {
    const post = await this.em.findOneOrFail(Post, { id: postId });
    const targets = await this.em.find(
      PostTarget,
      { postId, status: { $ne: 'published' }, deletedAt: null },
      { orderBy: { id: 'asc' } },
    );
    if (force) await this.markUnknownNotSent(targets.map((t) => t.id));
    return this.planOf(post, targets);
  }

  private async markUnknownNotSent(targetIds: string[]): Promise<void> {
    if (targetIds.length > 0) {
      // The person looked at the channel and asked to resend: the only way an unknown try
      // becomes "not sent".
      await this.em.nativeUpdate(
        PublishAttempt,
        { targetId: { $in: targetIds }, outcome: { $in: ['sending', 'unconfirmed'] } },
        { outcome: 'not_sent' },
      );
    }
  }

  private planOf(
    post: Pick<Post, 'mediaIds' | 'threadItems'>,
    targets: Array<Pick<PostTarget, 'id' | 'platform' | 'itemExternalIds'>>,
  ): PublishPlan {
    const items = post.threadItems?.length ?? 1;
    const textOnly = post.mediaIds.length === 0 && !post.threadItems?.some((i) => i.mediaIds?.length);
    return {
      targets: targets.map((t) => ({
        targetId: t.id,
        items,
        from: t.itemExternalIds.length,
        quick: textOnly && this.plugins.get(t.platform).quickTextSend === true,
        ...(this.plugins.get(t.platform).bridge ? { bridged: true } : {}),
      })),
    };
  }

  /**
   * `refreshed`: this call already refreshed the token once after the platform refused it. `read`:
   * the rows `sendRows` would read, read just before (startWithRows).
   */
  async publishItem(
    targetId: string,
    index: number,
    finalTry: boolean,
    refreshed = false,
    read?: SendRowsJson,
  ): Promise<ItemOutcome> {
    const rows = read ? sendRowsOf(this.em, read) : await sendRows(this.em, targetId, index);
    const { target, post, attempts: earlier } = rows;
    const done = target.itemExternalIds[index];
    if (done) return { kind: 'published', externalId: done };
    const ready = await accountForSend(this.em, this.tokens, target.accountId, rows.account);
    if ('unusable' in ready) return this.fail(target, ready.unusable);
    const { account } = ready;
    const plugin = this.plugins.get(target.platform);
    const ctx: PublishContext = this.accounts.callContext(account);
    // A try the platform answered with a refusal ends an attempt; a try with no answer does not
    // (the next one may be the same send arriving twice), so it keeps the key.
    const attemptNumber = earlier.filter((a) => a.outcome === 'failed').length + 1;
    let item: PublishItem;
    try {
      item = {
        ...(await this.itemFor(post, target, index)),
        sendKey: sendKeyOf(targetId, index, attemptNumber),
      };
    } catch (err) {
      // The files are gone or unusable at send time (reclaimed, deleted): nothing was sent.
      if (err instanceof AppError)
        return this.fail(target, { code: err.code, retryable: false, message: err.message });
      throw err;
    }
    const last = (post.threadItems?.length ?? 1) - 1;

    const sent = earlier.find((a) => a.outcome === 'sent' && a.externalId);
    if (sent) {
      const { externalId, url, chainContext } = sent;
      return this.succeed(target, index, last, externalId!, url ?? undefined, undefined, chainContext);
    }
    // A try the platform could not confirm stays unknown whatever happened since (a crash after
    // the look-up, a retry without force): sending again could make a second copy.
    if (earlier.some((a) => a.outcome === 'unconfirmed')) return this.unconfirmed(target);
    const unknown = earlier.filter((a) => a.outcome === 'sending');
    if (unknown.length > 0) {
      const found = await this.lookUp(plugin, ctx, item, unknown, last);
      crashPoint('after-lookup');
      if (found !== 'none') return found;
    }

    crashPoint('before-attempt');
    const attempt = { id: newId('att'), startedAt: new Date() };
    // One statement: the attempt and the target's `publishing` are written together or not at all.
    await this.em.execute(
      `with a as (
         insert into "publish_attempts" ("id", "target_id", "item_index", "outcome", "started_at")
         values (?, ?, ?, 'sending', ?))
       update "post_targets" set "status" = 'publishing' where "id" = ?`,
      [attempt.id, targetId, index, attempt.startedAt, targetId],
    );
    target.status = 'publishing';
    crashPoint('after-attempt');

    try {
      const result = await plugin.publish(ctx, item);
      crashPoint('after-accept');
      target.warnings = [...target.warnings, ...(result.warnings ?? [])];
      const sent: AttemptEnd = {
        id: attempt.id,
        outcome: 'sent',
        externalId: result.externalId,
        url: result.url ?? null,
        errorCode: null,
        chainContext: result.chainContext ?? null,
      };
      return await this.succeed(
        target,
        index,
        last,
        result.externalId,
        result.url,
        sent,
        result.chainContext,
      );
    } catch (err) {
      const failure = plugin.classify(err);
      // An unanswered request may have gone through: leave the attempt `sending` so the next try looks first.
      const mayHaveReached = err instanceof PlatformNetworkError && err.mayHaveReached;
      const ended: AttemptEnd = {
        id: attempt.id,
        outcome: mayHaveReached ? 'sending' : 'failed',
        externalId: null,
        url: null,
        errorCode: failure.code,
      };
      // The platform refused the token itself (an answer, so surely not posted), though our clock
      // said it was good: refresh once and send again. A refusal of the refresh expires the account.
      if (
        failure.code === 'platform_auth_error' &&
        !mayHaveReached &&
        !refreshed &&
        this.canRefresh(account)
      ) {
        await this.save(target, ended);
        const outcome = await this.tokens!.refresh(account.id, { unlessChangedFrom: account.credentials });
        if (outcome.outcome !== 'stopped') return this.publishItem(targetId, index, finalTry, true);
      }
      if (failure.retryable && !finalTry) {
        target.errorCode = failure.code;
        target.errorMessage = failure.message;
        await this.save(target, ended);
        return { kind: 'retry', failure };
      }
      return this.fail(target, failure, ended);
    }
  }

  /**
   * Writes the target as it now stands. With the end of this try's attempt: one statement for both
   * (the send's outcome is one round trip); without, through the unit of work, as a look-up left it.
   */
  private async save(target: PostTarget, attempt?: AttemptEnd): Promise<void> {
    if (!attempt) {
      await this.em.flush();
      return;
    }
    await this.em.execute(
      `with a as (
         update "publish_attempts"
            set "outcome" = ?, "external_id" = ?, "url" = ?, "error_code" = ?, "finished_at" = ?,
                "chain_context" = ?::jsonb
          where "id" = ?)
       update "post_targets"
          set "status" = ?, "external_id" = ?, "url" = ?, "item_external_ids" = ?::jsonb,
              "item_chain_contexts" = ?::jsonb, "warnings" = ?::jsonb, "error_code" = ?, "error_message" = ?, "retryable" = ?, "published_at" = ?
        where "id" = ?`,
      [
        attempt.outcome,
        attempt.externalId,
        attempt.url,
        attempt.errorCode,
        new Date(),
        attempt.chainContext ? JSON.stringify(attempt.chainContext) : null,
        attempt.id,
        target.status,
        target.externalId,
        target.url,
        JSON.stringify(target.itemExternalIds),
        JSON.stringify(target.itemChainContexts),
        JSON.stringify(target.warnings),
        target.errorCode,
        target.errorMessage,
        target.retryable,
        target.publishedAt,
        target.id,
      ],
    );
    // Written: the unit of work must not write it again, nor take it for a change still to make.
    this.em.getUnitOfWork().unsetIdentity(target);
  }

  /** Only a token that expires can have gone stale; one that never does (a Page or bot token) was revoked. */
  private canRefresh(account: Account): boolean {
    const flow = this.plugins.get(account.platform).connect;
    return (
      this.tokens !== undefined &&
      account.tokenExpiresAt !== null &&
      flow?.kind === 'oauth' &&
      flow.refresh !== undefined
    );
  }

  /**
   * Earlier tries got no answer. Ask the platform; if it holds the post, that try succeeded. If the
   * platform cannot be asked, do not guess: the target ends `publish_unconfirmed` until a forced retry.
   */
  private async lookUp(
    plugin: ChannelPlugin,
    ctx: PublishContext,
    item: PublishItem,
    unknown: PublishAttempt[],
    last: number,
  ): Promise<ItemOutcome | 'none'> {
    const target = await this.em.findOneOrFail(PostTarget, { id: unknown[0].targetId });
    if (!plugin.findPublished) {
      unknown.forEach((a) => (a.outcome = 'unconfirmed'));
      return this.unconfirmed(target);
    }
    const found = await plugin.findPublished(ctx, item, unknown[0].startedAt);
    if (found) {
      const latest = unknown[unknown.length - 1];
      latest.outcome = 'sent';
      latest.externalId = found.externalId;
      latest.url = found.url ?? null;
      latest.chainContext = found.chainContext ?? null;
      unknown.slice(0, -1).forEach((a) => (a.outcome = 'not_sent'));
      const { externalId, url, chainContext } = found;
      return this.succeed(target, item.index, last, externalId, url, undefined, chainContext);
    }
    unknown.forEach((a) => (a.outcome = 'not_sent'));
    await this.em.flush();
    return 'none';
  }

  /** Records item `index` as out; the target is published once its last item is. */
  private async succeed(
    target: PostTarget,
    index: number,
    last: number,
    externalId: string,
    url?: string,
    attempt?: AttemptEnd,
    chainContext?: Record<string, string> | null,
  ): Promise<ItemOutcome> {
    target.itemExternalIds = [...target.itemExternalIds.slice(0, index), externalId];
    // Beside the ids (rows from before chain contexts have none: null up to `index`).
    const contexts = target.itemChainContexts.slice(0, index);
    while (contexts.length < index) contexts.push(null);
    target.itemChainContexts = [...contexts, chainContext ?? null];
    if (index === 0) {
      target.externalId = externalId;
      target.url = url ?? null;
    }
    target.status = index >= last ? 'published' : 'publishing';
    target.errorCode = null;
    target.errorMessage = null;
    target.retryable = null;
    target.publishedAt ??= new Date();
    await this.save(target, attempt);
    return { kind: 'published', externalId, url };
  }

  private unconfirmed(target: PostTarget): Promise<ItemOutcome> {
    return this.fail(target, {
      code: 'publish_unconfirmed',
      retryable: false,
      message:
        'The channel may have published this but never confirmed it; check the channel, then retry with force.',
    });
  }

  private async fail(
    target: PostTarget,
    failure: Pick<ClassifiedFailure, 'code' | 'retryable' | 'message'>,
    attempt?: AttemptEnd,
  ): Promise<ItemOutcome> {
    target.status = 'failed';
    target.errorCode = failure.code;
    target.errorMessage = failure.message;
    target.retryable = failure.retryable;
    await this.save(target, attempt);
    return { kind: 'failed', code: failure.code, retryable: failure.retryable };
  }

  /**
   * Settles the post from its targets: all out is published, none is failed, some is partial. One
   * statement reads the targets and writes the post's status (its time only when it changes); it
   * also says whether a `next_post` automation of an account the post went out on is waiting (only
   * then is the binding's statement sent) and which events the workspace's subscriptions take
   * (`webhookEvents`, so the settle's events need no statement of their own to find no taker).
   */
  async settle(postId: string): Promise<{ settlement: Settlement; webhookEvents: string[][] }> {
    const rows = await this.em.execute<
      Array<{
        post_status: PostStatus;
        reply_to_post_id: string | null;
        post_row: Record<string, unknown>;
        next_post_waiting: boolean;
        webhook_events: string[][];
        id: string;
        platform: string;
        status: PostTarget['status'];
        error_code: string | null;
        external_id: string | null;
        account_id: string | null;
        published_at: Date | null;
        deleted: boolean;
        row: Record<string, unknown>;
      }>
    >(
      `with t as (select * from "post_targets" where "post_id" = ?),
       outcome as (
         select case
           when count(*) filter (where "status" = 'published') = count(*) then 'published'
           when count(*) filter (where "status" = 'published') = 0 then 'failed'
           else 'partial' end as status
         from t where "deleted_at" is null),
       p as (
         update "posts" set "status" = outcome.status,
           "updated_at" = case when "posts"."status" = outcome.status then "updated_at" else ? end
         from outcome where "posts"."id" = ?
         returning "posts"."id", "posts"."status", "posts"."reply_to_post_id", "posts"."error",
                   "posts"."updated_at", "posts"."deleted_at", "posts"."workspace_id"),
       around as (
         select exists (
                  select 1 from "automations" a join t on a."account_id" = t."account_id"
                   where t."status" = 'published' and t."deleted_at" is null
                     and a."status" = 'enabled' and a."trigger_kind" = 'next_post'
                     and a."bound_post_id" is null) as next_post_waiting,
                (select coalesce(json_agg(s."events"), '[]'::json) from "webhook_subscriptions" s
                  where s."workspace_id" = (select "workspace_id" from p) and s."status" <> 'disabled')
                  as webhook_events)
       select p."status" as post_status, p."reply_to_post_id",
              json_build_object('id', p."id", 'status', p."status", 'error', p."error",
                                'updated_at', p."updated_at", 'deleted_at', p."deleted_at") as post_row,
              around.next_post_waiting, around.webhook_events,
              t."id", t."platform", t."status", t."error_code", t."external_id", t."account_id",
              t."published_at", t."deleted_at" is not null as deleted, row_to_json(t) as row
         from p cross join around left join t on true
        order by t."id"`,
      [postId, new Date(), postId],
    );
    if (rows.length === 0) throw new Error(`post ${postId} not found`);
    const status = rows[0].post_status;
    const targets = rows
      .filter((r) => r.id !== null && !r.deleted)
      .map((r) => ({
        id: r.id,
        platform: r.platform,
        status: r.status,
        errorCode: r.error_code,
        externalId: r.external_id,
        accountId: r.account_id,
        publishedAt: r.published_at,
      }));
    if (rows[0].next_post_waiting) {
      await bindNextPost(this.em, { id: postId, replyToPostId: rows[0].reply_to_post_id }, targets);
    }
    crashPoint('after-settle');
    const out = targets.filter((t) => t.status === 'published').length;
    const failed = targets.filter((t) => t.status !== 'published');
    const settlement: Settlement = {
      status,
      summary:
        failed.length === 0
          ? `published: ${out} of ${targets.length} targets out`
          : `${status}: ${failed.length} of ${targets.length} targets failed (${failed
              .map((t) => `${t.platform} ${t.errorCode ?? 'unknown'}`)
              .join(', ')})`,
      targets: targets.map((t) => ({
        targetId: t.id,
        platform: t.platform,
        status: t.status,
        errorCode: t.errorCode,
      })),
      rows: { post: rows[0].post_row, targets: rows.filter((r) => r.id !== null).map((r) => r.row) },
    };
    return { settlement, webhookEvents: rows[0].webhook_events };
  }

  /**
   * What item `index` of a target sends: the chain item's text (or the channel's own `content`,
   * or the post's), replying to the item before it, or for a reply post to the replied post's
   * item on the same account, with what those items returned for the chain (`chain`). The topic
   * tag goes with the first item only. Without `sendKey`: that is the attempt's (publishItem).
   */
  async itemFor(post: Post, target: PostTarget, index: number): Promise<PublishItem> {
    const own = channelOptions(post.options, target.platform);
    const chainItem = post.threadItems?.[index];
    const text = chainItem ? chainItem.content : (own.content ?? post.content);
    let replyToExternalId: string | undefined = index > 0 ? target.itemExternalIds[index - 1] : undefined;
    let chain: ChainRefs | undefined =
      index > 0 ? refs(target.itemChainContexts[0], target.itemChainContexts[index - 1]) : undefined;
    if (index === 0 && post.replyToPostId) {
      const replied = await this.em.findOne(PostTarget, {
        postId: post.replyToPostId,
        accountId: target.accountId,
      });
      replyToExternalId = replied?.externalId ?? undefined;
      // The replied post's thread root is not known here: a network that needs it carries it in
      // the context it returns (the parent's context names its own root).
      chain = replied ? refs(undefined, replied.itemChainContexts[0]) : undefined;
    }
    const mediaIds = chainItem?.mediaIds ?? post.mediaIds;
    return {
      text,
      mediaIds,
      media: await this.media.forPublish(post.workspaceId, mediaIds),
      options: own.options,
      index,
      replyToExternalId,
      ...(chain ? { chain } : {}),
      topicTag: index === 0 ? (post.topicTag ?? undefined) : undefined,
    };
  }
}

/**
 * `PublishItem.sendKey`: the target, the item and which attempt, all read from stored rows, so
 * every execution of one attempt (a retried activity, a restarted worker) makes the same key.
 */
export function sendKeyOf(targetId: string, index: number, attemptNumber: number): string {
  return `${targetId}.${index}.${attemptNumber}`;
}

/** `ChainRefs` from stored contexts; undefined when there is neither. */
function refs(
  root: Record<string, string> | null | undefined,
  parent: Record<string, string> | null | undefined,
): ChainRefs | undefined {
  if (!root && !parent) return undefined;
  return { ...(root ? { root } : {}), ...(parent ? { parent } : {}) };
}
