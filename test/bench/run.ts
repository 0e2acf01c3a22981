import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { Client as PgClient } from 'pg';
import { acceptBench } from './accept';
import { untilQuiet, type BenchContext, type Benchmark, type Row } from './bench';
import { burstBench } from './burst';
import { ApiClient } from './client';
import { listBench } from './list';
import { rateBench } from './rate';
import { Reference } from './reference';
import { scaleBench } from './scale';
import { Stack } from './stack';
import { sustainedBench } from './sustained';
import { waitBench } from './wait';

/**
 * `npm run bench [-- name ...]`: starts the service as `npm start` does on a fresh data dir (or
 * against DATABASE_URL / TEMPORAL_ADDRESS), runs the benchmarks named (all by default) in this
 * order, prints progress as they go and one table at the end. BENCH_QUICK=1 runs smaller counts;
 * BENCH_BURST_REAL_LEAD=1 schedules the burst the spec's 10 minutes ahead and waits for it;
 * BENCH_KEEP=1 keeps the data dir; BENCH_WORKERS=2 runs a second worker process beside the
 * tree's own (scaling out); BENCH_NODE_ARGS adds Node flags to every process (profiling). Benchmarks, not tests: a goal not met is reported, not failed.
 */
const ALL: Benchmark[] = [
  waitBench,
  sustainedBench,
  acceptBench,
  burstBench,
  listBench,
  rateBench,
  scaleBench,
];

const started = Date.now();
const log = (line: string) => {
  const t = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.log(`[${t} s] ${line}`);
};

async function main(): Promise<number> {
  const names = process.argv.slice(2).filter((a) => a !== '--');
  const unknown = names.filter((n) => !ALL.some((b) => b.name === n));
  if (unknown.length > 0) {
    console.error(
      `unknown benchmark ${unknown.join(', ')}; choose from ${ALL.map((b) => b.name).join(', ')}`,
    );
    return 2;
  }
  const chosen = names.length > 0 ? ALL.filter((b) => names.includes(b.name)) : ALL;
  const quick = process.env.BENCH_QUICK === '1';
  const realLead = process.env.BENCH_BURST_REAL_LEAD === '1';
  const machine = `${os.cpus().length} CPUs (nproc ${nproc()}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB memory, ${os.cpus()[0]?.model.trim()}, Node ${process.version}`;
  log(
    `Fanout benchmarks${quick ? ' (BENCH_QUICK: smaller counts, figures indicative)' : ''}: ${chosen.map((b) => b.name).join(', ')}`,
  );
  log(
    `machine: ${machine}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const stack = await Stack.create({
    log,
    // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": npm start passes its Node flags to the
    // API, worker and sandbox, so each writes a CPU profile at exit (test/bench/profile-summary.ts).
    nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
    workers: Number(process.env.BENCH_WORKERS ?? 1),
    env: {
      // Lets the burst be scheduled 30 s ahead (10 s quick) instead of the spec's 10 minutes (burst.ts says why).
      FANOUT_SCHEDULE_MIN_LEAD_SECONDS: realLead ? '600' : quick ? '10' : '30',
    },
  });
  log(
    stack.mode === 'embedded'
      ? `starting the embedded runtime (PostgreSQL, Temporal dev server, sandbox, worker, API) in ${stack.dataDir}`
      : `starting sandbox, worker and API against DATABASE_URL / TEMPORAL_ADDRESS`,
  );
  const startMs = await stack.start();
  log(`service up in ${(startMs / 1000).toFixed(1)} s at ${stack.url}`);

  const runId = Date.now().toString(36);
  const db = await connectDb(stack.databaseUrl);
  const reference = await Reference.connect(stack.temporalAddress, runId);
  await reference.startWorker({
    sandboxUrl: `http://127.0.0.1:${stack.sandboxPort}`,
    databaseUrl: stack.databaseUrl,
  });
  const ctx: BenchContext = {
    stack,
    api: new ApiClient(stack.url, stack.apiKey),
    temporal: reference.client,
    db,
    reference,
    quick,
    log,
    shared: new Map(),
    runId,
    async reconnect() {
      await ctx.db.end().catch(() => undefined);
      ctx.db = await connectDb(stack.databaseUrl);
      ctx.api = new ApiClient(stack.url, stack.apiKey);
    },
  };

  const rows: Row[] = [];
  let failed = false;
  try {
    for (const [i, bench] of chosen.entries()) {
      if (i > 0) await untilQuiet(stack, log);
      log(`▶ ${bench.name}: ${bench.about}`);
      const t0 = Date.now();
      const cpu0 = { ...stack.cpu(), bench: ownCpu() };
      try {
        rows.push(...(await bench.run(ctx)));
      } catch (err) {
        failed = true;
        log(`  ${bench.name} failed: ${(err as Error).stack ?? err}`);
        rows.push({
          benchmark: bench.name,
          figure: `error: ${(err as Error).message.split('\n')[0]}`,
          goal: '',
          reference: '',
          met: false,
        });
      }
      const wall = (Date.now() - t0) / 1000;
      const cpu1: Record<string, number> = { ...stack.cpu(), bench: ownCpu() };
      const parts = Object.keys(cpu1)
        .filter((k) => (cpu0 as Record<string, number>)[k] !== undefined)
        .map((k) => `${k} ${(((cpu1[k] - (cpu0 as Record<string, number>)[k]) / wall) * 100).toFixed(0)}%`);
      log(`■ ${bench.name} done in ${wall.toFixed(0)} s; CPU (of one core) ${parts.join(', ')}`);
    }
  } finally {
    await reference.close().catch(() => undefined);
    await ctx.db.end().catch(() => undefined);
    log('stopping the service');
    await stack.stop();
    if (process.env.BENCH_KEEP === '1') log(`data dir kept: ${stack.dataDir}`);
    else stack.cleanUp();
  }

  console.log('');
  console.log(table(rows));
  console.log('');
  console.log(`Machine: ${machine}.`);
  console.log(
    `Service: ${stack.mode === 'embedded' ? 'the embedded runtime of npm start (PostgreSQL, Temporal dev server with SQLite, sandbox, worker and API as separate processes)' : 'sandbox, worker and API against DATABASE_URL / TEMPORAL_ADDRESS'}; ` +
      `total ${((Date.now() - started) / 60_000).toFixed(1)} min${quick ? '; BENCH_QUICK' : ''}.`,
  );
  return failed ? 1 : 0;
}

/** The bench's own connection to the service's database (it outlives restarts of the server). */
async function connectDb(url: string): Promise<PgClient> {
  const db = new PgClient({ connectionString: url });
  // The server going away (the scale benchmark's restart) must not end the bench.
  db.on('error', () => undefined);
  await db.connect();
  return db;
}

function table(rows: Row[]): string {
  const head = ['benchmark', 'figure', 'goal', 'reference (same run)', 'met?'];
  const body = rows.map((r) => [
    r.benchmark,
    r.figure,
    r.goal,
    r.reference,
    r.met === null ? '—' : r.met ? 'yes' : 'NO',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

function nproc(): string {
  try {
    return execFileSync('nproc', { encoding: 'utf8' }).trim();
  } catch {
    return '?';
  }
}

function ownCpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

void main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
