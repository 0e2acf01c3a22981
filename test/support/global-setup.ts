import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { EmbeddedPostgres } from '../../core/runtime/embedded-postgres';
import { freePort } from '../../core/runtime/processes';
import { TemporalDevServer } from '../../core/runtime/temporal-dev-server';
import { temporalTestServerPath } from '../../core/runtime/temporal-binaries';

/**
 * Integration tests run against a real PostgreSQL and a real Temporal dev server, started once
 * for the run. Each suite then makes its own database (test/support/harness.ts).
 * TEST_DATABASE_URL / TEST_TEMPORAL_ADDRESS reuse servers that are already running.
 */
export default async function globalSetup(): Promise<void> {
  const log = (line: string) => {
    if (/error|fatal/i.test(line)) console.log(line);
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-test-'));
  const handles: Array<() => Promise<void>> = [];
  // The workflow code, bundled once for every worker of the run (activities/workflow-bundle.ts),
  // while the servers start: each bundle costs seconds of CPU, and the suites start over a hundred workers.
  const bundle = path.join(dir, 'workflows.js');
  const bundled = promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '..', '..', 'activities', 'bundle-workflows-main.ts'), bundle],
    { maxBuffer: 16 * 1024 * 1024 },
  );

  if (!process.env.TEST_DATABASE_URL) {
    const pg = new EmbeddedPostgres({
      dataDir: path.join(dir, 'pg'),
      port: await freePort(),
      database: 'postgres',
      log,
    });
    await pg.start();
    handles.push(() => pg.stop());
    process.env.TEST_DATABASE_URL = pg.url;
  }
  if (!process.env.TEST_TEMPORAL_ADDRESS) {
    const temporal = new TemporalDevServer({
      dataDir: path.join(dir, 'temporal'),
      port: await freePort(),
      uiPort: await freePort(),
      namespace: 'default',
      persistent: false,
      headless: true,
      log,
    });
    await temporal.start();
    handles.push(() => temporal.stop());
    process.env.TEST_TEMPORAL_ADDRESS = temporal.address;
  }
  await bundled;
  process.env.FANOUT_TEST_WORKFLOW_BUNDLE = bundle;
  // Activity failures are expected in these tests; the SDK would print each one.
  process.env.TEMPORAL_LOG_LEVEL ??= 'ERROR';
  // Installed here, once, so the workflow suites do not race to install it.
  process.env.TEMPORAL_TEST_SERVER_PATH ??= temporalTestServerPath();

  (globalThis as { __fanoutTeardown?: () => Promise<void> }).__fanoutTeardown = async () => {
    for (const stop of handles.reverse()) await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
