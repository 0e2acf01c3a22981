import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { closedLoop, forEachConcurrently, quantile, sleep } from './client';
import { openLoop } from './open-loop';
import { createReferenceActivities, type ReferenceTargets } from './reference-activities';

/**
 * The references the service's figures are judged against, measured on the same Temporal server
 * in the same run: trivial workflows (test/bench/trivial-workflow.ts) and a post's shape with
 * nothing of ours in it (test/bench/reference-workflows.ts) on their own task queue, run by a
 * worker in the bench process. What they cost is Temporal's own floor on this machine.
 */
export const REFERENCE_QUEUE = 'bench-reference';

export class Reference {
  private worker?: Worker;
  private running?: Promise<void>;
  private connection?: NativeConnection;
  private activities?: ReturnType<typeof createReferenceActivities>;
  private seq = 0;

  constructor(
    readonly client: Client,
    private readonly address: string,
    private readonly runId: string,
  ) {}

  static async connect(address: string, runId: string): Promise<Reference> {
    const connection = await Connection.connect({ address });
    return new Reference(new Client({ connection }), address, runId);
  }

  /**
   * Starts the reference worker once (bundling the workflows takes a few seconds). `targets`: where
   * the two-sends reference sends (the service's emulators and database), kept for a restart.
   */
  async startWorker(targets?: ReferenceTargets): Promise<void> {
    if (this.worker) return;
    if (targets) this.activities ??= createReferenceActivities(targets);
    try {
      Runtime.install({ logger: new DefaultLogger('WARN') });
    } catch {
      // installed already
    }
    this.connection = await NativeConnection.connect({ address: this.address });
    this.worker = await Worker.create({
      connection: this.connection,
      taskQueue: REFERENCE_QUEUE,
      workflowsPath: require.resolve('./reference-workflows'),
      ...(this.activities ? { activities: { benchSend: this.activities.benchSend } } : {}),
    });
    this.running = this.worker.run();
  }

  /** Stops the reference worker (before the service's Temporal server is stopped). */
  async stopWorker(): Promise<void> {
    if (this.worker?.getState() === 'RUNNING') this.worker.shutdown();
    await this.running?.catch(() => undefined);
    await this.connection?.close().catch(() => undefined);
    this.worker = undefined;
    this.connection = undefined;
  }

  async close(): Promise<void> {
    await this.stopWorker();
    await this.activities?.close().catch(() => undefined);
    await this.client.connection.close();
  }

  private id(kind: string): string {
    this.seq += 1;
    return `bench/${this.runId}/${kind}/${this.seq}`;
  }

  /** One bare `workflow.start` of the trivial workflow; its latency in ms. */
  async start(): Promise<number> {
    const t0 = performance.now();
    await this.client.workflow.start('benchTrivial', {
      taskQueue: REFERENCE_QUEUE,
      workflowId: this.id('start'),
    });
    return performance.now() - t0;
  }

  /** Start and result of the trivial workflow: a whole run's round trip; its latency in ms. */
  async execute(): Promise<number> {
    const t0 = performance.now();
    await this.client.workflow.execute('benchTrivial', {
      taskQueue: REFERENCE_QUEUE,
      workflowId: this.id('execute'),
    });
    return performance.now() - t0;
  }

  /** `callers` loops starting the two-sends reference and awaiting its end: runs per second. */
  async twoSendsPerSecond(callers: number, ms: number): Promise<number> {
    const t0 = Date.now();
    const n = await closedLoop(
      callers,
      () => Date.now() - t0 >= ms,
      async (_c, i) => {
        await this.client.workflow.execute('benchTwoSends', {
          taskQueue: REFERENCE_QUEUE,
          workflowId: this.id('two-sends'),
          args: [`bench reference ${this.runId} ${i}`],
        });
      },
    );
    return n / ((Date.now() - t0) / 1000);
  }

  /** `callers` loops of bare starts for `ms`: starts per second and their latencies. */
  async startsPerSecond(callers: number, ms: number): Promise<{ rate: number; latencies: number[] }> {
    const latencies: number[] = [];
    const t0 = Date.now();
    const n = await closedLoop(
      callers,
      () => Date.now() - t0 >= ms,
      async () => {
        latencies.push(await this.start());
      },
    );
    return { rate: n / ((Date.now() - t0) / 1000), latencies };
  }

  /** Waits until the reference worker has finished every reference workflow started so far. */
  async drain(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { count } = await this.client.workflow.count(
        `TaskQueue = '${REFERENCE_QUEUE}' AND ExecutionStatus = 'Running'`,
      );
      if (count === 0) return;
      if (Date.now() > deadline) throw new Error(`${count} reference workflows still running`);
      await sleep(500);
    }
  }

  /**
   * Open loop: one bare start of the trivial workflow every 1/rate s for `count` starts, each timed
   * from when it was due, from a thread of its own as the accept benchmark's posts are (open-loop.ts).
   */
  async openLoopStarts(rate: number, count: number): Promise<number[]> {
    const { latencies } = await openLoop({
      kind: 'starts',
      temporalAddress: this.address,
      taskQueue: REFERENCE_QUEUE,
      workflowType: 'benchTrivial',
      idPrefix: this.id('open'),
      rate,
      count,
    });
    return latencies;
  }

  /**
   * `count` trivial workflows that sleep until the same instant, started ahead by `callers` loops:
   * how late each one's run closed after that instant (ms), from Temporal's close times.
   */
  async burst(
    count: number,
    callers: number,
    leadMs: number,
    log: (line: string) => void,
  ): Promise<{ lateness: number[]; at: number }> {
    const at = Date.now() + leadMs;
    const kind = `burst-${at}`;
    let done = 0;
    await forEachConcurrently(callers, count, async () => {
      await this.client.workflow.start('benchSleepUntil', {
        taskQueue: REFERENCE_QUEUE,
        workflowId: this.id(kind),
        args: [at],
      });
      done += 1;
      if (done % 250 === 0) log(`  reference timers started: ${done}/${count}`);
    });
    if (Date.now() > at - 1000)
      throw new Error('the reference timers were not all started a second before their time');
    await sleep(Math.max(0, at - Date.now()));
    const lateness: number[] = [];
    const deadline = Date.now() + 180_000;
    while (lateness.length < count && Date.now() < deadline) {
      await sleep(1000);
      lateness.length = 0;
      const prefix = `bench/${this.runId}/${kind}/`;
      for await (const run of this.client.workflow.list({
        query: `WorkflowType = 'benchSleepUntil' AND ExecutionStatus = 'Completed'`,
      })) {
        if (run.workflowId.startsWith(prefix) && run.closeTime) lateness.push(run.closeTime.getTime() - at);
      }
    }
    return { lateness, at };
  }
}

export function summary(values: number[]): { p50: number; p99: number; min: number; max: number } {
  return {
    p50: quantile(values, 0.5),
    p99: quantile(values, 0.99),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}
