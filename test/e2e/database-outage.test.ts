import { Client as PgClient } from 'pg';
import { IdempotencyService, recordKey } from '../../core/services/operations/idempotency-service';
import { LogService } from '../../core/services/operations/log-service';
import { startHarness, type Harness } from '../support/harness';

/**
 * While PostgreSQL does not answer, the API says so with 503 `service_unavailable` and
 * Retry-After, a failure the client may retry, not a 500. The outage is this suite's own database
 * refusing connections (ALLOW_CONNECTIONS false, its sessions terminated); other suites' databases
 * on the same server are untouched.
 *
 * A statement waits at most 10 s for a pooled connection (knex's default is 60 s, jest's timeout
 * too): a wait that sticks after the outage fails with knex's own error, not the test's timeout.
 */
describe('a database outage', () => {
  let h: Harness;
  let chat: string;
  let admin: PgClient;
  let dbName: string;

  async function cutOff(): Promise<void> {
    await admin.query(`alter database "${dbName}" with allow_connections false`);
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
  }

  /** Connections of the app's pool handed out and not given back (knex's pool, tarn). */
  function connectionsInUse(): number {
    const { pool } = h.orm.em.getConnection().getKnex().client as { pool: { numUsed(): number } };
    return pool.numUsed();
  }

  async function restore(): Promise<void> {
    await admin.query(`alter database "${dbName}" with allow_connections true`);
  }

  beforeAll(async () => {
    h = await startHarness({ worker: false, databaseAcquireTimeoutMs: 10_000 });
    chat = await h.accountId('chat');
    dbName = new URL(h.databaseUrl).pathname.slice(1);
    admin = new PgClient({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await restore();
    await admin.end();
    await h.close();
  });

  it('is 503 service_unavailable with Retry-After; the same Idempotency-Key then creates the post once', async () => {
    const body = { content: 'Written during an outage', accountIds: [chat], draft: true };
    const headers = { 'Idempotency-Key': 'outage-retry-1' };

    await cutOff();
    try {
      for (const res of [
        await h.call('POST', '/v1/posts', body, { headers }),
        await h.call('GET', '/v1/posts'),
      ]) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(res.body.error).toMatchObject({
          code: 'service_unavailable',
          retryAfterSeconds: 5,
          requestId: res.headers.get('x-request-id'),
        });
        expect(res.body.error.message).toMatch(/retry in 5 seconds/);
      }
      // /health says which part is down.
      await new Promise((r) => setTimeout(r, 2_100)); // past the answer /health keeps for 2 s
      const health = await h.call('GET', '/health', undefined, { key: null });
      expect(health.status).toBe(503);
      expect(health.body.checks.database).toEqual({ ok: false, detail: expect.any(String) });
    } finally {
      await restore();
    }

    const created = await h.call('POST', '/v1/posts', body, { headers });
    expect(created.status).toBe(201);
    const replayed = await h.call('POST', '/v1/posts', body, { headers });
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body.id).toBe(created.body.id);

    const listed = await h.call('GET', '/v1/posts?status=draft&limit=100');
    expect(listed.status).toBe(200);
    const ours = listed.body.data.filter((p: { content: string }) => p.content === body.content);
    expect(ours.map((p: { id: string }) => p.id)).toEqual([created.body.id]);
  });

  /**
   * A request that took `label`'s key, then failed in an outage and could not delete its record:
   * the record is left pending, and the database is back.
   */
  const keyLeftPendingByOutage = async (label: string) => {
    const service = h.container.resolve(IdempotencyService);
    const person = (
      await h.orm.em.fork().getConnection().execute<{ id: string }[]>('select id from persons limit 1')
    )[0].id;
    const key = recordKey(null, label);
    const first = await service.begin(person, key, 'hash');
    expect(first.kind).toBe('run');
    await cutOff();
    try {
      await expect(service.abandon((first as { recordId: string }).recordId)).rejects.toThrow();
    } finally {
      await restore();
    }
    return { service, person, key };
  };

  it('a request it could not release during the outage does not hold the key after: the retry runs at once', async () => {
    const { service, person, key } = await keyLeftPendingByOutage('released-after-outage');
    const started = Date.now();
    const retry = await service.begin(person, key, 'hash');
    expect(retry.kind).toBe('run');
    expect(Date.now() - started).toBeLessThan(5_000);
    // Every statement that failed in the outage gave its connection back to the pool.
    await h.container.resolve(LogService).drain();
    expect(connectionsInUse()).toBe(0);
  });
  it("does not wait for its own unreleased request when the retry's first statement fails too", async () => {
    const { service, person, key } = await keyLeftPendingByOutage('released-after-a-second-failure');
    // The next delete of a key fails once, as a statement does that meets a pooled connection the
    // outage killed (its server process gone, which the pool has not noticed yet).
    const own = new PgClient({ connectionString: h.databaseUrl });
    await own.connect();
    await own.query('create sequence fail_once');
    await own.query(`create function fail_once() returns trigger language plpgsql as $$
      begin
        if nextval('fail_once') = 1 then raise exception 'connection lost (simulated)'; end if;
        return old;
      end $$`);
    await own.query(
      'create trigger fail_once before delete on idempotency_records for each row execute function fail_once()',
    );
    try {
      const started = Date.now();
      const retry = await service.begin(person, key, 'hash');
      expect(retry.kind).toBe('run');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await own.query('drop trigger fail_once on idempotency_records');
      await own.end();
    }
  });
});
