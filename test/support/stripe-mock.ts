import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../core/runtime/processes';

/** Stripe's official mock server, pinned; built with the Go toolchain on first use. */
export const STRIPE_MOCK_MODULE = 'github.com/stripe/stripe-mock@v0.203.0';

/** The stripe-mock binary: STRIPE_MOCK_BIN, or built once into GOPATH/bin by `go install`. */
export function stripeMockBinary(): string {
  if (process.env.STRIPE_MOCK_BIN) return process.env.STRIPE_MOCK_BIN;
  const gopath = execFileSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).trim();
  const bin = path.join(gopath, 'bin', 'stripe-mock');
  if (!fs.existsSync(bin))
    execFileSync('go', ['install', STRIPE_MOCK_MODULE], { stdio: 'inherit', timeout: 10 * 60_000 });
  return bin;
}

/** stripe-mock on a free port: its base URL, and its stop. */
export async function startStripeMock(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(stripeMockBinary(), ['-http-addr', `127.0.0.1:${port}`], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    const res = await fetch(`${url}/v1/customers`, {
      headers: { authorization: 'Bearer sk_test_123' },
    }).catch(() => undefined);
    if (res) return { url, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('stripe-mock did not start');
}
