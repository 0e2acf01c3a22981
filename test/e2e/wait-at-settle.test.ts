import type { ChildProcess } from 'node:child_process';
import type { Client } from '@temporalio/client';
import { TEMPORAL_CLIENT } from '../../core/container';
import { RequestContext } from '@mikro-orm/core';
import { PostTarget } from '../../core/entities';
import { PublishService } from '../../core/services/posts/publish-service';
import { SettleNotices } from '../../core/services/posts/settle-notices';
import { startHarness, type Harness } from '../support/harness';
import { latestRun } from '../support/runs';
import { startWorkerProcess } from '../support/worker-process';

/**
 * A `wait: true` post is answered when its outcome is written (the settle's notice,
 * core/services/posts/settle-notices.ts), not when Temporal has closed its run: a worker killed
 * right after the settle leaves the run open until another worker takes its task, yet the person
 * waiting already has the published post.
 */
describe('wait: true answers at the settle', () => {
  let h: Harness;
  let crashing: ChildProcess | undefined;

  beforeAll(async () => {
    h = await startHarness({ worker: false });
  });
  afterAll(async () => {
    crashing?.kill('SIGKILL');
    await h.close();
  });

  it('the answer is the published post while the run, its worker killed after the settle, is still open', async () => {
    crashing = await startWorkerProcess(h, { FANOUT_CRASH_AT: 'after-settle' });
    const died = new Promise((resolve) => crashing!.once('exit', resolve));
    const accountIds = [await h.accountId('chat'), await h.accountId('micro')];

    const waited = await h.call('POST', '/v1/posts', {
      content: 'Answered at the settle',
      accountIds,
      wait: true,
    });
    expect(waited.status).toBe(201);
    expect(waited.body.status).toBe('published');
    expect(waited.body.targets.map((t: { status: string }) => t.status)).toEqual(['published', 'published']);
    await died;
    // The run that settled it is still open: without the notice this answer waited for it (a 202).
    expect((await latestRun(h, waited.body.id))?.status).toBe('RUNNING');
    // And the answer is what a read gives.
    expect((await h.call('GET', `/v1/posts/${waited.body.id}`)).body).toEqual(waited.body);

    // Another worker ends the run, and nothing goes out again.
    await h.startWorker();
    try {
      const client = h.container.resolve<Client>(TEMPORAL_CLIENT);
      await client.workflow.getHandle(`post/${waited.body.id}`).result();
      expect(
        h.sandbox.emulators
          .get('micro')!
          .posts()
          .filter((p) => p.text === 'Answered at the settle'),
      ).toHaveLength(1);
      expect((await h.call('GET', `/v1/posts/${waited.body.id}`)).body).toEqual(waited.body);
    } finally {
      await h.stopWorker();
    }
  }, 90_000);

  it("a settle's notice carries its rows, or only the post's id past PostgreSQL's 8000 bytes", async () => {
    // Posts no worker takes (none runs now), settled by hand as a run's last step does.
    const make = async (content: string) => {
      const made = await h.call('POST', '/v1/posts', { content, accountIds: [await h.accountId('chat')] });
      expect(made.status).toBe(202);
      const em = h.orm.em.fork();
      const target = await em.findOneOrFail(PostTarget, { postId: made.body.id });
      return { id: made.body.id as string, target, em };
    };
    const settle = (postId: string) =>
      RequestContext.create(h.orm.em, () => h.container.resolve(PublishService).settle(postId));
    const notices = h.container.resolve(SettleNotices);

    const small = await make('Settled, its rows in the notice');
    small.target.status = 'published';
    await small.em.flush();
    const heardSmall = notices.expect(small.id);
    await settle(small.id);
    const rows = await heardSmall.settled;
    expect(rows?.post).toMatchObject({ id: small.id, status: 'published' });
    expect(rows?.targets.map((t) => t.id)).toEqual([small.target.id]);

    // A target row past the notice's limit (a platform's long error message): the id alone, and
    // the settle itself still succeeds.
    const large = await make('Settled, too large for a notice');
    Object.assign(large.target, {
      status: 'failed',
      errorCode: 'server_error',
      errorMessage: 'x'.repeat(9000),
    });
    await large.em.flush();
    const heardLarge = notices.expect(large.id);
    await expect(settle(large.id)).resolves.toMatchObject({ settlement: { status: 'failed' } });
    await expect(heardLarge.settled).resolves.toBeUndefined();
  });
});
