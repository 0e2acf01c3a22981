import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PublishAttempt } from '../../core/entities';
import { startHarness, type Harness } from '../support/harness';

/**
 * DESIGN, "Never post twice": kill the worker after the platform accepted a post but before the
 * activity completed; a new worker must find the post instead of sending it again.
 */
describe('a worker killed mid-publish', () => {
  let h: Harness;
  let first: ChildProcess | undefined;

  beforeAll(async () => {
    h = await startHarness({ worker: false });
  });
  afterAll(async () => {
    first?.kill('SIGKILL');
    await h.close();
  });

  it('leaves exactly one post on the platform and the target published', async () => {
    first = await startWorkerProcess(h);
    const micro = h.sandbox.emulators.get('micro')!;
    micro.failNext('hold_after_accept');
    const accountId = await h.accountId('micro');

    const created = await h.call('POST', '/v1/posts', {
      content: 'Survives a crash',
      accountIds: [accountId],
    });
    expect(created.status).toBe(202);
    await until(() => micro.posts().length === 1, 20_000, 'the platform to accept the post');

    // The platform holds the post, the activity waits for its answer: the worker dies now.
    first.kill('SIGKILL');
    await new Promise((resolve) => first!.once('exit', resolve));
    micro.releaseHeld();

    await h.startWorker();
    let post = created.body;
    await until(
      async () => {
        post = (await h.call('GET', `/v1/posts/${created.body.id}`)).body;
        return post.status !== 'publishing';
      },
      60_000,
      'the post to settle',
    );

    expect(post.status).toBe('published');
    expect(micro.posts()).toHaveLength(1);
    expect(post.targets[0]).toMatchObject({ status: 'published', externalId: micro.posts()[0].id });
    const attempts = await h.orm.em.fork().find(PublishAttempt, { targetId: post.targets[0].id });
    // One try reached the platform; the retry found its post instead of sending a second one.
    expect(attempts.map((a) => a.outcome)).toEqual(['sent']);
  }, 90_000);
});

async function startWorkerProcess(h: Harness): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '..', '..', 'activities', 'worker-main.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: h.databaseUrl,
        TEMPORAL_ADDRESS: h.config.temporalAddress,
        FANOUT_SECRET: h.config.secret,
        SANDBOX_URL: h.config.sandboxUrl,
        TEMPORAL_TASK_QUEUE: h.config.taskQueue,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('worker polling')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker process exited with ${code}`)));
  });
  return child;
}

async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
