import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  installerRunning,
  pdsInstallPaths,
  startPdsInstall,
  UNUSED_DAYS,
  waitForPdsInstall,
} from '../atproto-pds/installation';

/**
 * The states of the reference PDS's own install (test/atproto-pds/installation.ts) as the PDS suite
 * and `npm test` meet them, in a tools folder of the test's own. None of them runs npm.
 */
describe('the reference PDS install', () => {
  const before = process.env.FANOUT_TOOLS_DIR;
  let tools: string;

  beforeEach(() => {
    tools = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-install-'));
    process.env.FANOUT_TOOLS_DIR = tools;
  });

  afterEach(() => {
    process.env.FANOUT_TOOLS_DIR = before;
    fs.rmSync(tools, { recursive: true, force: true });
  });

  it('is named by the hash of its pinned files, under the tools folder', () => {
    expect(pdsInstallPaths().dir).toMatch(new RegExp(`^${tools}/atproto-pds-[0-9a-f]{12}$`));
  });

  it('an installed folder is used as it is: nothing starts, the wait answers at once', async () => {
    fs.mkdirSync(pdsInstallPaths().dir);
    expect(startPdsInstall({ retry: true })).toBe('installed');
    await expect(waitForPdsInstall(1000)).resolves.toBe(pdsInstallPaths().dir);
    expect(fs.existsSync(pdsInstallPaths().lock)).toBe(false);
  });

  it('other installs unused for a week go, with their logs; recent ones and the one in use stay', () => {
    const current = pdsInstallPaths().dir;
    fs.mkdirSync(current);
    const days = (n: number) => new Date(Date.now() - n * 24 * 3600_000);
    const other = (hash: string, age: number) => {
      const dir = path.join(tools, `atproto-pds-${hash}`);
      fs.mkdirSync(dir);
      fs.writeFileSync(`${dir}.log`, 'old install');
      fs.utimesSync(dir, days(age), days(age));
      return dir;
    };
    const old = other('0123456789ab', UNUSED_DAYS + 1);
    const recent = other('ba9876543210', UNUSED_DAYS - 1);
    fs.utimesSync(current, days(30), days(30));
    const unrelated = path.join(tools, 'temporal-1.2.3');
    fs.mkdirSync(unrelated);
    fs.utimesSync(unrelated, days(30), days(30));

    expect(startPdsInstall({ retry: false })).toBe('installed');
    expect([old, `${old}.log`].map((p) => fs.existsSync(p))).toEqual([false, false]);
    expect([recent, `${recent}.log`, current, unrelated].map((p) => fs.existsSync(p))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    // The install in use counts as used now, so another checkout's prune keeps it.
    expect(Date.now() - fs.statSync(current).mtimeMs).toBeLessThan(60_000);
  });

  it('a failed install fails the suite with its reason and the log, and is not retried by it', async () => {
    const at = pdsInstallPaths();
    fs.writeFileSync(at.failed, 'npm ci exited with 1\n');
    fs.writeFileSync(at.log, 'gyp ERR! build error\n');
    expect(startPdsInstall({ retry: false })).toBe('failed');
    await expect(waitForPdsInstall(60_000)).rejects.toThrow(
      `the reference PDS install failed: npm ci exited with 1; npm test tries again (log: ${at.log}):\ngyp ERR! build error`,
    );
    expect(fs.existsSync(at.lock)).toBe(false);
  });

  it('an install under way is not started twice; the wait gives up after its timeout with the log', async () => {
    const at = pdsInstallPaths();
    fs.writeFileSync(at.lock, String(process.pid));
    fs.writeFileSync(at.log, 'npm http fetch GET 200 .../dev-env\n');
    expect(startPdsInstall({ retry: true })).toBe('installing');
    await expect(waitForPdsInstall(10)).rejects.toThrow(
      `the reference PDS install is not done after 0 minutes (log: ${at.log}):\nnpm http fetch GET 200 .../dev-env`,
    );
    expect(fs.readFileSync(at.lock, 'utf8')).toBe(String(process.pid));
  });

  it('a lock whose installer is gone, or went quiet, is stale', () => {
    const { lock } = pdsInstallPaths();
    fs.writeFileSync(lock, String(process.pid));
    expect(installerRunning(lock)).toBe(true);
    const old = new Date(Date.now() - 5 * 60_000);
    fs.utimesSync(lock, old, old);
    expect(installerRunning(lock)).toBe(false);
    fs.writeFileSync(lock, '2147483646');
    expect(installerRunning(lock)).toBe(false);
  });
});
