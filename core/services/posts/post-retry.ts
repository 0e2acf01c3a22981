import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Account, Post, PostTarget, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import type { AuthContext } from '../../auth/auth-context';
import { publishInFlight } from '../../temporal/post-workflows';
import { requireConnectedTargets } from '../accounts/account-guard';
import { refuseDeleted, type Answer, type PostChangeSteps } from './post-change-steps';
import { LONG_WAIT_MS, TEXT_WAIT_MS, type PostService } from './post-service';

/** POST /v1/posts/{id}/retry: the failed targets of a post that went out, sent again by a new run. */
export class PostRetry {
  constructor(
    private readonly orm: MikroORM,
    private readonly posts: PostService,
    private readonly steps: PostChangeSteps,
  ) {}

  private get em() {
    return this.orm.em;
  }

  /**
   * Re-sends the failed targets of a post that went out; targets already out are skipped. `wait`
   * holds the answer as a new post's does (text 10 s, media 75 s).
   */
  async retry(
    auth: AuthContext,
    workspace: Workspace,
    id: string,
    force: boolean,
    wait = false,
  ): Promise<Answer> {
    const post = await this.posts.find(auth, workspace, id);
    refuseDeleted(post, 'nothing_to_retry');
    if (post.origin === 'imported')
      throw AppError.of(
        'not_our_post',
        { postId: id },
        'This post was made in the channel, not through this service.',
      );
    if (post.status === 'draft' || post.status === 'scheduled' || post.status === 'cancelled') {
      throw AppError.of(
        'post_not_editable',
        { postId: id, status: post.status },
        'The post has not gone out; publish it instead.',
      );
    }
    if (post.status === 'publishing') throw publishInFlight(id);
    const failed = await this.em.find(PostTarget, {
      postId: id,
      status: { $ne: 'published' },
      deletedAt: null,
    });
    if (failed.length === 0) throw AppError.of('nothing_to_retry', { postId: id }, 'Every target went out.');
    await requireConnectedTargets(this.em, id);
    const unconfirmed = failed.filter((t) => t.errorCode === 'publish_unconfirmed');
    if (unconfirmed.length > 0 && !force) {
      throw AppError.of(
        'publish_unconfirmed',
        { postId: id, targets: unconfirmed.map((t) => t.id) },
        'Some targets may already be on their channel; check there, then retry with force: true.',
        409,
      );
    }

    // Unknown whether the blog kept a draft or a reply: only the person, having looked, may resend.
    for (const code of ['kr_draft_unknown', 'kr_reply_unknown'] as const) {
      const unknown = failed.filter((t) => t.errorCode === code);
      if (unknown.length > 0 && !force)
        throw AppError.of(
          code,
          { postId: id, targets: unknown.map((t) => t.id) },
          code === 'kr_draft_unknown'
            ? 'The extension went quiet right after Save as draft: a draft may exist. Check GET /v1/kr/drafts, then retry with force: true.'
            : 'The reply step was not confirmed: the reply may be up. Check the post, then retry with force: true.',
          409,
        );
    }

    await this.steps.requireNoOpenRun(id, 0);
    const { accounts, before } = await this.em.transactional(async (em) => {
      const row = await em.findOneOrFail(Post, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      refuseDeleted(row, 'nothing_to_retry');
      if (row.status === 'publishing') throw publishInFlight(id);
      const targets = await em.find(PostTarget, {
        postId: id,
        status: { $ne: 'published' },
        deletedAt: null,
      });
      // Another retry may have sent them while this one waited for the row.
      if (targets.length === 0)
        throw AppError.of('nothing_to_retry', { postId: id }, 'Every target went out.');
      const accounts = await em.find(Account, { id: { $in: targets.map((t) => t.accountId!) } });
      if (!force) {
        try {
          await this.steps.guard(em, row, accounts, this.steps.merged(row, {}), auth, true);
        } catch (err) {
          // The spec's retry rule: name the held-back targets beside the other post.
          if (err instanceof AppError && err.code === 'duplicate_post') {
            throw AppError.of(
              'duplicate_post',
              { ...err.violations[0].extra, targets: targets.map((t) => t.id) },
              err.message,
            );
          }
          throw err;
        }
      }
      // What the run would change, kept to put back if it cannot start.
      const before = {
        post: { status: row.status, error: row.error },
        targets: targets.map((t) => ({
          id: t.id,
          status: t.status,
          errorCode: t.errorCode,
          errorMessage: t.errorMessage,
          retryable: t.retryable,
        })),
      };
      row.status = 'publishing';
      row.error = null;
      row.runs += 1;
      for (const t of targets) {
        Object.assign(t, { status: 'pending', errorCode: null, errorMessage: null, retryable: null });
      }
      return { accounts, before };
    });
    await this.steps.startOwned(
      id,
      () => this.posts.startRun(post, accounts, undefined, { force }),
      async (row, em) => {
        Object.assign(row, before.post);
        for (const { id: targetId, ...was } of before.targets) {
          await em.nativeUpdate(PostTarget, { id: targetId }, was);
        }
      },
    );
    const waitMs = post.mediaIds.length > 0 ? LONG_WAIT_MS : TEXT_WAIT_MS;
    return this.posts.answer(auth, workspace, id, wait ? waitMs : 0);
  }
}
