import globalSetup from '../support/global-setup';
import globalTeardown from '../support/global-teardown';
import { startHarness } from '../support/harness';

/**
 * `npm run bench`: how long a publish to chat and micro takes end to end with `wait: true`
 * (HTTP, PostgreSQL, the workflow, two activities, the emulators over HTTP). Prints progress.
 * BENCH_POSTS sets the count (default 100).
 */
async function main(): Promise<void> {
  const total = Number(process.env.BENCH_POSTS ?? 100);
  await globalSetup();
  const h = await startHarness();
  try {
    const accountIds = [await h.accountId('chat'), await h.accountId('micro')];
    const latencies: number[] = [];
    const started = Date.now();
    for (let i = 0; i < total; i += 1) {
      const t0 = performance.now();
      const res = await h.call('POST', '/v1/posts', { content: `bench post ${i}`, accountIds, wait: true });
      latencies.push(performance.now() - t0);
      if (res.body.status !== 'published') throw new Error(`post ${i} ended ${res.body.status}`);
      if ((i + 1) % 10 === 0 || i + 1 === total) process.stdout.write(`\r${i + 1}/${total} posts published`);
    }
    const seconds = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(0);
    console.log(`\npublish with wait, 2 channels: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
    console.log(`throughput (one client, sequential): ${(total / seconds).toFixed(1)} posts/s`);
    console.log(
      `API RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB (API, worker and emulators in one process)`,
    );
  } finally {
    await h.close();
    await globalTeardown();
  }
}

void main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
