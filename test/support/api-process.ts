import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../core/runtime/processes';
import type { Harness } from './harness';

export interface ApiProcess {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  child: ChildProcess;
}

/**
 * Another API process as `npm run api` runs it (api/main.ts), on the suite's database, Temporal
 * task queue and sandbox: what an operator adds behind a load balancer when one is not enough.
 * Resolves once it serves (it has reached PostgreSQL and Temporal), whether or not a worker polls.
 */
export async function startApiProcess(h: Harness, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const root = path.join(__dirname, '..', '..');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: h.databaseUrl,
      TEMPORAL_ADDRESS: h.config.temporalAddress,
      TEMPORAL_TASK_QUEUE: h.config.taskQueue,
      FANOUT_SECRET: h.config.secret,
      FANOUT_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-api-')),
      SANDBOX_URL: h.config.sandboxUrl,
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('API serving')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}
