import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM } from './chromium';

/**
 * Run by `npm test` first: the browser suites drive Debian's chromium (playwright-core cannot
 * download its own here), the one thing npm cannot install. As root, or with sudo, it is installed
 * with apt once; otherwise this says how, and those suites skip (CI fails them instead).
 */
function main(): void {
  if (fs.existsSync(CHROMIUM)) return;
  const root = process.getuid?.() === 0;
  const sudo = root ? [] : ['sudo', '-n'];
  const apt = (...args: string[]) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    execFileSync(command, rest, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  try {
    console.log(`installing Debian's chromium for the browser suites (once): apt-get install chromium`);
    apt('update', '-qq');
    apt('install', '-y', '-qq', '--no-install-recommends', 'chromium');
  } catch (err) {
    console.warn(
      `could not install chromium (${(err as Error).message.split('\n')[0]}); run: sudo apt-get install chromium`,
    );
  }
}

main();
