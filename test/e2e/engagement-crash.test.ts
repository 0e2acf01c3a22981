import type { ChildProcess } from 'node:child_process';
import type { CrashStep } from '../../core/crash-points';
import { startHarness, type Harness } from '../support/harness';
import { publishNow } from '../support/posts';
import { until } from '../support/wait';
import { startWorkerProcess } from '../support/worker-process';

/**
 * DESIGN, "Never post twice", for engagement: the worker is killed while replying, once after the
 * try was written and once after the channel took the reply. Another worker finishes the action:
 * exactly one reply where the channel can be asked (micro looks it up), and where it cannot (chat),
 * none or one with the action `unconfirmed`; never two.
 */
const CASES: Array<{ channel: 'micro' | 'chat'; step: CrashStep; copies: number; status: string }> = [
  { channel: 'micro', step: 'after-attempt', copies: 1, status: 'done' },
  { channel: 'micro', step: 'after-accept', copies: 1, status: 'done' },
  { channel: 'chat', step: 'after-attempt', copies: 0, status: 'unconfirmed' },
  { channel: 'chat', step: 'after-accept', copies: 1, status: 'unconfirmed' },
];

describe('a worker killed while it replies', () => {
  let h: Harness;
  let crashing: ChildProcess | undefined;

  beforeAll(async () => {
    h = await startHarness({ worker: false });
  });
  afterAll(async () => {
    crashing?.kill('SIGKILL');
    await h.close();
  });

  it.each(CASES)(
    '$channel, killed $step: $copies reply, action $status',
    async ({ channel, step, copies, status }) => {
      const emulator = h.sandbox.emulators.get(channel)!;
      await h.startWorker();
      const post = await publishNow(h, `Answer me after ${step}`, [await h.accountId(channel)]);
      await h.stopWorker();

      crashing = await startWorkerProcess(h, { FANOUT_CRASH_AT: step });
      const died = new Promise((resolve) => crashing!.once('exit', resolve));
      const text = `Reply killed ${step}`;
      const asked = await h.call('POST', '/v1/engagement/reply', { postId: post.id, content: text });
      expect([201, 202]).toContain(asked.status);
      await died;

      await h.startWorker();
      try {
        let action = asked.body;
        await until(
          async () =>
            (action = (await h.call('GET', `/v1/engagement/${asked.body.id}`)).body).status !== 'pending',
          60_000,
          'the action settled by the next worker',
        );
        expect(action.status).toBe(status);
        const replies = emulator.posts().filter((p) => p.text === text);
        expect(replies).toHaveLength(copies);
        expect(action.result?.externalId ?? null).toBe(status === 'done' ? replies[0].id : null);
      } finally {
        await h.stopWorker();
      }
    },
    120_000,
  );
});
