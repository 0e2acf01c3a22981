import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import { requireScope } from '../../auth/scopes';
import type { PluginRegistry } from '../../channels/registry';
import type { Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { can } from './automation-input';
import type { AutomationWorkflows } from '../../temporal/automation-workflows';
import type { AutomationService } from './automation-service';
import type { AutomationView } from './automation-view';

/**
 * Sending to the people who already commented on an automation's post (`POST` and `DELETE
 * /v1/automations/{id}/past-comments`): the run is recorded (`pastComments.status` `running`) and
 * its workflow started (workflows/past-comments.ts), which answers each comment as a webhook
 * would, `gapMs` apart, and writes the counts and `done`; DELETE records `stopped` and cancels it.
 */
export class PastCommentsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly automations: AutomationService,
    private readonly workflows?: AutomationWorkflows,
    private readonly gapMs = 3_000,
  ) {}

  /**
   * Refuses, in this order: a channel that cannot go back through comments (400
   * `past_comments_not_supported`), an automation with no post of its own to go through (`any_post`:
   * 400 `past_comments_no_trigger`), one not enabled (409 `automation_not_live`), a `next_post` one
   * still waiting (409 `past_comments_no_post`), one already sending (409 `past_comments_running`
   * with `pastComments`). Under the automation's row lock, so two starts cannot both run.
   */
  async start(auth: AuthContext, workspace: Workspace, id: string): Promise<AutomationView> {
    requireScope(auth, 'posts:write');
    const started = await this.orm.em.fork().transactional(async (em) => {
      const automation = await this.automations.find(auth, workspace, em, id, true);
      if (!can(this.plugins.get(automation.platform), 'pastComments')) {
        throw AppError.of(
          'past_comments_not_supported',
          { platform: automation.platform },
          `Past-comment sending works on the photo and social channels only; this automation is on ${automation.platform}.`,
        );
      }
      if (automation.triggerKind === 'any_post') {
        throw AppError.of(
          'past_comments_no_trigger',
          { triggerKind: automation.triggerKind },
          'This automation answers comments on any post, not on one post whose comments could be gone through; make one with a `post` or `next_post` trigger.',
        );
      }
      if (automation.status !== 'enabled') {
        throw AppError.of(
          'automation_not_live',
          { status: automation.status },
          `Automation is ${automation.status === 'draft' ? 'a draft' : 'disabled'}; enable it first (POST /v1/automations/${id}/enable).`,
        );
      }
      if (!automation.boundExternalId) {
        throw AppError.of(
          'past_comments_no_post',
          {},
          'Automation waits for the account’s next post; past comments can be sent once that post is out.',
        );
      }
      if (automation.pastComments.status === 'running') {
        throw AppError.of(
          'past_comments_running',
          { pastComments: automation.pastComments },
          `Already sending to past comments; stop with DELETE /v1/automations/${id}/past-comments.`,
        );
      }
      const now = new Date();
      automation.pastComments = {
        status: 'running',
        sent: 0,
        skipped: 0,
        total: 0,
        startedAt: now.toISOString(),
        finishedAt: null,
      };
      automation.updatedAt = now;
      await em.flush();
      return { automation, view: await this.automations.viewOf(em, automation) };
    });
    // Once committed, so the run reads itself as `running`.
    const { automation, view } = started;
    await this.workflows?.startPastComments(automation, {
      automationId: automation.id,
      platform: automation.platform,
      startedAt: automation.pastComments.startedAt!,
      gapMs: this.gapMs,
    });
    return view;
  }

  /** Stops a run; a run not going on is left as it is (the answer says where it stands). */
  async stop(auth: AuthContext, workspace: Workspace, id: string): Promise<AutomationView> {
    requireScope(auth, 'posts:write');
    return this.orm.em.fork().transactional(async (em) => {
      const automation = await this.automations.find(auth, workspace, em, id, true);
      if (automation.pastComments.status === 'running') {
        const now = new Date();
        automation.pastComments = {
          ...automation.pastComments,
          status: 'stopped',
          finishedAt: now.toISOString(),
        };
        automation.updatedAt = now;
        await em.flush();
        if (automation.pastComments.startedAt) {
          await this.workflows?.stopPastComments(automation.id, automation.pastComments.startedAt);
        }
      }
      return this.automations.viewOf(em, automation);
    });
  }
}
