import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Client as PgClient } from 'pg';
import { migrationsList } from '../../core/db/migrations';
import { createTestDatabase } from '../support/harness';

const MIGRATE_MAIN = path.resolve(__dirname, '..', '..', 'core', 'db', 'migrate-main.ts');

/** `npm run migrate` as the Helm chart's migration Job runs it: migrate, then exit. */
function runMigrate(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', MIGRATE_MAIN], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run migrate (the migration Job)', () => {
  it('applies every migration to an empty database and exits 0, then finds nothing to do', async () => {
    const { databaseUrl } = await createTestDatabase();

    const first = runMigrate({ DATABASE_URL: databaseUrl });
    expect({ status: first.status, stderr: first.stderr }).toEqual({ status: 0, stderr: '' });
    expect(first.stdout).toContain(`applied ${migrationsList.length} migrations`);

    const db = new PgClient({ connectionString: databaseUrl });
    await db.connect();
    try {
      const applied = await db.query<{ name: string }>('select name from mikro_orm_migrations order by id');
      expect(applied.rows.map((r) => r.name)).toEqual(migrationsList.map((m) => m.name));
    } finally {
      await db.end();
    }

    const again = runMigrate({ DATABASE_URL: databaseUrl });
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('the database is up to date');
  });

  it('exits 1 naming DATABASE_URL when it is not a PostgreSQL URL', () => {
    const run = runMigrate({ DATABASE_URL: 'mysql://db/fanout' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('DATABASE_URL must be a URL starting with postgres:');
  });
});
