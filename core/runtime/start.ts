import { DEMO_EMAIL, DEMO_PASSWORD_FILE } from '../services/people/demo-seeder';
import path from 'node:path';
import fs from 'node:fs';
import { ConfigError } from '../config';
import { migrate, openOrm } from '../db/orm';
import { EmbeddedPostgres } from './embedded-postgres';
import { ManagedProcess } from './processes';
import { checkPortsFree } from './ports-free';
import { Supervisor, type Supervisable } from './supervisor';
import { ensureSecret } from './secret-file';
import { TemporalDevServer } from './temporal-dev-server';
import { configOrExit } from './config-or-exit';
import { ensureDashboardBuilt } from './dashboard-build';

/**
 * `npm start`: everything a newcomer needs, in one process tree. An embedded PostgreSQL (unless
 * DATABASE_URL), an embedded Temporal dev server with its UI (unless TEMPORAL_ADDRESS), the
 * migrations, then three children: the sandbox emulators, the worker and the API (which makes the
 * demo workspace on first start). Each part is supervised (core/runtime/supervisor.ts): one that
 * dies is started again after a back-off, printed, while the rest keep running. Ctrl-C stops them
 * in reverse: HTTP first, then the worker drains, then the emulators, Temporal and PostgreSQL.
 */
const ROOT = path.resolve(__dirname, '..', '..');
/** Node heap options of the children (see where they start). */
const HEAP = {
  api: ['--max-old-space-size=160', '--max-semi-space-size=8'],
  worker: ['--max-old-space-size=224', '--max-semi-space-size=8'],
};
const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

async function main(): Promise<void> {
  const started = Date.now();
  const config = configOrExit();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = ensureSecret(config.dataDir, config.secret);
  const stack: Array<{ name: string; stop: () => Promise<void> }> = [];
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('shutting down');
    for (const part of stack.reverse()) {
      log(`stopping ${part.name}`);
      await part.stop().catch((err) => log(`${part.name}: ${err}`));
    }
    log('stopped');
    process.exit(code);
  };
  // A second Ctrl-C while stopping must not kill this process half way: PostgreSQL and the Temporal
  // dev server stop last, and would be left running.
  const onSignal = () => {
    if (stopping) log('still stopping: the embedded servers stop last');
    else void shutdown(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  /** Starts a part under a supervisor and puts it on the stack that Ctrl-C stops in reverse. */
  const supervise = async (name: string, launch: () => Promise<Supervisable>) => {
    const supervisor = new Supervisor(name, launch, { log });
    stack.push({ name, stop: () => supervisor.stop() });
    await supervisor.start();
  };

  try {
    // Made here, started only when there is no DATABASE_URL or TEMPORAL_ADDRESS.
    const pg = new EmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'postgres'),
      port: config.postgresPort,
      database: 'fanout',
      log,
    });
    const temporal = new TemporalDevServer({
      dataDir: path.join(config.dataDir, 'temporal'),
      port: config.temporalPort,
      uiPort: config.temporalUiPort,
      namespace: config.temporalNamespace,
      log,
    });
    // Servers a killed start left running hold our ports: theirs do not count as taken.
    if (!config.databaseUrl) pg.stopLeftover();
    if (!config.temporalAddress) await temporal.stopLeftover();
    await checkPortsFree(config);

    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      log(`starting embedded PostgreSQL on port ${config.postgresPort}`);
      await supervise('PostgreSQL', async () => {
        await pg.start();
        return pg;
      });
      databaseUrl = pg.url;
    }

    let temporalAddress = config.temporalAddress;
    let temporalUi: string | undefined;
    if (!temporalAddress) {
      log(`starting embedded Temporal dev server on port ${config.temporalPort}`);
      await supervise('Temporal dev server', async () => {
        await temporal.start();
        return temporal;
      });
      temporalAddress = temporal.address;
      temporalUi = temporal.uiUrl;
    }

    ensureDashboardBuilt(ROOT, log);
    const orm = await openOrm(databaseUrl);
    await migrate(orm, log);
    await orm.close();

    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: temporalAddress,
      FANOUT_SECRET: secret,
      FANOUT_DATA_DIR: config.dataDir,
      FANOUT_CHILD: '1',
    };
    const child = (name: string, file: string, extra: Record<string, string> = {}, heap: string[] = []) =>
      supervise(name, async () => {
        // Run the children the way this process runs: under tsx from source, or compiled from dist.
        const entry = path.join(ROOT, `${file}${path.extname(__filename)}`);
        const proc = new ManagedProcess(
          name,
          process.execPath,
          [...process.execArgv, ...heap, entry],
          { env: { ...env, ...extra } },
          log,
        );
        return {
          whenExited: () => proc.whenExited(),
          exitReason: () => proc.exitReason(),
          stop: () => proc.stop(15_000),
        };
      });
    if (config.sandbox) await child('sandbox', 'plugins/sandbox-main');
    // V8 lets a busy process's heap grow to several times what it holds live before it collects
    // (the API holds about 60 MB and grew past 300 MB while taking 50 posts a second). A ceiling
    // makes it collect sooner; each stays well above what the process needs.
    await child('worker', 'activities/worker-main', {}, HEAP.worker);
    await child('api', 'api/main', { FANOUT_SEED_DEMO: config.sandbox ? 'true' : 'false' }, HEAP.api);

    await waitForHealth(`http://127.0.0.1:${config.port}/health`, 90_000);
    const keyFile = path.join(config.dataDir, 'demo-api-key');
    const demoKey = fs.existsSync(keyFile) ? fs.readFileSync(keyFile, 'utf8').trim() : undefined;
    const passwordFile = path.join(config.dataDir, DEMO_PASSWORD_FILE);
    const demoPassword = fs.existsSync(passwordFile)
      ? fs.readFileSync(passwordFile, 'utf8').trim()
      : undefined;
    const companions = config.sandbox ? await sandboxCompanions(config.dataDir) : [];
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      [
        '',
        `Fanout is running (started in ${seconds} s).`,
        `  Dashboard    http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}/   (sign in with the demo sign-in)`,
        `  API          http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`,
        temporalUi ? `  Temporal UI  ${temporalUi}` : `  Temporal     ${temporalAddress}`,
        config.sandbox ? `  Sandbox      ${config.sandboxUrl}` : '',
        ...companions.map((line) => `               ${line}`),
        demoKey ? `  Demo key     ${demoKey}` : '',
        demoPassword ? `  Demo sign-in ${DEMO_EMAIL} / ${demoPassword}   (dashboard, MCP consent page)` : '',
        `  MCP          http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}/mcp (remote), npm run mcp (local)`,
        '',
        demoKey
          ? `  curl -H "Authorization: Bearer ${demoKey}" http://127.0.0.1:${config.port}/v1/accounts`
          : '',
        '',
        'Press Ctrl-C to stop.',
      ]
        .filter((l, i, all) => l !== '' || all[i - 1] !== '')
        .join('\n'),
    );
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : `Could not start: ${(err as Error).message}`);
    await shutdown(1);
  }
}

/**
 * What the sandbox's companions are (the kr sandbox extension: real Chromium or the protocol
 * client), as the sandbox wrote them once paired: waited for a few seconds, the pairing comes
 * with the API's first start.
 */
async function sandboxCompanions(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'sandbox', 'companions');
  const deadline = Date.now() + 5_000;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.txt')) : [];
    if (files.length > 0 || Date.now() > deadline)
      return files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8').trim());
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API did not answer ${url} within ${timeoutMs / 1000} s`);
}

void main();
