import 'reflect-metadata';
import { RequestContext } from '@mikro-orm/core';
import { Client, Connection } from '@temporalio/client';
import { ConfigError, type Config } from '../core/config';
import { subscribeSandboxWebhooks } from '../core/services/automations/sandbox-webhooks';
import { stopWhenParentDies } from '../core/runtime/parent-watch';
import { untilReady } from '../core/runtime/until-ready';
import { buildContainer } from '../core/container';
import { migrate, openOrmWhenReady } from '../core/db/orm';
import { DemoSeeder } from '../core/services/people/demo-seeder';
import { LogService } from '../core/services/operations/log-service';
import { ensureMaintenanceSchedules } from '../core/temporal/maintenance-schedules';
import { ensureSearchAttributes } from '../core/temporal/search-attributes';
import { temporalConnectionOptions } from '../core/temporal/connection-options';
import { allPlugins } from '../plugins';
import { PluginRegistry } from '../core/channels/registry';
import { createApp } from './app';
import { close, handOver, listen } from './server';
import { startingApp, StartupWaits } from './starting-app';
import { configOrExit } from '../core/runtime/config-or-exit';
import { warmApi } from './warm-api';

/**
 * Entry point: `npm run api` (after a build), against DATABASE_URL and TEMPORAL_ADDRESS.
 * FANOUT_MIGRATE=true applies migrations first; FANOUT_SEED_DEMO=true makes the demo workspace.
 * It listens at once; while PostgreSQL or Temporal is not there yet it waits for them, printing
 * what it waits for, and answers 503 with /health naming them (api/starting-app.ts). Once up, an
 * outage later is answered 503 (api/middleware/errors.ts) and shown by /health.
 */
async function main(): Promise<void> {
  const config = configOrExit();
  if (!config.databaseUrl || !config.temporalAddress || !config.secret) {
    throw new ConfigError('The API needs DATABASE_URL, TEMPORAL_ADDRESS and FANOUT_SECRET');
  }
  const { databaseUrl, temporalAddress } = config;
  const temporalOptions = temporalConnectionOptions(config);
  const waits = new StartupWaits();
  const server = await listen(startingApp(waits).callback(), config.port, config.host);
  console.log(`API listening on http://${config.host}:${config.port}`);
  // Registered now, not once started: a stop asked for while it waits must end it too.
  // HTTP first, so requests in flight finish before the connections they use close.
  const closers: Array<() => Promise<unknown>> = [() => close(server)];
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const closeOne of closers) await closeOne().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  stopWhenParentDies(() => void stop());

  // Both at once: /health then names every dependency that is away, not only the first.
  const [orm, client] = await Promise.all([
    openOrmWhenReady(databaseUrl, waits.waiting('database'), config.databasePoolMax).then((opened) => {
      waits.reached('database');
      closers.push(() => opened.close());
      return opened;
    }),
    untilReady(
      `Temporal at ${temporalAddress}`,
      async () => {
        const connected = await Connection.connect(temporalOptions);
        try {
          await ensureSearchAttributes(connected, config.temporalNamespace);
          const made = new Client({ connection: connected, namespace: config.temporalNamespace });
          await ensureMaintenanceSchedules(made, config.taskQueue);
          return { connection: connected, client: made };
        } catch (err) {
          await connected.close().catch(() => undefined);
          throw err;
        }
      },
      { onWaiting: waits.waiting('temporal') },
    ).then(({ connection, client: made }) => {
      waits.reached('temporal');
      closers.push(() => connection.close());
      return made;
    }),
  ]);
  if (process.env.FANOUT_MIGRATE === 'true') await migrate(orm, (line) => console.log(line));
  const container = buildContainer({ config, orm, plugins: allPlugins(), temporalClient: client });
  // The logs of the last answers are written after them: let them land before the pool closes.
  closers.splice(1, 0, () => container.resolve(LogService).drain());
  if (process.env.FANOUT_SEED_DEMO === 'true') {
    const { created } = await RequestContext.create(orm.em, () =>
      container.resolve(DemoSeeder).ensure(config.dataDir, config.demoApiKey),
    );
    if (created) console.log('created the demo workspace with one sandbox account per channel');
  }
  const app = createApp(container);
  // Before it serves: what a start's first publish would otherwise wait for (core/runtime/warm-up.ts).
  await warmApi(orm, config.databasePoolMax);
  handOver(server, app.callback());
  // Channels that need more of the server than routes (the kr bridge's socket) mount it now. They
  // close first: the HTTP server's close waits for every connection, and a socket never ends.
  for (const plugin of container.resolve(PluginRegistry).all()) {
    const detach = plugin.attachToApi?.(server, { container });
    if (detach) closers.unshift(detach);
  }
  console.log('API serving: PostgreSQL and Temporal answer');
  if (config.sandbox) subscribeWhenSandboxAnswers(config, container.resolve(PluginRegistry));
}

/**
 * Sandbox mode: the emulators' comment webhooks point here (core/services/automations/
 * sandbox-webhooks.ts). The sandbox may come up after the API, so this tries until it answers.
 */
function subscribeWhenSandboxAnswers(config: Config, plugins: PluginRegistry): void {
  void untilReady('the sandbox, to subscribe its comment webhooks', () =>
    subscribeSandboxWebhooks(config, plugins),
  ).then(
    (channels) =>
      console.log(
        `sandbox comment webhooks → ${config.publicUrl}/v1/platform-webhooks/{${channels.join(',')}}`,
      ),
    (err: Error) => console.error(`sandbox comment webhooks not subscribed: ${err.message}`),
  );
}

main().catch((err) => {
  // A configuration mistake is one sentence; anything else keeps its stack for whoever debugs it.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
