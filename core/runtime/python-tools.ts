import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { toolsDir } from './temporal-binaries';

const REQUIREMENTS = path.resolve(__dirname, '..', '..', 'test', 'python', 'requirements.txt');

/**
 * The venv with test/python/requirements.txt installed, made on first use (about a minute) under
 * the tools folder and reused after. Its name carries the file's hash: a changed pin is a new venv.
 * Returns the venv's bin folder (python, pytest, schemathesis, openapi-python-client).
 * `requirements` names another pinned file for a venv of its own (the chart suite's validator).
 */
export function pythonTools(log: (line: string) => void = console.log, requirements = REQUIREMENTS): string {
  const text = fs.readFileSync(requirements, 'utf8');
  const hash = crypto.createHash('sha256').update(text).digest('hex').slice(0, 12);
  const venv = path.join(toolsDir(), `py-${hash}`);
  const bin = path.join(venv, 'bin');
  const done = path.join(venv, '.installed');
  if (fs.existsSync(done)) return bin;

  log(`installing ${path.basename(requirements)} into ${venv} (once)`);
  fs.rmSync(venv, { recursive: true, force: true });
  execFileSync('python3', ['-m', 'venv', venv], { stdio: 'inherit' });
  execFileSync(
    path.join(bin, 'pip'),
    ['install', '--quiet', '--disable-pip-version-check', '-r', requirements],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, PIP_ROOT_USER_ACTION: 'ignore' } },
  );
  // Written last: a venv half made by an interrupted install is made again.
  fs.writeFileSync(done, new Date().toISOString());
  return bin;
}
