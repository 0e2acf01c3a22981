import 'reflect-metadata';
import { ConfigError } from '../config';
import { configOrExit } from '../runtime/config-or-exit';
import { migrate, openOrmWhenReady } from './orm';

/**
 * Entry point: `npm run migrate` (after a build), against DATABASE_URL. Applies the pending
 * migrations and exits: the Helm chart's pre-install/pre-upgrade Job, so the schema is there before
 * any API or worker of the new version starts. It waits for PostgreSQL rather than failing at once.
 */
async function main(): Promise<void> {
  const { databaseUrl } = configOrExit();
  if (!databaseUrl) throw new ConfigError('Migrating needs DATABASE_URL');
  const orm = await openOrmWhenReady(databaseUrl);
  try {
    const pending = (await orm.getMigrator().getPendingMigrations()).length;
    await migrate(orm, (line) => console.log(line));
    console.log(pending === 0 ? 'the database is up to date' : `applied ${pending} migrations`);
  } finally {
    await orm.close();
  }
}

main().catch((err) => {
  // A configuration mistake is one sentence; anything else keeps its stack for whoever debugs it.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
