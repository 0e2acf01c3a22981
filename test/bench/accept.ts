import { fmtMs, fmtRate, until, untilQuiet, type Benchmark } from './bench';
import { fmtDiskStalls, watchDiskStalls } from './disk-stalls';
import { openLoop } from './open-loop';
import { summary } from './reference';
import { measurePosts } from './sustained';

/**
 * Accept latency of a publish now (no `wait`) while posts arrive at half the sustained rate, open
 * loop: each post is sent when due and timed from when it was due, from a thread of its own
 * (open-loop.ts says why). Every post must then go out. Reference: bare `workflow.start` of the
 * trivial workflow at the same rate, timed the same way. Beside both: how long the disk held
 * everything up in each window (disk-stalls.ts), which no change of ours can take away.
 */
export const acceptBench: Benchmark = {
  name: 'accept',
  about: 'accept latency of publish now at half the sustained rate',
  async run({ api, db, reference, quick, log, shared, runId, stack }) {
    const accountIds = await api.accountIds('chat', 'micro');
    let sustained = shared.get('sustainedPostsPerSecond');
    if (sustained === undefined) {
      log('  the sustained rate is not known in this run: measuring it (10 s)');
      sustained = (await measurePosts(api, accountIds, 10, log, quick)).rate;
      await untilQuiet(stack, log);
    }
    const rate = Math.max(1, sustained / 2);
    const seconds = quick ? 15 : 60;
    const count = Math.round(rate * seconds);
    const batchId = `bench-accept-${runId}`;
    log(`  ${count} posts at ${fmtRate(rate)} (half of ${fmtRate(sustained)}), open loop`);

    const postsDisk = watchDiskStalls();
    const { latencies, refused } = await openLoop(
      { kind: 'posts', url: stack.url, key: stack.apiKey, accountIds, batchId, label: 'accept', rate, count },
      (done) => log(`  accepted ${done}/${count}`),
      Math.max(1, Math.round(rate * 10)),
    );
    const postsStalls = postsDisk.stop();
    if (refused.length > 0)
      throw new Error(`${refused.length} posts refused: ${[...new Set(refused)].join(', ')}`);
    log(`  all ${count} accepted; waiting for every one to go out`);
    const counts = async () =>
      (
        await db.query<{ status: string; n: string }>(
          'select status, count(*) n from posts where batch_id = $1 group by status',
          [batchId],
        )
      ).rows;
    await until(
      async () => (await counts()).every((r) => r.status !== 'publishing'),
      120_000,
      'accepted posts going out',
    );
    const outcome = await counts();
    const published = Number(outcome.find((r) => r.status === 'published')?.n ?? 0);

    // The reference starts as quiet as the posts did.
    await untilQuiet(stack, log);
    const startsDisk = watchDiskStalls();
    const ref = summary(await reference.openLoopStarts(rate, count));
    const startsStalls = startsDisk.stop();
    await reference.drain();
    const posts = summary(latencies);
    log(
      `  accept: p50 ${fmtMs(posts.p50)}, p99 ${fmtMs(posts.p99)}, ${fmtDiskStalls(postsStalls)}; bare start: p50 ${fmtMs(ref.p50)}, p99 ${fmtMs(ref.p99)}, ${fmtDiskStalls(startsStalls)}`,
    );
    return [
      {
        benchmark: `accept latency, publish now at ${fmtRate(rate)} (p99)`,
        figure: `${fmtMs(posts.p99)} (p50 ${fmtMs(posts.p50)}; ${published}/${count} published)`,
        goal: '≤ 50 ms',
        reference:
          `bare workflow.start at the same rate: p99 ${fmtMs(ref.p99)}, p50 ${fmtMs(ref.p50)}; ` +
          `while the posts went: ${fmtDiskStalls(postsStalls)}; while the starts went: ${fmtDiskStalls(startsStalls)}`,
        met: posts.p99 <= 50 && published === count,
      },
    ];
  },
};
