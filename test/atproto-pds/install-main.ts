import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HEARTBEAT_MS, pdsInstallPaths } from './installation';

/**
 * The detached installer that test/atproto-pds/installation.ts starts: `npm ci` of the pinned
 * reference PDS into a staging folder, a check that it loads, then a rename into place. Its output
 * is the install's log. Only better-sqlite3 runs its install script (the package.json's
 * allowScripts); it is compiled here, since its prebuilt binaries come from GitHub.
 */
const at = pdsInstallPaths();
const staging = `${at.dir}.staging-${process.pid}`;
const started = Date.now();
const say = (line: string) =>
  console.log(`[${new Date().toISOString()}] ${line} (${Math.round((Date.now() - started) / 1000)} s)`);

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  // Below the suites it overlaps: they keep their timings, the install takes the idle CPU.
  os.setPriority(10);
  const heartbeat = setInterval(() => touch(at.lock), HEARTBEAT_MS);
  try {
    say(`installing the reference PDS into ${staging}, load ${load()}`);
    removeAbandonedStaging();
    fs.mkdirSync(staging, { recursive: true });
    for (const file of ['package.json', 'package-lock.json'])
      fs.copyFileSync(path.join(__dirname, file), path.join(staging, file));
    await run(
      'npm',
      ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--foreground-scripts', '--loglevel=http'],
      {
        ...process.env,
        // better-sqlite3's prebuild-install would ask GitHub first (npm warns the name is unknown to it).
        npm_config_build_from_source: 'true',
        ...nodeHeaders(),
      },
    );
    say('npm ci done; loading @atproto/dev-env and better-sqlite3');
    await run(process.execPath, [
      '-e',
      "require('@atproto/dev-env'); new (require('better-sqlite3'))(':memory:').prepare('select 1').get()",
    ]);
    try {
      fs.renameSync(staging, at.dir);
    } catch (err) {
      // Another run finished first: its folder is as good as ours.
      if (!fs.existsSync(at.dir)) throw err;
      fs.rmSync(staging, { recursive: true, force: true });
    }
    say(`installed at ${at.dir}, load ${load()}`);
  } catch (err) {
    say(`FAILED: ${(err as Error).message}`);
    fs.writeFileSync(at.failed, `${(err as Error).message}\n`);
    fs.rmSync(staging, { recursive: true, force: true });
  } finally {
    clearInterval(heartbeat);
    if (readOrEmpty(at.lock) === String(process.pid)) fs.rmSync(at.lock, { force: true });
  }
}

function run(command: string, args: string[], env = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: staging, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args[0]} exited with ${code ?? signal}`)),
    );
  });
}

/** Node's own headers where its package ships them, so node-gyp needs no download. */
function nodeHeaders(): Record<string, string> {
  const root = path.resolve(process.execPath, '..', '..');
  return fs.existsSync(path.join(root, 'include', 'node', 'common.gypi')) ? { npm_config_nodedir: root } : {};
}

/** Staging folders of installers killed midway (362 MB each): their pid is gone. */
function removeAbandonedStaging(): void {
  const prefix = `${path.basename(at.dir)}.staging-`;
  for (const name of fs.readdirSync(path.dirname(at.dir))) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    if (pid !== process.pid && alive(pid)) continue;
    fs.rmSync(path.join(path.dirname(at.dir), name), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function touch(file: string): void {
  const now = new Date();
  try {
    fs.utimesSync(file, now, now);
  } catch {
    // Taken for stale and removed by another run: our staging folder and rename still hold.
  }
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

void main();
