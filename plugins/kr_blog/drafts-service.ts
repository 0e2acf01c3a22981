import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../core/auth/auth-context';
import type { BridgeAnswer } from '../../core/channels/plugin';
import { Account, Bridge, Post, PostTarget, type Workspace } from '../../core/entities';
import { AppError } from '../../core/errors/app-error';
import { newId } from '../../core/ids';
import type { AccountService } from '../../core/services/accounts/account-service';
import { DRAFT_NOTE, type BridgeJobs } from '../../core/services/accounts/bridge-jobs';
import type { PostService } from '../../core/services/posts/post-service';
import type { PostView } from '../../core/services/posts/post-view';
import { requireExtension } from './bridge/versions';
import { chooseCategory, type KrCategory } from './categories';
import { KR_PLATFORM } from './limits';
import { validateKrDraft } from './rules';

/** Spec, Limits: a draft publish with `wait` holds the answer up to 75 s. */
export const DRAFT_PUBLISH_WAIT_MS = 75_000;
/** Without `wait`, a moment for the answer before 202. */
const NO_WAIT_MS = 2_000;
const LIST_WAIT_MS = 25_000;

export interface KrDraftView {
  logNo: string;
  title: string;
  createdAt: string;
  /** `fanout` for a draft saved by a post of this service (`postId` names it), `hand` otherwise. */
  savedBy: 'fanout' | 'hand';
  postId: string | null;
}

export interface DraftPublishInput {
  accountId?: string;
  title?: string;
  categoryId?: string;
  category?: string;
  tags?: string[];
  openType?: string;
  wait?: boolean;
}

/**
 * The blog's draft box (`GET /v1/kr/drafts`) and publishing a draft as it is
 * (`POST /v1/kr/drafts/{logNo}/publish`), both through the account's browser extension. A draft
 * saved by a post of this service flips that post's target to the published post; one saved by
 * hand gets a post record of its own (`origin: imported`), so the answer is a post either way.
 */
export class KrDrafts {
  constructor(
    private readonly orm: MikroORM,
    private readonly accounts: AccountService,
    private readonly bridges: BridgeJobs,
    private readonly posts: PostService,
  ) {}

  async list(workspace: Workspace, accountId?: string): Promise<KrDraftView[]> {
    const account = await this.blogAccount(workspace, accountId);
    await this.requireVersion(account, 'drafts');
    const drafts = await this.draftBox(account);
    if (!drafts) throw this.noAnswer(LIST_WAIT_MS);
    const mine = await this.orm.em.fork().find(PostTarget, {
      accountId: account.id,
      externalId: { $in: drafts.map((d) => String(d.logNo)) },
    });
    return drafts.map((d) => {
      const target = mine.find((t) => t.externalId === String(d.logNo));
      return {
        logNo: String(d.logNo),
        title: String(d.title ?? ''),
        createdAt: String(d.createdAt ?? ''),
        savedBy: target ? 'fanout' : 'hand',
        postId: target?.postId ?? null,
      };
    });
  }

  async publish(
    auth: AuthContext,
    workspace: Workspace,
    logNo: string,
    input: DraftPublishInput,
  ): Promise<{ post: PostView; settled: boolean }> {
    const account = await this.blogAccount(workspace, input.accountId);
    const overrides = this.overrides(account, input);
    // The draft as the box shows it: its title and category become the record's (a hand-saved one).
    const box = await this.draftBox(account);
    const draft = box?.find((d) => String(d.logNo) === logNo);
    if (box && !draft)
      throw AppError.of('kr_draft_not_found', { logNo }, `No draft ${logNo} in the blog's draft box.`);
    const waitMs = input.wait ? DRAFT_PUBLISH_WAIT_MS : NO_WAIT_MS;
    const asked = await this.bridges.ask(
      account.id,
      'publishDraft',
      { logNo, ...overrides },
      { timeoutMs: waitMs, wake: this.accounts.wakeOf(account) },
    );
    // A refusal (no such draft, signed out) changes nothing, not even a record.
    if ('result' in asked && !asked.result.ok) throw this.refusal(asked.result, logNo);
    const categories = (account.metadata.categories as KrCategory[] | undefined) ?? [];
    const postId = await this.recordFor(account, logNo, {
      title:
        (overrides.title as string | undefined) ??
        (typeof draft?.title === 'string' ? draft.title : undefined),
      // As the blog files a draft published as it is: its own category, else the blog's first.
      categoryId:
        (overrides.categoryId as string | undefined) ??
        (typeof draft?.categoryId === 'string' ? draft.categoryId : categories[0]?.id),
      tags:
        (overrides.tags as string[] | undefined) ??
        (Array.isArray(draft?.tags) ? (draft.tags as string[]) : undefined),
    });
    if ('pending' in asked) {
      this.bridges.whenAnswered(asked.pending, (answer) =>
        this.settle(account, logNo, answer).catch((err) => console.error(`kr draft ${logNo}:`, err)),
      );
      return { post: await this.posts.get(auth, workspace, postId), settled: false };
    }
    await this.settle(account, logNo, asked.result);
    return { post: await this.posts.get(auth, workspace, postId), settled: true };
  }

  /** The workspace's blog account: the one named, or its only one. */
  private async blogAccount(workspace: Workspace, accountId?: string): Promise<Account> {
    const em = this.orm.em.fork();
    const blogs = await em.find(Account, {
      workspaceId: workspace.id,
      platform: KR_PLATFORM,
      state: 'connected',
    });
    const account = accountId ? blogs.find((a) => a.id === accountId) : blogs[0];
    if (!account) {
      throw AppError.of(
        'account_not_found',
        { ...(accountId ? { accountId } : {}), platform: KR_PLATFORM },
        accountId
          ? `No connected Korean-blog account ${accountId} in this workspace.`
          : 'This workspace has no Korean-blog account; connect one with POST /v1/accounts/connect {"platform": "kr_blog"}.',
      );
    }
    return account;
  }

  /** `extension_outdated` when the paired extension is older than the feature needs. */
  private async requireVersion(account: Account, feature: 'drafts'): Promise<void> {
    const bridge = await this.orm.em.fork().findOne(Bridge, { accountId: account.id });
    const version = bridge?.extensionVersion;
    if (!version) return;
    const outdated = requireExtension(feature, version);
    if (outdated) throw new AppError([outdated]);
  }

  /** The overrides, checked by the channel's own rules (tags, title, category by name). */
  private overrides(account: Account, input: DraftPublishInput): Record<string, unknown> {
    const categories = (account.metadata.categories as KrCategory[] | undefined) ?? [];
    const options = {
      title: input.title ?? 'x',
      layout: 'as-is',
      draftOnly: true,
      ...(input.tags ? { tags: input.tags } : {}),
    };
    const violations = validateKrDraft({ text: '', mediaIds: [], options }, categories).filter(
      (v) => v.code !== 'kr_form_required',
    );
    let categoryId = input.categoryId;
    if (input.categoryId !== undefined || input.category !== undefined) {
      const choice = chooseCategory(input, categories);
      if ('violation' in choice) violations.push(choice.violation);
      else categoryId = choice.categoryId;
    }
    if (violations.length > 0) throw new AppError(violations);
    return {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(categoryId !== undefined ? { categoryId } : {}),
      ...(input.tags ? { tags: input.tags } : {}),
      ...(input.openType ? { openType: input.openType } : {}),
    };
  }

  /** The post the draft belongs to: the service's own, or a new imported record. */
  private async recordFor(
    account: Account,
    logNo: string,
    found: { title?: string; categoryId?: string; tags?: string[] },
  ): Promise<string> {
    const { title } = found;
    const em = this.orm.em.fork();
    const target = await em.findOne(PostTarget, { accountId: account.id, externalId: logNo });
    if (target) return target.postId;
    const post = em.create(Post, {
      id: newId('post'),
      workspaceId: account.workspaceId,
      content: title ?? `draft ${logNo}`,
      options: {
        [KR_PLATFORM]: {
          ...(title ? { title } : {}),
          ...(found.categoryId ? { categoryId: found.categoryId } : {}),
          ...(found.tags?.length ? { tags: found.tags } : {}),
          layout: 'as-is',
        },
      },
      origin: 'imported',
      status: 'publishing',
    });
    em.create(PostTarget, {
      id: newId('tgt'),
      postId: post.id,
      accountId: account.id,
      platform: KR_PLATFORM,
      accountHandle: account.handle,
      status: 'publishing',
      externalId: logNo,
    });
    await em.flush();
    return post.id;
  }

  /** What the extension answered, on the post's target and the post. */
  private refusal(answer: Extract<BridgeAnswer, { ok: false }>, logNo: string): AppError {
    return AppError.of(
      answer.code,
      { logNo },
      answer.code === 'kr_draft_not_found' ? `No draft ${logNo} in the blog's draft box.` : answer.detail,
    );
  }

  private async settle(account: Account, logNo: string, answer: BridgeAnswer): Promise<void> {
    const em = this.orm.em.fork();
    const target = await em.findOneOrFail(PostTarget, { accountId: account.id, externalId: logNo });
    if (!answer.ok || !('logNo' in answer)) {
      // Known only after the 202: the record says how it ended.
      const code = answer.ok ? 'kr_verify_failed' : answer.code;
      Object.assign(target, {
        status: 'failed',
        errorCode: code,
        errorMessage: answer.ok ? null : (answer.detail ?? null),
        retryable: false,
      });
      await em.flush();
      return;
    }
    Object.assign(target, {
      status: 'published',
      externalId: answer.logNo,
      url: answer.url,
      itemExternalIds: [answer.logNo],
      errorCode: null,
      errorMessage: null,
      retryable: null,
      warnings: target.warnings.filter((w) => !w.startsWith(DRAFT_NOTE)),
    });
    target.publishedAt ??= new Date();
    const post = await em.findOneOrFail(Post, { id: target.postId });
    post.status = 'published';
    await em.flush();
  }

  /** A job of the account's extension, as every bridged call asks it (AccountService.bridgeFor). */
  private ask(account: Account, kind: string, payload: Record<string, unknown>, timeoutMs: number) {
    return this.accounts.bridgeFor!(account).ask(kind, payload, timeoutMs);
  }

  /**
   * The draft box's entries as the extension read them; undefined when it did not answer in time.
   * A refusal (signed out, say) is thrown as its code.
   */
  private async draftBox(account: Account): Promise<Array<Record<string, unknown>> | undefined> {
    const answer = await this.ask(account, 'drafts', {}, LIST_WAIT_MS);
    if (!answer) return undefined;
    if (!answer.ok) throw AppError.of(answer.code, {}, answer.detail);
    const drafts = 'data' in answer ? answer.data.drafts : undefined;
    return Array.isArray(drafts) ? (drafts as Array<Record<string, unknown>>) : [];
  }

  private noAnswer(ms: number): AppError {
    return AppError.of(
      'platform_timeout',
      { platform: KR_PLATFORM },
      `The browser extension did not answer${ms ? ` within ${ms / 1000} s` : ''}; try again.`,
    );
  }
}
