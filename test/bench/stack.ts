import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client as PgClient } from 'pg';
import { EmbeddedPostgres } from '../../core/runtime/embedded-postgres';
import { freePort } from '../../core/runtime/processes';
import { ensureSecret } from '../../core/runtime/secret-file';

/**
 * The service under test, run the way `npm start` runs it (core/runtime/start.ts): an embedded
 * PostgreSQL and Temporal dev server on a fresh data dir, then the sandbox emulators, the worker
 * and the API as separate processes, so each one's memory can be read. With DATABASE_URL and
 * TEMPORAL_ADDRESS set, those servers are used instead (a new database is made on that server).
 * Ports are chosen free, so a developer's own `npm start` on the default ports is left alone.
 */
const ROOT = path.resolve(__dirname, '..', '..');

export type Part = 'api' | 'worker' | 'sandbox' | 'temporal' | 'postgres';

export interface StackOptions {
  log: (line: string) => void;
  /** More environment for the service's processes. */
  env?: Record<string, string>;
  /** Node options for every process of the tree, e.g. `--cpu-prof` (the children inherit them). */
  nodeArgs?: string[];
  /** Run the compiled tree (`npm run start:dist`, after `npm run build`) instead of tsx from source. */
  compiled?: boolean;
  /**
   * Worker processes in all (BENCH_WORKERS, default 1): the others run beside the tree's own, on
   * the same database and task queue, as an operator scales out (docs/guide/operations.md).
   */
  workers?: number;
}

export class Stack {
  readonly dataDir: string;
  readonly port: number;
  readonly sandboxPort: number;
  readonly temporalPort: number;
  readonly postgresPort: number;
  readonly uiPort: number;
  readonly smtpPort: number;
  /** The database the service uses: the embedded one, or a new database on DATABASE_URL's server. */
  databaseUrl = '';
  temporalAddress = '';
  /** The Temporal dev server's Prometheus endpoint, when the embedded one runs. */
  metricsUrl?: string;
  apiKey = '';
  /** When the last `start` first saw `/health` answer 200 (epoch ms): what a person would wait on. */
  healthyAt = 0;
  /** How the service ran: `embedded` or `external`. */
  readonly mode: 'embedded' | 'external';
  private proc?: ChildProcess;
  private exited?: Promise<void>;
  private extraWorkers: ChildProcess[] = [];
  private output: string[] = [];

  private constructor(
    ports: number[],
    private readonly options: StackOptions,
    private readonly externalDb?: string,
  ) {
    [this.port, this.sandboxPort, this.temporalPort, this.postgresPort, this.uiPort, this.smtpPort] = ports;
    this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-bench-'));
    this.mode = process.env.DATABASE_URL || process.env.TEMPORAL_ADDRESS ? 'external' : 'embedded';
  }

  static async create(options: StackOptions): Promise<Stack> {
    const ports: number[] = [];
    while (ports.length < 6) {
      const p = await freePort();
      if (!ports.includes(p)) ports.push(p);
    }
    let externalDb: string | undefined;
    if (process.env.DATABASE_URL) {
      // A database of its own on that server: the bench seeds 100,000 rows and must start empty.
      const name = `fanout_bench_${Date.now().toString(36)}`;
      const admin = new PgClient({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      externalDb = process.env.DATABASE_URL.replace(/\/[^/?]*(\?.*)?$/, `/${name}$1`);
    }
    return new Stack(ports, options, externalDb);
  }

  /** The least `scheduledAt` lead the service accepts in this run (FANOUT_SCHEDULE_MIN_LEAD_SECONDS). */
  get scheduleMinLeadSeconds(): number {
    return Number(this.options.env?.FANOUT_SCHEDULE_MIN_LEAD_SECONDS ?? 600);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process tree (again, over the same data dir after `stop`) and waits for the API. */
  async start(): Promise<number> {
    const started = Date.now();
    this.output = [];
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      PORT: String(this.port),
      SANDBOX_PORT: String(this.sandboxPort),
      TEMPORAL_PORT: String(this.temporalPort),
      TEMPORAL_UI_PORT: String(this.uiPort),
      POSTGRES_PORT: String(this.postgresPort),
      SANDBOX_SMTP_PORT: String(this.smtpPort),
      FANOUT_DATA_DIR: this.dataDir,
      // The limiter runs (its cost is in every figure) but never refuses the benchmarks' load.
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...this.options.env,
    };
    if (this.externalDb) env.DATABASE_URL = this.externalDb;
    // The service runs as `npm start` does (package.json), or compiled from dist.
    const proc = spawn(
      process.execPath,
      [
        ...(this.options.nodeArgs ?? []),
        ...(this.options.compiled ? [path.join(ROOT, 'dist/core/runtime/start.js')] : npmStartArgs()),
      ],
      {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.proc = proc;
    this.exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        this.output.push(line);
        if (this.output.length > 400) this.output.shift();
        const metrics = /Temporal Metrics:\s+(\S+)/.exec(line);
        if (metrics) this.metricsUrl = metrics[1];
        // Warnings and errors of the service are shown as they come; routine lines are kept quiet.
        if (/error|warn|exited|could not/i.test(line) && !/--log-level/.test(line))
          this.options.log(`  | ${line}`);
      }
    };
    proc.stdout!.on('data', onLine);
    proc.stderr!.on('data', onLine);
    this.healthyAt = 0;
    void this.watchHealth(proc);
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (this.output.some((l) => l.includes('Fanout is running'))) {
          clearInterval(timer);
          resolve();
        }
      }, 100);
      void this.exited!.then(() => {
        clearInterval(timer);
        reject(new Error(`the service exited while starting:\n${this.output.slice(-30).join('\n')}`));
      });
    });
    await ready;
    this.databaseUrl =
      this.externalDb ??
      new EmbeddedPostgres({
        dataDir: path.join(this.dataDir, 'postgres'),
        port: this.postgresPort,
        database: 'fanout',
        log: () => {},
      }).url;
    this.temporalAddress = process.env.TEMPORAL_ADDRESS ?? `127.0.0.1:${this.temporalPort}`;
    this.apiKey = fs.readFileSync(path.join(this.dataDir, 'demo-api-key'), 'utf8').trim();
    // The worker polls a moment after the API answers; a post made before that only waits longer.
    await this.waitFor(() => this.output.some((l) => l.includes('worker polling')), 60_000);
    await this.startExtraWorkers(env);
    return Date.now() - started;
  }

  /**
   * Asks `/health` every 10 ms from the spawn until it answers 200, and notes when: `npm start`
   * prints "Fanout is running" some moments later (it first waits for the sandbox's companions).
   */
  private async watchHealth(proc: ChildProcess): Promise<void> {
    while (proc.exitCode === null && this.proc === proc) {
      const status = await new Promise<number>((resolve) => {
        const req = http.get(`${this.url}/health`, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', () => resolve(0));
        req.setTimeout(1000, () => req.destroy());
      });
      if (status === 200) {
        this.healthyAt = Date.now();
        return;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** The workers beyond the tree's own, as `npm run worker` runs them, once each polls. */
  private async startExtraWorkers(env: Record<string, string>): Promise<void> {
    const args = this.options.compiled
      ? [path.join(ROOT, 'dist/activities/worker-main.js')]
      : [...npmStartArgs().slice(0, -1), path.join(ROOT, 'activities/worker-main.ts')];
    const workerEnv = {
      ...env,
      DATABASE_URL: this.databaseUrl,
      TEMPORAL_ADDRESS: this.temporalAddress,
      FANOUT_SECRET: ensureSecret(this.dataDir, process.env.FANOUT_SECRET),
      SANDBOX_URL: `http://127.0.0.1:${this.sandboxPort}`,
    };
    this.extraWorkers = Array.from({ length: (this.options.workers ?? 1) - 1 }, () =>
      spawn(process.execPath, [...(this.options.nodeArgs ?? []), ...args], {
        cwd: ROOT,
        env: workerEnv,
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    await Promise.all(
      this.extraWorkers.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            w.stdout!.on('data', (chunk: Buffer) => {
              if (chunk.toString().includes('worker polling')) resolve();
            });
            w.once('exit', (code) => reject(new Error(`an extra worker exited with ${code}`)));
          }),
      ),
    );
  }

  /** Ctrl-C, as an operator stops it: the API first, the worker drains, then the servers. */
  async stop(): Promise<number> {
    const started = Date.now();
    if (!this.proc || this.proc.exitCode !== null) return 0;
    // The extra workers first: they drain as the tree's own does, before Temporal goes.
    await Promise.all(
      this.extraWorkers.map((w) => {
        const exited = new Promise((resolve) => w.once('exit', resolve));
        w.kill('SIGINT');
        return exited;
      }),
    );
    this.proc.kill('SIGINT');
    await this.exited;
    return Date.now() - started;
  }

  /** Removes the data dir (the embedded servers' files). */
  cleanUp(): void {
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** The process id of each part of the tree, found by its command line among our descendants. */
  pids(): Partial<Record<Part, number>> {
    const found: Partial<Record<Part, number>> = {};
    if (!this.proc?.pid) return found;
    for (const pid of descendants(this.proc.pid)) {
      const cmd = readCmdline(pid);
      if (cmd.includes('api/main')) found.api = pid;
      else if (cmd.includes('activities/worker-main')) found.worker = pid;
      else if (cmd.includes('plugins/sandbox-main')) found.sandbox = pid;
      else if (cmd.includes('start-dev')) found.temporal = pid;
      else if (/\/postgres\b.*-D/.test(cmd)) found.postgres = pid;
    }
    return found;
  }

  /** Resident memory of each part, in MB (VmRSS of /proc/<pid>/status). */
  rss(): Partial<Record<Part, number>> {
    const out: Partial<Record<Part, number>> = {};
    for (const [part, pid] of Object.entries(this.pids()) as Array<[Part, number]>) {
      const mb = rssMb(pid);
      if (mb !== undefined) out[part] = mb;
    }
    return out;
  }

  /**
   * CPU seconds each part has used so far; PostgreSQL's with its backends: the live ones, and those
   * that have ended (their time is in the postmaster's children's time once it reaps them). Without
   * the ended ones, a pool closing idle connections made PostgreSQL's share come out negative.
   */
  cpu(): Partial<Record<Part, number>> {
    const out: Partial<Record<Part, number>> = {};
    for (const [part, pid] of Object.entries(this.pids()) as Array<[Part, number]>) {
      out[part] =
        part === 'postgres'
          ? cpuSeconds(pid, { reapedChildren: true }) +
            descendants(pid).reduce((a, c) => a + cpuSeconds(c), 0)
          : cpuSeconds(pid);
    }
    // The extra workers' CPU is the workers' too.
    if (out.worker !== undefined) out.worker += this.extraWorkers.reduce((a, w) => a + cpuSeconds(w.pid!), 0);
    return out;
  }

  private async waitFor(check: () => boolean, ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('the worker did not start polling');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** The last lines the service printed, for a failure report. */
  tail(n = 30): string {
    return this.output.slice(-n).join('\n');
  }
}

/** The node arguments of `npm start` (package.json), so the bench runs the service exactly so. */
function npmStartArgs(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [node, ...args] = pkg.scripts.start.split(/\s+/);
  if (node !== 'node') throw new Error(`npm start is not a node command: ${pkg.scripts.start}`);
  return args.map((a) => (a.endsWith('.ts') || a.endsWith('.js') ? path.join(ROOT, a) : a));
}

function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: read the fields after it.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (pid: number) =>
    (children.get(pid) ?? []).forEach((c) => {
      out.push(c);
      walk(c);
    });
  walk(root);
  return out;
}

function readCmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

export function rssMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return kb ? Number(kb[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Total CPU seconds (user + system) a process has used so far; `reapedChildren`: with those of its
 * children that have ended and been waited for.
 */
export function cpuSeconds(pid: number, { reapedChildren = false } = {}): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name; cutime and
    // cstime (the reaped children's) 16 and 17.
    const own = Number(fields[11]) + Number(fields[12]);
    return (reapedChildren ? own + Number(fields[13]) + Number(fields[14]) : own) / 100;
  } catch {
    return 0;
  }
}

export const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 256 });
