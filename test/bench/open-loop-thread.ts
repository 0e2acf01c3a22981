import { parentPort, workerData } from 'node:worker_threads';
import { collectGarbage } from '../support/collect-garbage';
import { ApiClient, sleep, uniqueText } from './client';
import type { OpenLoopJob, OpenLoopResult } from './open-loop';

/** The thread of `openLoop` (open-loop.ts): sends the calls, times them, reports back. */
async function main(job: OpenLoopJob, every: number): Promise<OpenLoopResult> {
  const latencies: number[] = [];
  const refused: string[] = [];
  let call: (i: number) => Promise<void>;
  let close: () => Promise<unknown> = async () => undefined;
  if (job.kind === 'posts') {
    const api = new ApiClient(job.url, job.key);
    call = async (i) => {
      const a = await api.call('POST', '/v1/posts', {
        content: uniqueText(job.label, i),
        accountIds: job.accountIds,
        batchId: job.batchId,
      });
      if (a.status !== 202 && a.status !== 201) refused.push(`${a.status} ${a.body?.error?.code}`);
    };
  } else {
    // Loaded only here: the posts' thread stays small, and so does what it collects.
    const { Client, Connection } = await import('@temporalio/client');
    const connection = await Connection.connect({ address: job.temporalAddress });
    const client = new Client({ connection });
    call = async (i) => {
      await client.workflow.start(job.workflowType, {
        taskQueue: job.taskQueue,
        workflowId: `${job.idPrefix}/${i}`,
      });
    };
    close = () => connection.close();
  }
  // What loading left is collected before the first call, not by V8 in the middle of the loop.
  collectGarbage();
  const t0 = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < job.count; i += 1) {
    const due = t0 + (i * 1000) / job.rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(
      call(i).then(() => {
        latencies.push(performance.now() - due);
        if (latencies.length % every === 0) parentPort!.postMessage({ done: latencies.length });
      }),
    );
  }
  await Promise.all(pending);
  await close();
  return { latencies, refused };
}

// A failure is the thread's uncaught error: `openLoop` rejects with it.
void main(workerData.job as OpenLoopJob, workerData.every as number).then((result) =>
  parentPort!.postMessage({ result }),
);
