import { createHash } from 'node:crypto';
import { MicroEmulator } from '../../plugins/micro/emulator';
import { multipartBoundary, parseMultipart } from '../../plugins/micro/multipart';
import { microSandboxAccount } from '../../plugins/micro/sandbox';
import { type Listening, serveEmulator } from '../support/listen';

const alice = microSandboxAccount('alice');
const bob = microSandboxAccount('bob');
const auth = (account = alice) => ({ authorization: `Bearer ${account.credentials.accessToken}` });

describe('micro emulator media upload', () => {
  let emulator: MicroEmulator;
  let server: Listening;
  let baseUrl: string;

  beforeAll(async () => {
    emulator = new MicroEmulator();
    server = await serveEmulator(emulator);
    baseUrl = server.url;
  });

  afterEach(() => emulator.reset());

  afterAll(async () => {
    await server.close();
  });

  async function json(
    method: string,
    path: string,
    body?: unknown,
    account = alice,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...auth(account), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  async function initialize(
    totalBytes: number,
    category = 'tweet_image',
    type = 'image/png',
  ): Promise<string> {
    const res = await json('POST', '/2/media/upload/initialize', {
      media_type: type,
      total_bytes: totalBytes,
      media_category: category,
    });
    expect(res.status).toBe(200);
    return (res.json.data as { id: string }).id;
  }

  /** An append as undici's FormData writes it, so the emulator's parser meets a second writer. */
  async function append(id: string, index: number, bytes: Buffer): Promise<number> {
    const form = new FormData();
    form.set('segment_index', String(index));
    form.set('media', new Blob([bytes]), 'blob');
    const res = await fetch(`${baseUrl}/2/media/upload/${id}/append`, {
      method: 'POST',
      headers: auth(),
      body: form,
    });
    await res.arrayBuffer();
    return res.status;
  }

  it('enforces segment order and keeps the bytes intact', async () => {
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
    const id = await initialize(bytes.length);
    expect(await append(id, 1, bytes.subarray(100, 200))).toBe(400);
    expect(await append(id, 0, bytes.subarray(0, 100))).toBe(200);
    expect(await append(id, 0, bytes.subarray(0, 100))).toBe(400);
    expect(await append(id, 2, bytes.subarray(200))).toBe(400);
    expect(await append(id, 1, bytes.subarray(100, 200))).toBe(200);
    expect(await append(id, 2, bytes.subarray(200))).toBe(200);
    const done = await json('POST', `/2/media/upload/${id}/finalize`);
    expect(done.status).toBe(200);
    expect(done.json.data).not.toHaveProperty('processing_info');
    expect(emulator.mediaSha256(id)).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('refuses a finalize whose bytes do not add up to total_bytes', async () => {
    const id = await initialize(200);
    expect(await append(id, 0, Buffer.alloc(150, 1))).toBe(200);
    expect((await json('POST', `/2/media/upload/${id}/finalize`)).status).toBe(400);
    expect(await append(id, 1, Buffer.alloc(60, 1))).toBe(400);
  });

  it('refuses oversize files and mismatched types at initialize', async () => {
    const tooBig = await json('POST', '/2/media/upload/initialize', {
      media_type: 'image/jpeg',
      total_bytes: 5 * 1024 * 1024 + 1,
      media_category: 'tweet_image',
    });
    expect(tooBig.status).toBe(400);
    const wrongType = await json('POST', '/2/media/upload/initialize', {
      media_type: 'image/png',
      total_bytes: 10,
      media_category: 'tweet_video',
    });
    expect(wrongType.status).toBe(400);
  });

  it('walks a video through pending, in_progress, succeeded and only then lets a tweet use it', async () => {
    const id = await initialize(50, 'tweet_video', 'video/mp4');
    expect(await append(id, 0, Buffer.alloc(50, 2))).toBe(200);
    const done = await json('POST', `/2/media/upload/${id}/finalize`);
    expect(done.json.data).toMatchObject({ processing_info: { state: 'pending' } });

    const early = await json('POST', '/2/tweets', { text: 'too soon', media: { media_ids: [id] } });
    expect(early.status).toBe(400);

    const status = () => json('GET', `/2/media/upload?command=STATUS&media_id=${id}`);
    expect((await status()).json.data).toMatchObject({ processing_info: { state: 'in_progress' } });
    expect((await status()).json.data).toMatchObject({ processing_info: { state: 'succeeded' } });

    expect(
      (await json('POST', '/2/tweets', { text: 'not yours', media: { media_ids: [id] } }, bob)).status,
    ).toBe(400);
    const ok = await json('POST', '/2/tweets', { text: 'now', media: { media_ids: [id] } });
    expect(ok.status).toBe(201);
    expect(emulator.posts()[0]).toMatchObject({ mediaIds: [id], mediaSha256: [emulator.mediaSha256(id)] });
  });

  it('ends a queued processing failure as failed with an error', async () => {
    emulator.failProcessing();
    const id = await initialize(10, 'tweet_gif', 'image/gif');
    expect(await append(id, 0, Buffer.alloc(10, 3))).toBe(200);
    await json('POST', `/2/media/upload/${id}/finalize`);
    const res = await json('GET', `/2/media/upload?command=STATUS&media_id=${id}`);
    expect(res.json.data).toMatchObject({ processing_info: { state: 'failed', error: expect.any(Object) } });
  });

  it('refuses a tweet mixing a GIF with images', async () => {
    const ids: string[] = [];
    for (const [category, type] of [
      ['tweet_image', 'image/png'],
      ['tweet_gif', 'image/gif'],
    ]) {
      const id = await initialize(10, category, type);
      await append(id, 0, Buffer.alloc(10, 4));
      await json('POST', `/2/media/upload/${id}/finalize`);
      await json('GET', `/2/media/upload?command=STATUS&media_id=${id}`);
      await json('GET', `/2/media/upload?command=STATUS&media_id=${id}`);
      ids.push(id);
    }
    expect((await json('POST', '/2/tweets', { text: 'mix', media: { media_ids: ids } })).status).toBe(400);
  });
});

describe('micro multipart parser', () => {
  it('reads fields and binary parts byte for byte', () => {
    const binary = Buffer.from([0, 13, 10, 45, 45, 255, 1]);
    const body = Buffer.concat([
      Buffer.from('--xyz\r\nContent-Disposition: form-data; name="segment_index"\r\n\r\n7\r\n'),
      Buffer.from('--xyz\r\nContent-Disposition: form-data; name="media"; filename="blob"\r\n'),
      Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
      binary,
      Buffer.from('\r\n--xyz--\r\n'),
    ]);
    const boundary = multipartBoundary('multipart/form-data; boundary=xyz');
    expect(boundary).toBe('xyz');
    const parts = parseMultipart(body, boundary!);
    expect(parts?.map((p) => p.name)).toEqual(['segment_index', 'media']);
    expect(parts?.[0].data.toString()).toBe('7');
    expect(parts?.[1]).toMatchObject({ filename: 'blob', contentType: 'application/octet-stream' });
    expect(parts?.[1].data.equals(binary)).toBe(true);
  });

  it('refuses a body without its closing delimiter or a non-multipart type', () => {
    expect(
      parseMultipart(Buffer.from('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'), 'xyz'),
    ).toBe(undefined);
    expect(multipartBoundary('application/json')).toBeUndefined();
  });
});
