import type { ChildProcess } from 'node:child_process';
import type { Client } from '@temporalio/client';
import { TEMPORAL_CLIENT } from '../../core/container';
import { PublishAttempt } from '../../core/entities';
import type { CrashStep } from '../../core/crash-points';
import { startHarness, type Harness } from '../support/harness';
import { startWorkerProcess } from '../support/worker-process';

/**
 * DESIGN, "Never post twice": the worker is killed at every step of a send, for a channel that can
 * be asked what it holds (micro, `findPublished`), one that cannot (chat), and the open networks
 * (fedi, atproto: a look-up and a key per send). A new worker then finishes the post. The emulator
 * must hold exactly one copy, or none with the target `publish_unconfirmed`; never two.
 */
interface Case {
  channel: 'micro' | 'chat' | 'fedi' | 'atproto';
  step: CrashStep;
  /** Queued on the emulator first: the answer to the first try is lost, so a look-up happens. */
  lostAnswer?: boolean;
  copies: number;
  target: 'published' | 'publish_unconfirmed';
}

const CASES: Case[] = [
  { channel: 'micro', step: 'before-attempt', copies: 1, target: 'published' },
  // The try was written but never sent: the look-up finds nothing, so it is sent once.
  { channel: 'micro', step: 'after-attempt', copies: 1, target: 'published' },
  { channel: 'micro', step: 'after-accept', copies: 1, target: 'published' },
  { channel: 'micro', step: 'after-lookup', lostAnswer: true, copies: 1, target: 'published' },
  { channel: 'micro', step: 'after-settle', copies: 1, target: 'published' },
  { channel: 'chat', step: 'before-attempt', copies: 1, target: 'published' },
  // chat cannot be asked: an unanswered try stays unknown, whether or not it reached the platform.
  { channel: 'chat', step: 'after-attempt', copies: 0, target: 'publish_unconfirmed' },
  { channel: 'chat', step: 'after-accept', copies: 1, target: 'publish_unconfirmed' },
  // The case that posted twice: the look-up settled the try as unknown, the worker died before
  // Temporal heard of it, and the activity ran again.
  { channel: 'chat', step: 'after-lookup', lostAnswer: true, copies: 1, target: 'publish_unconfirmed' },
  { channel: 'chat', step: 'after-settle', copies: 1, target: 'published' },
  // The open networks: the status (record) is made, the worker dies before the outcome is stored;
  // the new worker's look-up (and fedi's Idempotency-Key, atproto's record key) keep it to one.
  { channel: 'fedi', step: 'after-accept', copies: 1, target: 'published' },
  { channel: 'fedi', step: 'after-lookup', lostAnswer: true, copies: 1, target: 'published' },
  { channel: 'atproto', step: 'after-accept', copies: 1, target: 'published' },
];

describe('a worker killed at each step of a send', () => {
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
    '$channel, killed $step: $copies copy, target $target',
    async ({ channel, step, lostAnswer, copies, target }) => {
      const emulator = h.sandbox.emulators.get(channel)!;
      emulator.reset();
      if (lostAnswer) emulator.failNext('drop_after_accept');
      crashing = await startWorkerProcess(h, { FANOUT_CRASH_AT: step });
      const died = new Promise((resolve) => crashing!.once('exit', resolve));

      const created = await h.call('POST', '/v1/posts', {
        content: `Killed ${step} on ${channel}`,
        accountIds: [await h.accountId(channel)],
      });
      expect(created.status).toBe(202);
      await died;

      await h.startWorker();
      try {
        const post = await settled(h, created.body.id);
        expect(emulator.posts()).toHaveLength(copies);
        const outcomes = {
          published: {
            post: 'published',
            target: { status: 'published', externalId: emulator.posts()[0]?.id },
          },
          publish_unconfirmed: {
            post: 'failed',
            target: { status: 'failed', errorCode: 'publish_unconfirmed', retryable: false },
          },
        };
        expect(post.status).toBe(outcomes[target].post);
        expect(post.targets[0]).toMatchObject(outcomes[target].target);
        const attempts = await h.orm.em.fork().find(PublishAttempt, { targetId: post.targets[0].id });
        // Never more than one try marked as the one that went out.
        expect(attempts.filter((a) => a.outcome === 'sent').length).toBeLessThanOrEqual(1);
      } finally {
        await h.stopWorker();
      }
    },
    90_000,
  );
});

/** Waits until the post's workflow has finished and its record is settled. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function settled(h: Harness, postId: string): Promise<any> {
  const client = h.container.resolve<Client>(TEMPORAL_CLIENT);
  await client.workflow.getHandle(`post/${postId}`).result();
  return (await h.call('GET', `/v1/posts/${postId}`)).body;
}
