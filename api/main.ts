import 'reflect-metadata';
import { RequestContext } from '@mikro-orm/core';
import { Client, Connection } from '@temporalio/client';
import { ConfigError } from '../core/config';
import { stopWhenParentDies } from '../core/runtime/parent-watch';
import { untilReady } from '../core/runtime/until-ready';
import { buildContainer } from '../core/container';
import { migrate, openOrmWhenReady } from '../core/db/orm';
import { DemoSeeder } from '../core/services/demo-seeder';
import { LogService } from '../core/services/log-service';
import { ensureMaintenanceSchedules } from '../core/temporal/maintenance-schedules';
import { ensureSearchAttributes } from '../core/temporal/search-attributes';
import { allPlugins } from '../plugins';
import { close, listen } from './server';
import { configOrExit } from '../core/runtime/config-or-exit';

/**
 * Entry point: `npm run api` (after a build), against DATABASE_URL and TEMPORAL_ADDRESS.
 * FANOUT_MIGRATE=true applies migrations first; FANOUT_SEED_DEMO=true makes the demo workspace.
 * When PostgreSQL or Temporal is not there yet it waits for them, printing what it waits for; once
 * up, an outage later is answered 503 (api/middleware/errors.ts) and shown by /health.
 */
async function main(): Promise<void> {
  const config = configOrExit();
  if (!config.databaseUrl || !config.temporalAddress || !config.secret) {
    throw new ConfigError('The API needs DATABASE_URL, TEMPORAL_ADDRESS and FANOUT_SECRET');
  }
  const { databaseUrl, temporalAddress } = config;
  const orm = await openOrmWhenReady(databaseUrl);
  if (process.env.FANOUT_MIGRATE === 'true') await migrate(orm, (line) => console.log(line));
  const { connection, client } = await untilReady(`Temporal at ${temporalAddress}`, async () => {
    const connected = await Connection.connect({ address: temporalAddress });
    await ensureSearchAttributes(connected, config.temporalNamespace);
    const made = new Client({ connection: connected, namespace: config.temporalNamespace });
    await ensureMaintenanceSchedules(made, config.taskQueue);
    return { connection: connected, client: made };
  });
  const container = buildContainer({ config, orm, plugins: allPlugins(), temporalClient: client });
  if (process.env.FANOUT_SEED_DEMO === 'true') {
    const { created } = await RequestContext.create(orm.em, () =>
      container.resolve(DemoSeeder).ensure(config.dataDir, config.demoApiKey),
    );
    if (created) console.log('created the demo workspace with one sandbox account per channel');
  }
  const server = await listen(container, config.port, config.host);
  console.log(`API listening on http://${config.host}:${config.port}`);
  const stop = async () => {
    await close(server);
    // The logs of the last answers are written after them: let them land before the pool closes.
    await container.resolve(LogService).drain();
    await connection.close();
    await orm.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  stopWhenParentDies(() => void stop());
}

main().catch((err) => {
  // A configuration mistake is one sentence; anything else keeps its stack for whoever debugs it.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
