import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { S3Storage } from '../../core/media/s3-storage';
import { StorageLimitError } from '../../core/media/storage';
import { collectGarbage } from '../support/collect-garbage';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';

const MB = 1024 * 1024;

/** `total` bytes of a repeatable pseudo-random pattern, made chunk by chunk, hashed as they go. */
function generated(total: number, chunkSize = 64 * 1024): { stream: Readable; sha256: () => string } {
  const hash = createHash('sha256');
  let sent = 0;
  let seed = 12345;
  const stream = new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      const chunk = Buffer.alloc(Math.min(chunkSize, total - sent));
      for (let i = 0; i < chunk.length; i += 4) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        chunk.writeUInt32LE(seed, i);
      }
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('S3Storage against a real S3-compatible server (s3rver over HTTP)', () => {
  let server: S3TestServer;
  let storage: S3Storage;
  let s3: S3Client;

  const keysInBucket = async () => {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: server.bucket }));
    return (listed.Contents ?? []).map((o) => o.Key);
  };

  beforeAll(async () => {
    server = await startS3TestServer();
    const options = {
      bucket: server.bucket,
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      accessKeyId: server.accessKeyId,
      secretAccessKey: server.secretAccessKey,
    };
    storage = new S3Storage(options);
    s3 = new S3Client({
      ...options,
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    });
  });
  afterAll(async () => {
    storage?.close();
    s3?.destroy();
    await server?.close();
  });

  it('puts a stream, reads it whole and by range, knows its size, deletes it', async () => {
    const bytes = Buffer.from('0123456789abcdefghij');
    expect(
      await storage.put('ws_1/med_a', Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]), 100),
    ).toEqual({ bytes: 20 });
    expect(await storage.size('ws_1/med_a')).toBe(20);
    expect((await readAll(await storage.read('ws_1/med_a'))).toString()).toBe('0123456789abcdefghij');
    expect((await readAll(await storage.read('ws_1/med_a', 5, 9))).toString()).toBe('56789');
    expect((await readAll(await storage.read('ws_1/med_a', 15))).toString()).toBe('fghij');
    await storage.delete('ws_1/med_a');
    expect(await storage.size('ws_1/med_a')).toBeNull();
  });

  it('a missing object has no size, and deleting it is no error', async () => {
    expect(await storage.size('ws_1/never')).toBeNull();
    await expect(storage.delete('ws_1/never')).resolves.toBeUndefined();
  });

  it('a second put replaces the first', async () => {
    await storage.put('ws_1/med_b', Readable.from([Buffer.from('first')]), 100);
    await storage.put('ws_1/med_b', Readable.from([Buffer.from('second!')]), 100);
    expect((await readAll(await storage.read('ws_1/med_b'))).toString()).toBe('second!');
    await storage.delete('ws_1/med_b');
  });

  it('over the limit in the first part: StorageLimitError, and the object already there stays', async () => {
    await storage.put('ws_1/med_c', Readable.from([Buffer.from('kept')]), 100);
    await expect(
      storage.put('ws_1/med_c', Readable.from([Buffer.alloc(60), Buffer.alloc(60)]), 100),
    ).rejects.toEqual(new StorageLimitError(100));
    expect((await readAll(await storage.read('ws_1/med_c'))).toString()).toBe('kept');
    await expect(storage.put('ws_1/med_c2', generated(1000).stream, 999)).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect(await storage.size('ws_1/med_c2')).toBeNull();
    await storage.delete('ws_1/med_c');
  });

  it('over the limit after several parts went up: StorageLimitError, and no object appears', async () => {
    const before = await keysInBucket();
    await expect(storage.put('ws_1/med_d', generated(14 * MB).stream, 12 * MB)).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect(await storage.size('ws_1/med_d')).toBeNull();
    expect(await keysInBucket()).toEqual(before);
  });

  it('a presigned PUT, then a presigned GET, over plain HTTP: the same bytes, type and name', async () => {
    const body = generated(300 * 1024);
    const bytes = await readAll(body.stream);
    const upload = await storage.presignUpload('uploads/ws_1/med_e', 'image/jpeg', bytes.length, 600);
    // The size and type are part of the signature, so S3 refuses any other.
    const signed = new URL(upload.url).searchParams.get('X-Amz-SignedHeaders')!.split(';');
    expect(signed).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    expect(new URL(upload.url).searchParams.get('X-Amz-Expires')).toBe('600');
    expect(upload.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    const put = await fetch(upload.url, { method: 'PUT', body: bytes, headers: upload.headers });
    expect(put.status).toBe(200);

    await storage.move('uploads/ws_1/med_e', 'ws_1/med_e');
    expect(await storage.size('uploads/ws_1/med_e')).toBeNull();

    const url = await storage.presignDownload('ws_1/med_e', 3599.7, {
      fileName: 'my photo.jpg',
      contentType: 'image/jpeg',
    });
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('3599');
    const got = await fetch(url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(got.headers.get('content-length')).toBe(String(bytes.length));
    expect(got.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''my%20photo.jpg");
    expect(sha256(Buffer.from(await got.arrayBuffer()))).toBe(body.sha256());

    const part = await fetch(url, { headers: { Range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);
    await storage.delete('ws_1/med_e');
  });

  it('presigned URLs name the public endpoint when it differs from the one the API uses', async () => {
    const behindProxy = new S3Storage({
      bucket: server.bucket,
      region: 'us-east-1',
      endpoint: server.endpoint,
      publicEndpoint: 'https://media.example.com',
      forcePathStyle: true,
      accessKeyId: server.accessKeyId,
      secretAccessKey: server.secretAccessKey,
    });
    try {
      const upload = await behindProxy.presignUpload('uploads/ws_1/med_f', 'image/png', 10, 60);
      expect(upload.url).toMatch(
        new RegExp(`^https://media.example.com/${server.bucket}/uploads/ws_1/med_f\\?`),
      );
      const download = await behindProxy.presignDownload('ws_1/med_f', 60, {
        fileName: 'f',
        contentType: 'image/png',
      });
      expect(download).toMatch(new RegExp(`^https://media.example.com/${server.bucket}/ws_1/med_f\\?`));
      // Requests themselves still go to the API's endpoint.
      expect(await behindProxy.size('ws_1/never')).toBeNull();
    } finally {
      behindProxy.close();
    }
  });

  it('streams a 64 MB put in parts without holding the file: memory stays flat', async () => {
    const size = 64 * MB;
    const source = generated(size);
    // Samples after a full collection count live memory, not garbage the collector has not reached.
    collectGarbage();
    const start = process.memoryUsage();
    let peakRss = start.rss;
    let peakBuffers = start.arrayBuffers;
    const sample = setInterval(() => {
      collectGarbage();
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
    }, 100);
    try {
      expect(await storage.put('ws_1/med_big', source.stream, size)).toEqual({ bytes: size });
    } finally {
      clearInterval(sample);
    }
    const mb = (n: number) => (n / MB).toFixed(1);
    console.log(
      `64 MB put: RSS ${mb(start.rss)} MB before, ${mb(peakRss)} MB at peak (+${mb(peakRss - start.rss)}); ` +
        `Buffers ${mb(start.arrayBuffers)} -> ${mb(peakBuffers)} MB at peak`,
    );
    // Two 5 MB parts in flight, one filling and its copy, and what the HTTP client still holds:
    // 20-30 MB whatever the file's size. Holding the file would take its 64 MB.
    expect(peakBuffers - start.arrayBuffers).toBeLessThan(48 * MB);
    expect(await storage.size('ws_1/med_big')).toBe(size);
    const back = createHash('sha256');
    for await (const chunk of await storage.read('ws_1/med_big')) back.update(chunk as Buffer);
    expect(back.digest('hex')).toBe(source.sha256());
    await storage.delete('ws_1/med_big');
  });
});
