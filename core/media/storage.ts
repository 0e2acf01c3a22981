import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from '../ids';

/** The stream carried more bytes than the limit allowed; nothing was kept. */
export class StorageLimitError extends Error {
  constructor(readonly limit: number) {
    super(`More than ${limit} bytes.`);
  }
}

/** What `put` stored. */
export interface StoredObject {
  bytes: number;
}

/**
 * Where media bytes live. Keys are opaque strings the service makes (`<workspace>/<media id>`).
 * Every method streams: no implementation may hold a whole file in memory.
 */
export interface MediaStorage {
  /**
   * Stores `source` under `key`, replacing what was there only once the whole stream arrived.
   * More than `maxBytes` bytes: StorageLimitError, and nothing is kept.
   */
  put(key: string, source: Readable, maxBytes: number): Promise<StoredObject>;
  /** Bytes `start` to `end` inclusive (both optional: the whole file), as a stream. */
  read(key: string, start?: number, end?: number): Promise<Readable>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The object's size, or null when there is none. */
  size(key: string): Promise<number | null>;
}

/**
 * Files under a root directory (`${dataDir}/media`). A write goes to a temp file beside its target
 * and is renamed into place when complete, so a reader never sees half a file.
 */
export class LocalFileStorage implements MediaStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(key)) throw new Error(`bad storage key "${key}"`);
    return path.join(this.root, key);
  }

  async put(key: string, source: Readable, maxBytes: number): Promise<StoredObject> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomToken(6)}.part`;
    let bytes = 0;
    const limiter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        if (bytes > maxBytes) done(new StorageLimitError(maxBytes));
        else done(null, chunk);
      },
    });
    // The source is piped, not handed to pipeline(): over the limit, pipeline would destroy it, and
    // for an HTTP request that kills the socket before the 413 can be answered. Its failures
    // (a client that went away) still end the write.
    const onError = (err: Error) => limiter.destroy(err);
    const onClose = () => {
      if (!source.readableEnded) limiter.destroy(new Error('The source closed before its end.'));
    };
    source.on('error', onError);
    source.on('close', onClose);
    source.pipe(limiter);
    try {
      await pipeline(limiter, createWriteStream(temp));
      await fs.rename(temp, target);
    } catch (err) {
      source.unpipe(limiter);
      await fs.rm(temp, { force: true });
      throw err;
    } finally {
      source.off('error', onError);
      source.off('close', onClose);
    }
    return { bytes };
  }

  async read(key: string, start?: number, end?: number): Promise<Readable> {
    const file = this.pathOf(key);
    // Open first, so a missing file fails here rather than inside the stream.
    const handle = await fs.open(file, 'r');
    return handle.createReadStream({ start, end, autoClose: true });
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await fs.stat(this.pathOf(key))).size;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }
}
