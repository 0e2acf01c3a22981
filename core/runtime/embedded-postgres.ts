import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Client as PgClient } from 'pg';
import { giveToUser, postgresBinDir, runAsUser } from './postgres-binaries';
import { requirePasswords, trustsLocalUsers } from './postgres-hba';
import { ManagedProcess, waitForPort } from './processes';
import { ensureSecretFile } from './secret-file';

/**
 * A real PostgreSQL server from the binaries core/runtime/postgres-binaries.ts finds. As root the
 * data directory belongs to, and the server runs as, the `postgres` user. Logins need the password
 * generated into `<dataDir>/password` on first start (scram-sha-256): on a shared host, another
 * local user must not be able to write to the service's database.
 */
export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  database: string;
  log: (line: string) => void;
}

export class EmbeddedPostgres {
  private process?: ManagedProcess;

  constructor(private readonly options: EmbeddedPostgresOptions) {}

  get url(): string {
    return this.urlOf(this.options.database);
  }

  private urlOf(database: string): string {
    const password = encodeURIComponent(ensureSecretFile(this.passwordFile));
    return `postgres://postgres:${password}@127.0.0.1:${this.options.port}/${database}`;
  }

  private get passwordFile(): string {
    return path.join(this.options.dataDir, 'password');
  }

  async start(): Promise<void> {
    const { dataDir, port, log } = this.options;
    const bin = postgresBinDir();
    const user = runAsUser();
    fs.mkdirSync(dataDir, { recursive: true });
    const socketDir = path.join(dataDir, 'socket');
    fs.mkdirSync(socketDir, { recursive: true });
    // Before the chown below: initdb, run as the postgres user, reads it.
    ensureSecretFile(this.passwordFile);
    if (user) giveToUser(dataDir, user);
    const pgData = path.join(dataDir, 'pgdata');
    if (!fs.existsSync(path.join(pgData, 'PG_VERSION'))) {
      log('initialising a new PostgreSQL data directory');
      const result = spawnSync(
        path.join(bin, 'initdb'),
        [
          '-D',
          pgData,
          '-U',
          'postgres',
          '--auth=scram-sha-256',
          `--pwfile=${this.passwordFile}`,
          '--encoding=UTF8',
          '--no-locale',
        ],
        { uid: user?.uid, gid: user?.gid, encoding: 'utf8' },
      );
      if (result.status !== 0) throw new Error(`initdb failed: ${result.stderr || result.error?.message}`);
    }
    this.stopLeftover();
    this.process = new ManagedProcess(
      'postgres',
      path.join(bin, 'postgres'),
      [
        '-D',
        pgData,
        '-p',
        String(port),
        '-k',
        socketDir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=on',
      ],
      { uid: user?.uid, gid: user?.gid },
      (line) => {
        // Statement errors reach the app as exceptions; here only what threatens the server itself.
        if (/FATAL|PANIC/.test(line) && !/administrator command/.test(line)) log(line);
      },
    );
    // A server that exits at once (a bad setting, memory a killed server's sessions still hold)
    // fails the start now, for the supervisor to retry, rather than after the port's 30 s.
    const server = this.process;
    const exited = server.whenExited().then(() => {
      throw new Error(`PostgreSQL exited while starting (${server.exitReason()}); its FATAL line says why`);
    });
    await Promise.race([waitForPort('127.0.0.1', port, 30_000, 'PostgreSQL'), exited]);
    await Promise.race([this.ensureDatabase(path.join(pgData, 'pg_hba.conf')), exited]);
  }

  /** A server left running by a killed start would hold the port; it is stopped politely. */
  stopLeftover(): void {
    const pgData = path.join(this.options.dataDir, 'pgdata');
    if (!fs.existsSync(path.join(pgData, 'postmaster.pid'))) return;
    const user = runAsUser();
    spawnSync(path.join(postgresBinDir(), 'pg_ctl'), ['-D', pgData, '-m', 'fast', 'stop'], {
      uid: user?.uid,
      gid: user?.gid,
    });
  }

  private async ensureDatabase(hbaFile: string): Promise<void> {
    // The port opens a moment before the server accepts logins (longer after a crash, while it
    // replays its log).
    let client: PgClient;
    for (let i = 0; ; i += 1) {
      try {
        client = await this.connect(this.urlOf('postgres'));
        break;
      } catch (err) {
        // A refused password is no moment's trouble: waiting would not change it.
        if ((err as { code?: string }).code === '28P01') {
          throw new Error(`PostgreSQL refused the password in ${this.passwordFile}`);
        }
        if (i > 150) throw err;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    try {
      if (trustsLocalUsers(hbaFile)) await this.requirePassword(client, hbaFile);
      const exists = await client.query('select 1 from pg_database where datname = $1', [
        this.options.database,
      ]);
      if (exists.rowCount === 0) await client.query(`create database "${this.options.database}"`);
    } finally {
      await client.end();
    }
  }

  /** A pg Client cannot connect twice, so each try gets a new one. */
  private async connect(url: string): Promise<PgClient> {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      return client;
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
  }

  /**
   * A data dir made before logins needed a password trusts every local user: the role gets the
   * generated password (while trust still lets us in), then pg_hba.conf asks for it. Done once the
   * server refuses a wrong password, so nothing started after this can log in without it.
   */
  private async requirePassword(client: PgClient, hbaFile: string): Promise<void> {
    const password = ensureSecretFile(this.passwordFile);
    await client.query(`set password_encryption = 'scram-sha-256'`);
    await client.query(`alter role postgres password ${client.escapeLiteral(password)}`);
    requirePasswords(hbaFile);
    await client.query('select pg_reload_conf()');
    const wrong = new URL(this.urlOf('postgres'));
    wrong.password = `not-${password}`;
    for (let i = 0; ; i += 1) {
      const refused = await this.connect(wrong.href).then(
        (c) => c.end().then(() => false),
        (err: { code?: string }) => err.code === '28P01',
      );
      if (refused) break;
      if (i > 50) throw new Error(`PostgreSQL still lets anyone in after ${hbaFile} was changed`);
      await new Promise((r) => setTimeout(r, 200));
    }
    this.options.log('the embedded PostgreSQL trusted every local user: it now asks for a password');
  }

  /** Resolves when the server process exits (for the supervisor in core/runtime/start.ts). */
  whenExited(): Promise<void> {
    return this.process?.whenExited() ?? Promise.resolve();
  }

  exitReason(): string {
    return this.process?.exitReason() ?? 'not started';
  }

  /** SIGTERM is PostgreSQL's "smart" shutdown; SIGINT, "fast": sessions end, data is flushed. */
  async stop(): Promise<void> {
    if (!this.process?.running) return;
    this.process.child.kill('SIGINT');
    await this.process.stop(15_000);
  }
}
