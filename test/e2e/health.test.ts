import os from 'node:os';
import { Client, Connection } from '@temporalio/client';
import { HealthService, POLLED_WITHIN_MS } from '../../core/services/operations/health-service';
import { startHarness, type Harness } from '../support/harness';

/**
 * GET /health (no key) tells an operator whether the service can do its work: PostgreSQL and
 * Temporal answer, and a worker polls the task queue. A service whose workers stopped polling
 * must not answer "ok".
 */
describe('GET /health', () => {
  describe('with a worker polling', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
    });
    afterAll(() => h.close());

    it('is 200 ok with every check ok and when the worker last polled', async () => {
      // The worker's first polls reach the server a moment after it starts.
      let res = await h.call('GET', '/health', undefined, { key: null });
      for (let i = 0; i < 50 && res.status !== 200; i += 1) {
        await new Promise((r) => setTimeout(r, 200));
        res = await h.call('GET', '/health', undefined, { key: null });
      }
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ok: true,
        process: `${process.pid}@${os.hostname()}`,
        checks: {
          database: { ok: true },
          temporal: { ok: true },
          worker: { ok: true, lastPollAt: expect.any(String) },
        },
      });
      expect(Date.now() - Date.parse(res.body.checks.worker.lastPollAt)).toBeLessThan(POLLED_WITHIN_MS);
    });
  });

  describe('with no worker on the task queue', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness({ worker: false });
    });
    afterAll(() => h.close());

    it('is 503, not ok, and says no worker polled the task queue', async () => {
      const res = await h.call('GET', '/health', undefined, { key: null });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        ok: false,
        process: `${process.pid}@${os.hostname()}`,
        checks: {
          database: { ok: true },
          temporal: { ok: true },
          worker: { ok: false, detail: expect.stringContaining(`task queue "${h.config.taskQueue}"`) },
        },
      });
    });

    it('says Temporal is down when it does not answer, within seconds', async () => {
      // A client of a Temporal that is not there: nothing listens on port 1.
      const away = new Client({
        connection: Connection.lazy({ address: '127.0.0.1:1', connectTimeout: 500 }),
      });
      const health = new HealthService(h.orm, away, 'default', h.config.taskQueue);
      const started = Date.now();
      const answer = await health.check();
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(answer).toMatchObject({
        ok: false,
        checks: {
          database: { ok: true },
          temporal: { ok: false, detail: expect.any(String) },
          worker: { ok: false },
        },
      });
    });
  });
});
