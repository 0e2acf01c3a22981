import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../core/runtime/processes';
import { createTestDatabase } from '../support/harness';

const ROOT = path.resolve(__dirname, '..', '..');

/** An entry point run as `npm start` runs it: node with tsx, output collected. */
function run(file: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, file)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** The pids of a process's children whose command line mentions `needle`. */
function childPids(parent: number, needle: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === parent && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(needle);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('processes that heal', () => {
  it('npm start restarts a worker killed with SIGKILL (printed), /health turns ok again, and Ctrl-C stops everything', async () => {
    const { databaseUrl } = await createTestDatabase();
    const [port, sandboxPort] = [await freePort(), await freePort()];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-heal-'));
    let children: number[] = [];
    const start = run('core/runtime/start.ts', {
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS!,
      TEMPORAL_TASK_QUEUE: `heal-${path.basename(dataDir)}`,
      FANOUT_DATA_DIR: dataDir,
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
    });
    try {
      await waitFor('the start', () => start.output().includes('Fanout is running'), 120_000);
      const [worker] = childPids(start.child.pid!, 'activities/worker-main');
      expect(worker).toBeGreaterThan(0);
      process.kill(worker, 'SIGKILL');

      await waitFor('the restart', () => /worker restarted \(restart 1\)/.test(start.output()));
      expect(start.output()).toMatch(/worker stopped unexpectedly \(SIGKILL\); restarting in 1 s/);
      const [again] = childPids(start.child.pid!, 'activities/worker-main');
      expect(again).toBeGreaterThan(0);
      expect(again).not.toBe(worker);
      // The rest never went down, and the new worker polls.
      await waitFor('health ok', async () => {
        const res = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
        return res?.status === 200;
      });
      expect(start.output()).not.toMatch(/shutting down/);
    } finally {
      children = ['sandbox-main', 'worker-main', 'api/main'].flatMap((name) =>
        childPids(start.child.pid!, name),
      );
      start.child.kill('SIGINT');
      expect(await exited(start.child)).toBe(0);
    }
    expect(start.output()).toMatch(/stopped\n/);
    expect(children).toHaveLength(3); // sandbox, worker, API
    expect(children.filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([]);
  }, 180_000);

  it('a worker started while Temporal is unreachable waits and retries, saying what it waits for', async () => {
    const { databaseUrl } = await createTestDatabase();
    const worker = run('activities/worker-main.ts', {
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: `127.0.0.1:${await freePort()}`,
      FANOUT_SECRET: 'x'.repeat(32),
    });
    try {
      await waitFor('the waiting line', () =>
        /waiting for Temporal at 127\.0\.0\.1:\d+/.test(worker.output()),
      );
      await new Promise((r) => setTimeout(r, 2_500));
      expect(worker.child.exitCode).toBeNull();
      expect(worker.output()).toMatch(/retrying in 2 s/);
    } finally {
      worker.child.kill('SIGKILL');
      await exited(worker.child);
    }
  }, 60_000);

  it.each(['core/runtime/start.ts', 'api/main.ts', 'activities/worker-main.ts', 'plugins/sandbox-main.ts'])(
    '%s with an invalid configuration prints one sentence, no stack trace, and exits 1',
    async (file) => {
      const entry = run(file, { PORT: 'abc' });
      expect(await exited(entry.child)).toBe(1);
      expect(entry.output()).toContain('PORT must be a whole number from 0 to 65535, got "abc"');
      expect(entry.output()).not.toMatch(/\n\s+at /);
    },
  );
});
