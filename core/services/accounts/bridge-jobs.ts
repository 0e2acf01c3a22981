import { createHash } from 'node:crypto';
import { LockMode, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import type { BridgeAnswer, PublishItem } from '../../channels/plugin';
import type { PluginRegistry } from '../../channels/registry';
import {
  Account,
  Bridge,
  BridgeJob,
  Post,
  PostTarget,
  PublishAttempt,
  type BridgeLogin,
} from '../../entities';
import { AppError } from '../../errors/app-error';
import { newId, randomToken } from '../../ids';
import type { PublishService } from '../posts/publish-service';
import type { WebhookOutbox } from '../webhooks/webhook-outbox';

/** The start of the warning a draft-only target carries until its draft is published. */
export const DRAFT_NOTE = 'Saved in the blog’s draft box';

/** After an `ask` came back `pending`, how long its answer is still waited for (whenAnswered). */
export const LATE_ANSWER_MS = 10 * 60_000;

/** The PostgreSQL channel on which a job to send is announced to the API processes. */
export const BRIDGE_NOTIFY_CHANNEL = 'fanout_bridge';

/** A bridge as the hold sees it when a job is queued. */
export interface BridgeNow {
  online: boolean;
  login: BridgeLogin;
}

export interface OpenedJob {
  jobId: string;
  accountId: string;
  bridge: BridgeNow;
  /** The target's previous job ended without knowing whether it went out: check the blog first. */
  verifySince?: string;
}

export type { BridgeAnswer };

export type BridgeOutcome =
  { status: 'published'; logNo: string; url: string } | { status: 'failed'; code: string; detail?: string };

/**
 * The database side of the bridge, for any channel that publishes through the person's browser
 * extension: pairing tokens, the jobs a workflow holds, and what the extension last said. The
 * workflow decides (plugins/kr_blog/bridge/hold.ts); this only records, and announces a job to
 * send with `pg_notify`, so the API process that holds the extension's socket sends it.
 */
export class BridgeJobs {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly publisher: PublishService,
  ) {}

  private get em() {
    return this.orm.em;
  }

  /** A new bridge token for `accountId` (replacing any earlier one): shown once, kept hashed. */
  async pair(accountId: string): Promise<string> {
    const token = `brt_${randomToken(24)}`;
    const em = this.em.fork();
    const existing = await em.findOne(Bridge, { accountId });
    if (existing) existing.tokenHash = tokenHash(token);
    else em.create(Bridge, { accountId, tokenHash: tokenHash(token) });
    await em.flush();
    return token;
  }

  /** Whose bridge token this is: a connected account's, or nobody's. */
  async accountOfToken(token: string): Promise<Account | null> {
    const em = this.em.fork();
    const bridge = await em.findOne(Bridge, { tokenHash: tokenHash(token) });
    if (!bridge) return null;
    const account = await em.findOne(Account, { id: bridge.accountId });
    return account && account.state === 'connected' ? account : null;
  }

  /** Records what the extension said about itself. */
  async noteBridge(
    accountId: string,
    change: Partial<Omit<Bridge, 'accountId' | 'tokenHash'>>,
  ): Promise<void> {
    const now = new Date();
    if (change.online === undefined) {
      await this.em.fork().nativeUpdate(Bridge, { accountId }, { ...change, lastSeenAt: now });
      return;
    }
    // Online or offline: `bridge.online`/`bridge.offline` on a transition only (a second socket
    // of the same extension is none), committed with it; the row lock orders two sockets' news.
    const outbox = this.outbox?.();
    await this.em.fork().transactional(async (em) => {
      const bridge = await em.findOne(Bridge, { accountId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!bridge) return;
      const was = bridge.online;
      Object.assign(bridge, change, { lastSeenAt: now });
      await em.flush();
      if (was === bridge.online) return;
      const type = bridge.online ? 'bridge.online' : 'bridge.offline';
      await outbox?.account(em, accountId, type, now.toISOString());
    });
    await outbox?.wake();
  }

  /** Outbound webhook events (`bridge.online`, `bridge.offline`), set where the container is built. */
  outbox?: () => WebhookOutbox;

  /**
   * The publish job of a target: the open one from before (a workflow replaying after a crash gets
   * the same job), or a new one. When the target's last job ended without knowing whether it went
   * out, `verifySince` asks the workflow to check the blog before sending anything.
   */
  async openPublishJob(targetId: string): Promise<OpenedJob> {
    const em = this.em.fork();
    const target = await em.findOneOrFail(PostTarget, { id: targetId });
    if (!target.accountId) throw AppError.of('account_disconnected', {}, 'The account was disconnected.');
    const bridge = await em.findOne(Bridge, { accountId: target.accountId });
    const now: BridgeNow = { online: bridge?.online ?? false, login: bridge?.login ?? 'unknown' };
    const jobs = await em.find(BridgeJob, { targetId, kind: 'publish' }, { orderBy: { createdAt: 'desc' } });
    const open = jobs.find((j) => j.status !== 'done');
    if (open) return { jobId: open.id, accountId: open.accountId, bridge: now };
    const last = jobs[0];
    const lost =
      last && (last.result === null || (last.result as { code?: string }).code === 'kr_publish_unconfirmed');
    const account = await em.findOneOrFail(Account, { id: target.accountId });
    const item = await this.itemOf(em, target);
    const job = em.create(BridgeJob, {
      id: newId('job'),
      accountId: account.id,
      postId: target.postId,
      targetId,
      kind: 'publish',
      payload: this.capability(target.platform).publishJob(item, { metadata: account.metadata }),
    });
    await em.flush();
    return {
      jobId: job.id,
      accountId: account.id,
      bridge: now,
      ...(lost && last.sentAt ? { verifySince: last.sentAt.toISOString() } : {}),
    };
  }

  /** A job asking the blog whether the target's post went out since `since`. */
  async openVerifyJob(targetId: string, since: string): Promise<string> {
    const em = this.em.fork();
    const target = await em.findOneOrFail(PostTarget, { id: targetId });
    const item = await this.itemOf(em, target);
    const job = em.create(BridgeJob, {
      id: newId('job'),
      accountId: target.accountId!,
      postId: target.postId,
      targetId,
      kind: 'verify',
      payload: this.capability(target.platform).verifyJob(item, new Date(since)),
    });
    await em.flush();
    return job.id;
  }

  /**
   * Marks the job sent and announces it; the API process holding the account's socket sends it. A
   * publish is recorded as an attempt first, as every channel's is (never post twice).
   */
  async dispatch(jobId: string): Promise<{ sentAt: string }> {
    const em = this.em.fork();
    const job = await em.findOneOrFail(BridgeJob, { id: jobId });
    job.status = 'sent';
    job.attempt += 1;
    job.sentAt = new Date();
    if (job.kind === 'publish' && job.targetId) {
      em.create(PublishAttempt, {
        id: newId('att'),
        targetId: job.targetId,
        itemIndex: 0,
        outcome: 'sending',
        startedAt: job.sentAt,
      });
      await em.nativeUpdate(
        PostTarget,
        { id: job.targetId },
        { status: 'publishing', bridgeState: 'working' },
      );
    }
    await em.flush();
    await this.announce(em, job.id);
    return { sentAt: job.sentAt.toISOString() };
  }

  /**
   * A read or small write done by the account's extension now (refresh, drafts, delete, stats):
   * refused with 503 `bridge_offline` (+bridge.wake) when no extension is online, nothing queued;
   * else sent, and its answer waited for up to `timeoutMs`. Works from any process: the job row
   * carries the answer the API process holding the socket stores. `pending` when it did not come in time.
   */
  async ask(
    accountId: string,
    kind: string,
    payload: Record<string, unknown>,
    options: { timeoutMs: number; wake: Record<string, string> },
  ): Promise<{ result: BridgeAnswer } | { pending: string }> {
    const em = this.em.fork();
    const bridge = await em.findOne(Bridge, { accountId });
    if (!bridge?.online) throw bridgeOffline(accountId, bridge, options.wake, 'nothing was queued');
    const job = em.create(BridgeJob, {
      id: newId('job'),
      accountId,
      kind,
      payload,
      status: 'sent',
      attempt: 1,
      sentAt: new Date(),
    });
    await em.flush();
    await this.announce(em, job.id);
    const answer = await this.answerBy(job.id, Date.now() + options.timeoutMs, 25, 250);
    return answer ? { result: answer } : { pending: job.id };
  }

  /**
   * After an `ask` came back `pending`: `then` gets the answer when the extension gives it, within
   * LATE_ANSWER_MS (a refresh stores the categories, a draft publish records the post).
   */
  whenAnswered(jobId: string, then: (answer: BridgeAnswer) => Promise<unknown>): void {
    void this.answerBy(jobId, Date.now() + LATE_ANSWER_MS, 1_000, 1_000)
      .then((answer) => answer && then(answer))
      .catch((err) => console.error(`bridge job ${jobId}:`, err));
  }

  /** The job's answer once stored (the job then done), polled from `firstMs` up to `maxMs` apart; undefined at `deadline`. */
  private async answerBy(
    jobId: string,
    deadline: number,
    firstMs: number,
    maxMs: number,
  ): Promise<BridgeAnswer | undefined> {
    for (let wait = firstMs; ; wait = Math.min(wait * 2, maxMs)) {
      const row = await this.em.fork().findOne(BridgeJob, { id: jobId }, { fields: ['result'] });
      if (row?.result) {
        await this.em.fork().nativeUpdate(BridgeJob, { id: jobId }, { status: 'done', doneAt: new Date() });
        return row.result as BridgeAnswer;
      }
      if (Date.now() >= deadline) return undefined;
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, deadline - Date.now())).unref());
    }
  }

  /** Tells the API processes a job is to be sent; the one holding the account's socket sends it. */
  private async announce(em: EntityManager, jobId: string): Promise<void> {
    await em.getConnection().execute(`select pg_notify(?, ?)`, [BRIDGE_NOTIFY_CHANNEL, jobId]);
  }

  /** What the target waits on while held (`bridge.state` on the target). */
  async noteWait(targetId: string, state: string): Promise<void> {
    await this.em.fork().nativeUpdate(PostTarget, { id: targetId }, { bridgeState: state });
  }

  /** The job's stored answer, for a workflow whose signal may have been lost. */
  async readJob(
    jobId: string,
  ): Promise<{ status: string; step: string | null; result: Record<string, unknown> | null }> {
    const job = await this.em.fork().findOneOrFail(BridgeJob, { id: jobId });
    return { status: job.status, step: job.step, result: job.result };
  }

  /** The target's end: published with the blog's post number, or failed with the spec code. */
  async settleTarget(targetId: string, jobId: string, outcome: BridgeOutcome): Promise<void> {
    const em = this.em.fork();
    const target = await em.findOneOrFail(PostTarget, { id: targetId });
    const job = await em.findOne(BridgeJob, { id: jobId });
    if (job && job.status !== 'done') {
      job.status = 'done';
      job.doneAt = new Date();
      job.result ??=
        outcome.status === 'published'
          ? { ok: true, logNo: outcome.logNo, url: outcome.url }
          : { ok: false, code: outcome.code, detail: outcome.detail };
    }
    const attempts = await em.find(PublishAttempt, { targetId, outcome: 'sending' });
    target.bridgeState = null;
    if (outcome.status === 'published') {
      attempts.forEach((a) =>
        Object.assign(a, {
          outcome: 'sent',
          externalId: outcome.logNo,
          url: outcome.url,
          finishedAt: new Date(),
        }),
      );
      Object.assign(target, {
        status: 'published',
        externalId: outcome.logNo,
        url: outcome.url,
        itemExternalIds: [outcome.logNo],
        errorCode: null,
        errorMessage: null,
        retryable: null,
      });
      target.publishedAt ??= new Date();
      // Saved in the draft box, not published: the target says so and how to publish it.
      if (
        job?.kind === 'publish' &&
        job.payload.draftOnly === true &&
        !target.warnings.some((w) => w.startsWith(DRAFT_NOTE))
      )
        target.warnings = [
          ...target.warnings,
          `${DRAFT_NOTE} as ${outcome.logNo}, not published; POST /v1/kr/drafts/${outcome.logNo}/publish publishes it.`,
        ];
    } else {
      const unknown = outcome.code === 'kr_publish_unconfirmed';
      attempts.forEach((a) =>
        Object.assign(a, {
          outcome: unknown ? 'unconfirmed' : 'failed',
          errorCode: outcome.code,
          finishedAt: new Date(),
        }),
      );
      Object.assign(target, {
        status: 'failed',
        errorCode: outcome.code,
        errorMessage: outcome.detail ?? null,
        retryable: this.capability(target.platform).retryable(outcome.code),
      });
    }
    await em.flush();
  }

  /** Posts whose workflows hold a job of this account: they hear what its extension says. */
  async postsWaitingOn(accountId: string): Promise<string[]> {
    const jobs = await this.em
      .fork()
      .find(
        BridgeJob,
        { accountId, status: { $in: ['queued', 'sent'] }, postId: { $ne: null } },
        { fields: ['postId'] },
      );
    return [...new Set(jobs.map((j) => j.postId!))];
  }

  /** The jobs of these accounts sent since `since` and not answered yet (what a deaf listener missed). */
  async sentSince(accountIds: string[], since: Date): Promise<BridgeJob[]> {
    if (accountIds.length === 0) return [];
    return this.em
      .fork()
      .find(
        BridgeJob,
        { accountId: { $in: accountIds }, status: 'sent', result: null, sentAt: { $gte: since } },
        { orderBy: { sentAt: 'asc' } },
      );
  }

  async jobById(jobId: string): Promise<BridgeJob | null> {
    return this.em.fork().findOne(BridgeJob, { id: jobId });
  }

  async noteProgress(accountId: string, jobId: string, step: string): Promise<BridgeJob | null> {
    const em = this.em.fork();
    const job = await em.findOne(BridgeJob, { id: jobId, accountId });
    if (!job || job.status === 'done') return null;
    job.step = step;
    await em.flush();
    return job;
  }

  async noteResult(
    accountId: string,
    jobId: string,
    result: Record<string, unknown>,
  ): Promise<BridgeJob | null> {
    const em = this.em.fork();
    const job = await em.findOne(BridgeJob, { id: jobId, accountId });
    if (!job || job.status === 'done' || job.result) return null;
    job.result = result;
    await em.flush();
    return job;
  }

  /** What the target's post sends (text, files with their addresses, options), as every channel's publish reads it. */
  private async itemOf(em: EntityManager, target: PostTarget): Promise<PublishItem> {
    const post = await em.findOneOrFail(Post, { id: target.postId });
    return this.publisher.itemFor(post, target, 0);
  }

  private capability(platform: string) {
    const bridge = this.plugins.get(platform).bridge;
    if (!bridge) throw new Error(`${platform} does not publish through a bridge`);
    return bridge;
  }
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * 503 `bridge_offline`: the account's extension is not online (never paired: `unpaired`), with
 * `bridge.wake`, how to wake the browser. `done` says what was not done ("nothing was queued").
 */
export function bridgeOffline(
  accountId: string,
  bridge: Bridge | null,
  wake: Record<string, string>,
  done: string,
  extra: Record<string, unknown> = {},
): AppError {
  return AppError.of(
    'bridge_offline',
    { accountId, ...extra, bridge: { state: bridge ? 'offline' : 'unpaired', wake } },
    `The browser extension of this account is offline; ${done}. Wake the browser (bridge.wake) and ask again.`,
  );
}
