import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM } from './chromium';

/**
 * The programs some suites need besides npm packages, and the Debian package of each.
 * `npm test` installs the missing ones first (test/support/ensure-tools.ts).
 */
export const TOOLS = {
  /** The browser suites drive Debian's chromium: playwright-core cannot download its own here. */
  chromium: { debianPackage: 'chromium', present: () => fs.existsSync(CHROMIUM), where: CHROMIUM },
  /** The https media suite makes its self-signed certificate with openssl. */
  openssl: { debianPackage: 'openssl', present: () => onPath('openssl'), where: 'openssl on PATH' },
  /** The client package suite installs the Python client into a fresh venv (Debian splits venv out). */
  venv: {
    debianPackage: 'python3-venv',
    present: () => spawnSync('python3', ['-c', 'import ensurepip, venv']).status === 0,
    where: 'python3 -m venv',
  },
} as const;

export type ToolName = keyof typeof TOOLS;

/**
 * Whether a suite needing `tool` can run. In CI (`CI=true`) the tool must be there, since `npm test`
 * installs it, so a missing one fails the suite rather than skipping it; elsewhere the suite is
 * skipped and says why.
 */
export function toolPresent(tool: ToolName, suite: string): boolean {
  const { debianPackage, present, where } = TOOLS[tool];
  if (present()) return true;
  if (process.env.CI === 'true')
    throw new Error(`${suite} needs ${where}; npm test installs it (apt-get install ${debianPackage})`);
  console.warn(`${suite}: skipped, no ${where} (apt-get install ${debianPackage})`);
  return false;
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir !== '' && fs.existsSync(path.join(dir, command)));
}
