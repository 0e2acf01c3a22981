import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { EmbeddedPostgres } from '../../core/runtime/embedded-postgres';
import { freePort } from '../../core/runtime/processes';
import { TemporalDevServer } from '../../core/runtime/temporal-dev-server';
import { startHarness, type Harness } from '../support/harness';

/**
 * `npm run fault`: the guarantees under faults (issue 9). One PostgreSQL, one Temporal dev server
 * (persistent, so it can restart), the API and the emulators in this process, and a worker as a
 * child process. While 60 posts go to four channels, the worker is SIGKILLed every few seconds and
 * started again, Temporal is restarted once and PostgreSQL once. Then every post must settle and
 * each target's copies, counted on the emulators, must be one (published), at most one
 * (publish_unconfirmed), or none (any other failure). Prints the figures; exits 1 on a breach.
 *
 * FAULT_POSTS (default 60) and FAULT_KILL_EVERY_MS (default 4000) tune it.
 */
const POSTS = Number(process.env.FAULT_POSTS ?? 60);
const KILL_EVERY_MS = Number(process.env.FAULT_KILL_EVERY_MS ?? 4000);
const CHANNELS = ['chat', 'micro', 'strand', 'social'];
const SETTLE_TIMEOUT_MS = 10 * 60_000;

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-fault-'));
  const quiet = () => undefined;
  const pg = new EmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    port: await freePort(),
    database: 'postgres',
    log: quiet,
  });
  const temporal = new TemporalDevServer({
    dataDir: path.join(dir, 'temporal'),
    port: await freePort(),
    uiPort: await freePort(),
    namespace: 'default',
    persistent: true,
    headless: true,
    log: quiet,
  });
  await pg.start();
  await temporal.start();
  process.env.TEST_DATABASE_URL = pg.url;
  process.env.TEST_TEMPORAL_ADDRESS = temporal.address;
  process.env.TEMPORAL_LOG_LEVEL ??= 'ERROR';
  const h = await startHarness({ worker: false, env: { FREE_PLAN_POSTS_PER_MONTH: '100000' } });

  const workers = new WorkerLoop(h);
  let breaches = 0;
  try {
    await workers.start();
    const accountIds = await Promise.all(CHANNELS.map((c) => h.accountId(c)));
    const killer = workers.killEvery(KILL_EVERY_MS);

    const ids: string[] = [];
    const texts = new Map<string, string>();
    let retriedCreates = 0;
    for (let i = 0; i < POSTS; i += 1) {
      if (i === Math.floor(POSTS / 3)) {
        log('restarting Temporal');
        await temporal.stop();
        await temporal.start();
      }
      if (i === Math.floor((2 * POSTS) / 3)) {
        log('restarting PostgreSQL');
        await pg.stop();
        await pg.start();
      }
      const content = `Fault run ${i} ${randomUUID().slice(0, 8)}`;
      // An outage answers 5xx: the client sends again with the same key, and gets one post.
      const key = randomUUID();
      for (;;) {
        const res = await h
          .call('POST', '/v1/posts', { content, accountIds }, { headers: { 'idempotency-key': key } })
          .catch(() => ({ status: 0, body: undefined }));
        if (res.status === 201 || res.status === 202) {
          ids.push(res.body.id);
          texts.set(res.body.id, content);
          break;
        }
        retriedCreates += 1;
        await sleep(500);
      }
      await sleep(700);
      if ((i + 1) % 10 === 0) log(`${i + 1}/${POSTS} posts accepted`);
    }
    killer.stop();
    log(
      `all ${POSTS} accepted (${retriedCreates} creates answered during outages and were sent again); worker kills: ${workers.kills}`,
    );
    await workers.ensureRunning();

    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    let open = ids.length;
    while (open > 0) {
      if (Date.now() > deadline)
        throw new Error(`${open} posts still not settled after ${SETTLE_TIMEOUT_MS / 60_000} minutes`);
      const statuses = await Promise.all(
        ids.map(async (id) => (await h.call('GET', `/v1/posts/${id}`)).body?.status),
      );
      open = statuses.filter((s) => s === 'publishing' || s === 'scheduled' || s === undefined).length;
      if (open > 0) await sleep(2000);
    }
    log('every post settled');

    const tally = { published: 0, unconfirmed: 0, otherFailed: 0 };
    for (const id of ids) {
      const post = (await h.call('GET', `/v1/posts/${id}`)).body;
      for (const target of post.targets) {
        const copies = h.sandbox.emulators
          .get(target.platform)!
          .posts()
          .filter((p) => p.text === texts.get(id)).length;
        const ok =
          target.status === 'published'
            ? copies === 1
            : target.errorCode === 'publish_unconfirmed'
              ? copies <= 1
              : copies === 0;
        if (target.status === 'published') tally.published += 1;
        else if (target.errorCode === 'publish_unconfirmed') tally.unconfirmed += 1;
        else tally.otherFailed += 1;
        if (!ok) {
          breaches += 1;
          log(
            `BREACH ${id} ${target.platform}: ${target.status} ${target.errorCode ?? ''} with ${copies} copies`,
          );
        }
      }
    }
    log(
      `targets: ${ids.length * CHANNELS.length}; published with one copy: ${tally.published}; ` +
        `publish_unconfirmed: ${tally.unconfirmed}; other failures (no copy): ${tally.otherFailed}; breaches: ${breaches}`,
    );
  } finally {
    await workers.stop();
    await h.close();
    await temporal.stop();
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (breaches > 0) process.exit(1);
}

/** The worker as a child process that the run kills and starts again. */
class WorkerLoop {
  private child: ChildProcess | undefined;
  kills = 0;

  constructor(private readonly h: Harness) {}

  async start(): Promise<void> {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, '..', '..', 'activities', 'worker-main.ts')],
      {
        env: {
          ...process.env,
          DATABASE_URL: this.h.databaseUrl,
          TEMPORAL_ADDRESS: this.h.config.temporalAddress,
          FANOUT_SECRET: this.h.config.secret,
          SANDBOX_URL: this.h.config.sandboxUrl,
          TEMPORAL_TASK_QUEUE: this.h.config.taskQueue,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    child.stderr!.resume();
    await new Promise<void>((resolve) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('worker polling')) resolve();
      });
      // A worker that cannot start (Temporal or PostgreSQL restarting) is started again by the loop.
      child.once('exit', () => resolve());
    });
  }

  async ensureRunning(): Promise<void> {
    while (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) {
      await this.start();
      if (this.child!.exitCode !== null) await sleep(1000);
    }
  }

  killEvery(ms: number): { stop(): void } {
    let stopped = false;
    const loop = async () => {
      while (!stopped) {
        await sleep(ms * (0.5 + Math.random()));
        if (stopped) break;
        this.child?.kill('SIGKILL');
        this.kills += 1;
        await sleep(500);
        await this.ensureRunning();
      }
    };
    const running = loop();
    return {
      stop() {
        stopped = true;
        void running;
      },
    };
  }

  async stop(): Promise<void> {
    this.child?.kill('SIGKILL');
  }
}

void main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
