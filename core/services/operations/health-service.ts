import os from 'node:os';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Client } from '@temporalio/client';
import { temporal } from '@temporalio/proto';

/** How long one check may take before it counts as down: /health must answer fast either way. */
const CHECK_TIMEOUT_MS = 2_000;
/** One answer serves every caller this long, so /health cannot be used to hammer the database or Temporal. */
const CACHE_MS = 2_000;
/**
 * A worker counts as alive when one of its pollers reached the task queue this recently. An idle
 * worker re-polls when its long poll (up to a minute) ends, so a minute plus a margin.
 */
export const POLLED_WITHIN_MS = 70_000;

export interface Check {
  ok: boolean;
  /** What is wrong, for an operator: the error, or what is missing. */
  detail?: string;
}

export interface Health {
  ok: boolean;
  /** Which process answered (processName), so an operator behind a load balancer can tell them apart. */
  process: string;
  checks: { database: Check; temporal: Check; worker: Check & { lastPollAt?: string } };
}

const { TaskQueueType, TaskQueueKind } = temporal.api.enums.v1;

/**
 * This process as /health names it: `<pid>@<host>`, the form Temporal gives a worker's identity, so
 * an API process and a worker read alike in logs and in a run's history.
 */
export const processName = `${process.pid}@${os.hostname()}`;

/**
 * What `GET /health` reports: PostgreSQL answers, Temporal answers, and a worker polled our task
 * queue (workflow and activity tasks) within the last minute. Any of them down: not ok, so a
 * load balancer or `npm start` stops sending work to a service that cannot do it.
 */
export class HealthService {
  private last?: { at: number; health: Promise<Health> };

  constructor(
    private readonly orm: MikroORM,
    private readonly client: Client,
    private readonly namespace: string,
    private readonly taskQueue: string,
  ) {}

  check(): Promise<Health> {
    const now = Date.now();
    if (this.last && now - this.last.at < CACHE_MS) return this.last.health;
    const health = this.measure();
    this.last = { at: now, health };
    return health;
  }

  private async measure(): Promise<Health> {
    const [database, pollers] = await Promise.all([
      settle(this.orm.em.getConnection().execute('select 1')),
      settle(
        Promise.all([
          this.lastPoll(TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW),
          this.lastPoll(TaskQueueType.TASK_QUEUE_TYPE_ACTIVITY),
        ]),
      ),
    ]);
    const temporalCheck: Check = pollers.ok ? { ok: true } : { ok: false, detail: pollers.detail };
    let worker: Health['checks']['worker'];
    if (!pollers.ok) worker = { ok: false, detail: 'unknown while Temporal does not answer' };
    else {
      const [workflowPoll, activityPoll] = pollers.value;
      const oldest = Math.min(workflowPoll, activityPoll);
      const fresh = Date.now() - oldest <= POLLED_WITHIN_MS;
      worker = {
        ok: fresh,
        ...(oldest > 0 ? { lastPollAt: new Date(oldest).toISOString() } : {}),
        ...(fresh
          ? {}
          : {
              detail: `no worker polled task queue "${this.taskQueue}" in the last ${POLLED_WITHIN_MS / 1000} s`,
            }),
      };
    }
    const checks = {
      database: database.ok ? { ok: true } : { ok: false, detail: database.detail },
      temporal: temporalCheck,
      worker,
    };
    return {
      ok: checks.database.ok && checks.temporal.ok && checks.worker.ok,
      process: processName,
      checks,
    };
  }

  /** When a poller last reached the queue for this kind of task, in ms since the epoch (0: never). */
  private async lastPoll(type: temporal.api.enums.v1.TaskQueueType): Promise<number> {
    const answer = await this.client.workflowService.describeTaskQueue({
      namespace: this.namespace,
      taskQueue: { name: this.taskQueue, kind: TaskQueueKind.TASK_QUEUE_KIND_NORMAL },
      taskQueueType: type,
    });
    return Math.max(
      0,
      ...(answer.pollers ?? []).map((p) => {
        const at = p.lastAccessTime;
        return at ? Number(at.seconds ?? 0) * 1000 + Math.floor((at.nanos ?? 0) / 1e6) : 0;
      }),
    );
  }
}

export type Settled<T> = { ok: true; value: T } | { ok: false; detail: string };

/** The check's value, or why it failed, within CHECK_TIMEOUT_MS. */
export async function settle<T>(work: Promise<T>): Promise<Settled<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return { ok: true, value: await Promise.race([work, timeout]) };
  } catch (err) {
    work.catch(() => undefined);
    return { ok: false, detail: (err as Error).message || String(err) };
  } finally {
    clearTimeout(timer);
  }
}
