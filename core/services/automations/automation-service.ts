import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AuthContext } from '../../auth/auth-context';
import { requireScope } from '../../auth/scopes';
import {
  Account,
  Automation,
  AutomationDelivery,
  IDLE_PAST_COMMENTS,
  type KeywordMatch,
  type TriggerKind,
  type Workspace,
} from '../../entities';
import { AppError } from '../../errors/app-error';
import { newId } from '../../ids';
import type { WorkspaceService } from '../people/workspace-service';
import { normalKeywords, type AutomationInput } from './automation-input';
import { turnOff } from './automation-off';
import { automationView, deliveryView, type AutomationView, type DeliveryView } from './automation-view';

export interface TriggerInput {
  kind: TriggerKind;
  postId?: string;
  keywords?: string[];
  match?: KeywordMatch;
}

export interface DeliverInput {
  message: string;
  link?: string;
  mediaId?: string;
}

export interface CreateAutomationInput {
  accountId: string;
  name: string;
  trigger: TriggerInput;
  deliver: DeliverInput;
  publicReply?: string;
}

/** PATCH: what is sent changes; `null` clears an optional field. */
export interface PatchAutomationInput {
  name?: string;
  trigger?: Partial<TriggerInput>;
  deliver?: { message?: string; link?: string | null; mediaId?: string | null };
  publicReply?: string | null;
}

export interface ListQuery {
  limit?: number;
  before?: string;
}

/**
 * Automations (issue 26): an account's rules "a comment with a keyword gets a direct message".
 * This is the resource: create (a draft), read, list, change, enable, disable, delete, and the
 * deliveries recorded for it. Answering comments is the delivery engine's (the next slice): it
 * reads enabled automations and writes AutomationDelivery rows.
 */
export class AutomationService {
  constructor(
    private readonly orm: MikroORM,
    private readonly input: AutomationInput,
    private readonly workspaces: WorkspaceService,
  ) {}

  async create(
    auth: AuthContext,
    workspace: Workspace,
    body: CreateAutomationInput,
  ): Promise<AutomationView> {
    requireScope(auth, 'posts:write');
    const account = await this.input.account(auth, workspace, body.accountId);
    const bound =
      body.trigger.kind === 'post'
        ? await this.postTrigger(auth, workspace, account, body.trigger.postId)
        : null;
    const mediaId = body.deliver.mediaId ? await this.input.mediaId(workspace, body.deliver.mediaId) : null;
    const em = this.orm.em.fork();
    const automation = em.create(Automation, {
      id: newId('auto'),
      workspaceId: workspace.id,
      accountId: account.id,
      platform: account.platform,
      status: 'draft',
      name: body.name,
      triggerKind: body.trigger.kind,
      postId: bound?.postId ?? null,
      boundPostId: bound?.postId ?? null,
      boundExternalId: bound?.externalId ?? null,
      keywords: normalKeywords(body.trigger.keywords ?? []),
      match: body.trigger.match ?? 'contains',
      message: body.deliver.message,
      link: body.deliver.link ?? null,
      mediaId,
      publicReply: body.publicReply ?? null,
      pastComments: { ...IDLE_PAST_COMMENTS },
    });
    await em.flush();
    return automationView(automation, 0);
  }

  /** Newest first, paged with `before` (the last id of the page before), as the posts list is. */
  async list(
    auth: AuthContext,
    workspace: Workspace,
    query: ListQuery,
  ): Promise<{ data: AutomationView[]; nextBefore: string | null }> {
    requireScope(auth, 'posts:read');
    const limit = query.limit ?? 20;
    const em = this.orm.em.fork();
    const rows = await em.find(
      Automation,
      { workspaceId: workspace.id, ...(query.before ? { id: { $lt: query.before } } : {}) },
      { orderBy: { id: 'desc' }, limit: limit + 1 },
    );
    const page = rows.slice(0, limit);
    const counts = await deliveryCounts(
      em,
      page.map((a) => a.id),
    );
    return {
      data: page.map((a) => automationView(a, counts.get(a.id) ?? 0)),
      nextBefore: rows.length > limit ? page[page.length - 1].id : null,
    };
  }

  async get(auth: AuthContext, workspace: Workspace, id: string): Promise<AutomationView> {
    requireScope(auth, 'posts:read');
    const em = this.orm.em.fork();
    return this.viewOf(em, await this.find(auth, workspace, em, id));
  }

  /**
   * Changes what an automation sends and which comments it answers (name, keywords, match,
   * deliver, publicReply) at any time; what it listens to (trigger kind and post) only while it is
   * not enabled, since comments may be on their way to it: 400 `invalid_params` naming the field.
   */
  async patch(
    auth: AuthContext,
    workspace: Workspace,
    id: string,
    body: PatchAutomationInput,
  ): Promise<AutomationView> {
    requireScope(auth, 'posts:write');
    const em = this.orm.em.fork();
    const automation = await this.find(auth, workspace, em, id);
    const trigger = body.trigger ?? {};
    const kind = trigger.kind ?? automation.triggerKind;
    const movesTrigger =
      kind !== automation.triggerKind ||
      (trigger.postId !== undefined && trigger.postId !== automation.postId);
    if (movesTrigger && automation.status === 'enabled') {
      const field = kind !== automation.triggerKind ? 'trigger.kind' : 'trigger.postId';
      throw AppError.of(
        'invalid_params',
        { field },
        `${field}: what an enabled automation listens to cannot change; disable it first (POST /v1/automations/${id}/disable).`,
      );
    }
    if (movesTrigger) {
      const account = await this.input.account(auth, workspace, automation.accountId);
      const bound =
        kind === 'post'
          ? await this.postTrigger(auth, workspace, account, trigger.postId ?? automation.postId ?? undefined)
          : null;
      Object.assign(automation, {
        triggerKind: kind,
        postId: bound?.postId ?? null,
        boundPostId: bound?.postId ?? null,
        boundExternalId: bound?.externalId ?? null,
      });
    }
    if (trigger.keywords !== undefined) automation.keywords = normalKeywords(trigger.keywords);
    if (trigger.match !== undefined) automation.match = trigger.match;
    if (body.name !== undefined) automation.name = body.name;
    const deliver = body.deliver ?? {};
    if (deliver.message !== undefined) automation.message = deliver.message;
    if (deliver.link !== undefined) automation.link = deliver.link;
    if (deliver.mediaId !== undefined) {
      automation.mediaId =
        deliver.mediaId === null ? null : await this.input.mediaId(workspace, deliver.mediaId);
    }
    if (body.publicReply !== undefined) automation.publicReply = body.publicReply;
    automation.updatedAt = new Date();
    await em.flush();
    return this.viewOf(em, automation);
  }

  /**
   * Turns it on. The account must still be connected; a `next_post` automation still waiting is
   * the only one of its account (409 `next_post_taken`): the account row's lock orders two enables,
   * and a unique index holds the rule should anything else write. Enabling an enabled one is a no-op.
   */
  async enable(auth: AuthContext, workspace: Workspace, id: string): Promise<AutomationView> {
    requireScope(auth, 'posts:write');
    try {
      return await this.orm.em.fork().transactional(async (em) => {
        const automation = await this.find(auth, workspace, em, id);
        if (automation.status === 'enabled') return this.viewOf(em, automation);
        const account = await em.findOne(
          Account,
          { id: automation.accountId },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!account || account.state === 'disconnected') {
          throw AppError.of(
            'account_disconnected',
            {
              accountId: automation.accountId,
              accountHandle: account?.handle ?? null,
              platform: automation.platform,
            },
            `The ${automation.platform} account of this automation was disconnected; connect it again to enable it.`,
          );
        }
        if (automation.triggerKind === 'next_post' && automation.boundPostId === null) {
          const waiting = await em.findOne(Automation, {
            accountId: automation.accountId,
            status: 'enabled',
            triggerKind: 'next_post',
            boundPostId: null,
            id: { $ne: automation.id },
          });
          if (waiting) throw nextPostTaken(automation.accountId, waiting.id);
        }
        automation.status = 'enabled';
        automation.enabledAt = new Date();
        automation.updatedAt = new Date();
        await em.flush();
        return this.viewOf(em, automation);
      });
    } catch (err) {
      // Another enable of the same account won the race past the lock (the index holds the rule).
      if (err instanceof UniqueConstraintViolationException) throw nextPostTaken(null, null);
      throw err;
    }
  }

  /** Turns it off (sending to past comments stops with it). Disabling a disabled one is a no-op. */
  async disable(auth: AuthContext, workspace: Workspace, id: string): Promise<AutomationView> {
    requireScope(auth, 'posts:write');
    const em = this.orm.em.fork();
    const automation = await this.find(auth, workspace, em, id);
    if (automation.status !== 'disabled') {
      turnOff(automation, new Date());
      await em.flush();
    }
    return this.viewOf(em, automation);
  }

  /** Removes it and its deliveries' records. */
  async delete(auth: AuthContext, workspace: Workspace, id: string): Promise<{ id: string; deleted: true }> {
    requireScope(auth, 'posts:write');
    await this.orm.em.fork().transactional(async (em) => {
      const automation = await this.find(auth, workspace, em, id);
      await em.nativeDelete(AutomationDelivery, { automationId: automation.id });
      em.remove(automation);
    });
    return { id, deleted: true };
  }

  /** Who got what and when, newest first, paged with `before` as the list is. */
  async deliveries(
    auth: AuthContext,
    workspace: Workspace,
    id: string,
    query: ListQuery,
  ): Promise<{ data: DeliveryView[]; nextBefore: string | null }> {
    requireScope(auth, 'posts:read');
    const em = this.orm.em.fork();
    const automation = await this.find(auth, workspace, em, id);
    const limit = query.limit ?? 20;
    const rows = await em.find(
      AutomationDelivery,
      { automationId: automation.id, ...(query.before ? { id: { $lt: query.before } } : {}) },
      { orderBy: { id: 'desc' }, limit: limit + 1 },
    );
    const page = rows.slice(0, limit);
    return {
      data: page.map(deliveryView),
      nextBefore: rows.length > limit ? page[page.length - 1].id : null,
    };
  }

  /** The automation of this workspace; 404 `automation_not_found`, or `workspace_mismatch`. */
  async find(
    auth: AuthContext,
    workspace: Workspace,
    em: MikroORM['em'],
    id: string,
    lock = false,
  ): Promise<Automation> {
    const automation = await em.findOne(
      Automation,
      { id },
      lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
    if (!automation || automation.workspaceId !== workspace.id) {
      const notFound = AppError.of('automation_not_found', { id }, `No automation ${id} in this workspace.`);
      throw await this.workspaces.mismatchOr(auth, automation?.workspaceId, notFound);
    }
    return automation;
  }

  async viewOf(em: MikroORM['em'], automation: Automation): Promise<AutomationView> {
    const counts = await deliveryCounts(em, [automation.id]);
    return automationView(automation, counts.get(automation.id) ?? 0);
  }

  private async postTrigger(
    auth: AuthContext,
    workspace: Workspace,
    account: Account,
    postId: string | undefined,
  ): Promise<{ postId: string; externalId: string }> {
    if (!postId) {
      throw AppError.of(
        'invalid_params',
        { field: 'trigger.postId' },
        'trigger.postId: a `post` trigger names the post (our post id) whose comments it answers.',
      );
    }
    return this.input.post(auth, workspace, account, postId);
  }
}

function nextPostTaken(accountId: string | null, waitingId: string | null): AppError {
  return AppError.of(
    'next_post_taken',
    { ...(accountId ? { accountId } : {}), ...(waitingId ? { automationId: waitingId } : {}) },
    waitingId
      ? `Automation ${waitingId} already waits for the next post on account ${accountId}; disable it first.`
      : `Another enabled automation already waits for the next post on this account; disable it first.`,
  );
}

/** How many deliveries each automation has recorded, in one query. */
async function deliveryCounts(em: MikroORM['em'], ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows: Array<{ automation_id: string; n: string }> = await em
    .getConnection()
    .execute(
      `select automation_id, count(*) as n from automation_deliveries where automation_id in (${ids.map(() => '?').join(',')}) group by automation_id`,
      ids,
    );
  return new Map(rows.map((r) => [r.automation_id, Number(r.n)]));
}
