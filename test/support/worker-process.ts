import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Harness } from './harness';

/**
 * The worker as `npm start` runs it, in a process of its own on the suite's database and task
 * queue, so a test can kill it (or let `FANOUT_CRASH_AT` kill it at a step, core/crash-points.ts).
 * Resolves once it polls.
 */
export async function startWorkerProcess(h: Harness, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '..', '..', 'activities', 'worker-main.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: h.databaseUrl,
        TEMPORAL_ADDRESS: h.config.temporalAddress,
        FANOUT_SECRET: h.config.secret,
        SANDBOX_URL: h.config.sandboxUrl,
        TEMPORAL_TASK_QUEUE: h.config.taskQueue,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('worker polling')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker process exited with ${code}`)));
  });
  return child;
}
