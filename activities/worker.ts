import { DefaultLogger, NativeConnection, Runtime, Worker, type LogLevel } from '@temporalio/worker';
import type { DependencyContainer } from 'tsyringe';
import { createActivities } from './index';

let runtimeReady = false;

/** The SDK's own logging (TEMPORAL_LOG_LEVEL, default WARN); set once per process. */
export function installRuntime(): void {
  if (runtimeReady) return;
  runtimeReady = true;
  const level = (process.env.TEMPORAL_LOG_LEVEL ?? 'WARN').toUpperCase() as LogLevel;
  try {
    Runtime.install({ logger: new DefaultLogger(level) });
  } catch {
    // Already installed in this process (another suite, or the embedding code): keep that one.
  }
}

/** A Temporal worker running our workflows and activities on the task queue. */
export async function createWorker(options: {
  container: DependencyContainer;
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
}): Promise<Worker> {
  installRuntime();
  return Worker.create({
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    workflowsPath: require.resolve('../workflows'),
    activities: createActivities(options.container),
    // Give activities in flight time to finish on shutdown before they are cancelled and retried.
    shutdownGraceTime: '10s',
  });
}
