import { fmtS, progress, type BenchContext, type Benchmark } from './bench';
import { forEachConcurrently, sleep, uniqueText } from './client';
import { temporal } from '@temporalio/proto';
import type { Part } from './stack';

const EventType = temporal.api.enums.v1.EventType;
import { CALLERS } from './sustained';

const DAY = 24 * 3600_000;

/**
 * 10,000 scheduled posts pending at once, spread over the next days: the resident memory of the
 * worker, the API and the Temporal server (VmRSS) holding them all, once they are made (the figure
 * judged), and the most seen while they were made through the API at full speed (sampled every
 * second; shown beside it). Then a full stop and start of the whole tree: every post must still be scheduled in the
 * database with its workflow still open in Temporal, none gone out early, none lost. Reference:
 * the same processes' memory when idle, before the posts.
 */
export const scaleBench: Benchmark = {
  name: 'scale',
  about: '10,000 pending scheduled posts: memory, and a full restart',
  async run(ctx) {
    const { api, stack, quick, log, runId } = ctx;
    const count = Number(process.env.BENCH_SCALE_COUNT ?? (quick ? 1000 : 10_000));
    // After a start, a post a person waits for goes out within this of `/health` answering 200.
    const urgentGoalMs = count > 1000 ? 2000 : 1000;
    const batchId = `bench-scale-${runId}`;
    const accountIds = await api.accountIds('chat', 'micro');
    const idle = stack.rss();
    log(`  idle: ${describe(idle)}`);

    const peak: Partial<Record<Part, number>> = {};
    const sample = () => {
      for (const [part, mb] of Object.entries(stack.rss()) as Array<[Part, number]>) {
        peak[part] = Math.max(peak[part] ?? 0, mb);
      }
    };
    const sampler = setInterval(sample, 1000);
    const from = Date.now() + 3600_000;
    const tick = progress(log, 'scheduled', count, quick ? 250 : 1000);
    try {
      await forEachConcurrently(CALLERS, count, async (i) => {
        // Spread over three days from an hour ahead, in no particular order.
        const at = new Date(from + Math.floor(Math.random() * 3 * DAY)).toISOString();
        const body = { content: uniqueText('scale', i), accountIds, scheduledAt: at, batchId };
        await api.must('POST', '/v1/posts', body, 201);
        tick();
      });
    } finally {
      clearInterval(sampler);
    }
    log(`  peak while making them: ${describe(peak)}`);
    // Each new run sets its timer in its first workflow task: let the worker catch up, then read
    // what the processes hold with all of them pending (the most of five reads, a second apart).
    await sleep(10_000);
    const holding: Partial<Record<Part, number>> = {};
    for (let i = 0; i < 5; i += 1) {
      for (const [part, mb] of Object.entries(stack.rss()) as Array<[Part, number]>) {
        holding[part] = Math.max(holding[part] ?? 0, mb);
      }
      await sleep(1000);
    }
    log(`  holding ${count} pending: ${describe(holding)}`);
    const before = await pendingCounts(ctx, batchId);
    log(
      `  before the restart: ${before.scheduled} scheduled, ${before.running} runs open, ${await backlog(ctx)} workflow tasks queued`,
    );

    // What a person waits for on the quiet service (the reference), and a post that failed on chat,
    // to be retried after the restart. Neither is in the batch counted below.
    const quiet = await urgentWork(ctx, accountIds, Date.now(), await makeScheduled(ctx, accountIds));
    log(`  on the quiet service: ${describeUrgent(quiet)}`);
    const failedId = await makeFailed(ctx, accountIds);

    // The bench's own worker would only complain while the Temporal server is away.
    await ctx.reference.stopWorker();
    log('  stopping the whole tree (Ctrl-C)');
    const stopMs = await stack.stop();
    log(`  stopped in ${fmtS(stopMs)}; starting again`);
    const starting = stack.start();
    while (!stack.healthyAt) await sleep(5);
    const healthyAt = stack.healthyAt;
    // At once, as a person who restarted it would: a scheduled post published now, the failed one
    // retried, a new `wait: true` post; each timed from `/health` answering 200 to published. The
    // bench's own reconnection and the queue's read go beside them, not before.
    const probe = [...before.ids][0];
    const askedAt = Date.now();
    const urgentDone = urgentWork(ctx, accountIds, healthyAt, probe, failedId);
    const startMs = await starting;
    await ctx.reconnect();
    const [urgent, queued] = await Promise.all([urgentDone, backlog(ctx)]);
    log(
      `  started in ${fmtS(startMs)}; asked +${fmtS(askedAt - healthyAt)} after /health 200, out: ${describeUrgent(urgent)}; workflow tasks queued while they ran ${queued}, once out ${await backlog(ctx)}`,
    );
    await logTimeline(ctx, `post/${probe}`, healthyAt);
    await logTimeline(ctx, `post/${failedId}`, healthyAt);
    await logCpuAfterStart(ctx, 15);

    const after = await pendingCounts(ctx, batchId, probe);
    const missing = [...after.ids].filter((id) => !after.openRuns.has(`post/${id}`)).length;
    log(
      `  after the restart: ${after.scheduled}/${count - 1} scheduled, ${after.running} runs open, ${after.early} out early, ${missing} without an open run`,
    );
    const restarted = stack.rss();

    // The probe went out on purpose: the rest of the batch must all still be waiting.
    const rest = count - 1;
    const ok = after.scheduled === rest && after.early === 0 && missing === 0 && after.running >= rest;
    const slowest = Math.max(...urgent.map((u) => u.ms));
    return [
      {
        benchmark: `scale: worker RSS, ${count} scheduled posts pending`,
        figure: `${mb(holding.worker)} (${mb(peak.worker)} at most while making them)`,
        goal: '< 400 MB',
        reference: `idle ${mb(idle.worker)}; after restart ${mb(restarted.worker)}`,
        met: (holding.worker ?? Infinity) < 400,
      },
      {
        benchmark: `scale: API RSS, ${count} scheduled posts pending`,
        figure: `${mb(holding.api)} (${mb(peak.api)} at most while making them)`,
        goal: '< 250 MB',
        reference: `idle ${mb(idle.api)}; after restart ${mb(restarted.api)}`,
        met: (holding.api ?? Infinity) < 250,
      },
      {
        benchmark: `scale: Temporal server RSS, ${count} pending`,
        figure: `${mb(holding.temporal)} (${mb(peak.temporal)} at most while making them)`,
        goal: '(printed)',
        reference: `idle ${mb(idle.temporal)}; after restart ${mb(restarted.temporal)}`,
        met: null,
      },
      {
        benchmark: `scale: ${count} pending after a full stop and start`,
        figure: `${after.scheduled} pending, ${after.early} early, ${rest - after.scheduled + missing} lost`,
        goal: `${rest} pending (one published on purpose), 0 early, 0 lost`,
        reference: `stop ${fmtS(stopMs)}, start ${fmtS(startMs)}`,
        met: ok,
      },
      {
        benchmark: `scale: publish-now, retry, \`wait: true\` after that start, ${count} pending`,
        figure: `${fmtS(slowest)} from /health 200 (${describeUrgent(urgent)})`,
        goal: `≤ ${fmtS(urgentGoalMs)}`,
        reference: `quiet service before it: ${describeUrgent(quiet)}`,
        met: urgent.every((u) => u.status === 'published') && slowest <= urgentGoalMs,
      },
    ];
  },
};

function mb(value: number | undefined): string {
  return value === undefined ? 'n/a' : `${Math.round(value)} MB`;
}

function describe(rss: Partial<Record<Part, number>>): string {
  return (['api', 'worker', 'temporal', 'sandbox'] as Part[]).map((p) => `${p} ${mb(rss[p])}`).join(', ');
}

/** What the database and Temporal say of the batch (but `except`): counted, not sampled. */
async function pendingCounts(ctx: BenchContext, batchId: string, except = '') {
  const { rows } = await ctx.db.query<{ id: string; status: string; out: boolean }>(
    `select p.id, p.status, bool_or(t.published_at is not null or t.status <> 'pending') "out"
       from posts p join post_targets t on t.post_id = p.id
      where p.batch_id = $1 and p.id::text <> $2 group by p.id, p.status`,
    [batchId, except],
  );
  const openRuns = new Set<string>();
  // The first calls after a restart may find the Temporal server still opening.
  for (let tries = 0; ; tries += 1) {
    try {
      openRuns.clear();
      for await (const run of ctx.temporal.workflow.list({
        query: `WorkflowType = 'publishPost' AND ExecutionStatus = 'Running'`,
      })) {
        openRuns.add(run.workflowId);
      }
      break;
    } catch (err) {
      if (tries >= 20) throw err;
      await sleep(1000);
    }
  }
  return {
    ids: new Set(rows.map((r) => r.id)),
    scheduled: rows.filter((r) => r.status === 'scheduled' && !r.out).length,
    early: rows.filter((r) => r.out || (r.status !== 'scheduled' && r.status !== 'draft')).length,
    running: openRuns.size,
    openRuns,
  };
}

/** The workflow tasks waiting in the service's task queue, as Temporal counts them. */
async function backlog(ctx: BenchContext): Promise<number> {
  const answer = await ctx.temporal.workflowService.describeTaskQueue({
    namespace: ctx.temporal.options.namespace,
    taskQueue: { name: 'fanout', kind: temporal.api.enums.v1.TaskQueueKind.TASK_QUEUE_KIND_NORMAL },
    taskQueueType: temporal.api.enums.v1.TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW,
    reportStats: true,
  });
  return Number(answer.stats?.approximateBacklogCount ?? 0);
}

interface Urgent {
  what: string;
  status: string;
  ms: number;
}

function describeUrgent(urgent: Urgent[]): string {
  return urgent.map((u) => `${u.what} ${u.status === 'published' ? fmtS(u.ms) : u.status}`).join(', ');
}

/**
 * The three things a person waits for, at once: `scheduledId` published now, `failedId` (when
 * given) retried, and a new post; each asked with `wait: true`, so its answer comes when the post
 * is out, and timed from `from` until then (an answer that came before, 202, is followed by reads
 * every 50 ms).
 */
async function urgentWork(
  ctx: BenchContext,
  accountIds: string[],
  from: number,
  scheduledId: string,
  failedId?: string,
): Promise<Urgent[]> {
  const until = async (what: string, id: string, status: string): Promise<Urgent> => {
    while (status === 'publishing' || status === 'scheduled' || status === 'partial' || status === 'failed') {
      if (Date.now() - from > 120_000) break;
      await sleep(50);
      status = (await ctx.api.must('GET', `/v1/posts/${id}`, undefined, 200)).body.status;
      if (status === 'failed' || status === 'partial') break;
    }
    return { what, status, ms: Date.now() - from };
  };
  const jobs: Array<Promise<Urgent>> = [
    ctx.api
      .must('POST', `/v1/posts/${scheduledId}/publish`, { wait: true }, 200, 202)
      .then((a) =>
        until('publish-now', scheduledId, a.body.status === 'published' ? 'published' : 'publishing'),
      ),
    ctx.api
      .must('POST', '/v1/posts', { content: uniqueText('urgent', 0), accountIds, wait: true }, 201, 202)
      .then((a) => until('wait: true', a.body.id, a.body.status)),
  ];
  if (failedId) {
    jobs.push(
      ctx.api
        .must('POST', `/v1/posts/${failedId}/retry`, { wait: true }, 200, 202)
        .then((a) => until('retry', failedId, a.body.status === 'published' ? 'published' : 'publishing')),
    );
  }
  return Promise.all(jobs);
}

/** A scheduled post outside the batch, for the quiet reference. */
async function makeScheduled(ctx: BenchContext, accountIds: string[]): Promise<string> {
  const at = new Date(Date.now() + 2 * DAY).toISOString();
  const body = { content: uniqueText('scale-quiet', 0), accountIds, scheduledAt: at };
  return (await ctx.api.must('POST', '/v1/posts', body, 201)).body.id;
}

/** A post that failed on chat (the sandbox refuses its next write) and went out on micro. */
async function makeFailed(ctx: BenchContext, accountIds: string[]): Promise<string> {
  const chat = `http://127.0.0.1:${ctx.stack.sandboxPort}/chat/_sandbox/fail`;
  const refused = await fetch(chat, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'blocked', count: 1 }),
  });
  if (!refused.ok) throw new Error(`the chat sandbox refused its fail control: ${refused.status}`);
  const body = { content: uniqueText('scale-retry', 0), accountIds, wait: true };
  const answer = await ctx.api.must('POST', '/v1/posts', body, 201);
  if (answer.body.status !== 'partial') throw new Error(`the post meant to fail is ${answer.body.status}`);
  return answer.body.id;
}

/**
 * Where a run's time went after the start: each event of its history, timed from `/health` 200
 * (signal accepted, task scheduled, picked up by the worker, activities), for the diagnosis.
 */
async function logTimeline(ctx: BenchContext, workflowId: string, from: number): Promise<void> {
  const history = await ctx.temporal.workflow.getHandle(workflowId).fetchHistory();
  const lines = (history.events ?? [])
    .map((e) => {
      const at = Number(e.eventTime?.seconds ?? 0) * 1000 + Math.round((e.eventTime?.nanos ?? 0) / 1e6);
      return { at, type: String(EventType[e.eventType ?? 0] ?? e.eventType).replace('EVENT_TYPE_', '') };
    })
    .filter((e) => e.at >= from - 60_000)
    .map((e) => `${e.type} ${e.at >= from ? '+' : ''}${fmtS(e.at - from)}`);
  ctx.log(`  ${workflowId} after /health 200: ${lines.join(', ')}`);
}

/** The CPU each process used, second by second, for `seconds` after the start: what keeps them busy. */
async function logCpuAfterStart(ctx: BenchContext, seconds: number): Promise<void> {
  let last = ctx.stack.cpu();
  const rows: string[] = [];
  for (let i = 0; i < seconds; i += 1) {
    await sleep(1000);
    const now = ctx.stack.cpu();
    const parts = (['worker', 'temporal', 'api', 'postgres'] as Part[]).map(
      (p) => `${p[0]}${Math.round(((now[p] ?? 0) - (last[p] ?? 0)) * 100)}`,
    );
    rows.push(parts.join('/'));
    last = now;
  }
  ctx.log(`  CPU % per second after that (worker/temporal/api/postgres): ${rows.join(' ')}`);
}
