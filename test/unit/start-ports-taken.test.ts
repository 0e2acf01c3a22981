import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../core/runtime/processes';

const ROOT = path.resolve(__dirname, '..', '..');
const PORT_VARIABLES = [
  'PORT',
  'POSTGRES_PORT',
  'TEMPORAL_PORT',
  'TEMPORAL_UI_PORT',
  'SANDBOX_PORT',
  'SANDBOX_SMTP_PORT',
] as const;

/**
 * `npm start` (core/runtime/start.ts, everything embedded) run to its end. One that gets as far as
 * running (a port that was not checked) is stopped as Ctrl-C stops it, not left behind.
 */
async function runStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEMPORAL_ADDRESS', 'FANOUT_SANDBOX', 'HOST', ...PORT_VARIABLES])
    delete inherited[name];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'core/runtime/start.ts')], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const running = setInterval(() => {
    if (output.includes('Fanout is running')) child.kill('SIGINT');
  }, 200);
  const timeout = setTimeout(() => child.kill('SIGINT'), 90_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(running);
  clearTimeout(timeout);
  return { code, output };
}

describe('npm start with a port taken', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it.each(PORT_VARIABLES)(
    'a taken %s stops the start before anything starts, naming the variable to set',
    async (variable) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-ports-'));
      dirs.push(dataDir);
      const ports: Record<string, string> = {};
      for (const name of PORT_VARIABLES) ports[name] = String(await freePort());
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(Number(ports[variable]), '127.0.0.1', resolve));
      try {
        const { code, output } = await runStart({ ...ports, FANOUT_DATA_DIR: dataDir });

        expect(code).toBe(1);
        expect(output).toContain(`Could not start: port ${ports[variable]} is taken (set ${variable})`);
        expect(output).not.toMatch(/starting|initialising|PostgreSQL exited/);
        // Nothing was started: no server made its files.
        expect(fs.readdirSync(dataDir).filter((f) => f !== 'secret')).toEqual([]);
      } finally {
        await new Promise((resolve) => taken.close(resolve));
      }
    },
    120_000,
  );

  it('two variables set to the same port stop the start, naming both', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-ports-'));
    dirs.push(dataDir);
    const ports: Record<string, string> = {};
    for (const name of PORT_VARIABLES) ports[name] = String(await freePort());
    ports.SANDBOX_SMTP_PORT = ports.TEMPORAL_UI_PORT;

    const { code, output } = await runStart({ ...ports, FANOUT_DATA_DIR: dataDir });

    expect(code).toBe(1);
    expect(output).toContain(
      `Could not start: TEMPORAL_UI_PORT and SANDBOX_SMTP_PORT are both ${ports.TEMPORAL_UI_PORT} (set one of them to another port)`,
    );
    expect(output).not.toMatch(/starting|initialising/);
  }, 120_000);
});
