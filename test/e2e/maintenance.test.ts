import type { Client } from '@temporalio/client';
import { TEMPORAL_CLIENT } from '../../core/container';
import { IdempotencyRecord, RequestLog } from '../../core/entities';
import { idAt } from '../../core/ids';
import { ensureMaintenanceSchedules } from '../../core/temporal/maintenance-schedules';
import { startHarness, type Harness } from '../support/harness';

describe('maintenance on Temporal', () => {
  let h: Harness;
  let client: Client;

  beforeAll(async () => {
    h = await startHarness();
    client = h.container.resolve<Client>(TEMPORAL_CLIENT);
  });
  afterAll(() => h.close());

  it('expires Idempotency-Key answers older than 24 hours and keeps newer ones', async () => {
    const em = h.orm.em.fork();
    const person = (await em.getConnection().execute<{ id: string }[]>('select id from persons limit 1'))[0]
      .id;
    const row = (key: string, hoursAgo: number) =>
      em.create(IdempotencyRecord, {
        id: `idem_${key}`,
        personId: person,
        key,
        requestHash: 'h',
        state: 'done',
        createdAt: new Date(Date.now() - hoursAgo * 3600_000),
      });
    row('old', 25);
    row('fresh', 1);
    await em.flush();

    const result = await client.workflow.execute('expireIdempotencyKeys', {
      taskQueue: h.config.taskQueue,
      workflowId: `maintenance-test-${Date.now()}`,
      args: [],
    });
    expect(result).toEqual({ deleted: 1 });
    const left = await h.orm.em.fork().find(IdempotencyRecord, {});
    expect(left.map((r) => r.key)).toEqual(['fresh']);
  });

  it('deletes request logs older than REQUEST_LOG_RETENTION_DAYS (30) and keeps newer ones', async () => {
    const em = h.orm.em.fork();
    const row = (name: string, daysAgo: number) => {
      const at = Date.now() - daysAgo * 86_400_000;
      return em.create(RequestLog, {
        id: `${idAt('log', at)}0000${name.padEnd(8, 'x')}`,
        requestId: `req_${name}_${Date.now()}`,
        method: 'GET',
        path: `/v1/${name}`,
        query: {},
        status: 200,
        durationMs: 1,
        source: 'api',
        createdAt: new Date(at),
      });
    };
    row('old', 31);
    row('older', 400);
    row('recent', 29);
    await em.flush();

    const result = await client.workflow.execute('expireRequestLogs', {
      taskQueue: h.config.taskQueue,
      workflowId: `maintenance-logs-test-${Date.now()}`,
      args: [],
    });
    expect(result).toEqual({ deleted: 2 });
    const paths = (await h.orm.em.fork().find(RequestLog, {})).map((r) => r.path);
    expect(paths).toContain('/v1/recent');
    expect(paths).not.toContain('/v1/old');
    expect(paths).not.toContain('/v1/older');
  });

  it('creates its hourly Schedules once, however often the API starts', async () => {
    await ensureMaintenanceSchedules(client, h.config.taskQueue);
    await ensureMaintenanceSchedules(client, h.config.taskQueue);
    const schedule = await client.schedule.getHandle('maintenance/idempotency-expiry').describe();
    expect(schedule.action).toMatchObject({ type: 'startWorkflow', workflowType: 'expireIdempotencyKeys' });
    expect(schedule.spec.intervals?.[0]).toMatchObject({ every: 3_600_000 });
    const reclaim = await client.schedule.getHandle('maintenance/media-reclaim').describe();
    expect(reclaim.action).toMatchObject({ type: 'startWorkflow', workflowType: 'reclaimAbandonedMedia' });
    const logs = await client.schedule.getHandle('maintenance/request-log-retention').describe();
    expect(logs.action).toMatchObject({ type: 'startWorkflow', workflowType: 'expireRequestLogs' });
    expect(logs.spec.intervals?.[0]).toMatchObject({ every: 3_600_000 });
  });
});
