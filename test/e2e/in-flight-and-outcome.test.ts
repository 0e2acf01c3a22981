import type { Client } from '@temporalio/client';
import { TEMPORAL_CLIENT } from '../../core/container';
import { postWorkflowId } from '../../core/temporal/post-workflows';
import { startHarness, type Harness } from '../support/harness';

/**
 * What a client and an operator see of a post on its way and after: a failed try that will be
 * retried is not the target's outcome; a run whose post failed says so in the Temporal UI.
 */
describe('in-flight targets and settled runs', () => {
  let h: Harness;
  let temporal: Client;

  beforeAll(async () => {
    h = await startHarness();
    temporal = h.container.resolve<Client>(TEMPORAL_CLIENT);
  });
  afterAll(() => h.close());

  it('a try refused by a rate limit shows as `retrying` while the target is still going out, errorCode null', async () => {
    const chat = h.sandbox.emulators.get('chat')!;
    chat.reset();
    // The Bot API answers "retry after 7": the target waits 7 s before its next try.
    chat.failNext('rate_limit');
    const created = await h.call('POST', '/v1/posts', {
      content: 'Rate limited once',
      accountIds: [await h.accountId('chat')],
    });
    expect(created.status).toBe(202);

    const retrying: Array<{ errorCode: string }> = [];
    const deadline = Date.now() + 30_000;
    for (;;) {
      const post = (await h.call('GET', `/v1/posts/${created.body.id}`)).body;
      const target = post.targets[0];
      if (target.status === 'published') break;
      expect(target).toMatchObject({ errorCode: null, retryable: null });
      if (target.retrying) retrying.push(target.retrying);
      if (Date.now() > deadline) throw new Error('the post never went out');
      await new Promise((r) => setTimeout(r, 300));
    }
    // Seen retrying at least once, always for the platform's error.
    expect(retrying.length).toBeGreaterThan(0);
    expect(new Set(retrying.map((r) => r.errorCode))).toEqual(new Set(['platform_error']));
    const done = (await h.call('GET', `/v1/posts/${created.body.id}`)).body.targets[0];
    expect(done).toMatchObject({ status: 'published', errorCode: null });
    expect(done.retrying).toBeUndefined();
  }, 60_000);

  it('a failed post is obvious in Temporal: result summary, memo and FanoutErrorCodes', async () => {
    const chat = h.sandbox.emulators.get('chat')!;
    chat.reset();
    chat.failNext('auth');
    const res = await h.call('POST', '/v1/posts', {
      content: 'Refused by the channel',
      accountIds: [await h.accountId('chat'), await h.accountId('micro')],
      wait: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('partial');
    const failed = res.body.targets.find((t: { platform: string }) => t.platform === 'chat');

    const handle = temporal.workflow.getHandle(postWorkflowId(res.body.id));
    const result = (await handle.result()) as { status: string; summary: string };
    expect(result.status).toBe('partial');
    expect(result.summary).toBe(`partial: 1 of 2 targets failed (chat ${failed.errorCode})`);
    const described = await handle.describe();
    expect(described.memo).toMatchObject({ outcome: result.summary });

    const found: string[] = [];
    const query = `FanoutErrorCodes = '${failed.errorCode}' AND FanoutPostId = '${res.body.id}'`;
    for (let i = 0; i < 50 && found.length === 0; i += 1) {
      // Visibility is eventually consistent on the dev server.
      for await (const run of temporal.workflow.list({ query })) found.push(run.workflowId);
      if (found.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(found).toEqual([postWorkflowId(res.body.id)]);
  });
});
