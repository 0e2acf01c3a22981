import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { toolsDir } from '../../core/runtime/temporal-binaries';

/**
 * The reference PDS's own install: this folder's package.json and package-lock.json, put with
 * `npm ci` into `<tools>/atproto-pds-<hash>` (the hash of both files and of Node's module ABI, since
 * better-sqlite3 is compiled for it). It is 360 MB of packages the main install must not carry.
 *
 * `npm test` starts it in the background first (test/support/ensure-tools.ts) so it overlaps lint,
 * typecheck and the other suites; the PDS suite waits for it. Beside the folder:
 * - `.lock`: the installer's pid; the installer touches it every few seconds, so a lock whose
 *   process is gone or that went quiet is stale, and another run may take over.
 * - `.log`: npm's output with each fetch and the compile, and our timed lines.
 * - `.failed`: why the last install failed; the suite fails with it, the next `npm test` tries again.
 * The installer works in a staging folder of its own and renames it into place when whole, so
 * concurrent runs never see, or make, half an install.
 */
const PINNED = ['package.json', 'package-lock.json'].map((file) => path.join(__dirname, file));
const INSTALLER = path.join(__dirname, 'install-main.ts');
const REPO = path.resolve(__dirname, '..', '..');
/** How often the installer touches its lock, and how quiet a lock may go before it is stale. */
export const HEARTBEAT_MS = 10_000;
const STALE_MS = 6 * HEARTBEAT_MS;

export interface PdsInstallPaths {
  /** The installed folder: its node_modules holds @atproto/dev-env. Present means whole. */
  dir: string;
  lock: string;
  log: string;
  failed: string;
}

export function pdsInstallPaths(): PdsInstallPaths {
  const hash = crypto.createHash('sha256');
  for (const file of PINNED) hash.update(fs.readFileSync(file));
  hash.update(`node-abi-${process.versions.modules}`);
  const dir = path.join(toolsDir(), `atproto-pds-${hash.digest('hex').slice(0, 12)}`);
  return { dir, lock: `${dir}.lock`, log: `${dir}.log`, failed: `${dir}.failed` };
}

/** Whether a live installer holds the lock: its process runs and it touched the lock lately. */
export function installerRunning(lock: string): boolean {
  try {
    const pid = Number(fs.readFileSync(lock, 'utf8'));
    if (Date.now() - fs.statSync(lock).mtimeMs > STALE_MS) return false;
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export type InstallState = 'installed' | 'installing' | 'started' | 'failed';

/**
 * Starts the install in a detached process unless it is there, under way, or (without `retry`)
 * failed last time. Returns at once; the log says how it goes.
 */
export function startPdsInstall({ retry }: { retry: boolean }): InstallState {
  const at = pdsInstallPaths();
  if (fs.existsSync(at.dir)) {
    markUsed(at.dir);
    pruneUnused(at.dir);
    return 'installed';
  }
  if (installerRunning(at.lock)) return 'installing';
  if (fs.existsSync(at.failed) && !retry) return 'failed';
  fs.mkdirSync(path.dirname(at.dir), { recursive: true });
  fs.rmSync(at.lock, { force: true }); // stale: its installer is gone
  try {
    fs.writeFileSync(at.lock, String(process.pid), { flag: 'wx' });
  } catch {
    return 'installing'; // another run took it between our look and now
  }
  fs.rmSync(at.failed, { force: true });
  const log = fs.openSync(at.log, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', INSTALLER], {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', log, log],
    env: installerEnv(),
  });
  fs.closeSync(log);
  fs.writeFileSync(at.lock, String(child.pid));
  child.unref();
  return 'started';
}

/**
 * Waits until the install is whole and returns its folder; throws with the log's last lines when
 * it failed, its installer died, or `timeoutMs` passed. Starts the install itself when nothing
 * did (a suite run alone, without `npm test`).
 */
export async function waitForPdsInstall(timeoutMs: number): Promise<string> {
  const at = pdsInstallPaths();
  const since = Date.now();
  const failure = (why: string) =>
    new Error(`the reference PDS install ${why} (log: ${at.log}):\n${tail(at.log)}`);
  for (;;) {
    if (fs.existsSync(at.dir)) return at.dir;
    if (fs.existsSync(at.failed))
      throw failure(`failed: ${fs.readFileSync(at.failed, 'utf8').trim()}; npm test tries again`);
    if (!installerRunning(at.lock) && startPdsInstall({ retry: false }) === 'failed')
      throw failure('failed; npm test tries again');
    if (Date.now() - since > timeoutMs)
      throw failure(`is not done after ${Math.round(timeoutMs / 60_000)} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * Installs not used this long are removed: each change to the pinned files leaves a 360 MB folder
 * behind. Another checkout on the machine may still use an older one, so age decides, not "not
 * ours": a folder counts as used when a run found it installed (markUsed).
 */
export const UNUSED_DAYS = 7;

function markUsed(dir: string): void {
  const now = new Date();
  fs.utimesSync(dir, now, now);
}

/** Removes the other installs (with their log, failure and stale lock) unused for UNUSED_DAYS. */
function pruneUnused(current: string): void {
  const tools = path.dirname(current);
  const cutoff = Date.now() - UNUSED_DAYS * 24 * 3600_000;
  for (const name of fs.readdirSync(tools)) {
    const dir = path.join(tools, name);
    if (dir === current || !/^atproto-pds-[0-9a-f]{12}$/.test(name)) continue;
    try {
      if (installerRunning(`${dir}.lock`) || fs.statSync(dir).mtimeMs >= cutoff) continue;
      for (const gone of [dir, `${dir}.log`, `${dir}.failed`, `${dir}.lock`])
        fs.rmSync(gone, { recursive: true, force: true });
    } catch {
      // Tidying never fails a run: another run may be removing the same folder.
    }
  }
}

/** npm's own variables from the `npm test` that started us would steer the inner npm (its prefix). */
function installerEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')));
}

function tail(file: string, lines = 15): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
