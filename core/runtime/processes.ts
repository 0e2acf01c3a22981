import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';

/** Resolves once something accepts TCP connections on host:port, or fails after `timeoutMs`. */
export async function waitForPort(
  host: string,
  port: number,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host, port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline)
      throw new Error(`${what} did not open ${host}:${port} within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** True when nothing listens on host:port. */
export async function portIsFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** A free TCP port chosen by the kernel. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A child process that is part of our process tree: its output goes to `log` with a prefix, and
 * `stop()` sends SIGTERM, then SIGKILL after `graceMs`, and resolves when it has exited.
 */
export class ManagedProcess {
  private readonly exited: Promise<void>;
  readonly child: ChildProcess;

  constructor(
    readonly name: string,
    command: string,
    args: string[],
    options: SpawnOptions,
    log: (line: string) => void,
  ) {
    // Its own process group: a Ctrl-C reaches only the parent, which stops children in order.
    // stdin stays open as a lifeline: a child of ours stops when it closes (parent-watch.ts).
    this.child = spawn(command, args, { ...options, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    const forward = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter((l) => l.trim())
        .forEach((l) => log(`[${name}] ${l}`));
    this.child.stdout?.on('data', forward);
    this.child.stderr?.on('data', forward);
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  async stop(graceMs = 10_000): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  whenExited(): Promise<void> {
    return this.exited;
  }

  /** How it ended: `code 1`, `SIGKILL`; `running` while it runs. */
  exitReason(): string {
    if (this.child.signalCode) return this.child.signalCode;
    if (this.child.exitCode !== null) return `code ${this.child.exitCode}`;
    return 'running';
  }
}
