import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from '../entities';
import { migrationsList } from './migrations';
import { untilReady } from '../runtime/until-ready';
import { DEFAULT_DATABASE_POOL_MAX } from '../config';

/**
 * `poolMax`: the connections this process may hold (DATABASE_POOL_MAX, core/config.ts).
 * `acquireTimeoutMs`: how long a statement waits for a connection of the pool (one free, or one
 * being opened) before it fails; knex's 60 s when not given. Tests that stop the database give a
 * shorter one, so a stuck wait fails with its own error rather than the test's timeout.
 */
export function ormOptions(
  databaseUrl: string,
  poolMax = DEFAULT_DATABASE_POOL_MAX,
  acquireTimeoutMs?: number,
): Options {
  return {
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator],
    migrations: {
      // Listed in code rather than globbed from disk, so the same list runs under tsx, jest and dist.
      migrationsList,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    // A request or an activity gets its own fork (RequestContext); the global one is never used.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    pool: { min: 0, max: poolMax, ...(acquireTimeoutMs ? { acquireTimeoutMillis: acquireTimeoutMs } : {}) },
    debug: false,
  };
}

export async function openOrm(
  databaseUrl: string,
  poolMax?: number,
  acquireTimeoutMs?: number,
): Promise<MikroORM> {
  return MikroORM.init(ormOptions(databaseUrl, poolMax, acquireTimeoutMs));
}

/**
 * Opens the ORM once PostgreSQL answers a query, waiting with back-off and saying so meanwhile:
 * a process started before its database (a restart, a deploy out of order) comes up on its own.
 */
export function openOrmWhenReady(
  databaseUrl: string,
  onWaiting?: (reason: string) => void,
  poolMax?: number,
): Promise<MikroORM> {
  return untilReady(
    'PostgreSQL',
    async () => {
      const opened = await openOrm(databaseUrl, poolMax);
      try {
        await opened.em.getConnection().execute('select 1');
        return opened;
      } catch (err) {
        await opened.close().catch(() => undefined);
        throw err;
      }
    },
    { onWaiting },
  );
}

/** Applies every pending migration, printing each as it goes. */
export async function migrate(orm: MikroORM, log: (line: string) => void = () => {}): Promise<void> {
  const migrator = orm.getMigrator();
  const pending = await migrator.getPendingMigrations();
  if (pending.length === 0) return;
  pending.forEach((m, i) => log(`migration ${i + 1}/${pending.length}: ${m.name}`));
  await migrator.up();
}
