import 'reflect-metadata';
import { NativeConnection } from '@temporalio/worker';
import { loadConfig } from '../core/config';
import { stopWhenParentDies } from '../core/runtime/parent-watch';
import { buildContainer } from '../core/container';
import { openOrm } from '../core/db/orm';
import { allPlugins } from '../plugins';
import { createWorker, installRuntime } from './worker';
import { bundleWorkflowsApart } from './workflow-bundle';

/** Entry point: `npm run worker` (after a build), against DATABASE_URL and TEMPORAL_ADDRESS. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl || !config.temporalAddress || !config.secret) {
    throw new Error('The worker needs DATABASE_URL, TEMPORAL_ADDRESS and FANOUT_SECRET');
  }
  // First, before this process holds anything: webpack's memory stays with whoever bundles.
  const code = await bundleWorkflowsApart();
  const orm = await openOrm(config.databaseUrl);
  installRuntime();
  const connection = await NativeConnection.connect({ address: config.temporalAddress });
  const container = buildContainer({ config, orm, plugins: allPlugins() });
  const worker = await createWorker({
    container,
    connection,
    namespace: config.temporalNamespace,
    taskQueue: config.taskQueue,
    workflowBundle: { code },
  });
  const stop = () => {
    if (worker.getState() === 'RUNNING') worker.shutdown();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  stopWhenParentDies(stop);
  console.log(`worker polling task queue "${config.taskQueue}" on ${config.temporalAddress}`);
  // Resolves once shutdown has drained the activities in flight.
  await worker.run();
  await connection.close();
  await orm.close();
  console.log('worker stopped');
  process.exit(0);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
