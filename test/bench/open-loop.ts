import { Worker } from 'node:worker_threads';

/**
 * An open loop, run in a thread of its own: one call every 1/rate s for `count` calls, each timed
 * from when it was due (so a late client counts against the figure, not for it).
 *
 * Why a thread: the bench process also runs the reference worker and keeps every figure, so its
 * heap is large, and V8 stops it for tens of milliseconds to collect it (a full collection of
 * 53 ms fell inside one accept window). Timed from that thread, such a pause showed up as accept
 * latency the service never had. A thread has its own heap and event loop; its collections are small.
 */
export type OpenLoopJob =
  | {
      kind: 'posts';
      url: string;
      key: string;
      accountIds: string[];
      batchId: string;
      label: string;
      rate: number;
      count: number;
    }
  | {
      kind: 'starts';
      temporalAddress: string;
      taskQueue: string;
      workflowType: string;
      idPrefix: string;
      rate: number;
      count: number;
    };

export interface OpenLoopResult {
  /** ms from due to answer, in the order the answers came. */
  latencies: number[];
  /** What refused calls answered (`status code`), one entry each. */
  refused: string[];
}

/** Runs `job` in its thread; `onProgress(done)` every `every` answers. */
export function openLoop(
  job: OpenLoopJob,
  onProgress?: (done: number) => void,
  every = Number.POSITIVE_INFINITY,
): Promise<OpenLoopResult> {
  return new Promise((resolve, reject) => {
    // A thread does not inherit the `--import tsx` the bench runs under: it registers tsx itself.
    const file = JSON.stringify(require.resolve('./open-loop-thread'));
    const thread = new Worker(`require('tsx/cjs'); require(${file});`, {
      eval: true,
      workerData: { job, every },
    });
    thread.on('message', (m: { done?: number; result?: OpenLoopResult }) => {
      if (m.done !== undefined) onProgress?.(m.done);
      if (m.result) {
        resolve(m.result);
        // Its keep-alive sockets would hold it (and the bench) open.
        void thread.terminate();
      }
    });
    thread.on('error', reject);
    thread.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the open-loop thread exited with ${code}`));
    });
  });
}
