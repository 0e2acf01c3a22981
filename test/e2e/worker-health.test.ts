import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { WARM_UP_WORKFLOW } from '../../activities/warm-worker';
import { randomToken } from '../../core/ids';
import { freePort } from '../../core/runtime/processes';
import { createTestDatabase } from '../support/harness';
import { tcpForwarder, type TcpForwarder } from '../support/tcp-forwarder';
import { until } from '../support/wait';

const WORKER_MAIN = path.resolve(__dirname, '..', '..', 'activities', 'worker-main.ts');

/**
 * `npm run worker` with WORKER_HEALTH_PORT, as the Helm chart's probes call it: a worker without
 * Temporal (not there yet, or gone later) is not ready, but alive, so Kubernetes stops counting it
 * without restarting it.
 */
describe('the worker health port (WORKER_HEALTH_PORT)', () => {
  let temporal: TcpForwarder;
  let worker: ChildProcess;
  let healthUrl: string;
  let exited: number | null | undefined;
  const taskQueue = `test-health-${randomToken(6)}`;

  beforeAll(async () => {
    // Temporal behind a port the test opens and closes; closed at first.
    temporal = tcpForwarder(await freePort(), process.env.TEST_TEMPORAL_ADDRESS!);
    const { databaseUrl } = await createTestDatabase();
    const port = await freePort();
    healthUrl = `http://127.0.0.1:${port}`;
    worker = spawn(process.execPath, ['--import', 'tsx', WORKER_MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        TEMPORAL_ADDRESS: temporal.address,
        TEMPORAL_TASK_QUEUE: taskQueue,
        FANOUT_SECRET: randomToken(32),
        WORKER_HEALTH_PORT: String(port),
      },
      stdio: 'ignore',
    });
    worker.once('exit', (code) => {
      exited = code;
    });
  });
  afterAll(async () => {
    worker.kill('SIGKILL');
    await temporal.close();
  });

  const probe = async (route: string) => {
    const res = await fetch(`${healthUrl}${route}`).catch(() => undefined);
    return res
      ? { status: res.status, body: (await res.json()) as { ok: boolean; detail?: string } }
      : undefined;
  };

  it('is alive and not ready while Temporal is not there, saying it waits for Temporal', async () => {
    let ready: Awaited<ReturnType<typeof probe>>;
    await until(
      async () => {
        ready = await probe('/health');
        return ready?.body.detail?.includes(`waiting for Temporal at ${temporal.address}`) === true;
      },
      90_000,
      () => `the worker to say it waits for Temporal (last: ${JSON.stringify(ready)})`,
    );
    expect(ready!.status).toBe(503);
    expect(ready!.body.ok).toBe(false);
    expect(await probe('/health/live')).toEqual({ status: 200, body: { ok: true } });
    expect(exited).toBeUndefined();
  });

  it('is ready once it polls a Temporal that answers', async () => {
    await temporal.open();
    let ready: Awaited<ReturnType<typeof probe>>;
    await until(
      async () => (ready = await probe('/health'))?.status === 200,
      90_000,
      () => `the worker to be ready (last: ${JSON.stringify(ready)})`,
    );
    expect(ready!.body).toEqual({ ok: true });
  });

  it('takes a warm-up run of its own as it starts, and ends it', async () => {
    // Its workflow thread's first task costs several times a later one: a person's post must not pay it.
    const connection = await Connection.connect({ address: process.env.TEST_TEMPORAL_ADDRESS! });
    try {
      const client = new Client({ connection });
      const query = `WorkflowType = '${WARM_UP_WORKFLOW}' AND TaskQueue = '${taskQueue}'`;
      let runs: string[] = [];
      await until(
        async () => {
          runs = [];
          for await (const run of client.workflow.list({ query })) runs.push(run.status.name);
          return runs.length > 0 && runs.every((status) => status !== 'RUNNING');
        },
        30_000,
        () => `the warm-up run to end (runs: ${JSON.stringify(runs)})`,
      );
      expect(runs).toEqual(['COMPLETED']);
    } finally {
      await connection.close();
    }
  });

  it('cut off from Temporal later, is not ready and still alive', async () => {
    await temporal.close();
    let ready: Awaited<ReturnType<typeof probe>>;
    await until(
      async () => (ready = await probe('/health'))?.status === 503,
      30_000,
      () => `the worker to be not ready (last: ${JSON.stringify(ready)})`,
    );
    expect(ready!.body).toEqual({ ok: false, detail: expect.stringContaining('Temporal does not answer') });
    expect(await probe('/health/live')).toEqual({ status: 200, body: { ok: true } });
    expect(exited).toBeUndefined();
  });
});
