import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { EmbeddedPostgres } from '../../core/runtime/embedded-postgres';
import { freePort } from '../../core/runtime/processes';

/**
 * What `npm start`'s supervisor needs of the embedded PostgreSQL: started again on the same data
 * directory after it was killed outright, it comes back with its data; and one that cannot start
 * says so at once, so the supervisor's back-off applies instead of a 30 s wait for the port.
 */
describe('embedded PostgreSQL, started again', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-pg-'));
  let pg: EmbeddedPostgres;
  afterAll(async () => {
    await pg?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const query = async (sql: string) => {
    const client = new Client({ connectionString: pg.url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };

  it('comes back with its data after SIGKILL, and a start that cannot succeed fails within seconds', async () => {
    pg = new EmbeddedPostgres({ dataDir, port: await freePort(), database: 'kept', log: () => {} });
    await pg.start();
    await query('create table kept (n int); insert into kept values (7)');

    const postmaster = Number(
      fs.readFileSync(path.join(dataDir, 'pgdata', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(postmaster, 'SIGKILL');
    await pg.whenExited();
    expect(pg.exitReason()).toBe('SIGKILL');
    await pg.start();
    expect(await query('select n from kept')).toEqual([{ n: 7 }]);

    await pg.stop();
    fs.appendFileSync(path.join(dataDir, 'pgdata', 'postgresql.conf'), '\nshared_buffers = nonsense\n');
    const started = Date.now();
    await expect(pg.start()).rejects.toThrow(/PostgreSQL exited while starting \(code 1\)/);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 60_000);
});
