import { Client as PgClient } from 'pg';
import { BridgeJobs } from '../../core/services/accounts/bridge-jobs';
import { ProtocolClient } from '../../plugins/kr_blog/sandbox-extension/protocol-client';
import { startHarness, type Harness } from '../support/harness';
import { until, waitForPost } from '../support/wait';

/**
 * The API hears the jobs to send on a PostgreSQL connection of its own (`LISTEN fanout_bridge`).
 * When that connection is lost (a database restart, an outage), the API listens again by itself,
 * and a job announced while it was deaf still reaches the extension online here.
 */
describe('kr bridge: the job listener after its connection is lost', () => {
  let h: Harness;
  let admin: PgClient;
  let dbName: string;
  let accountId: string;
  let extension: ProtocolClient;
  let handle: string;

  /** The backends of this suite's database that LISTEN for jobs (the API's listener). */
  const listeners = async (): Promise<number[]> =>
    (
      await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and query ilike 'listen%'`,
        [dbName],
      )
    ).rows.map((r) => r.pid);

  const terminateListener = async (): Promise<number[]> => {
    const pids = await listeners();
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [pids]);
    return pids;
  };

  const publishKr = async (title: string): Promise<string> => {
    const created = await h.call('POST', '/v1/posts', {
      content: `${title} 본문입니다.`,
      accountIds: [accountId],
      options: { kr_blog: { title, category: '일상', layout: 'as-is' } },
    });
    expect(created.status).toBe(202);
    return created.body.id;
  };

  beforeAll(async () => {
    h = await startHarness();
    dbName = new URL(h.databaseUrl).pathname.slice(1);
    admin = new PgClient({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    accountId = await h.accountId('kr_blog');
    const accounts = (await h.call('GET', '/v1/accounts')).body.data;
    handle = accounts.find((a: { id: string }) => a.id === accountId).handle;
    const token = await h.container.resolve(BridgeJobs).pair(accountId);
    extension = new ProtocolClient({
      apiUrl: h.url,
      token,
      blogBase: `${h.config.sandboxUrl}/kr_blog`,
      blogId: handle,
    });
    extension.start();
    await until(
      async () => (await h.call('GET', '/v1/channels/bridge')).body.data[0].bridge.state === 'online',
      10_000,
      'the extension to come online',
    );
    await until(async () => (await listeners()).length === 1, 10_000, 'the API to listen for jobs');
  });
  afterAll(async () => {
    extension?.stop();
    await admin?.query(`alter database "${dbName}" with allow_connections true`);
    await admin?.end();
    await h.close();
  });

  it('a post published after the listener was cut off reaches the extension and goes out', async () => {
    const [cut] = await terminateListener();
    expect(cut).toEqual(expect.any(Number));

    const id = await publishKr('끊긴 뒤에');
    const post = await waitForPost(h, id, (p) => p.status === 'published', 'the post to go out', 30_000);
    expect(post.targets[0]).toMatchObject({ status: 'published', errorCode: null });
    // It listens again, on a new connection.
    await until(
      async () => (await listeners()).some((pid) => pid !== cut),
      10_000,
      'the API to listen again',
    );
  });

  it('a job announced while the listener could not connect again is sent once it listens again', async () => {
    // New connections to this database are refused; the app's pooled ones (and the worker's) live on.
    await admin.query(`alter database "${dbName}" with allow_connections false`);
    let restored = false;
    try {
      await terminateListener();
      const id = await publishKr('듣지 못한 사이에');
      // The job is marked sent and announced while nothing listens. A read may fail meanwhile (the
      // pool cannot open a connection it lacks): it is read again.
      await waitForPost(
        h,
        id,
        (p) => p.targets?.[0]?.bridge?.state === 'working',
        'the job to be sent while the listener is away',
      );
      expect(await listeners()).toEqual([]);
      await admin.query(`alter database "${dbName}" with allow_connections true`);
      restored = true;

      const post = await waitForPost(h, id, (p) => p.status === 'published', 'the post to go out', 30_000);
      expect(post.targets[0]).toMatchObject({ status: 'published', errorCode: null });
      // Sent once: the blog has the post once.
      const blog = (await (
        await fetch(`${h.config.sandboxUrl}/kr_blog/_sandbox/kr/blogs/${handle}`)
      ).json()) as {
        posts: Array<{ title: string }>;
      };
      expect(blog.posts.filter((p) => p.title === '듣지 못한 사이에')).toHaveLength(1);
      await until(async () => (await listeners()).length === 1, 10_000, 'the API to listen again');
    } finally {
      if (!restored) await admin.query(`alter database "${dbName}" with allow_connections true`);
    }
  });
});
