import { cpuNow, cpuPer, fmtRate, progress, type Benchmark } from './bench';
import { closedLoop, forEachConcurrently, uniqueText, type ApiClient } from './client';

export const CALLERS = 16;

/**
 * Sustained end to end: 16 callers each publishing with `wait: true` to chat and micro, one post
 * after the other, for a fixed time; a post counts when its answer says `published` (both targets
 * out). Reference: 16 callers doing bare `workflow.start` of the trivial workflow on the same
 * Temporal server (a worker runs them), measured before and after the posts; their mean is the
 * divisor.
 */
export const sustainedBench: Benchmark = {
  name: 'sustained',
  about: 'posts fully published per second (16 callers) ÷ bare workflow.start per second (16 callers)',
  async run({ api, reference, quick, log, shared, stack }) {
    const seconds = quick ? 5 : 30;
    const accountIds = await api.accountIds('chat', 'micro');

    log(`  reference: ${CALLERS} callers of bare workflow.start for ${seconds} s`);
    await reference.startsPerSecond(CALLERS, 2000); // warm-up
    await reference.drain();
    const cpuRef0 = cpuNow(stack);
    const before = await reference.startsPerSecond(CALLERS, seconds * 1000);
    await reference.drain();
    const refCpu = cpuPer(cpuRef0, cpuNow(stack), before.rate * seconds);
    log(`  reference before: ${fmtRate(before.rate)} starts; CPU ms per start and run: ${refCpu}`);

    log(`  posts: ${CALLERS} callers publishing with wait: true for ${seconds} s`);
    await forEachConcurrently(CALLERS, CALLERS * 2, async (i) => {
      const body = { content: uniqueText('sustained warm-up', i), accountIds, wait: true };
      await api.must('POST', '/v1/posts', body, 201, 202);
    });
    const cpuPosts0 = cpuNow(stack);
    const { rate: postRate, other } = await measurePosts(api, accountIds, seconds, log, quick);
    const postCpu = cpuPer(cpuPosts0, cpuNow(stack), postRate * seconds);
    log(`  CPU ms per post published: ${postCpu}`);

    const after = await reference.startsPerSecond(CALLERS, seconds * 1000);
    log(`  reference after: ${fmtRate(after.rate)} starts`);
    await reference.drain();
    const bare = (before.rate + after.rate) / 2;
    const ratio = postRate / bare;
    shared.set('sustainedPostsPerSecond', postRate);
    return [
      {
        benchmark: 'sustained: posts published/s ÷ bare starts/s (16 callers)',
        figure: `${ratio.toFixed(2)} (${fmtRate(postRate)} posts${other.length ? `, ${other.length} late` : ''})`,
        goal: '≥ 0.5',
        reference: `bare workflow.start: ${fmtRate(bare)} (before ${fmtRate(before.rate)}, after ${fmtRate(after.rate)}); CPU ms per post: ${postCpu}; per bare start and run: ${refCpu}`,
        met: ratio >= 0.5 && other.length === 0,
      },
    ];
  },
};

/** `CALLERS` loops publishing with `wait: true` for `seconds`: posts published per second. */
export async function measurePosts(
  api: ApiClient,
  accountIds: string[],
  seconds: number,
  log: (line: string) => void,
  quick: boolean,
): Promise<{ rate: number; other: string[] }> {
  const t0 = Date.now();
  let published = 0;
  const other: string[] = [];
  const tick = progress(log, 'posts answered', Number.POSITIVE_INFINITY, quick ? 50 : 200);
  await closedLoop(
    CALLERS,
    () => Date.now() - t0 >= seconds * 1000,
    async (_c, i) => {
      const answer = await api.call('POST', '/v1/posts', {
        content: uniqueText('sustained', i),
        accountIds,
        wait: true,
      });
      if (answer.status === 201 && answer.body.status === 'published') published += 1;
      else other.push(`${answer.status} ${answer.body?.status ?? answer.body?.error?.code}`);
      tick();
    },
  );
  const rate = published / ((Date.now() - t0) / 1000);
  const late = other.length
    ? `; ${other.length} not published in time: ${[...new Set(other)].join(', ')}`
    : '';
  log(`  posts: ${fmtRate(rate)} published${late}`);
  return { rate, other };
}
