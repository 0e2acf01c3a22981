import type { Client } from '@temporalio/client';
import type { Client as PgClient } from 'pg';
import { collectGarbage } from '../support/collect-garbage';
import { sleep, type ApiClient } from './client';
import type { Reference } from './reference';
import type { Part, Stack } from './stack';

/**
 * What every benchmark gets and gives back. A benchmark measures the service and, in the same run,
 * the reference its figure is judged against (Temporal's own cost, an idle process, an HTTP floor),
 * and returns rows of the final table.
 */
export interface Row {
  benchmark: string;
  figure: string;
  goal: string;
  /** The machine-dependent floor or baseline measured in this run, or a note when none applies. */
  reference: string;
  /** null: nothing to judge (an informational row). */
  met: boolean | null;
}

export interface BenchContext {
  stack: Stack;
  api: ApiClient;
  /** A Temporal client of the service's Temporal server (the references start workflows on it). */
  temporal: Client;
  /** The service's database, for seeding and for counting what the API said (never to change a post). */
  db: PgClient;
  reference: Reference;
  /** BENCH_QUICK=1: smaller counts and shorter runs, for a try (figures are then indicative). */
  quick: boolean;
  log: (line: string) => void;
  /** Figures one benchmark leaves for a later one (the sustained rate for the accept benchmark). */
  shared: Map<string, number>;
  /** A label unique to this run, for batch ids and workflow ids. */
  runId: string;
  /** After the service was stopped and started again: new connections to it. */
  reconnect(): Promise<void>;
}

export interface Benchmark {
  /** Its name on the command line: `npm run bench -- wait sustained`. */
  name: string;
  about: string;
  run(ctx: BenchContext): Promise<Row[]>;
}

/** Prints `label: done/total` every `every` items and at the end, with the rate so far. */
export function progress(log: (line: string) => void, label: string, total: number, every: number) {
  const started = Date.now();
  let done = 0;
  return () => {
    done += 1;
    if (done % every === 0 || done === total) {
      const seconds = (Date.now() - started) / 1000;
      const of = Number.isFinite(total) ? `/${total}` : '';
      log(`  ${label}: ${done}${of} (${(done / Math.max(seconds, 0.001)).toFixed(1)}/s)`);
    }
  };
}

export function fmtMs(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`;
}

export function fmtS(ms: number): string {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

export function fmtRate(perSecond: number): string {
  return `${perSecond.toFixed(1)}/s`;
}

/** Polls `check` every `everyMs` until it returns true, or throws `what` after `timeoutMs`. */
export async function until(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
  everyMs = 500,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * Where the CPU went between two `stack.cpu()` readings (plus the bench's own): milliseconds of CPU
 * per unit of work (a post, a start) for each process, e.g. "worker 41, api 22, temporal 18".
 */
export function cpuPer(
  before: Partial<Record<string, number>>,
  after: Partial<Record<string, number>>,
  units: number,
): string {
  const parts = Object.keys(after)
    .filter((k) => before[k] !== undefined && k !== 'sandbox')
    .map((k) => ({ k, ms: ((after[k]! - before[k]!) * 1000) / Math.max(units, 1) }))
    .sort((a, b) => b.ms - a.ms);
  const total = parts.reduce((a, p) => a + p.ms, 0);
  return `${parts.map((p) => `${p.k} ${p.ms.toFixed(0)}`).join(', ')} (total ${total.toFixed(0)} ms)`;
}

/** The total of `cpuPer` as a number: ms of CPU per unit across the processes but the sandbox. */
export function cpuTotalMs(
  before: Partial<Record<string, number>>,
  after: Partial<Record<string, number>>,
  units: number,
): number {
  return Object.keys(after)
    .filter((k) => before[k] !== undefined && k !== 'sandbox')
    .reduce((a, k) => a + ((after[k]! - before[k]!) * 1000) / Math.max(units, 1), 0);
}

/** CPU seconds used so far by each process of the service and by this bench process. */
export function cpuNow(stack: Stack): Partial<Record<string, number>> {
  const own = process.cpuUsage();
  return { ...stack.cpu(), bench: (own.user + own.system) / 1e6 };
}

/**
 * Waits until the service has done what the last benchmark left it (the runs it queued, Temporal's
 * visibility writes, PostgreSQL's autovacuum of the rows it wrote), so a row measures itself, not
 * the one before. On a dev server right after 30 s of bare starts at full speed, the bare start's
 * p99 at 12.6 a second was 108 ms, and 11 ms once the worker had run what they left.
 */
export async function untilQuiet(stack: Stack, log: (line: string) => void): Promise<void> {
  // The bench keeps the reference worker and every figure; after a row its heap had grown to
  // 170 MB, and V8 collected it within the next accept window: three full collections of up to
  // 67 ms, whose helper threads took the cores the service was timed on (the API's young
  // collections went from 4 to 20 ms meanwhile). Collected now, before the next measure.
  collectGarbage();
  const t0 = Date.now();
  let quietSeconds = 0;
  let last = stack.cpu();
  while (quietSeconds < QUIET_SECONDS && Date.now() - t0 < QUIET_WAIT_MAX_MS) {
    await sleep(1000);
    const now = stack.cpu();
    const busy = (Object.keys(now) as Part[])
      .filter((k) => k !== 'sandbox' && last[k] !== undefined)
      .reduce((a, k) => a + (now[k]! - last[k]!), 0);
    quietSeconds = busy < QUIET_CPU_SHARE ? quietSeconds + 1 : 0;
    last = now;
  }
  const waited = ((Date.now() - t0) / 1000).toFixed(0);
  log(
    quietSeconds >= QUIET_SECONDS
      ? `  the service is quiet (after ${waited} s)`
      : `  the service was still busy after ${waited} s: measuring anyway`,
  );
}

/** Quiet: the service's processes together under a tenth of a core, three seconds running. */
const QUIET_CPU_SHARE = 0.1;
const QUIET_SECONDS = 3;
const QUIET_WAIT_MAX_MS = 120_000;
