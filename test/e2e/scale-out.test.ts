import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import type { Client } from '@temporalio/client';
import { TEMPORAL_CLIENT } from '../../core/container';
import { postWorkflowId } from '../../core/temporal/post-workflows';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { startHarness, type Harness } from '../support/harness';
import { secondPerson } from '../support/people';
import { until } from '../support/wait';
import { startWorkerProcess } from '../support/worker-process';

/** Each key's calls a minute in the API processes: low, so the suite can spend it. */
const LIMIT = 50;
const POSTS = 40;
const CHANNELS = ['micro', 'social'] as const;

/**
 * Scaling out (docs/guide/operations.md): two API processes and two workers, each an OS process of
 * its own, on one database and one task queue of one Temporal. Posts go in through both APIs; each
 * goes out once on each channel, whichever worker runs it, and when one worker is killed mid-run the
 * other finishes its runs. One rate-limit budget spans both APIs, and /health names each process.
 */
describe('scaling out: two API processes and two workers on one database and task queue', () => {
  let h: Harness;
  const apis: ApiProcess[] = [];
  const workers: ChildProcess[] = [];
  /** Temporal names a worker `<pid>@<host>` in a run's history. */
  const workerName = (w: ChildProcess) => `${w.pid}@${os.hostname()}`;

  /** The processes' starts, awaited before they are stopped, so that none is left running. */
  let starting: Promise<unknown> = Promise.resolve();

  beforeAll(async () => {
    h = await startHarness({ worker: false });
    // The least scheduling lead lowered (as the benchmarks do), so scheduled posts come due in seconds.
    const env = { RATE_LIMIT_PER_MINUTE: String(LIMIT), FANOUT_SCHEDULE_MIN_LEAD_SECONDS: '1' };
    const started = Promise.allSettled([
      ...[1, 2].map(() => startApiProcess(h, env).then((a) => apis.push(a))),
      ...[1, 2].map(() => startWorkerProcess(h, {}).then((w) => workers.push(w))),
    ]);
    starting = started;
    const failed = (await started).find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    // Four processes compiling and bundling at once (about 40 CPU-seconds): on a 2-CPU machine
    // others load, that can take minutes.
  }, 300_000);
  afterAll(async () => {
    await starting;
    for (const child of [...apis.map((a) => a.child), ...workers]) child.kill('SIGKILL');
    await h.close();
  }, 180_000);

  const call = async (base: string, method: string, path: string, key: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, headers: res.headers, body: (await res.json()) as any };
  };

  it('/health is answered by each API process, each naming itself', async () => {
    const answers = await Promise.all(
      apis.map(async (api) => {
        let res: Response | undefined;
        // Ok once both workers' first polls have reached the task queue.
        await until(
          async () => (res = await fetch(`${api.url}/health`)).status === 200,
          20_000,
          `${api.url}/health to be 200`,
        );
        return (await res!.json()) as { ok: boolean; process: string };
      }),
    );
    expect(answers).toEqual(
      apis.map((api) => expect.objectContaining({ ok: true, process: `${api.child.pid}@${os.hostname()}` })),
    );
    expect(new Set(answers.map((a) => a.process)).size).toBe(2);
  });

  it('spends one rate-limit budget across both APIs: calls spread over them are refused once the sum reaches it', async () => {
    const { key } = await secondPerson(h, 'Limited');
    // All the calls in one minute's window (the limit counts per fixed minute).
    const intoWindow = 60_000 - (Date.now() % 60_000);
    if (intoWindow < 5_000) await new Promise((r) => setTimeout(r, intoWindow + 50));
    // At once, half through each API: one counter, so each answer has its own remaining count.
    const spent = await Promise.all(
      Array.from({ length: LIMIT }, (_, i) => call(apis[i % 2].url, 'GET', '/v1/workspaces', key)),
    );
    expect(spent.map((r) => r.status)).toEqual(Array(LIMIT).fill(200));
    expect(spent.map((r) => Number(r.headers.get('ratelimit-remaining'))).sort((x, y) => x - y)).toEqual(
      Array.from({ length: LIMIT }, (_, i) => i),
    );
    for (const api of apis) {
      const refused = await call(api.url, 'GET', '/v1/workspaces', key);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatchObject({ code: 'rate_limited', limit: LIMIT });
      expect(refused.headers.get('ratelimit-limit')).toBe(String(LIMIT));
      expect(refused.headers.get('ratelimit-remaining')).toBe('0');
      expect(refused.headers.get('retry-after')).toBe(String(refused.body.error.retryAfter));
    }
  });

  it('publishes through both APIs: every post out once on each channel, both workers working, and one killed mid-send leaves the other finishing', async () => {
    const accountIds = await Promise.all(CHANNELS.map((c) => h.accountId(c)));
    const run = Date.now().toString(36);
    const texts = Array.from({ length: POSTS }, (_, i) => `Scale-out ${run} post ${i}`);
    const publish = (i: number, extra: object) =>
      call(apis[i % 2].url, 'POST', '/v1/posts', h.apiKey, { content: texts[i], accountIds, ...extra });
    const sandbox = (channel: string, path: string, body?: unknown) =>
      fetch(`${h.config.sandboxUrl}/${channel}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const received = async (channel: string) =>
      ((await (await sandbox(channel, '/_sandbox/posts')).json()) as { posts: Array<{ text: string }> }).posts
        .map((p) => p.text)
        .filter((t) => t.startsWith(`Scale-out ${run} `));

    // Posts 0-5 scheduled, coming due (15 s on) while a worker is being killed; their timers are
    // in whichever worker ran their first task, and a dead worker's must move to the other.
    const dueAt = new Date(Date.now() + 15_000).toISOString();
    const scheduled = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => publish(i, { scheduledAt: dueAt })));
    // Posts 6-15 with wait: true, two at a time (one through each API): each answers once out.
    const waited = [];
    for (let i = 6; i < 16; i += 2)
      waited.push(...(await Promise.all([i, i + 1].map((j) => publish(j, { wait: true })))));
    // Posts 16-39 at once, their micro sends stored but unanswered until released: in flight in
    // both workers when one is killed.
    const held = POSTS - 16;
    expect(
      (await sandbox('micro', '/_sandbox/fail', { kind: 'hold_after_accept', count: held })).status,
    ).toBe(200);
    const flood = await Promise.all(texts.slice(16).map((_, k) => publish(16 + k, {})));
    expect(
      [...scheduled, ...waited, ...flood].map((a) => `${a.status} ${a.body.status ?? a.body.error?.code}`),
    ).toEqual([
      ...Array(6).fill('201 scheduled'),
      ...Array(10).fill('201 published'),
      ...Array(held).fill('202 publishing'),
    ]);
    const ids = [...scheduled, ...waited, ...flood].map((a) => a.body.id as string);

    await until(
      // Every write since the holds were queued took one (a scheduled post come due may be among them).
      async () => (await received('micro')).length >= 10 + held,
      60_000,
      'every held micro send to reach the emulator',
    );
    const [killed, survivor] = workers;
    killed.kill('SIGKILL');
    expect((await sandbox('micro', '/_sandbox/release', {})).status).toBe(200);

    // What a user sees (the list, read through the suite's own API, which has no limit).
    let statuses = new Map<string, string>();
    await until(
      async () => {
        const list = await h.call('GET', '/v1/posts?limit=100');
        statuses = new Map(list.body.data.map((p: { id: string; status: string }) => [p.id, p.status]));
        return ids.every((id) => statuses.get(id) === 'published');
      },
      60_000,
      () => `every post published (not yet: ${ids.filter((id) => statuses.get(id) !== 'published').length})`,
    );

    // Through an API process, as a user reads it: every post and every target published.
    const listed = await call(apis[1].url, 'GET', '/v1/posts?limit=100', h.apiKey);
    expect(listed.status).toBe(200);
    const byId = new Map(listed.body.data.map((p: { id: string }) => [p.id, p]));
    expect(ids.map((id) => byId.get(id))).toEqual(
      ids.map(() =>
        expect.objectContaining({
          status: 'published',
          targets: CHANNELS.map(() => expect.objectContaining({ status: 'published' })),
        }),
      ),
    );

    // What each channel received, by the emulator's own record: each text exactly once.
    for (const channel of CHANNELS) {
      expect({ channel, texts: (await received(channel)).sort() }).toEqual({
        channel,
        texts: [...texts].sort(),
      });
    }

    // Who did the work, by each run's history (the worker that completed each workflow task, and
    // that started each regular activity): both workers, and runs the killed one had begun were
    // finished by the other.
    const client = h.container.resolve<Client>(TEMPORAL_CLIENT);
    const histories = await Promise.all(
      ids.map((id) => client.workflow.getHandle(postWorkflowId(id)).fetchHistory()),
    );
    const names = histories.map((history) =>
      (history.events ?? []).flatMap(
        (e) =>
          e.workflowTaskCompletedEventAttributes?.identity ??
          e.activityTaskStartedEventAttributes?.identity ??
          [],
      ),
    );
    expect(new Set(names.flat())).toEqual(new Set(workers.map(workerName)));
    const taken = names.filter((n) => n.includes(workerName(killed)) && n.at(-1) === workerName(survivor));
    expect(taken.length).toBeGreaterThan(0);
  }, 150_000);
});
