import path from 'node:path';
import type { Config } from '../config';
import { S3Storage } from './s3-storage';
import { LocalFileStorage, type MediaStorage } from './storage';

/** The media storage the configuration names: the data dir's `media/` folder, or the S3 bucket. */
export function mediaStorageFrom(config: Config): MediaStorage {
  if (config.mediaStorage === 's3') {
    if (!config.s3) throw new Error('config.s3 must be set when mediaStorage is s3');
    return new S3Storage(config.s3);
  }
  return new LocalFileStorage(path.join(config.dataDir, 'media'));
}
