import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, type ClientConfig } from 'pg';
import { EmbeddedPostgres } from '../../core/runtime/embedded-postgres';
import { giveToUser, postgresBinDir, runAsUser } from '../../core/runtime/postgres-binaries';
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

/**
 * The embedded PostgreSQL on a shared host: only the service, which reads the password generated
 * into the data dir, may log in; a data dir made before it had a password is given one on start.
 */
describe('embedded PostgreSQL, its password', () => {
  const dirs: string[] = [];
  const servers: EmbeddedPostgres[] = [];
  afterAll(async () => {
    for (const pg of servers) await pg.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-pg-password-'));
    dirs.push(dir);
    return dir;
  };

  const query = async (config: string | ClientConfig, sql: string) => {
    const client = new Client(typeof config === 'string' ? { connectionString: config } : config);
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };

  it('a new data dir gets a generated password: no password or a wrong one is refused, the generated one works', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const pg = new EmbeddedPostgres({ dataDir, port, database: 'fanout', log: () => {} });
    servers.push(pg);
    await pg.start();

    const at = { host: '127.0.0.1', port, user: 'postgres', database: 'fanout' };
    await expect(query(at, 'select 1')).rejects.toThrow(/password/);
    await expect(query({ ...at, password: 'not-the-password' }, 'select 1')).rejects.toThrow(
      'password authentication failed for user "postgres"',
    );
    const passwordFile = path.join(dataDir, 'password');
    const password = fs.readFileSync(passwordFile, 'utf8').trim();
    expect(password).toMatch(/^[\w-]{43}$/);
    expect(fs.statSync(passwordFile).mode & 0o077).toBe(0);
    expect(new URL(pg.url).password).toBe(password);
    expect(await query({ ...at, password }, 'select 1 as one')).toEqual([{ one: 1 }]);
    expect(await query(pg.url, 'select current_database() as db')).toEqual([{ db: 'fanout' }]);

    // The same password after a restart: nothing is generated twice.
    await pg.stop();
    await pg.start();
    expect(fs.readFileSync(passwordFile, 'utf8').trim()).toBe(password);
    expect(await query(pg.url, 'select 1 as one')).toEqual([{ one: 1 }]);
  }, 60_000);

  it('a data dir made when it trusted every local user gets a password on start, keeps its data, and refuses passwordless logins', async () => {
    const dataDir = tempDir();
    const pgData = path.join(dataDir, 'pgdata');
    const socketDir = path.join(dataDir, 'socket');
    fs.mkdirSync(socketDir);
    const port = await freePort();
    const bin = postgresBinDir();
    const user = runAsUser();
    if (user) giveToUser(dataDir, user);
    const run = (command: string, args: string[]) => {
      const result = spawnSync(path.join(bin, command), args, {
        uid: user?.uid,
        gid: user?.gid,
        encoding: 'utf8',
      });
      expect({ command, status: result.status, stderr: result.stderr }).toMatchObject({ status: 0 });
    };
    // As the embedded server made and ran its data dir before it had a password.
    run('initdb', ['-D', pgData, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
    const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1`;
    run('pg_ctl', ['-D', pgData, '-l', path.join(dataDir, 'old.log'), '-o', options, '-w', 'start']);
    const overTcp = { host: '127.0.0.1', port, user: 'postgres', database: 'postgres' };
    const overSocket = { ...overTcp, host: socketDir };
    await query(overTcp, 'create table kept (n int); insert into kept values (7)');
    expect(await query(overSocket, 'select n from kept')).toEqual([{ n: 7 }]);
    run('pg_ctl', ['-D', pgData, '-m', 'fast', '-w', 'stop']);

    const lines: string[] = [];
    const pg = new EmbeddedPostgres({ dataDir, port, database: 'postgres', log: (l) => lines.push(l) });
    servers.push(pg);
    await pg.start();

    await expect(query(overTcp, 'select 1')).rejects.toThrow(/password/);
    await expect(query(overSocket, 'select 1')).rejects.toThrow(/password/);
    await expect(query({ ...overTcp, password: 'not-the-password' }, 'select 1')).rejects.toThrow(
      'password authentication failed for user "postgres"',
    );
    expect(await query(pg.url, 'select n from kept')).toEqual([{ n: 7 }]);
    expect(lines).toContain('the embedded PostgreSQL trusted every local user: it now asks for a password');
    const rules = fs
      .readFileSync(path.join(pgData, 'pg_hba.conf'), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.trim().startsWith('#'));
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.filter((l) => /\btrust\b/.test(l))).toEqual([]);

    // Started again, the converted data dir is an ordinary one: the same password, nothing to convert.
    await pg.stop();
    lines.length = 0;
    await pg.start();
    expect(await query(pg.url, 'select n from kept')).toEqual([{ n: 7 }]);
    await expect(query(overTcp, 'select 1')).rejects.toThrow(/password/);
    expect(lines).toEqual([]);
  }, 90_000);
});
