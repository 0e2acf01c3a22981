import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { startTimeSkipping, type TimeSkippingWorld } from '../support/time-skipping';

/**
 * Video reports are kept 30 days, then deleted by the hourly research-expiry workflow (a Temporal
 * Schedule in production), on the time-skipping server's clock.
 */
describe('expireResearchReports (time-skipping)', () => {
  let world: TimeSkippingWorld;
  let env: TestWorkflowEnvironment;
  let orm: MikroORM;

  beforeAll(async () => {
    world = await startTimeSkipping();
    ({ env, orm } = world);
  }, 120_000);
  afterAll(() => world?.close());

  it('keeps a video report 30 days and deletes it after', async () => {
    const now = await env.currentTimeMs();
    await orm.em.getConnection().execute(
      `insert into "video_reports" ("id", "person_id", "search_key", "search", "topic", "video_count", "from_cache", "videos", "prompt", "language", "created_at")
       values ('vrr_kept', 'per_x', 'k', '{}'::jsonb, null, 0, false, '[]'::jsonb, 'p', 'en', ?)`,
      [new Date(now)],
    );
    const run = (n: number) =>
      env.client.workflow.execute('expireResearchReports', {
        taskQueue: 'research-expiry',
        workflowId: `research-expiry-${n}`,
      });
    const [day29, day31] = await world.withWorker('research-expiry', async () => {
      await env.sleep('29 days');
      const first = await run(1);
      await env.sleep('2 days');
      return [first, await run(2)];
    });
    expect(day29).toMatchObject({ video_reports: 0 });
    expect(day31).toMatchObject({ video_reports: 1 });
    const left = await orm.em
      .getConnection()
      .execute(`select count(*)::int as n from "video_reports" where "id" = 'vrr_kept'`);
    expect(left[0].n).toBe(0);
  });
});
