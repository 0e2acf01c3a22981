import 'reflect-metadata';
import { NativeConnection } from '@temporalio/worker';
import { createWorker, installRuntime } from '../../activities/worker';
import { loadConfig } from '../../core/config';
import { buildContainer } from '../../core/container';
import { openOrm } from '../../core/db/orm';
import { allPlugins } from '../../plugins';

/**
 * A worker in a process of its own, so a test can kill it outright (SIGKILL) mid-publish, the way a
 * machine dies. Configured by the same environment as activities/worker-main.ts; prints "ready".
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const orm = await openOrm(config.databaseUrl!);
  installRuntime();
  const connection = await NativeConnection.connect({ address: config.temporalAddress });
  const container = buildContainer({ config, orm, plugins: allPlugins() });
  const worker = await createWorker({
    container,
    connection,
    namespace: config.temporalNamespace,
    taskQueue: config.taskQueue,
  });
  const running = worker.run();
  console.log('ready');
  await running;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
