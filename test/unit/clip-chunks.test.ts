import { chunkPlanProblem, expectedRange, planChunks } from '../../plugins/clip/chunks';
import { PLATFORM_TRANSFER_LIMITS, PREFERRED_CHUNK_BYTES } from '../../plugins/clip/limits';

const MB = 1024 * 1024;

describe('clip chunk plan', () => {
  it('follows the platform example: 50,000,123 bytes at 10,000,000 are five chunks, the last 10,000,123', () => {
    const limits = { ...PLATFORM_TRANSFER_LIMITS, minChunkBytes: 5_000_000, maxChunkBytes: 64_000_000 };
    const plan = planChunks(50_000_123, 10_000_000, limits);
    expect(plan).toMatchObject({ videoSize: 50_000_123, chunkSize: 10_000_000, totalChunkCount: 5 });
    expect(plan.ranges[4]).toEqual({ start: 40_000_000, end: 50_000_123 });
  });

  it('sends a video that fits one preferred chunk whole, small or not', () => {
    expect(planChunks(3 * MB, PREFERRED_CHUNK_BYTES, PLATFORM_TRANSFER_LIMITS)).toMatchObject({
      chunkSize: 3 * MB,
      totalChunkCount: 1,
    });
    expect(planChunks(10 * MB, PREFERRED_CHUNK_BYTES, PLATFORM_TRANSFER_LIMITS).totalChunkCount).toBe(1);
  });

  it('keeps the preferred size inside the bounds', () => {
    expect(planChunks(100 * MB, 1 * MB, PLATFORM_TRANSFER_LIMITS).chunkSize).toBe(5 * MB);
    expect(planChunks(1000 * MB, 100 * MB, PLATFORM_TRANSFER_LIMITS).chunkSize).toBe(64 * MB);
  });

  it('grows chunks past 1000 of them rather than announce more', () => {
    const limits = { ...PLATFORM_TRANSFER_LIMITS, maxChunks: 10 };
    const plan = planChunks(200 * MB, 10 * MB, limits);
    expect(plan.totalChunkCount).toBeLessThanOrEqual(10);
    expect(chunkPlanProblem(plan.videoSize, plan.chunkSize, plan.totalChunkCount, limits)).toBeUndefined();
  });

  it('always announces what the platform accepts, and the ranges cover the file in order', () => {
    const limits = { minChunkBytes: 100, maxChunkBytes: 400, maxFinalChunkBytes: 800, maxChunks: 1000 };
    const wrong: string[] = [];
    for (const preferred of [50, 100, 150, 399, 400, 1000]) {
      for (let size = 1; size <= 3000; size += 7) {
        const plan = planChunks(size, preferred, limits);
        const problem = chunkPlanProblem(plan.videoSize, plan.chunkSize, plan.totalChunkCount, limits);
        let next = 0;
        const inOrder = plan.ranges.every((range, index) => {
          const expected = expectedRange(index, plan.videoSize, plan.chunkSize, plan.totalChunkCount);
          const ok = range.start === next && range.start === expected.start && range.end === expected.end;
          next = range.end;
          return ok;
        });
        if (problem || !inOrder || next !== size)
          wrong.push(`${size} at ${preferred}: ${problem ?? 'ranges'}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
