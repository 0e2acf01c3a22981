import type { IncomingMessage, Server } from 'node:http';
import type { DependencyContainer } from 'tsyringe';
import type { Config } from '../../../core/config';
import { CONFIG } from '../../../core/container';
import { AccountRefresh } from '../../../core/services/accounts/account-refresh';
import { BridgeJobs } from '../../../core/services/accounts/bridge-jobs';
import type { BridgeJob } from '../../../core/entities';
import { PostWorkflows } from '../../../core/temporal/post-workflows';
import type { HoldEvent } from './hold';
import { BridgeHub } from './hub';
import { listenForJobs } from './job-listener';
import type { ExtensionMessage } from './protocol';

/**
 * The bridge on the API: the extensions' socket at `/v1/bridge` (hub.ts), what they say recorded
 * (core/services/accounts/bridge-jobs.ts) and passed as `bridgeEvent` signals to the workflows holding
 * their jobs, and jobs announced by the workers (`pg_notify`) sent down the socket this process
 * holds. Behind several API processes each sends the jobs of the sockets it holds.
 */
export function attachBridge(server: Server, container: DependencyContainer): () => Promise<void> {
  const jobs = container.resolve(BridgeJobs);
  const workflows = container.resolve(PostWorkflows);
  const config = container.resolve<Config>(CONFIG);

  /** To every post holding a job of the account; a post whose run ended is skipped. */
  const tellAccount = async (accountId: string, event: HoldEvent) => {
    for (const postId of await jobs.postsWaitingOn(accountId))
      await workflows.signal(postId, 'bridgeEvent', { accountId, event }).catch(logFailure);
  };
  const tellJob = async (accountId: string, postId: string | null, jobId: string, event: HoldEvent) => {
    if (postId) await workflows.signal(postId, 'bridgeEvent', { accountId, jobId, event }).catch(logFailure);
  };

  const hub = new BridgeHub(
    async (token) => {
      const account = await jobs.accountOfToken(token);
      return account ? { accountId: account.id, blogId: account.externalAccountId } : undefined;
    },
    {
      async online(accountId, hello) {
        await jobs.noteBridge(accountId, {
          online: true,
          login: hello.login.state,
          loginUser: hello.login.user ?? null,
          blogId: hello.blog?.id ?? null,
          extensionVersion: hello.version,
        });
        await tellAccount(accountId, { type: 'online', login: hello.login.state });
        // A blog paired for real has no categories until its extension reads them.
        void container.resolve(AccountRefresh).readIfUnknown(accountId);
      },
      async state(accountId, login, blog) {
        await jobs.noteBridge(accountId, {
          login: login.state,
          loginUser: login.user ?? null,
          ...(blog ? { blogId: blog.id } : {}),
        });
        await tellAccount(accountId, { type: 'login', login: login.state });
      },
      async progress(accountId, jobId, step) {
        const job = await jobs.noteProgress(accountId, jobId, step);
        if (job) await tellJob(accountId, job.postId, jobId, { type: 'progress', step });
      },
      async result(accountId, message) {
        const { type: _type, jobId, ...result } = message;
        const job = await jobs.noteResult(accountId, jobId, result);
        if (job) await tellJob(accountId, job.postId, jobId, holdEventOf(message));
      },
      async offline(accountId) {
        await jobs.noteBridge(accountId, { online: false });
        await tellAccount(accountId, { type: 'offline' });
      },
    },
    {
      helloSeconds: config.bridge.helloSeconds,
      unpairedPerAddress: config.bridge.unpairedPerAddress,
      unpairedTotal: config.bridge.unpairedTotal,
      addressOf: (req) => clientAddress(req, config.trustProxy),
    },
  );
  hub.attach(server, '/v1/bridge');

  // Jobs the workers dispatch: sent here when this process holds the account's socket.
  // The extension runs every job frame it gets (it keeps no record of job ids), so a job is
  // handed down once per attempt: `handed` remembers what this process sent lately (at least since
  // DEAF_SLACK_MS before the deafness a catch-up is sending for).
  const handed = new Map<string, { attempt: number; at: number }>();
  const catchingUp = new Set<number>();
  const hand = (job: BridgeJob) => {
    if (job.status !== 'sent' || handed.get(job.id)?.attempt === job.attempt) return;
    const sent = hub.send(job.accountId, {
      type: 'job',
      jobId: job.id,
      kind: job.kind as never,
      attempt: job.attempt,
      payload: job.payload,
    });
    if (!sent) return;
    const now = Date.now();
    const horizon = Math.min(now - DEAF_SLACK_MS, ...catchingUp);
    for (const [id, was] of handed) if (was.at < horizon) handed.delete(id);
    handed.set(job.id, { attempt: job.attempt, at: now });
  };
  const sendJob = async (jobId: string) => {
    const job = await jobs.jobById(jobId);
    if (job && hub.isOnline(job.accountId)) hand(job);
  };
  /**
   * Listening again after a lost connection: the jobs announced meanwhile were not heard. Sent now
   * are those sent since (a little before, for the announcement that trails `sentAt` and for
   * clocks apart) to a socket that was already here: a job dispatched before the extension's
   * socket said hello went to an earlier socket, perhaps on another process, and is the hold's
   * to settle (protocol.ts: never re-sent blindly).
   */
  const sendMissed = async (deafSince: Date) => {
    const since = deafSince.getTime() - DEAF_SLACK_MS;
    catchingUp.add(since);
    try {
      const missed = await jobs.sentSince(
        hub.online().map((o) => o.accountId),
        new Date(since),
      );
      // Read again after the query: a socket may have gone or said hello anew meanwhile.
      const helloAt = new Map(hub.online().map((o) => [o.accountId, o.since]));
      for (const job of missed) {
        const hello = helloAt.get(job.accountId);
        if (hello && job.sentAt && job.sentAt >= hello) hand(job);
      }
    } finally {
      catchingUp.delete(since);
    }
  };
  const listener = listenForJobs(config.databaseUrl, {
    job: (jobId) => void sendJob(jobId).catch(logFailure),
    deafSince: (since) => void sendMissed(since).catch(logFailure),
  });

  return async () => {
    await hub.close();
    await listener.close();
  };
}

/**
 * How long before its listener was lost a job may be marked sent and its announcement still be
 * missed (the announcement follows the row's commit; the worker's clock is not this process's).
 * Sends within it are remembered, so a job heard then is not handed down twice.
 */
const DEAF_SLACK_MS = 10_000;

function holdEventOf(message: Extract<ExtensionMessage, { type: 'result' }>): HoldEvent {
  if (!message.ok) return { type: 'refused', code: message.code, detail: message.detail };
  if ('logNo' in message) return { type: 'published', logNo: message.logNo, url: message.url };
  return {
    type: 'refused',
    code: 'kr_verify_failed',
    detail: 'the extension answered without a post number',
  };
}

/** The client's address as Koa reads it for the API (`app.proxy`): the first X-Forwarded-For behind a trusted proxy. */
function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        .trim()
    : '';
  return forwarded || req.socket.remoteAddress || '';
}

function logFailure(err: unknown): void {
  console.error('bridge:', err instanceof Error ? err.message : err);
}
