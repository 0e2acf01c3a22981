import { Transform, type Readable } from 'node:stream';

/** The stream carried more bytes than the limit allowed; nothing was kept. */
export class StorageLimitError extends Error {
  constructor(readonly limit: number) {
    super(`More than ${limit} bytes.`);
  }
}

/** A source seen through a byte limit, as every storage's `put` reads it. */
export interface LimitedSource {
  /** The source's bytes; fails with StorageLimitError past the limit. */
  stream: Transform;
  /** Bytes that went through so far. */
  bytes(): number;
  /** True once the limit was passed. */
  overLimit(): boolean;
  /** Detaches from the source (after success or failure); the source is left for the caller. */
  release(): void;
}

/**
 * Pipes `source` through a counter that fails past `maxBytes`. The source is piped, not handed to
 * pipeline(): over the limit, pipeline would destroy it, and for an HTTP request that kills the
 * socket before the 413 can be answered. Its failures (a client that went away), and a close before
 * its end, still fail the stream.
 */
export function limitBytes(source: Readable, maxBytes: number): LimitedSource {
  let bytes = 0;
  let over = false;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        over = true;
        done(new StorageLimitError(maxBytes));
      } else done(null, chunk);
    },
  });
  const onError = (err: Error) => stream.destroy(err);
  const onClose = () => {
    if (!source.readableEnded) stream.destroy(new Error('The source closed before its end.'));
  };
  source.on('error', onError);
  source.on('close', onClose);
  source.pipe(stream);
  return {
    stream,
    bytes: () => bytes,
    overLimit: () => over,
    release() {
      source.unpipe(stream);
      source.off('error', onError);
      source.off('close', onClose);
    },
  };
}
