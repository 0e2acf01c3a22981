import { execFileSync } from 'node:child_process';
import { pdsInstallPaths, startPdsInstall } from '../atproto-pds/installation';
import { TOOLS } from './tools';

/**
 * Run by `npm test` first: installs with apt, once, the programs the suites need that npm cannot
 * (test/support/tools.ts), as root or with password-less sudo. Otherwise this says how, and those
 * suites skip locally; in CI they fail instead. It also starts, in the background, the reference
 * PDS's own install (test/atproto-pds/), which then overlaps lint, typecheck and jest.
 */
function main(): void {
  if (!process.env.ATPROTO_PDS_MODULES && startPdsInstall({ retry: true }) === 'started')
    console.log(`installing the reference PDS in the background (once): ${pdsInstallPaths().log}`);
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
