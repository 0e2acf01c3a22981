import type { Client } from '@temporalio/client';
import { TEMPORAL_CLIENT } from '../../core/container';
import { IdempotencyRecord } from '../../core/entities';
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

  it('creates its hourly Schedules once, however often the API starts', async () => {
    await ensureMaintenanceSchedules(client, h.config.taskQueue);
    await ensureMaintenanceSchedules(client, h.config.taskQueue);
    const schedule = await client.schedule.getHandle('maintenance/idempotency-expiry').describe();
    expect(schedule.action).toMatchObject({ type: 'startWorkflow', workflowType: 'expireIdempotencyKeys' });
    expect(schedule.spec.intervals?.[0]).toMatchObject({ every: 3_600_000 });
    const reclaim = await client.schedule.getHandle('maintenance/media-reclaim').describe();
    expect(reclaim.action).toMatchObject({ type: 'startWorkflow', workflowType: 'reclaimAbandonedMedia' });
  });
});
