import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from '@temporalio/client';
import { TEMPORAL_CLIENT } from '../../core/container';
import { MAX_LIVE_READS } from '../../core/services/channels/read-slots';
import { startHarness, type Harness } from '../support/harness';

/**
 * `GET /v1/posts/{id}/thread` reads each target's metrics and replies live from the channel. Many
 * readers must not mean as many platform calls: readers of one post share a read for a few seconds,
 * and no more than MAX_LIVE_READS reads run at once however many posts are read.
 */
describe('thread reads under load', () => {
  let h: Harness;
  let micro: string;
  /** Requests the emulators received, and the most they were answering at one moment. */
  const seen = { requests: 0, inFlight: 0, maxInFlight: 0 };
  let platformDelayMs = 0;

  beforeAll(async () => {
    h = await startHarness();
    micro = await h.accountId('micro');
    // Watch (and, when asked, slow down) every request the platforms get, as a slow platform would.
    const [handler] = h.sandbox.server.listeners('request') as Array<
      (req: IncomingMessage, res: ServerResponse) => void
    >;
    h.sandbox.server.removeAllListeners('request');
    h.sandbox.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      seen.requests += 1;
      seen.inFlight += 1;
      seen.maxInFlight = Math.max(seen.maxInFlight, seen.inFlight);
      res.on('close', () => (seen.inFlight -= 1));
      setTimeout(() => handler(req, res), platformDelayMs);
    });
  });
  afterAll(() => h.close());

  const publish = async (content: string) => {
    const res = await h.call('POST', '/v1/posts', { content, accountIds: [micro], wait: true });
    expect(res.body.status).toBe('published');
    return res.body.id as string;
  };
  const reset = () => Object.assign(seen, { requests: 0, maxInFlight: seen.inFlight });

  it('twenty readers at once cost the channel what one reader costs, and a reread within seconds costs nothing', async () => {
    const id = await publish('Read by many');
    reset();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => h.call('GET', `/v1/posts/${id}/thread`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const shared = seen.requests;
    expect(new Set(answers.map((a) => JSON.stringify(a.body.metrics))).size).toBe(1);

    reset();
    expect((await h.call('GET', `/v1/posts/${id}/thread`)).status).toBe(200);
    expect(seen.requests).toBe(0);

    // Once the shared read is older than THREAD_READ_CACHE_MS (5 s), the next reader asks again.
    await sleep(5_500);
    reset();
    const alone = await h.call('GET', `/v1/posts/${id}/thread`);
    expect(alone.status).toBe(200);
    expect(alone.body.metrics[0]).toMatchObject({ platform: 'micro', supported: true });
    expect(seen.requests).toBeGreaterThan(0);
    expect(shared).toBe(seen.requests);
  }, 30_000);

  it(`runs at most ${MAX_LIVE_READS} live reads at once, however many posts are read`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < 15; i += 1) ids.push(await publish(`Post ${i} of many`));
    platformDelayMs = 300;
    reset();
    try {
      const answers = await Promise.all(ids.map((id) => h.call('GET', `/v1/posts/${id}/thread`)));
      expect(answers.map((a) => a.status)).toEqual(Array(ids.length).fill(200));
      for (const a of answers) expect(a.body.metrics[0].error).toBeUndefined();
    } finally {
      platformDelayMs = 0;
    }
    // 15 posts, a metrics and a replies read each: 30 reads, never more than the bound at once.
    expect(seen.maxInFlight).toBeLessThanOrEqual(MAX_LIVE_READS);
    expect(seen.maxInFlight).toBeGreaterThanOrEqual(MAX_LIVE_READS / 2);
  }, 60_000);

  it('names each read run after its post, with FanoutPostId and FanoutWorkspaceId, for the Temporal UI', async () => {
    const id = await publish('Find my reads');
    expect((await h.call('GET', `/v1/posts/${id}/thread`)).status).toBe(200);
    const client = h.container.resolve<Client>(TEMPORAL_CLIENT);
    const workspace = (await h.call('GET', '/v1/workspaces')).body.data[0].id;
    let found: string[] = [];
    for (let i = 0; i < 50 && found.length < 2; i += 1) {
      found = [];
      for await (const run of client.workflow.list({
        query: `WorkflowType = 'readChannel' AND FanoutPostId = '${id}' AND FanoutWorkspaceId = '${workspace}'`,
      })) {
        found.push(run.workflowId);
      }
      if (found.length < 2) await sleep(200);
    }
    expect(found.sort()).toEqual([
      expect.stringMatching(new RegExp(`^read/${id}/metrics/`)),
      expect.stringMatching(new RegExp(`^read/${id}/replies/`)),
    ]);
  }, 30_000);
});
