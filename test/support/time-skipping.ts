import 'reflect-metadata';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import type { DependencyContainer } from 'tsyringe';
import { createActivities } from '../../activities';
import { installRuntime } from '../../activities/worker';
import { loadConfig } from '../../core/config';
import { buildContainer } from '../../core/container';
import { migrate, openOrm } from '../../core/db/orm';
import { randomToken } from '../../core/ids';
import { DemoSeeder } from '../../core/services/people/demo-seeder';
import { allPlugins } from '../../plugins';
import { createSandboxServer, type SandboxServer } from '../../plugins/sandbox-server';
import { createTestDatabase, testWorkflowBundle } from './harness';
import { listen } from './listen';

/**
 * One workflow suite's world on Temporal's time-skipping test server: its own database (migrated,
 * demo seeded), the container with the real activities' services, and the platform emulators
 * over HTTP. Workers run only inside `withWorker`, so a test decides when time may pass.
 */
export interface TimeSkippingWorld {
  env: TestWorkflowEnvironment;
  orm: MikroORM;
  container: DependencyContainer;
  sandbox: SandboxServer;
  sandboxUrl: string;
  /** Runs `fn` while a worker with the real workflows and activities serves `taskQueue`. */
  withWorker<T>(taskQueue: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** `env`: more of the app's environment, e.g. TEMPORAL_TASK_QUEUE for workflows the services start. */
export async function startTimeSkipping(env: Record<string, string> = {}): Promise<TimeSkippingWorld> {
  installRuntime();
  // Undone in reverse, also when a step fails half way, so a failed start leaves nothing running.
  const opened: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const undo of opened.splice(0).reverse()) await undo();
  };
  try {
    const testEnv = await TestWorkflowEnvironment.createTimeSkipping({
      server: { executable: { type: 'existing-path', path: process.env.TEMPORAL_TEST_SERVER_PATH! } },
    });
    opened.push(() => testEnv.teardown());
    const sandbox = createSandboxServer(allPlugins());
    const sandboxOnPort = await listen(sandbox.server);
    opened.push(() => sandboxOnPort.close());
    const { databaseUrl } = await createTestDatabase();
    const config = loadConfig({
      FANOUT_SECRET: randomToken(32),
      FANOUT_DATA_DIR: `/tmp/fanout-wf-${randomToken(4)}`,
      SANDBOX_URL: sandboxOnPort.url,
      ...env,
    });
    const orm = await openOrm(databaseUrl);
    opened.push(() => orm.close());
    await migrate(orm);
    const container = buildContainer({ config, orm, plugins: allPlugins(), temporalClient: testEnv.client });
    await RequestContext.create(orm.em, () => container.resolve(DemoSeeder).ensure(config.dataDir));
    return {
      env: testEnv,
      orm,
      container,
      sandbox,
      sandboxUrl: sandboxOnPort.url,
      async withWorker(taskQueue, fn) {
        const bundle = await testWorkflowBundle();
        const worker = await Worker.create({
          connection: testEnv.nativeConnection,
          taskQueue,
          ...(bundle ? { workflowBundle: bundle } : { workflowsPath: require.resolve('../../workflows') }),
          activities: createActivities(container),
        });
        return worker.runUntil(fn);
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
