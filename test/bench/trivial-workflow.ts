import { sleep } from '@temporalio/workflow';

/**
 * The references of the benchmarks: workflows that do nothing, so their cost is Temporal's own
 * (a start, a workflow task, a completion) on this machine, measured in the same run.
 */
export async function benchTrivial(): Promise<string> {
  return 'ok';
}

/** Sleeps until `at` (epoch ms) and returns when it woke, by workflow time. */
export async function benchSleepUntil(at: number): Promise<number> {
  const wait = at - Date.now();
  if (wait > 0) await sleep(wait);
  return Date.now();
}
