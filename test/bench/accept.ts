import { fmtMs, fmtRate, until, untilQuiet, type Benchmark } from './bench';
import { sleep, uniqueText } from './client';
import { summary } from './reference';
import { measurePosts } from './sustained';

/**
 * Accept latency of a publish now (no `wait`) while posts arrive at half the sustained rate, open
 * loop: each post is sent when due and timed from when it was due. Every post must then go out.
 * Reference: bare `workflow.start` of the trivial workflow at the same rate, timed the same way.
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

    const latencies: number[] = [];
    const refused: string[] = [];
    const t0 = performance.now();
    const pending: Promise<void>[] = [];
    for (let i = 0; i < count; i += 1) {
      const due = t0 + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      pending.push(
        api.call('POST', '/v1/posts', { content: uniqueText('accept', i), accountIds, batchId }).then((a) => {
          latencies.push(performance.now() - due);
          if (a.status !== 202 && a.status !== 201) refused.push(`${a.status} ${a.body?.error?.code}`);
        }),
      );
      if ((i + 1) % Math.max(1, Math.round(rate * 10)) === 0) log(`  accepted ${latencies.length}/${count}`);
    }
    await Promise.all(pending);
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
    const ref = summary(await reference.openLoopStarts(rate, count));
    await reference.drain();
    const posts = summary(latencies);
    log(
      `  accept: p50 ${fmtMs(posts.p50)}, p99 ${fmtMs(posts.p99)}; bare start: p50 ${fmtMs(ref.p50)}, p99 ${fmtMs(ref.p99)}`,
    );
    return [
      {
        benchmark: `accept latency, publish now at ${fmtRate(rate)} (p99)`,
        figure: `${fmtMs(posts.p99)} (p50 ${fmtMs(posts.p50)}; ${published}/${count} published)`,
        goal: '≤ 50 ms',
        reference: `bare workflow.start at the same rate: p99 ${fmtMs(ref.p99)}, p50 ${fmtMs(ref.p50)}`,
        met: posts.p99 <= 50 && published === count,
      },
    ];
  },
};
