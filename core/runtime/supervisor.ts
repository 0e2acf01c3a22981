/** Something the supervisor keeps running: started, awaited until it exits, stopped on request. */
export interface Supervisable {
  /** Resolves when the started thing exits, for whatever reason. */
  whenExited(): Promise<void>;
  /** How it ended, for the log line (`code 1`, `SIGKILL`). */
  exitReason?(): string;
  stop(): Promise<void>;
}

export interface SupervisorOptions {
  log: (line: string) => void;
  /** First wait before a restart; doubles on each quick failure up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Up this long, a part counts as healthy again: the next restart waits `minDelayMs`. */
  stableMs?: number;
}

/**
 * Keeps one part of `npm start` running (the worker, the API, the emulators, an embedded server):
 * when it exits without being asked to, it is started again after a back-off (1 s, 2 s, 4 s... up
 * to 30 s; back to 1 s once it stayed up a minute), and the restart is printed. Only `stop()`
 * ends it, cancelling a restart that is waiting.
 */
export class Supervisor {
  private current?: Supervisable;
  private stopping = false;
  private delayMs: number;
  private wake?: () => void;
  private loop?: Promise<void>;
  restarts = 0;

  constructor(
    readonly name: string,
    private readonly launch: () => Promise<Supervisable>,
    private readonly options: SupervisorOptions,
  ) {
    this.delayMs = options.minDelayMs ?? 1_000;
  }

  /** Starts the part; resolves once the first start succeeded (a failing first start throws). */
  async start(): Promise<void> {
    this.current = await this.launch();
    this.loop = this.watch(this.current);
  }

  private async watch(first: Supervisable): Promise<void> {
    const { log } = this.options;
    const minDelayMs = this.options.minDelayMs ?? 1_000;
    const maxDelayMs = this.options.maxDelayMs ?? 30_000;
    const stableMs = this.options.stableMs ?? 60_000;
    let running: Supervisable | undefined = first;
    let startedAt = Date.now();
    while (!this.stopping) {
      if (running) {
        await running.whenExited();
        if (this.stopping) return;
        if (Date.now() - startedAt >= stableMs) this.delayMs = minDelayMs;
        const how = running.exitReason?.() ?? 'exited';
        log(`${this.name} stopped unexpectedly (${how}); restarting in ${this.delayMs / 1000} s`);
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, this.delayMs);
      });
      if (this.stopping) return;
      const waited = this.delayMs;
      this.delayMs = Math.min(maxDelayMs, this.delayMs * 2);
      try {
        running = await this.launch();
        if (this.stopping) {
          // stop() came while it was starting: it must not outlive the rest.
          await running.stop();
          return;
        }
        this.current = running;
        this.restarts += 1;
        startedAt = Date.now();
        log(`${this.name} restarted (restart ${this.restarts})`);
      } catch (err) {
        running = undefined;
        log(
          `${this.name} did not start again after ${waited / 1000} s: ${(err as Error).message}; retrying in ${this.delayMs / 1000} s`,
        );
      }
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.current?.stop();
    await this.loop;
  }
}
