import type { MikroORM } from '@mikro-orm/postgresql';
import type { CommentEvent } from '../../channels/dm';
import type { PluginRegistry } from '../../channels/registry';
import { Automation, AutomationDelivery, EngagementAction, type PastComments } from '../../entities';
import type { AccountService } from '../accounts/account-service';
import { accountForSend } from '../accounts/account-for-send';
import type { TokenService } from '../accounts/token-service';

/**
 * The worker's side of the steps around a delivery: the comments already under an automation's
 * post (past comments), its progress in `pastComments`, and the optional public reply, which goes
 * through the engagement engine as any reply does (an `engage` run of its own action).
 */
export class AutomationSteps {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly accounts: AccountService,
    private readonly tokens?: TokenService,
  ) {}

  private get em() {
    return this.orm.em;
  }

  /** Every comment under the bound post, oldest first; the run's `total` is written. */
  async pastComments(automationId: string, startedAt: string): Promise<CommentEvent[]> {
    const automation = await this.em.findOneOrFail(Automation, { id: automationId }, { refresh: true });
    if (!this.current(automation, startedAt) || !automation.boundExternalId) return [];
    const dm = this.plugins.get(automation.platform).dm;
    if (!dm) return [];
    const ready = await accountForSend(this.em, this.tokens, automation.accountId);
    if ('unusable' in ready) throw new Error(`${ready.unusable.code}: ${ready.unusable.message}`);
    const comments = await dm.listComments(
      this.accounts.callContext(ready.account),
      automation.boundExternalId,
    );
    await this.write(automationId, startedAt, { total: comments.length });
    return comments;
  }

  /**
   * Counts where the run stands; `status` ends it (`done`, or `stopped` when cancelled). False once
   * the run is no longer going on (stopped by DELETE, or the automation disabled): the run ends.
   */
  async progress(
    automationId: string,
    startedAt: string,
    counts: { sent: number; skipped: number },
    status?: 'done' | 'stopped',
  ): Promise<boolean> {
    return this.write(automationId, startedAt, {
      ...counts,
      ...(status ? { status, finishedAt: new Date().toISOString() } : {}),
    });
  }

  /** Where a delivery made by another run (the webhook's) ended. */
  async deliveryStatus(automationId: string, commentId: string): Promise<string | null> {
    const row = await this.em.findOne(
      AutomationDelivery,
      { automationId, commentExternalId: commentId },
      { refresh: true },
    );
    return row?.status ?? null;
  }

  /**
   * The public reply under the comment as an engagement action, made once per delivery (its id
   * comes from the delivery's), or null when the automation has none.
   */
  async publicReply(automationId: string, deliveryId: string): Promise<string | null> {
    const automation = await this.em.findOne(Automation, { id: automationId }, { refresh: true });
    const delivery = await this.em.findOne(AutomationDelivery, { id: deliveryId });
    if (!automation?.publicReply || !delivery || delivery.status !== 'sent') return null;
    const id = `eng_${deliveryId.slice(deliveryId.indexOf('_') + 1)}`;
    const em = this.em.fork();
    if (!(await em.findOne(EngagementAction, { id }))) {
      em.create(EngagementAction, {
        id,
        workspaceId: automation.workspaceId,
        accountId: automation.accountId,
        platform: automation.platform,
        kind: 'reply',
        postId: automation.boundPostId,
        targetExternalId: delivery.commentExternalId,
        text: automation.publicReply,
      });
      await em.flush();
    }
    return id;
  }

  private current(automation: Automation, startedAt: string): boolean {
    return automation.pastComments.startedAt === startedAt && automation.pastComments.status === 'running';
  }

  /**
   * Writes this run's counts; a run stopped (DELETE, disable) keeps its `stopped`, a replaced one
   * is left alone. True while the run is still going on.
   */
  private async write(
    automationId: string,
    startedAt: string,
    change: Partial<PastComments>,
  ): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      const automation = await em.findOne(Automation, { id: automationId });
      if (!automation || automation.pastComments.startedAt !== startedAt) return false;
      const running = automation.pastComments.status === 'running';
      const { status, finishedAt, ...counts } = change;
      automation.pastComments = {
        ...automation.pastComments,
        ...counts,
        ...(running && status ? { status, finishedAt: finishedAt ?? null } : {}),
      };
      automation.updatedAt = new Date();
      return running && status === undefined;
    });
  }
}
