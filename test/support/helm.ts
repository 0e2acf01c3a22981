import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Helm, pinned; built with the Go toolchain on first use (4 to 9 minutes on 2 CPUs, once). */
export const HELM_MODULE = 'helm.sh/helm/v3/cmd/helm@v3.22.0';

function gopathBin(): string {
  return path.join(execFileSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).trim(), 'bin');
}

/** Where a build started ahead (startHelmBuild) writes its pid: the suite waits for it, not a second build. */
const pidFile = (bin: string) => path.join(bin, '.helm-build.pid');

/**
 * Starts building helm in the background when it is missing, so the build overlaps lint, type checks
 * and the first suites instead of holding a jest worker for minutes (`npm test` calls it first).
 */
export function startHelmBuild(): void {
  if (process.env.HELM_BIN) return;
  let bin: string;
  try {
    bin = gopathBin();
  } catch {
    return; // no Go: the chart suite says so itself
  }
  if (fs.existsSync(path.join(bin, 'helm'))) return;
  fs.mkdirSync(bin, { recursive: true });
  const log = fs.openSync(path.join(bin, '.helm-build.log'), 'w');
  const child = spawn('go', ['install', HELM_MODULE], { detached: true, stdio: ['ignore', log, log] });
  fs.writeFileSync(pidFile(bin), String(child.pid));
  child.unref();
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The helm binary: HELM_BIN, or built once into GOPATH/bin by `go install` (waiting for a build started ahead). */
export async function helmBinary(): Promise<string> {
  if (process.env.HELM_BIN) return process.env.HELM_BIN;
  const bin = gopathBin();
  const helm = path.join(bin, 'helm');
  const started = fs.existsSync(pidFile(bin)) ? Number(fs.readFileSync(pidFile(bin), 'utf8')) : NaN;
  // go install writes the binary as it ends: wait for the build started ahead to end (at most 20 min,
  // in case its pid was reused), then build here only if it left no binary.
  const deadline = Date.now() + 20 * 60_000;
  while (Number.isInteger(started) && alive(started) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  if (!fs.existsSync(helm))
    execFileSync('go', ['install', HELM_MODULE], { stdio: 'inherit', timeout: 20 * 60_000 });
  return helm;
}
