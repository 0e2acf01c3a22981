import { NativeConnection, Worker } from '@temporalio/worker';
import type { DependencyContainer } from 'tsyringe';
import { createActivities } from './index';

/** A Temporal worker running our workflows and activities on the task queue. */
export async function createWorker(options: {
  container: DependencyContainer;
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
}): Promise<Worker> {
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
