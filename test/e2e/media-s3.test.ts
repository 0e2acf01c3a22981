import { createHash } from 'node:crypto';
import { MEDIA_STORAGE } from '../../core/container';
import { Media } from '../../core/entities';
import type { MediaStorage } from '../../core/media/storage';
import type { StrandEmulator } from '../../plugins/strand/emulator';
import { startHarness, type Harness } from '../support/harness';
import * as f from '../support/media-files';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('media on S3 (FANOUT_MEDIA_STORAGE=s3): presigned PUT and GET, complete, publish by URL', () => {
  let s3: S3TestServer;
  let h: Harness;
  let storage: MediaStorage;
  const jpeg = f.jpeg(1080, 1350, { padTo: 200 * 1024 });

  const put = (url: string, body: Buffer, headers: Record<string, string>) =>
    fetch(url, { method: 'PUT', body, headers });

  beforeAll(async () => {
    s3 = await startS3TestServer();
    h = await startHarness({ env: s3.env });
    storage = h.container.resolve<MediaStorage>(MEDIA_STORAGE);
  });
  afterAll(async () => {
    await h?.close();
    await s3?.close();
  });

  describe('a JPEG through presign, a PUT straight to the bucket, and complete', () => {
    let id: string;
    let uploadUrl: string;

    it('presign hands out a presigned PUT on the bucket, with the headers to send', async () => {
      const res = await h.call('POST', '/v1/media', {
        fileName: 'my photo.jpg',
        contentType: 'image/jpeg',
        bytes: jpeg.length,
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^med_/),
        uploadUrl: expect.stringMatching(new RegExp(`^${s3.endpoint}/${s3.bucket}/uploads/`)),
        method: 'PUT',
        headers: { 'Content-Type': 'image/jpeg' },
        expiresAt: expect.any(String),
        next: { complete: `/v1/media/${res.body.id}/complete` },
      });
      ({ id, uploadUrl } = res.body);
    });

    it('complete before the bytes arrived is 404 media_not_uploaded', async () => {
      const res = await h.call('POST', `/v1/media/${id}/complete`);
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'media_not_uploaded', mediaId: id });
    });

    it('the bucket takes the PUT; complete reads the bytes back from S3 and probes them', async () => {
      expect((await put(uploadUrl, jpeg, { 'Content-Type': 'image/jpeg' })).status).toBe(200);
      const res = await h.call('POST', `/v1/media/${id}/complete`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'ready',
        kind: 'image',
        detectedType: 'image/jpeg',
        width: 1080,
        height: 1350,
        aspectRatio: 0.8,
        bytes: jpeg.length,
        sha256: sha256(jpeg),
        url: expect.stringMatching(new RegExp(`^${s3.endpoint}/${s3.bucket}/`)),
      });
    });

    it('GET gives a presigned download on the bucket: the same bytes, type and name', async () => {
      const res = await h.call('GET', `/v1/media/${id}`);
      expect(res.body).toMatchObject({ status: 'ready', urlExpiresAt: expect.any(String) });
      expect(res.body.url.startsWith(h.url)).toBe(false);
      const file = await fetch(res.body.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      expect(file.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''my%20photo.jpg");
      expect(sha256(Buffer.from(await file.arrayBuffer()))).toBe(sha256(jpeg));
    });

    it('a later PUT on the same presigned URL does not change the completed file', async () => {
      const other = f.jpeg(640, 480, { padTo: jpeg.length });
      expect((await put(uploadUrl, other, { 'Content-Type': 'image/jpeg' })).status).toBe(200);
      const again = await h.call('POST', `/v1/media/${id}/complete`);
      expect(again.body).toMatchObject({ width: 1080, sha256: sha256(jpeg) });
      const file = await fetch((await h.call('GET', `/v1/media/${id}`)).body.url);
      expect(sha256(Buffer.from(await file.arrayBuffer()))).toBe(sha256(jpeg));
    });

    it('a post to strand, which pulls media by URL, sends the bucket URL and the channel gets the same bytes', async () => {
      const res = await h.call('POST', '/v1/posts', {
        content: 'From the bucket',
        accountIds: [await h.accountId('strand')],
        mediaIds: [id],
        wait: true,
      });
      expect(res.status).toBe(201);
      expect(res.body.targets[0]).toMatchObject({ status: 'published', errorCode: null });
      const strand = h.sandbox.emulators.get('strand') as StrandEmulator;
      const pulled = strand.containers().filter((c) => c.media);
      expect(pulled).toHaveLength(1);
      expect(pulled[0].media).toMatchObject({
        kind: 'image',
        contentType: 'image/jpeg',
        bytes: jpeg.length,
        sha256: sha256(jpeg),
        url: expect.stringMatching(new RegExp(`^${s3.endpoint}/${s3.bucket}/`)),
      });
    });
  });

  it('bytes past the declared size are refused at complete (413), and nothing is kept', async () => {
    // S3 itself refuses a PUT whose length differs from the signed one; s3rver does not check
    // signatures, so this is the service's own check behind it.
    const presign = await h.call('POST', '/v1/media', {
      fileName: 'a.jpg',
      contentType: 'image/jpeg',
      bytes: 1000,
    });
    expect((await put(presign.body.uploadUrl, jpeg, presign.body.headers)).status).toBe(200);
    const res = await h.call('POST', `/v1/media/${presign.body.id}/complete`);
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: 'body_too_large', limit: 1000 });
    const again = await h.call('POST', `/v1/media/${presign.body.id}/complete`);
    expect(again.body.error).toMatchObject({ code: 'media_not_uploaded' });
  });

  it('DELETE removes the file from the bucket', async () => {
    const presign = await h.call('POST', '/v1/media', {
      fileName: 'b.jpg',
      contentType: 'image/jpeg',
      bytes: jpeg.length,
    });
    await put(presign.body.uploadUrl, jpeg, presign.body.headers);
    const done = await h.call('POST', `/v1/media/${presign.body.id}/complete`);
    const key = `${done.body.workspaceId}/${done.body.id}`;
    expect(await storage.size(key)).toBe(jpeg.length);
    expect((await h.call('DELETE', `/v1/media/${done.body.id}`)).body).toEqual({
      id: done.body.id,
      deleted: true,
    });
    expect(await storage.size(key)).toBeNull();
    expect((await fetch(done.body.url)).status).toBe(404);
  });

  it('an upload link still streams through the API, into the bucket', async () => {
    const link = await h.call('POST', '/v1/media/upload-links', { maxFiles: 1 });
    const png = f.png(800, 600);
    const res = await fetch(`${link.body.url}/pic.png`, {
      method: 'PUT',
      body: png,
      headers: { 'Content-Type': 'image/png' },
    });
    expect(res.status).toBe(201);
    const media = (await res.json()) as { id: string; workspaceId: string; url: string; sha256: string };
    expect(media).toMatchObject({
      sha256: sha256(png),
      url: expect.stringMatching(new RegExp(`^${s3.endpoint}/`)),
    });
    expect(await storage.size(`${media.workspaceId}/${media.id}`)).toBe(png.length);
  });

  // Last: it adds a workspace, after which every call must name one.
  it('a presigned upload whose bytes sit in the bucket does not count as stale (upload_bytes_missing)', async () => {
    const ws = (await h.call('POST', '/v1/workspaces', { name: 'Stale' })).body.slug;
    const presign = () =>
      h.call(
        'POST',
        '/v1/media',
        { fileName: 'a.png', contentType: 'image/png', bytes: 10 },
        { headers: { 'x-service-workspace': ws } },
      );
    const age = (ids: string[]) =>
      h.orm.em
        .fork()
        .nativeUpdate(Media, { id: { $in: ids } }, { createdAt: new Date(Date.now() - 31 * 60_000) });
    const first = await Promise.all([presign(), presign(), presign()]);
    expect((await put(first[0].body.uploadUrl, Buffer.alloc(10), first[0].body.headers)).status).toBe(200);
    await age(first.map((r) => r.body.id));
    const fourth = await presign();
    expect(fourth.status).toBe(201);
    await age([fourth.body.id]);
    const refused = await presign();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'upload_bytes_missing', stale: 3 });
  });
});
