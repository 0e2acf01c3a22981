import {
  DefaultLogger,
  IllegalStateError,
  NativeConnection,
  Runtime,
  Worker,
  type LogLevel,
} from '@temporalio/worker';
import type { DependencyContainer } from 'tsyringe';
import { envWholeNumber } from '../core/runtime/env-whole-number';
import { createActivities } from './index';

let runtimeReady = false;

/** The SDK's own logging (TEMPORAL_LOG_LEVEL, default WARN); set once per process. */
export function installRuntime(): void {
  if (runtimeReady) return;
  const level = (process.env.TEMPORAL_LOG_LEVEL ?? 'WARN').toUpperCase() as LogLevel;
  keepingAnInstalledRuntime(() => Runtime.install({ logger: new DefaultLogger(level) }));
  runtimeReady = true;
}

/**
 * Runs `install`, keeping the runtime already installed in this process (another suite, or the
 * embedding code) when there is one; any other failure to install is thrown.
 */
export function keepingAnInstalledRuntime(install: () => unknown): void {
  try {
    install();
  } catch (err) {
    // The SDK's one refusal of a second install (or of an install after a worker made its own).
    if (!(err instanceof IllegalStateError)) throw err;
  }
}

/**
 * How many workflow runs the worker keeps in memory between their tasks (TEMPORAL_MAX_CACHED_WORKFLOWS).
 * A run not kept is replayed from its history at its next task, which for a post waiting on its
 * timer is a few events, but Temporal then sends the whole history and the worker runs it again:
 * 1,000 posts due at one instant went out in 32.9 s with 100 kept, 26.5 s with 1,000 (CPU a post
 * 52 → 43 ms; npm run bench -- burst). Memory is the price: 599 posts woken for their timers took
 * the worker from 222 to 458 MB (about 0.4 MB a run; the Helm chart's worker limit is 1 GiB). A
 * scheduled post asleep until shortly before its time is in no cache. The SDK's default grows
 * with the heap limit (over 2,000 runs on a machine with 24 GB).
 */
export function maxCachedWorkflows(env: Record<string, string | undefined> = process.env): number {
  return envWholeNumber(
    'TEMPORAL_MAX_CACHED_WORKFLOWS',
    env.TEMPORAL_MAX_CACHED_WORKFLOWS,
    DEFAULT_MAX_CACHED_WORKFLOWS,
  );
}
const DEFAULT_MAX_CACHED_WORKFLOWS = 1000;

/**
 * How many activities one worker process runs at once (TEMPORAL_MAX_CONCURRENT_ACTIVITIES), each of
 * its kinds: regular activities and the local ones a post's sends and database steps run as. Past
 * it, work waits in Temporal for a free slot, in this worker or another. Each running activity
 * holds a database connection while it writes, so it goes with DATABASE_POOL_MAX.
 */
export function maxConcurrentActivities(env: Record<string, string | undefined> = process.env): number {
  return envWholeNumber('TEMPORAL_MAX_CONCURRENT_ACTIVITIES', env.TEMPORAL_MAX_CONCURRENT_ACTIVITIES, 100, 1);
}

/** A Temporal worker running our workflows and activities on the task queue. */
export async function createWorker(options: {
  container: DependencyContainer;
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  /** The workflow code, bundled already (worker-main bundles it in a child process); else bundled here. */
  workflowBundle?: { code: string };
}): Promise<Worker> {
  installRuntime();
  return Worker.create({
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    ...(options.workflowBundle
      ? { workflowBundle: options.workflowBundle }
      : { workflowsPath: require.resolve('../workflows') }),
    maxCachedWorkflows: maxCachedWorkflows(),
    maxConcurrentActivityTaskExecutions: maxConcurrentActivities(),
    maxConcurrentLocalActivityExecutions: maxConcurrentActivities(),
    activities: createActivities(options.container),
    // Give activities in flight time to finish on shutdown before they are cancelled and retried.
    shutdownGraceTime: '10s',
  });
}
