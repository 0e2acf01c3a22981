import { fmtMs, progress, type Benchmark } from './bench';
import { uniqueText } from './client';
import { summary } from './reference';

/**
 * `wait: true` to chat and micro from one client, one post after the other: how long the answer
 * takes (HTTP, checks, the workflow, both sends to the emulators, the settle, the read back).
 * Reference: one client starting the trivial workflow and awaiting its result, the same number
 * of times: Temporal's round trip for a run that does nothing.
 */
export const waitBench: Benchmark = {
  name: 'wait',
  about: 'publish with wait: true to chat + micro, one client',
  async run({ api, reference, quick, log }) {
    const total = quick ? 40 : 200;
    const accountIds = await api.accountIds('chat', 'micro');
    // Warm-up: the first posts pay for connections, caches and the JIT.
    for (let i = 0; i < 10; i += 1) {
      await api.must('POST', '/v1/posts', { content: uniqueText('warm-up', i), accountIds, wait: true }, 201);
    }
    const latencies: number[] = [];
    const tick = progress(log, 'wait posts', total, quick ? 20 : 50);
    for (let i = 0; i < total; i += 1) {
      const answer = await api.call('POST', '/v1/posts', {
        content: uniqueText('wait', i),
        accountIds,
        wait: true,
      });
      if (answer.status !== 201 || answer.body.status !== 'published') {
        throw new Error(
          `post ${i} answered ${answer.status} ${answer.body?.status ?? JSON.stringify(answer.body)}`,
        );
      }
      latencies.push(answer.ms);
      tick();
    }
    const refLatencies: number[] = [];
    for (let i = 0; i < 10; i += 1) await reference.execute();
    for (let i = 0; i < total; i += 1) refLatencies.push(await reference.execute());
    const posts = summary(latencies);
    const ref = summary(refLatencies);
    log(
      `  wait: p50 ${fmtMs(posts.p50)}, p99 ${fmtMs(posts.p99)}, max ${fmtMs(posts.max)}; trivial workflow start+result: p50 ${fmtMs(ref.p50)}, p99 ${fmtMs(ref.p99)}`,
    );
    const reference_ = `trivial workflow start+result, 1 client: p50 ${fmtMs(ref.p50)}, p99 ${fmtMs(ref.p99)}`;
    return [
      {
        benchmark: 'wait: true, chat + micro, 1 client (p50)',
        figure: fmtMs(posts.p50),
        // Issue 30: 20 ms of room under the spec's 100.
        goal: '≤ 80 ms',
        reference: reference_,
        met: posts.p50 <= 80,
      },
      {
        benchmark: 'wait: true, chat + micro, 1 client (p99)',
        figure: fmtMs(posts.p99),
        goal: '≤ 250 ms',
        reference: `${total} posts, max ${fmtMs(posts.max)}`,
        met: posts.p99 <= 250,
      },
    ];
  },
};
