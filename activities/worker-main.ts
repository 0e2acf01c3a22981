import 'reflect-metadata';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import { ConfigError } from '../core/config';
import { stopWhenParentDies } from '../core/runtime/parent-watch';
import { untilReady } from '../core/runtime/until-ready';
import { buildContainer } from '../core/container';
import { openOrmWhenReady } from '../core/db/orm';
import { allPlugins } from '../plugins';
import { createWorker, installRuntime } from './worker';
import { temporalConnectionOptions } from '../core/temporal/connection-options';
import { configOrExit } from '../core/runtime/config-or-exit';
import { workflowBundle } from './workflow-bundle';
import { serveWorkerHealth, WorkerHealth } from './worker-health';
import { queueWarmUpRun, warmWorker } from './warm-worker';

/**
 * Entry point: `npm run worker` (after a build), against DATABASE_URL and TEMPORAL_ADDRESS. When
 * PostgreSQL or Temporal is not there yet, it waits for them (printing what it waits for) rather
 * than exiting; meanwhile the API's /health says no worker polls. With WORKER_HEALTH_PORT it answers
 * an orchestrator's probes (./worker-health.ts).
 */
async function main(): Promise<void> {
  const config = configOrExit();
  if (!config.databaseUrl || !config.temporalAddress || !config.secret) {
    throw new ConfigError('The worker needs DATABASE_URL, TEMPORAL_ADDRESS and FANOUT_SECRET');
  }
  const { databaseUrl, temporalAddress } = config;
  const temporalOptions = temporalConnectionOptions(config);
  // Registered before the waits: a stop asked for while it waits (or a parent gone) must end it.
  let stop: () => void = () => process.exit(0);
  process.once('SIGTERM', () => stop());
  process.once('SIGINT', () => stop());
  stopWhenParentDies(() => stop());
  // Before the waits: an orchestrator's probes see a worker waiting as alive and not ready.
  const health = new WorkerHealth();
  const closeHealth = config.workerHealthPort
    ? await serveWorkerHealth(health, config.workerHealthPort, config.host)
    : async () => undefined;
  // First, before this process holds anything: webpack's memory stays with whoever bundles.
  const code = await workflowBundle();
  const orm = await openOrmWhenReady(databaseUrl, health.waiting('PostgreSQL'), config.databasePoolMax);
  installRuntime();
  const connection = await untilReady(
    `Temporal at ${temporalAddress}`,
    () => NativeConnection.connect(temporalOptions),
    { onWaiting: health.waiting(`Temporal at ${temporalAddress}`) },
  );
  // Activities wake outbound webhook queues (signal-with-start) when they emit an event.
  const clientConnection = await Connection.connect(temporalOptions);
  const temporalClient = new Client({ connection: clientConnection, namespace: config.temporalNamespace });
  const container = buildContainer({ config, orm, plugins: allPlugins(), temporalClient });
  // Before it polls: what a start's first publish would otherwise wait for (core/runtime/warm-up.ts).
  await warmWorker(orm, config.databasePoolMax);
  const worker = await createWorker({
    container,
    connection,
    namespace: config.temporalNamespace,
    taskQueue: config.taskQueue,
    workflowBundle: { code },
  });
  stop = () => {
    if (worker.getState() === 'RUNNING') worker.shutdown();
  };
  await queueWarmUpRun(temporalClient, config.taskQueue);
  health.started(worker, connection);
  console.log(`worker polling task queue "${config.taskQueue}" on ${config.temporalAddress}`);
  // Resolves once shutdown has drained the activities in flight.
  await worker.run();
  await connection.close();
  await clientConnection.close();
  await orm.close();
  await closeHealth();
  console.log('worker stopped');
  process.exit(0);
}

main().catch((err) => {
  // A configuration mistake is one sentence; anything else keeps its stack for whoever debugs it.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
