import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from '../ids';
import { limitBytes } from './byte-limit';

export { StorageLimitError } from './byte-limit';

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

  /*
   * Storage that clients and platforms reach themselves (S3) has the three below; without them the
   * API serves its own signed upload and download URLs.
   */
  /**
   * A URL that takes one PUT of exactly `bytes` bytes of `contentType` into `key` until it expires;
   * the request must carry `headers`.
   */
  presignUpload?(
    key: string,
    contentType: string,
    bytes: number,
    expiresSeconds: number,
  ): Promise<PresignedUpload>;
  /** A URL that serves `key` (Range too) as `contentType`, named `fileName`, until it expires. */
  presignDownload?(key: string, expiresSeconds: number, as: DownloadAs): Promise<string>;
  /** Puts the object at `from` in place of `to` and removes `from`, inside the storage. */
  move?(from: string, to: string): Promise<void>;
}

export interface PresignedUpload {
  url: string;
  headers: Record<string, string>;
}

export interface DownloadAs {
  fileName: string;
  contentType: string;
}

/** A storage clients upload to and platforms download from directly. */
export type DirectStorage = MediaStorage &
  Required<Pick<MediaStorage, 'presignUpload' | 'presignDownload' | 'move'>>;

export function isDirect(storage: MediaStorage): storage is DirectStorage {
  return Boolean(storage.presignUpload && storage.presignDownload && storage.move);
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
    const limited = limitBytes(source, maxBytes);
    try {
      await pipeline(limited.stream, createWriteStream(temp));
      await fs.rename(temp, target);
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    } finally {
      limited.release();
    }
    return { bytes: limited.bytes() };
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
