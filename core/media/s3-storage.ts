import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config';
import { limitBytes, StorageLimitError } from './byte-limit';
import type { DownloadAs, MediaStorage, PresignedUpload, StoredObject } from './storage';

/** The bucket as configured (S3Config), and how large uploads are split. */
export interface S3StorageOptions extends S3Config {
  /** Bytes per part of a multipart put (default and S3's floor: 5 MiB); parts in flight at once (2). */
  partSize?: number;
  queueSize?: number;
}

/** S3's floor for a part but the last; 1 GB (the largest media) is 205 parts of it. */
const MIN_PART_BYTES = 5 * 1024 * 1024;

/** S3's ceiling for a presigned URL's life (SigV4). */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

/**
 * Media in an S3 bucket through the AWS SDK. A put is a multipart upload fed from the stream (a few
 * parts in memory at a time), so the object appears only once the whole stream arrived, and over the
 * limit the upload is aborted with its parts. Reads are GetObject with a Range. Clients upload and
 * platforms download with presigned URLs, without going through the API.
 */
export class S3Storage implements MediaStorage {
  private readonly client: S3Client;
  /** Signs URLs for the public address (a signature covers the host); never sends a request. */
  private readonly signer: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = clientFor(options, options.endpoint);
    this.signer =
      options.publicEndpoint && options.publicEndpoint !== options.endpoint
        ? clientFor(options, options.publicEndpoint)
        : this.client;
  }

  private get bucket(): string {
    return this.options.bucket;
  }

  async put(key: string, source: Readable, maxBytes: number): Promise<StoredObject> {
    const limited = limitBytes(source, maxBytes);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: limited.stream },
      partSize: this.options.partSize ?? MIN_PART_BYTES,
      queueSize: this.options.queueSize ?? 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      limited.stream.destroy();
      // The abort of the parts can fail after the limit did; the limit is what the caller must hear.
      if (limited.overLimit()) throw new StorageLimitError(maxBytes);
      throw err;
    } finally {
      limited.release();
    }
    return { bytes: limited.bytes() };
  }

  async read(key: string, start?: number, end?: number): Promise<Readable> {
    const range = start === undefined && end === undefined ? undefined : `bytes=${start ?? 0}-${end ?? ''}`;
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range }),
    );
    if (!(answer.Body instanceof Readable)) throw new Error(`S3 gave no stream for "${key}"`);
    return answer.Body;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async presignUpload(
    key: string,
    contentType: string,
    bytes: number,
    expiresSeconds: number,
  ): Promise<PresignedUpload> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: bytes,
    });
    // Type and length are signed: S3 refuses a PUT of another size or type.
    const url = await getSignedUrl(this.signer, command, {
      expiresIn: lifetime(expiresSeconds),
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return { url, headers: { 'Content-Type': contentType } };
  }

  async presignDownload(key: string, expiresSeconds: number, as: DownloadAs): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      // What the API's own download answers: the type found in the bytes, shown inline.
      ResponseContentType: as.contentType,
      ResponseContentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(as.fileName)}`,
    });
    return getSignedUrl(this.signer, command, { expiresIn: lifetime(expiresSeconds) });
  }

  /** A server-side copy (up to S3's 5 GB per CopyObject; media stay under that), then the delete. */
  async move(from: string, to: string): Promise<void> {
    const source = `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
    await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: source }));
    await this.delete(from);
  }

  /** Closes the SDK's kept-alive connections. */
  close(): void {
    this.client.destroy();
    if (this.signer !== this.client) this.signer.destroy();
  }
}

function clientFor(options: S3StorageOptions, endpoint: string | undefined): S3Client {
  return new S3Client({
    region: options.region,
    endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: S3-compatible servers do not all take the SDK's
    // default CRC32 trailers, and a presigned PUT would otherwise carry a checksum of no body.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** X-Amz-Expires: whole seconds, 1 up to S3's week. */
function lifetime(seconds: number): number {
  return Math.max(1, Math.min(Math.floor(seconds), MAX_PRESIGN_SECONDS));
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}
