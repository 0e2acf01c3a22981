import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import { requireScope } from '../../auth/scopes';
import type { EngagementKind } from '../../channels/engagement';
import { EngagementAction, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { knownCode } from '../../errors/outside-code';
import { newId } from '../../ids';
import type { EngagementWorkflows } from '../../temporal/engagement-workflows';
import type { AccountService } from '../accounts/account-service';
import type { MediaService } from '../media/media-service';
import { requireEngagementBridge } from './engagement-bridge';
import type { WorkspaceService } from '../people/workspace-service';
import type { EngagementTargets, ResolvedTarget, TargetInput } from './engagement-targets';
import { engagementView, type EngagementView } from './engagement-view';

/** How long a write waits for its outcome before answering 202, as `wait: true` publishing does for text. */
export const ENGAGEMENT_WAIT_MS = 10_000;

export interface ReplyInput extends TargetInput {
  content?: string;
  mediaIds?: string[];
  /** Send even though an identical reply to the same post ended unconfirmed. */
  force?: boolean;
}

/** What a write answers: the action, and whether its outcome is known (else 202). */
export interface EngagementAnswer {
  action: EngagementView;
  settled: boolean;
}

/**
 * Like, reply, follow, hide and their undos (issue 25). Each call checks its target
 * (EngagementTargets), stores an action, starts its `engage` workflow and waits for the outcome a
 * short while: a failure is thrown as the HTTP error of its code, with the action's id.
 */
export class EngagementService {
  constructor(
    private readonly orm: MikroORM,
    private readonly targets: EngagementTargets,
    private readonly workflows: EngagementWorkflows,
    private readonly workspaces: WorkspaceService,
    private readonly media: MediaService,
    private readonly accounts: AccountService,
    private readonly waitMs = ENGAGEMENT_WAIT_MS,
  ) {}

  private get em() {
    return this.orm.em;
  }

  async like(auth: AuthContext, workspace: Workspace, kind: 'like' | 'unlike', input: TargetInput) {
    requireScope(auth, 'posts:write');
    return this.run(workspace, kind, await this.targets.post(auth, workspace, kind, input));
  }

  async hide(auth: AuthContext, workspace: Workspace, kind: 'hide' | 'unhide', input: TargetInput) {
    requireScope(auth, 'posts:write');
    return this.run(workspace, kind, await this.targets.post(auth, workspace, kind, input));
  }

  async follow(
    auth: AuthContext,
    workspace: Workspace,
    kind: 'follow' | 'unfollow',
    input: { accountId?: string; ownerHandle?: string },
  ) {
    requireScope(auth, 'posts:write');
    return this.run(workspace, kind, await this.targets.follower(auth, workspace, kind, input));
  }

  async reply(auth: AuthContext, workspace: Workspace, input: ReplyInput): Promise<EngagementAnswer> {
    requireScope(auth, 'posts:write');
    if (!input.postId?.trim() && !(input.ownerHandle?.trim() && input.externalId?.trim())) {
      // The target is checked first, so its absence is named before the text's.
      await this.targets.post(auth, workspace, 'reply', input);
    }
    if ((input.content ?? '').trim() === '') {
      throw AppError.of('empty_reply', { field: 'content' }, 'content: the reply has no text.');
    }
    const target = await this.targets.post(auth, workspace, 'reply', input);
    // The channel's own length rule, as publishing checks it (a reply is counted as one there).
    const tooLong = target.plugin
      .validate({ text: input.content ?? '', mediaIds: [], options: {}, reply: true })
      .filter((v) => v.code === 'content_too_long')
      .map((v) => ({ ...v, extra: { ...v.extra, field: 'content' } }));
    if (tooLong.length > 0) throw new AppError(tooLong);
    const mediaIds = input.mediaIds ?? [];
    if (mediaIds.length > 0) await this.media.forPublish(workspace.id, mediaIds);
    const text = input.content ?? '';
    if (!input.force) await this.refuseAfterUnconfirmed(target, text);
    return this.run(workspace, 'reply', target, { text, mediaIds });
  }

  async deleteReply(auth: AuthContext, workspace: Workspace, replyActionId: string) {
    requireScope(auth, 'posts:write');
    const { reply, target } = await this.targets.ourReply(auth, workspace, replyActionId);
    return this.run(workspace, 'deleteReply', target, { replyActionId: reply.id });
  }

  async get(auth: AuthContext, workspace: Workspace, id: string): Promise<EngagementView> {
    requireScope(auth, 'posts:read');
    const action = await this.em.fork().findOne(EngagementAction, { id });
    if (!action || action.workspaceId !== workspace.id) {
      const notFound = AppError.of(
        'engagement_not_found',
        { id },
        `No engagement action ${id} in this workspace.`,
      );
      throw await this.workspaces.mismatchOr(auth, action?.workspaceId, notFound);
    }
    return engagementView(action);
  }

  /**
   * The same reply to the same post whose answer was lost stays unknown: sending it again could
   * make a second copy, so it waits for the person to look and say `force: true`.
   */
  private async refuseAfterUnconfirmed(target: ResolvedTarget, text: string): Promise<void> {
    const earlier = await this.em.findOne(EngagementAction, {
      accountId: target.account.id,
      kind: 'reply',
      targetExternalId: target.externalId,
      text,
      status: 'unconfirmed',
    });
    if (earlier) {
      // The channel's own word for it where it has one (the Korean blog's kr_reply_unknown).
      throw AppError.of(
        earlier.errorCode === 'kr_reply_unknown' ? 'kr_reply_unknown' : 'publish_unconfirmed',
        { id: earlier.id },
        `An identical reply (${earlier.id}) may already be on the channel; look there, then send with force: true.`,
        409,
      );
    }
  }

  private async run(
    workspace: Workspace,
    kind: EngagementKind,
    target: ResolvedTarget,
    extra: { text?: string; mediaIds?: string[]; replyActionId?: string } = {},
  ): Promise<EngagementAnswer> {
    const em = this.em.fork();
    await requireEngagementBridge(em, this.accounts, target, kind);
    const action = em.create(EngagementAction, {
      id: newId('eng'),
      workspaceId: workspace.id,
      accountId: target.account.id,
      platform: target.account.platform,
      kind,
      status: 'pending',
      postId: target.postId,
      targetExternalId: target.externalId,
      ownerHandle: target.ownerHandle,
      text: extra.text ?? null,
      mediaIds: extra.mediaIds ?? [],
      replyActionId: extra.replyActionId ?? null,
    });
    await em.flush();
    await this.workflows.start(action);
    await this.workflows.waitForOutcome(action.id, this.waitMs);
    await em.refresh(action);
    const view = engagementView(action);
    if (action.status === 'failed' || action.status === 'unconfirmed')
      throw failureOf(view, action.errorDetails);
    return { action: view, settled: action.status === 'done' };
  }
}

/**
 * A failed action as the HTTP error of its code, with its id; AppError gives a code that only sits
 * on records its request status (503), and a code from outside the catalogue is `platform_error`.
 */
function failureOf(view: EngagementView, details: Record<string, unknown> | null): AppError {
  return AppError.of(
    knownCode(view.errorCode, 'platform_error'),
    {
      ...details,
      id: view.id,
      platform: view.platform,
      accountId: view.accountId,
      retryable: view.retryable,
    },
    view.errorMessage ?? undefined,
  );
}
