import 'reflect-metadata';
import fs from 'node:fs';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, type Worker } from '@temporalio/worker';
import { Client as PgClient } from 'pg';
import type { DependencyContainer } from 'tsyringe';
import { createApp } from '../../api/app';
import { apiServer } from '../../api/server';
import { createFanoutClient, type FanoutClient } from '../../api/clients/typescript';
import { createWorker, installRuntime } from '../../activities/worker';
import { loadConfig, type Config } from '../../core/config';
import { buildContainer } from '../../core/container';
import { migrate, openOrm } from '../../core/db/orm';
import { randomToken } from '../../core/ids';
import { DemoSeeder } from '../../core/services/people/demo-seeder';
import { LogService } from '../../core/services/operations/log-service';
import { ensureSearchAttributes } from '../../core/temporal/search-attributes';
import { allPlugins } from '../../plugins';
import { createSandboxServer, type SandboxServer } from '../../plugins/sandbox-server';
import { MailCatcher } from '../../core/sandbox/mail-catcher';
import { listen } from './listen';
import { PluginRegistry } from '../../core/channels/registry';
import type { ChannelPlugin } from '../../core/channels/plugin';

/**
 * One suite's world: its own database (migrated from empty), the real app listening on a port,
 * a worker on its own task queue of the shared Temporal dev server, the platform emulators over
 * real HTTP, and the demo person with its key. Nothing is mocked.
 */
export interface Harness {
  url: string;
  apiKey: string;
  config: Config;
  container: DependencyContainer;
  orm: MikroORM;
  sandbox: SandboxServer;
  /** What the service mailed (its SMTP catcher). */
  mail: MailCatcher;
  databaseUrl: string;
  worker: Worker | undefined;
  /** The typed client (api/clients/typescript) with the demo key: what a TypeScript user calls. */
  api: FanoutClient;
  /** Calls the API: JSON in and out, the demo key unless `key` says otherwise (null: none). */
  call(method: string, path: string, body?: unknown, options?: CallOptions): Promise<ApiResponse>;
  accountId(platform: string): Promise<string>;
  startWorker(): Promise<void>;
  stopWorker(): Promise<void>;
  close(): Promise<void>;
}

export interface CallOptions {
  key?: string | null;
  headers?: Record<string, string>;
  raw?: string | Buffer;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  // Test code reads arbitrary fields of the answers it asserts on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A new, empty database on the test PostgreSQL server: each suite starts from nothing. */
export async function createTestDatabase(): Promise<{ dbName: string; databaseUrl: string }> {
  const dbName = `fanout_${randomToken(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;
  const admin = new PgClient({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  return { dbName, databaseUrl: process.env.TEST_DATABASE_URL!.replace(/\/[^/]*$/, `/${dbName}`) };
}

export interface HarnessOptions {
  worker?: boolean;
  /** More environment for the app's config, e.g. `FANOUT_MEDIA_STORAGE: 's3'` and the S3_* variables. */
  env?: Record<string, string>;
  /** Keep the emulators' state in this directory, as `npm start` does under the data dir. */
  sandboxStateDir?: string;
  /** Channels besides this build's (a test's own plugin), in the app, the worker and the sandbox. */
  extraPlugins?: ChannelPlugin[];
  /** How long a statement waits for a pooled connection before failing (knex's 60 s when not given). */
  databaseAcquireTimeoutMs?: number;
}

/** The bundle the run's setup built once (test/support/global-setup.ts); absent outside jest, where workers bundle their own. */
export async function testWorkflowBundle(): Promise<{ code: string } | undefined> {
  const file = process.env.FANOUT_TEST_WORKFLOW_BUNDLE;
  return file ? { code: await fs.promises.readFile(file, 'utf8') } : undefined;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const { dbName, databaseUrl } = await createTestDatabase();

  // The mail the service sends, caught: `h.mail.messages()`.
  const mail = new MailCatcher();
  const smtpPort = await mail.listen(0);
  const plugins = () => [...allPlugins(), ...(options.extraPlugins ?? [])];
  const sandbox = createSandboxServer(plugins(), { stateDir: options.sandboxStateDir, mail });
  const sandboxOnPort = await listen(sandbox.server);

  const config = loadConfig({
    FANOUT_SECRET: randomToken(32),
    FANOUT_DATA_DIR: `/tmp/${dbName}`,
    SANDBOX_URL: sandboxOnPort.url,
    TEMPORAL_TASK_QUEUE: `test-${dbName}`,
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS,
    // Suites make hundreds of calls a minute with one key; the rate limit has its own suite.
    RATE_LIMIT_PER_MINUTE: '0',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ...options.env,
  });
  const orm = await openOrm(databaseUrl, undefined, options.databaseAcquireTimeoutMs);
  await migrate(orm);
  const connection = await Connection.connect({ address: config.temporalAddress });
  // As the API does at start: a test server started before an attribute was added lacks it.
  await ensureSearchAttributes(connection, config.temporalNamespace);
  const client = new Client({ connection, namespace: config.temporalNamespace });
  const container = buildContainer({ config, orm, plugins: plugins(), temporalClient: client });
  const { apiKey } = await RequestContext.create(orm.em, () =>
    container.resolve(DemoSeeder).ensure(config.dataDir),
  );

  // The API's own server (api/server.ts): what Node refuses before Koa is answered as in production.
  const appServer = apiServer(createApp(container).callback());
  // As api/main.ts does: channels mount what they need besides routes (the kr bridge's socket).
  const detachers = container
    .resolve(PluginRegistry)
    .all()
    .flatMap((p) => p.attachToApi?.(appServer, { container }) ?? []);
  const app = await listen(appServer);
  const url = app.url;
  // Signed media URLs are built on the public URL, known only now that the port is.
  config.publicUrl = url;

  let workerConnection: NativeConnection | undefined;
  let running: Promise<void> | undefined;
  const harness: Harness = {
    url,
    apiKey,
    config,
    container,
    orm,
    sandbox,
    mail,
    databaseUrl,
    worker: undefined,
    api: createFanoutClient({ baseUrl: url, apiKey }),
    async call(method, path, body, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      const key = opts.key === undefined ? apiKey : opts.key;
      if (key !== null) headers.authorization = `Bearer ${key}`;
      let payload: string | Buffer | undefined = opts.raw;
      if (payload === undefined && body !== undefined) payload = JSON.stringify(body);
      if (payload !== undefined) headers['content-type'] ??= 'application/json';
      const res = await fetch(`${url}${path}`, { method, headers, body: payload });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
    },
    async accountId(platform) {
      const res = await harness.call('GET', '/v1/accounts');
      const account = res.body.data.find((a: { platform: string }) => a.platform === platform);
      if (!account) throw new Error(`no ${platform} account`);
      return account.id;
    },
    async startWorker() {
      installRuntime();
      workerConnection ??= await NativeConnection.connect({ address: config.temporalAddress });
      const worker = await createWorker({
        container,
        connection: workerConnection,
        namespace: config.temporalNamespace,
        taskQueue: config.taskQueue,
        workflowBundle: await testWorkflowBundle(),
      });
      harness.worker = worker;
      running = worker.run();
    },
    async stopWorker() {
      if (harness.worker?.getState() === 'RUNNING') harness.worker.shutdown();
      await running;
      harness.worker = undefined;
    },
    async close() {
      await harness.stopWorker();
      await workerConnection?.close();
      sandbox.emulators.forEach((e) => e.releaseHeld());
      for (const detach of detachers) await detach();
      await app.close();
      await container.resolve(LogService).drain();
      await sandboxOnPort.close();
      await mail.close();
      await connection.close();
      await orm.close();
    },
  };
  if (options.worker !== false) await harness.startWorker();
  return harness;
}
