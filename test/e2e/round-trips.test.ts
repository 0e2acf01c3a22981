import { Client, Connection } from '@temporalio/client';
import { keyCacheOf } from '../../core/auth/key-cache';
import { TEMPORAL_CLIENT } from '../../core/container';
import { LogService } from '../../core/services/operations/log-service';
import { postWorkflowId } from '../../core/temporal/post-workflows';
import { type Harness, startHarness } from '../support/harness';
import { RoundTrips } from '../support/round-trips';

/**
 * What one post to two channels (chat and micro, as `npm run bench` publishes) costs in round
 * trips, counted, not timed: statements sent to PostgreSQL per phase (the API's accept, each
 * target's send in the worker, the run's start and settle) and calls to Temporal (the API's gRPC
 * calls; the run's history: workflow tasks, activity tasks, local activities). A count above its
 * budget fails: the budgets below say why each is what it is (docs/guide/performance.md, Round trips).
 */
const BUDGET = {
  /**
   * The accept of a publish now (17 before issue 30, 11 before its second round, 7 before its
   * third): the accounts (1 read; the key, its person and workspaces come from the key cache of a
   * key in use); one transaction: BEGIN, the accounts' locks in one statement, the post and its
   * targets in one statement that also runs the duplicate check, COMMIT (4); the request's log (1).
   * No read back: the answer is the rows as written. The locks cannot share the check's statement:
   * a statement sees only what was committed before it began, so it would miss the post of a
   * request that held them first.
   */
  accept: 6,
  /**
   * A `wait: true` accept (17, then 13, then 9, then 8): the same (6); the answer is made of the rows
   * the run's settle returned (its workflow's result), not read again.
   */
  acceptWait: 6,
  /** A scheduled accept (20, then 12, then 8): the same, and whether a subscription takes `post.scheduled` (1). */
  acceptScheduled: 7,
  /**
   * A publish now with an `Idempotency-Key` (9 before issue 30's fourth round): the same (6), the
   * key claimed in one statement (an insert that does nothing when the key has a record: only then
   * is the record read), and the answer stored for replay (1).
   */
  acceptKeyed: 8,
  /**
   * The run's statements in the worker, in parts (they run in one local activity, so they are
   * counted together: `run`). The begin and plan (4 before): one update of the post that returns
   * its targets to send, each with what its first try reads (the target, its post, its account and
   * its earlier attempts).
   */
  start: 1,
  /**
   * One target's first try (12 before issue 30, 6 before its second round, 3 before its fifth): it
   * reads nothing (the start did); the attempt written before the platform call and the outcome
   * after, one statement each. A later try reads those rows first: 3.
   */
  target: 2,
  /**
   * The settle (10 before, 3 before issue 30's fifth round): the post's status from its targets in
   * one statement, which also says whether a next-post automation waits (only then is it bound, in
   * one more) and which events the workspace's subscriptions take (only when one takes a settle's
   * events are they stored).
   */
  settle: 1,
  /** The API's calls to Temporal for a publish now: the start. */
  grpcAccept: 1,
  /** For `wait: true`: the start and the long poll for the outcome. */
  grpcWait: 2,
  /** Workflow tasks on the server per post: one (the local activities run inside it). */
  workflowTasks: 1,
  /** Activity tasks on the server per post: none (every step is a local activity). */
  activityTasks: 0,
  /**
   * Local activities per post: one (4 before issue 30's fifth round: begin-and-plan, one per target,
   * settle). A post whose targets are all quick goes out in one step: start, the first tries, settle.
   */
  localActivities: 1,
};

/** The run's statements for a post to chat and micro: start, two targets, settle (6; 10 before the fifth round). */
const runBudget = BUDGET.start + 2 * BUDGET.target + BUDGET.settle;

let h: Harness;
let own: Client;
let trips: RoundTrips;
let accountIds: string[];

beforeAll(async () => {
  // A scheduled post made 2 s ahead goes out within the test.
  h = await startHarness({ env: { FANOUT_SCHEDULE_MIN_LEAD_SECONDS: '1' } });
  accountIds = [await h.accountId('chat'), await h.accountId('micro')];
  // The test's own client, to wait on runs and read histories without being counted.
  own = new Client({ connection: await Connection.connect({ address: h.config.temporalAddress }) });
  trips = RoundTrips.attach(h.container.resolve<Client>(TEMPORAL_CLIENT));
  // Warm: the pool's connections and the ORM's metadata are made before anything is counted.
  await publish({ content: 'round trips: warm-up', accountIds, wait: true });
});

afterAll(async () => {
  trips?.detach();
  await own?.connection.close();
  await h?.close();
});

let seq = 0;
async function publish(body: Record<string, unknown>, headers?: Record<string, string>) {
  seq += 1;
  const res = await h.call(
    'POST',
    '/v1/posts',
    { ...body, content: `${body.content} ${seq} ${Date.now()}` },
    { headers },
  );
  expect([201, 202]).toContain(res.status);
  return res.body as { id: string; status: string };
}

/** Counts one post's round trips from its accept to its run's end (and the API's deferred log write). */
async function counted(body: Record<string, unknown>, headers?: Record<string, string>) {
  // A key in use (as a client publishing is): its rows come from the key cache, not a read. Read
  // afresh first, so that its 5 s are not about to run out when the post comes.
  keyCacheOf(h.orm).clear();
  expect((await h.call('GET', '/v1/workspaces')).status).toBe(200);
  // The log writes of earlier calls are not this post's.
  await h.container.resolve(LogService).drain();
  trips.start();
  const post = await publish(body, headers);
  const apiGrpc = trips.grpcByMethod();
  const handle = own.workflow.getHandle(postWorkflowId(post.id));
  await handle.result();
  await h.container.resolve(LogService).drain();
  trips.stop();
  const events = (await handle.fetchHistory()).events ?? [];
  const kinds = (attr: string) => events.filter((e) => (e as Record<string, unknown>)[attr] != null).length;
  const sql = trips.byPhase();
  return {
    post,
    sql,
    accept: sql.api ?? 0,
    // Every statement of the run in the worker (its steps, whichever activities made them).
    run: Object.entries(sql).reduce((a, [phase, n]) => (phase === 'api' ? a : a + n), 0),
    apiGrpc,
    grpcCalls: Object.values(apiGrpc).reduce((a, n) => a + n, 0),
    workflowTasks: kinds('workflowTaskScheduledEventAttributes'),
    activityTasks: kinds('activityTaskScheduledEventAttributes'),
    // Local activities are markers in the history; so are `patched` calls, which are not counted.
    localActivities: events.filter(
      (e) => e.markerRecordedEventAttributes?.markerName === 'core_local_activity',
    ).length,
    events: events.length,
  };
}

/** The counts on one line (ROUND_TRIPS_SQL=1: with every statement, by phase). */
function report(label: string, c: Awaited<ReturnType<typeof counted>>) {
  const listing =
    process.env.ROUND_TRIPS_SQL === '1'
      ? '\n' +
        Object.keys(c.sql)
          .map((p) => `  ${p}:\n    ${trips.listing(p).join('\n    ')}`)
          .join('\n')
      : '';
  console.log(
    `${label}: SQL ${JSON.stringify(c.sql)}; accept ${c.accept}, run ${c.run}; ` +
      `API gRPC ${JSON.stringify(c.apiGrpc)}; history: ${c.events} events, ${c.workflowTasks} workflow tasks, ` +
      `${c.activityTasks} activity tasks, ${c.localActivities} local activities${listing}`,
  );
}

describe('round trips of one post to chat and micro', () => {
  it('a publish now stays within its budget of statements and Temporal calls', async () => {
    const c = await counted({ content: 'round trips: now', accountIds });
    report('publish now', c);
    expect(c.post.status).toBe('publishing');
    expect(c.accept).toBeLessThanOrEqual(BUDGET.accept);
    expect(c.run).toBeLessThanOrEqual(runBudget);
    expect(c.grpcCalls).toBeLessThanOrEqual(BUDGET.grpcAccept);
    expect(c.workflowTasks).toBeLessThanOrEqual(BUDGET.workflowTasks);
    expect(c.activityTasks).toBeLessThanOrEqual(BUDGET.activityTasks);
    expect(c.localActivities).toBeLessThanOrEqual(BUDGET.localActivities);
  });

  it('a publish now with an Idempotency-Key stays within its budget', async () => {
    const c = await counted(
      { content: 'round trips: keyed', accountIds },
      { 'Idempotency-Key': `round-trips-${Date.now()}` },
    );
    report('publish now, keyed', c);
    expect(c.post.status).toBe('publishing');
    expect(c.accept).toBeLessThanOrEqual(BUDGET.acceptKeyed);
    expect(c.grpcCalls).toBeLessThanOrEqual(BUDGET.grpcAccept);
    expect(c.run).toBeLessThanOrEqual(runBudget);
  });

  it('a wait: true accept stays within its budget', async () => {
    const c = await counted({ content: 'round trips: wait', accountIds, wait: true });
    report('wait: true', c);
    expect(c.post.status).toBe('published');
    expect(c.accept).toBeLessThanOrEqual(BUDGET.acceptWait);
    expect(c.grpcCalls).toBeLessThanOrEqual(BUDGET.grpcWait);
    expect(c.run).toBeLessThanOrEqual(runBudget);
  });

  it('a scheduled accept stays within its budget, and so does its run when its time comes', async () => {
    const scheduledAt = new Date(Date.now() + 2_000).toISOString();
    const c = await counted({ content: 'round trips: scheduled', accountIds, scheduledAt });
    report('scheduled', c);
    expect(c.post.status).toBe('scheduled');
    expect(c.accept).toBeLessThanOrEqual(BUDGET.acceptScheduled);
    expect(c.grpcCalls).toBeLessThanOrEqual(BUDGET.grpcAccept);
    // One workflow task more than a publish now: the timer's.
    expect(c.workflowTasks).toBeLessThanOrEqual(BUDGET.workflowTasks + 1);
    expect(c.localActivities).toBeLessThanOrEqual(BUDGET.localActivities);
    expect(c.run).toBeLessThanOrEqual(runBudget);
  });
});

describe('a wait: true answer made without reading the post again', () => {
  it('is what a read gives once the post is out: every field, in order, targets by id', async () => {
    const res = await h.call('POST', '/v1/posts', { content: `shape ${Date.now()}`, accountIds, wait: true });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('published');
    const read = await h.call('GET', `/v1/posts/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(JSON.stringify(res.body)).toBe(JSON.stringify(read.body));
    expect(res.body.targets.map((t: { platform: string; status: string }) => [t.platform, t.status])).toEqual(
      [
        ['chat', 'published'],
        ['micro', 'published'],
      ],
    );
  });

  it("is what a read gives for a chain, with each item's external id", async () => {
    const micro = accountIds[1];
    const stamp = Date.now();
    const res = await h.call('POST', '/v1/posts', {
      threadItems: [{ content: `chain one ${stamp}` }, { content: `chain two ${stamp}` }],
      accountIds: [micro],
      wait: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.targets[0].itemExternalIds).toHaveLength(2);
    const read = await h.call('GET', `/v1/posts/${res.body.id}`);
    expect(JSON.stringify(res.body)).toBe(JSON.stringify(read.body));
  });
});
