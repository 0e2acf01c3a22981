import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Helm, pinned; built with the Go toolchain on first use (about 9 minutes on 2 CPUs, once). */
export const HELM_MODULE = 'helm.sh/helm/v3/cmd/helm@v3.22.0';

/** The helm binary: HELM_BIN, or built once into GOPATH/bin by `go install`. */
export function helmBinary(): string {
  if (process.env.HELM_BIN) return process.env.HELM_BIN;
  const gopath = execFileSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).trim();
  const bin = path.join(gopath, 'bin', 'helm');
  if (!fs.existsSync(bin))
    execFileSync('go', ['install', HELM_MODULE], { stdio: 'inherit', timeout: 20 * 60_000 });
  return bin;
}
