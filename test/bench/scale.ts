import { fmtS, progress, type BenchContext, type Benchmark } from './bench';
import { forEachConcurrently, sleep, uniqueText } from './client';
import type { Part } from './stack';
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
    const count = quick ? 1000 : 10_000;
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
    log(`  before the restart: ${before.scheduled} scheduled, ${before.running} runs open`);

    // The bench's own worker would only complain while the Temporal server is away.
    await ctx.reference.stopWorker();
    log('  stopping the whole tree (Ctrl-C)');
    const stopMs = await stack.stop();
    log(`  stopped in ${fmtS(stopMs)}; starting again`);
    const startMs = await stack.start();
    await ctx.reconnect();
    log(`  started in ${fmtS(startMs)}`);
    const after = await pendingCounts(ctx, batchId);
    const missing = [...after.ids].filter((id) => !after.openRuns.has(`post/${id}`)).length;
    log(
      `  after the restart: ${after.scheduled}/${count} scheduled, ${after.running} runs open, ${after.early} out early, ${missing} without an open run`,
    );
    const restarted = stack.rss();

    // The runs are alive, not just listed: one goes out now through the API, as a person would.
    // Its run was not kept in the new worker's memory, so its task replays the history first.
    const probe = [...after.ids][0];
    const asked = Date.now();
    await ctx.api.must('POST', `/v1/posts/${probe}/publish`, {}, 200, 201, 202);
    let probeStatus = 'publishing';
    while (probeStatus === 'publishing' && Date.now() - asked < 120_000) {
      await sleep(250);
      probeStatus = (await ctx.api.must('GET', `/v1/posts/${probe}`, undefined, 200)).body.status;
    }
    const probeOk = probeStatus === 'published';
    const probeMs = Date.now() - asked;
    log(`  one of them published now after the restart: ${probeStatus} in ${fmtS(probeMs)}`);

    const ok = after.scheduled === count && after.early === 0 && missing === 0 && after.running >= count;
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
        figure: `${after.scheduled} pending, ${after.early} early, ${count - after.scheduled + missing} lost`,
        goal: `${count} pending, 0 early, 0 lost`,
        reference: `stop ${fmtS(stopMs)}, start ${fmtS(startMs)}; one published on demand after it: ${probeOk ? `in ${fmtS(probeMs)}` : probeStatus}`,
        met: ok && probeOk,
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

/** What the database and Temporal say of the batch: counted, not sampled. */
async function pendingCounts(ctx: BenchContext, batchId: string) {
  const { rows } = await ctx.db.query<{ id: string; status: string; out: boolean }>(
    `select p.id, p.status, bool_or(t.published_at is not null or t.status <> 'pending') "out"
       from posts p join post_targets t on t.post_id = p.id
      where p.batch_id = $1 group by p.id, p.status`,
    [batchId],
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
