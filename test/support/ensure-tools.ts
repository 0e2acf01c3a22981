import { execFileSync } from 'node:child_process';
import { TOOLS } from './tools';

/**
 * Run by `npm test` first: installs with apt, once, the programs the suites need that npm cannot
 * (test/support/tools.ts), as root or with password-less sudo. Otherwise this says how, and those
 * suites skip locally; in CI they fail instead.
 */
function main(): void {
  const missing = Object.values(TOOLS)
    .filter((tool) => !tool.present())
    .map((tool) => tool.debianPackage);
  if (missing.length === 0) return;
  const root = process.getuid?.() === 0;
  const sudo = root ? [] : ['sudo', '-n'];
  const apt = (...args: string[]) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    execFileSync(command, rest, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  const install = missing.join(' ');
  try {
    console.log(`installing what the suites need (once): apt-get install ${install}`);
    apt('update', '-qq');
    apt('install', '-y', '-qq', '--no-install-recommends', ...missing);
  } catch (err) {
    console.warn(
      `could not install ${install} (${(err as Error).message.split('\n')[0]}); run: sudo apt-get install ${install}`,
    );
  }
}

main();
