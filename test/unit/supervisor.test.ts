import fs from 'node:fs';
import { ManagedProcess } from '../../core/runtime/processes';
import { Supervisor, type Supervisable } from '../../core/runtime/supervisor';
import { untilReady } from '../../core/runtime/until-ready';

/** A part that runs until `crash()` or `stop()`. */
function fakePart() {
  let exit!: () => void;
  const exited = new Promise<void>((resolve) => (exit = resolve));
  const part = {
    stops: 0,
    crash: () => exit(),
    whenExited: () => exited,
    exitReason: () => 'SIGKILL',
    stop: async () => {
      part.stops += 1;
      exit();
    },
  };
  return part;
}

describe('Supervisor: keeps a part of npm start running', () => {
  it('restarts a part that dies, waiting longer after each quick death, and prints each restart', async () => {
    const parts: Array<ReturnType<typeof fakePart>> = [];
    const lines: string[] = [];
    const supervisor = new Supervisor(
      'worker',
      async () => {
        parts.push(fakePart());
        return parts[parts.length - 1];
      },
      { log: (l) => lines.push(l), minDelayMs: 20, maxDelayMs: 50 },
    );
    await supervisor.start();
    expect(parts).toHaveLength(1);
    for (let i = 1; i <= 3; i += 1) {
      parts[i - 1].crash();
      await waitFor(() => parts.length === i + 1);
    }
    expect(supervisor.restarts).toBe(3);
    expect(lines.filter((l) => l.includes('stopped unexpectedly'))).toEqual([
      'worker stopped unexpectedly (SIGKILL); restarting in 0.02 s',
      'worker stopped unexpectedly (SIGKILL); restarting in 0.04 s',
      'worker stopped unexpectedly (SIGKILL); restarting in 0.05 s',
    ]);
    await supervisor.stop();
    expect(parts[3].stops).toBe(1);
  });

  it('stop() ends a restart that is waiting: nothing starts after it', async () => {
    let launches = 0;
    let first: ReturnType<typeof fakePart> | undefined;
    const supervisor = new Supervisor(
      'api',
      async () => {
        launches += 1;
        first ??= fakePart();
        return first;
      },
      { log: () => {}, minDelayMs: 200 },
    );
    await supervisor.start();
    first!.crash();
    await new Promise((r) => setTimeout(r, 20));
    await supervisor.stop();
    await new Promise((r) => setTimeout(r, 300));
    expect(launches).toBe(1);
  });

  it('keeps trying when a restart itself fails, and says so', async () => {
    let launches = 0;
    const lines: string[] = [];
    const parts: Supervisable[] = [];
    const supervisor = new Supervisor(
      'sandbox',
      async () => {
        launches += 1;
        if (launches === 2) throw new Error('port 4100 is taken');
        const part = fakePart();
        parts.push(part);
        return part;
      },
      { log: (l) => lines.push(l), minDelayMs: 10, maxDelayMs: 20 },
    );
    await supervisor.start();
    (parts[0] as ReturnType<typeof fakePart>).crash();
    await waitFor(() => parts.length === 2);
    expect(lines.some((l) => l.includes('did not start again') && l.includes('port 4100 is taken'))).toBe(
      true,
    );
    await supervisor.stop();
  });
});

describe('Supervisor with real child processes', () => {
  const launched: Array<{ pid: number; at: number }> = [];
  let supervisor: Supervisor | undefined;
  // Whatever happens in the test, no child of it outlives the run (children get their own group).
  afterAll(async () => {
    await Promise.race([supervisor?.stop(), new Promise((r) => setTimeout(r, 2_000))]);
    for (const { pid } of launched) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });

  it('restarts a child that exits, with growing waits, until one stays up; stop() ends that one and nothing starts after', async () => {
    const lines: string[] = [];
    supervisor = new Supervisor(
      'child',
      async () => {
        // The first two exit with code 3 at once, as a worker that crashes on start; the third stays.
        const script =
          launched.length < 2 ? 'setTimeout(() => process.exit(3), 20)' : 'setInterval(() => {}, 1000)';
        const child = new ManagedProcess('child', process.execPath, ['-e', script], {}, (l) => lines.push(l));
        launched.push({ pid: child.child.pid!, at: Date.now() });
        return child;
      },
      { log: (l) => lines.push(l), minDelayMs: 200, maxDelayMs: 1_000 },
    );
    await supervisor.start();
    await waitFor(() => launched.length === 3, 10_000);

    expect(lines.filter((l) => l.includes('stopped unexpectedly'))).toEqual([
      'child stopped unexpectedly (code 3); restarting in 0.2 s',
      'child stopped unexpectedly (code 3); restarting in 0.4 s',
    ]);
    expect(launched[1].at - launched[0].at).toBeGreaterThanOrEqual(200);
    expect(launched[2].at - launched[1].at).toBeGreaterThanOrEqual(400);
    expect(new Set(launched.map((l) => l.pid)).size).toBe(3);

    const last = launched[2].pid;
    expect(fs.existsSync(`/proc/${last}`)).toBe(true);
    await supervisor.stop();
    expect(fs.existsSync(`/proc/${last}`)).toBe(false);
    await new Promise((r) => setTimeout(r, 600));
    expect(launched).toHaveLength(3);
  }, 20_000);
});

describe('untilReady: wait for a dependency instead of exiting', () => {
  it('retries with growing waits, printing what it waits for, until the attempt succeeds', async () => {
    const lines: string[] = [];
    let tries = 0;
    const value = await untilReady(
      'PostgreSQL',
      async () => {
        tries += 1;
        if (tries < 3) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        return 'connected';
      },
      { log: (l) => lines.push(l), maxDelayMs: 1_000 },
    );
    expect(value).toBe('connected');
    expect(lines).toEqual([
      'waiting for PostgreSQL (connect ECONNREFUSED 127.0.0.1:5432); retrying in 1 s',
      'waiting for PostgreSQL (connect ECONNREFUSED 127.0.0.1:5432); retrying in 1 s',
      'PostgreSQL is ready after 3 tries',
    ]);
  }, 10_000);
});

async function waitFor(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  for (let i = 0; i < timeoutMs / 10 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 10));
  if (!condition()) throw new Error('condition never held');
}
