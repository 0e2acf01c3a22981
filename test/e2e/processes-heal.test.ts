import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../core/runtime/processes';
import type { Health } from '../../core/services/operations/health-service';
import { createTestDatabase } from '../support/harness';
import { tcpForwarder } from '../support/tcp-forwarder';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * An entry point run as `npm start` runs it: node with tsx, output collected, stdin a pipe (with
 * FANOUT_CHILD=1 its closing is the parent going away: core/runtime/parent-watch.ts).
 */
function run(file: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, file)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
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
    const [port, sandboxPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-heal-'));
    let children: number[] = [];
    const start = run('core/runtime/start.ts', {
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS!,
      TEMPORAL_TASK_QUEUE: `heal-${path.basename(dataDir)}`,
      FANOUT_DATA_DIR: dataDir,
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_SMTP_PORT: String(smtpPort),
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

  it('a worker and an API started before PostgreSQL and Temporal answer wait for them, /health says which is down, and both come up once they answer', async () => {
    const { databaseUrl } = await createTestDatabase();
    const database = tcpForwarder(await freePort(), new URL(databaseUrl).host);
    const temporal = tcpForwarder(await freePort(), process.env.TEST_TEMPORAL_ADDRESS!);
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-late-'));
    const env = {
      DATABASE_URL: databaseUrl.replace(new URL(databaseUrl).host, database.address),
      TEMPORAL_ADDRESS: temporal.address,
      TEMPORAL_TASK_QUEUE: `late-${path.basename(dataDir)}`,
      FANOUT_SECRET: 'x'.repeat(32),
      FANOUT_DATA_DIR: dataDir,
      PORT: String(port),
    };
    const api = run('api/main.ts', { ...env, FANOUT_MIGRATE: 'true', FANOUT_SEED_DEMO: 'true' });
    const worker = run('activities/worker-main.ts', env);
    const url = `http://127.0.0.1:${port}`;
    const health = async () => {
      const res = await fetch(`${url}/health`).catch(() => undefined);
      return res && { status: res.status, body: (await res.json()) as Health };
    };
    try {
      // Neither answers: the API listens all the same and says what it waits for.
      await waitFor('the API to print both waits', () =>
        /waiting for PostgreSQL[\s\S]*waiting for Temporal at|waiting for Temporal at[\s\S]*waiting for PostgreSQL/.test(
          api.output(),
        ),
      );
      let answer = await health();
      expect(answer?.status).toBe(503);
      expect(answer?.body).toEqual({
        ok: false,
        process: `${api.child.pid}@${os.hostname()}`,
        checks: {
          database: { ok: false, detail: expect.stringMatching(/.+/) },
          temporal: { ok: false, detail: expect.stringMatching(/.+/) },
          worker: { ok: false, detail: expect.any(String) },
        },
      });
      const early = await fetch(`${url}/v1/workspaces`);
      expect(early.status).toBe(503);
      expect(early.headers.get('retry-after')).toBe('5');
      expect(((await early.json()) as { error: unknown }).error).toMatchObject({
        code: 'service_unavailable',
        requestId: early.headers.get('x-request-id'),
      });
      await waitFor('the worker to print its wait', () => /waiting for PostgreSQL/.test(worker.output()));

      // PostgreSQL answers, Temporal still does not: /health names Temporal alone.
      await database.open();
      await waitFor('the database check', async () => (await health())?.body.checks.database.ok === true);
      answer = await health();
      expect(answer?.status).toBe(503);
      expect(answer?.body.checks.temporal).toEqual({ ok: false, detail: expect.stringMatching(/.+/) });
      await waitFor('the worker to wait for Temporal', () =>
        worker.output().includes(`waiting for Temporal at ${temporal.address}`),
      );
      expect(worker.child.exitCode).toBeNull();

      // Temporal answers: the worker polls, the API serves, and /health is ok.
      await temporal.open();
      await waitFor('the worker to poll', () => worker.output().includes('worker polling task queue'));
      await waitFor('health 200', async () => (await health())?.status === 200);
      expect((await health())?.body.checks.worker).toEqual({ ok: true, lastPollAt: expect.any(String) });
      const key = fs.readFileSync(path.join(dataDir, 'demo-api-key'), 'utf8').trim();
      const served = await fetch(`${url}/v1/workspaces`, { headers: { authorization: `Bearer ${key}` } });
      expect(served.status).toBe(200);

      // Temporal goes away again: /health says so within seconds, and the API stays up.
      await temporal.close();
      const lost = Date.now();
      await waitFor('the Temporal check', async () => (await health())?.body.checks.temporal.ok === false);
      expect(Date.now() - lost).toBeLessThan(10_000);
      expect((await health())?.status).toBe(503);
      expect(api.child.exitCode).toBeNull();
    } finally {
      api.child.kill('SIGKILL');
      worker.child.kill('SIGKILL');
      await Promise.all([exited(api.child), exited(worker.child)]);
      await Promise.all([database.close(), temporal.close()]);
    }
  }, 180_000);

  it.each(['activities/worker-main.ts', 'api/main.ts'])(
    '%s waiting for PostgreSQL stops when npm start goes away, rather than wait on as an orphan',
    async (file) => {
      const entry = run(file, {
        DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/fanout`,
        TEMPORAL_ADDRESS: `127.0.0.1:${await freePort()}`,
        FANOUT_SECRET: 'x'.repeat(32),
        PORT: String(await freePort()),
        FANOUT_CHILD: '1',
      });
      try {
        await waitFor('the wait', () => entry.output().includes('waiting for PostgreSQL'));
        // What the parent's death does to a child of npm start: its stdin pipe closes.
        entry.child.stdin!.end();
        const closed = Date.now();
        expect(await exited(entry.child)).toBe(0);
        expect(Date.now() - closed).toBeLessThan(5_000);
      } finally {
        entry.child.kill('SIGKILL');
      }
    },
  );

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
