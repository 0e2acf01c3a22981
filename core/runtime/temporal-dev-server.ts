import fs from 'node:fs';
import path from 'node:path';
import { searchAttributeDefinitions } from '../temporal/search-attributes';
import { ManagedProcess, waitForPort } from './processes';
import { temporalCliPath } from './temporal-binaries';

/**
 * The Temporal dev server (`temporal server start-dev`) with its Web UI, keeping its state in a
 * SQLite file under the data dir so workflows survive a restart.
 */
export interface TemporalDevServerOptions {
  dataDir: string;
  port: number;
  uiPort: number;
  namespace: string;
  log: (line: string) => void;
  /** false: no state file (tests). */
  persistent?: boolean;
  headless?: boolean;
}

export class TemporalDevServer {
  private process?: ManagedProcess;

  constructor(private readonly options: TemporalDevServerOptions) {}

  get address(): string {
    return `127.0.0.1:${this.options.port}`;
  }

  get uiUrl(): string {
    return `http://127.0.0.1:${this.options.uiPort}`;
  }

  async start(): Promise<void> {
    const { dataDir, port, uiPort, namespace, log } = this.options;
    const cli = temporalCliPath(log);
    fs.mkdirSync(dataDir, { recursive: true });
    const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(port)];
    // 'default' always exists; another namespace is created at launch.
    if (namespace !== 'default') args.push('--namespace', namespace);
    args.push('--log-level', 'error');
    // One partition per task queue (the dev server makes four): priority orders a partition, not
    // the queue, so with four a publish-now waited while polls of the other three took background
    // work, up to the whole of a backlog of 150 on a busy machine (test/e2e/urgent-first.test.ts).
    // One partition dispatches thousands of tasks a second, more than one machine's worker takes.
    for (const partitions of ['numTaskqueueReadPartitions', 'numTaskqueueWritePartitions'])
      args.push('--dynamic-config-value', `matching.${partitions}=1`);
    // The history service reads its new tasks (a run's first workflow task, a fired timer) at most
    // 20 times a second by default, so each waited 22 ms on average before it reached a worker:
    // half of a trivial workflow's start-to-result time here. Read as they come instead (an idle
    // server is woken by the task, not polling): a trivial start-to-result went from 44 to 28 ms.
    for (const queue of ['transfer', 'timer'])
      args.push('--dynamic-config-value', `history.${queue}ProcessorMaxPollRPS=1000`);
    if (this.options.persistent !== false) {
      args.push('--db-filename', path.join(dataDir, 'temporal.db'));
      // SQLite's default rollback journal makes every commit create, sync and delete a journal file;
      // the write-ahead log appends and syncs once per commit (synchronous=full: still durable
      // across a crash or power loss). About twice the workflow starts per second (npm run bench).
      args.push('--sqlite-pragma', 'journal_mode=wal', '--sqlite-pragma', 'synchronous=full');
    }
    if (this.options.headless) args.push('--headless');
    else args.push('--ui-port', String(uiPort));
    for (const [name, type] of Object.entries(searchAttributeDefinitions)) {
      args.push('--search-attribute', `${name}=${type}`);
    }
    await this.stopLeftover();
    const pidFile = path.join(dataDir, 'temporal.pid');
    this.process = new ManagedProcess('temporal', cli, args, {}, log);
    fs.writeFileSync(pidFile, String(this.process.child.pid));
    const exited = this.process.whenExited().then(() => {
      throw new Error('the Temporal dev server exited while starting (is the port taken?)');
    });
    await Promise.race([waitForPort('127.0.0.1', port, 60_000, 'Temporal dev server'), exited]);
    if (!this.options.headless) await waitForPort('127.0.0.1', uiPort, 30_000, 'Temporal UI');
  }

  /** A dev server left running by a start that was killed outright would hold the ports: stop it. */
  async stopLeftover(): Promise<void> {
    const pidFile = path.join(this.options.dataDir, 'temporal.pid');
    const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : NaN;
    if (!Number.isInteger(pid)) return;
    let cmdline = '';
    try {
      cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return;
    }
    if (!cmdline.includes('start-dev')) return;
    process.kill(pid, 'SIGTERM');
    for (let i = 0; i < 50 && fs.existsSync(`/proc/${pid}`); i += 1)
      await new Promise((r) => setTimeout(r, 200));
  }

  /** Resolves when the server process exits (for the supervisor in core/runtime/start.ts). */
  whenExited(): Promise<void> {
    return this.process?.whenExited() ?? Promise.resolve();
  }

  exitReason(): string {
    return this.process?.exitReason() ?? 'not started';
  }

  async stop(): Promise<void> {
    await this.process?.stop(10_000);
  }
}
