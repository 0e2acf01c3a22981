import type { TransferLimits } from './limits';

/** What `source_info` announces for a FILE_UPLOAD, and the byte ranges that then go up in order. */
export interface ChunkPlan {
  videoSize: number;
  chunkSize: number;
  totalChunkCount: number;
  /** Half-open ranges [start, end), in upload order. */
  ranges: Array<{ start: number; end: number }>;
}

/**
 * Cuts a video the platform's way: whole when it fits in one preferred chunk, otherwise
 * `floor(size / chunk)` chunks with the trailing bytes merged into the last one (the platform
 * refuses a small trailing chunk of its own).
 */
export function planChunks(videoSize: number, preferred: number, limits: TransferLimits): ChunkPlan {
  const chunk = Math.min(Math.max(preferred, limits.minChunkBytes), limits.maxChunkBytes);
  if (videoSize <= chunk) {
    return { videoSize, chunkSize: videoSize, totalChunkCount: 1, ranges: [{ start: 0, end: videoSize }] };
  }
  // Past maxChunks chunks of the preferred size, chunks grow instead (still within maxChunkBytes).
  const chunkSize = Math.max(chunk, Math.ceil(videoSize / limits.maxChunks));
  const totalChunkCount = Math.floor(videoSize / chunkSize);
  const ranges = Array.from({ length: totalChunkCount }, (_, i) =>
    expectedRange(i, videoSize, chunkSize, totalChunkCount),
  );
  return { videoSize, chunkSize, totalChunkCount, ranges };
}

/**
 * The platform's check of an announced upload; the reason it refuses, or undefined when the
 * numbers hold together. Used by the emulator, and kept next to `planChunks` so both read the
 * same rules.
 */
export function chunkPlanProblem(
  videoSize: unknown,
  chunkSize: unknown,
  totalChunkCount: unknown,
  limits: TransferLimits,
): string | undefined {
  if (!isPositiveInteger(videoSize)) return 'video_size must be a positive integer.';
  if (!isPositiveInteger(chunkSize)) return 'chunk_size must be a positive integer.';
  if (!isPositiveInteger(totalChunkCount)) return 'total_chunk_count must be a positive integer.';
  if (chunkSize === videoSize) {
    if (totalChunkCount !== 1) return 'A video sent whole is one chunk.';
    if (videoSize > limits.maxChunkBytes) return 'A video over the chunk limit must be sent in chunks.';
    return undefined;
  }
  if (videoSize < limits.minChunkBytes) return 'A video under the minimum chunk size must be sent whole.';
  if (chunkSize < limits.minChunkBytes || chunkSize > limits.maxChunkBytes) {
    return `chunk_size must be between ${limits.minChunkBytes} and ${limits.maxChunkBytes} bytes.`;
  }
  if (totalChunkCount !== Math.floor(videoSize / chunkSize)) {
    return 'total_chunk_count must be video_size divided by chunk_size, rounded down.';
  }
  if (totalChunkCount > limits.maxChunks) return `At most ${limits.maxChunks} chunks.`;
  const last = videoSize - (totalChunkCount - 1) * chunkSize;
  if (last > limits.maxFinalChunkBytes)
    return `The final chunk may be at most ${limits.maxFinalChunkBytes} bytes.`;
  return undefined;
}

/** The byte range chunk `index` of an accepted plan must carry, half-open. */
export function expectedRange(
  index: number,
  videoSize: number,
  chunkSize: number,
  totalChunkCount: number,
): { start: number; end: number } {
  const start = index * chunkSize;
  return { start, end: index === totalChunkCount - 1 ? videoSize : start + chunkSize };
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}
