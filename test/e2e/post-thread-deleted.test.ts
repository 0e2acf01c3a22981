import { startHarness, type Harness } from '../support/harness';
import { until } from '../support/wait';

/**
 * A post deleted from its channel keeps its record and its metrics (spec: state table): the counts
 * read just before the delete stay on the thread, with the time they were read.
 */
describe('metrics of a deleted post (GET /v1/posts/{id}/thread after DELETE)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('shows the counts the channel had just before the delete, and reads the channel no more', async () => {
    const micro = await h.accountId('micro');
    const res = await h.call('POST', '/v1/posts', {
      content: 'A post that will be deleted',
      accountIds: [micro],
      wait: true,
    });
    expect(res.body.status).toBe('published');
    const externalId = res.body.targets[0].externalId;
    const engaged = await fetch(`${h.config.sandboxUrl}/micro/_sandbox/engage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postId: externalId, metrics: { likes: 7, views: 120 } }),
    });
    expect(engaged.status).toBe(200);

    const removed = await h.call('DELETE', `/v1/posts/${res.body.id}`);
    expect(removed.status).toBe(200);
    await until(
      async () => (await h.call('GET', `/v1/posts/${res.body.id}/thread`)).body.metrics[0].asOf !== undefined,
      20_000,
      'the thread to show the kept metrics',
    );

    const thread = await h.call('GET', `/v1/posts/${res.body.id}/thread`);
    expect(thread.status).toBe(200);
    expect(thread.body.metrics[0]).toMatchObject({
      platform: 'micro',
      supported: true,
      values: { likes: 7, views: 120 },
      asOf: expect.any(String),
    });
    expect(Date.parse(thread.body.metrics[0].asOf)).toBeLessThanOrEqual(Date.now());
    // The channel holds it no more: nothing new is read from it.
    expect(
      h.sandbox.emulators
        .get('micro')!
        .posts()
        .find((p) => p.id === externalId)?.deleted,
    ).toBe(true);
  });
});
