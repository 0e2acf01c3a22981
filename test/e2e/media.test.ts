import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Media, Post, RequestLog } from '../../core/entities';
import { LogService } from '../../core/services/operations/log-service';
import { newId } from '../../core/ids';
import { MediaService } from '../../core/services/media/media-service';
import { startHarness, type ApiResponse, type Harness } from '../support/harness';
import * as f from '../support/media-files';
import { uploadMedia } from '../support/uploads';
import { workspaceHeaders } from '../support/workspaces';

const MB = 1024 * 1024;

describe('media (POST /v1/media, PUT upload URL, POST /v1/media/:id/complete, GET, DELETE)', () => {
  let h: Harness;
  let demoId: string;
  let otherId: string;

  /** Calls in a workspace (the demo key reaches two, so every call names one). */
  const call = (method: string, p: string, body?: unknown, ws = 'demo') =>
    h.call(method, p, body, { headers: workspaceHeaders(ws) });

  const put = (
    url: string,
    body: Buffer | ReadableStream<Uint8Array>,
    headers: Record<string, string> = {},
  ) => fetch(url, { method: 'PUT', body, headers, duplex: 'half' } as RequestInit);

  const asJson = async (res: Response): Promise<ApiResponse> => {
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  };

  /** Presign, PUT, complete: the completed record. */
  const uploaded = (bytes: Buffer, contentType: string, fileName = 'file', ws = 'demo') =>
    uploadMedia(h, bytes, contentType, { fileName, headers: workspaceHeaders(ws) });

  const filePath = (workspaceId: string, id: string) => path.join(h.config.dataDir, 'media', workspaceId, id);

  beforeAll(async () => {
    h = await startHarness({ worker: false });
    demoId = (await h.call('GET', '/v1/workspaces')).body.data[0].id;
    otherId = (await h.call('POST', '/v1/workspaces', { name: 'Other' })).body.id;
  });
  afterAll(() => h.close());

  describe('a JPEG, end to end', () => {
    const jpeg = f.jpeg(1080, 1350, { padTo: 4096 });
    let presign: ApiResponse;

    it('presigns: 201 with an id, a PUT URL on the API itself, headers and expiry', async () => {
      presign = await call('POST', '/v1/media', {
        fileName: 'photo.jpg',
        contentType: 'image/jpeg',
        bytes: jpeg.length,
      });
      expect(presign.status).toBe(201);
      expect(presign.body).toEqual({
        id: expect.stringMatching(/^med_/),
        uploadUrl: expect.stringMatching(new RegExp(`^${h.url}/v1/media/uploads/`)),
        method: 'PUT',
        headers: { 'Content-Type': 'image/jpeg' },
        expiresAt: expect.any(String),
        next: { complete: `/v1/media/${presign.body.id}/complete` },
      });
      const pending = await call('GET', `/v1/media/${presign.body.id}`);
      expect(pending.body).toMatchObject({ status: 'pending', url: null, bytes: jpeg.length, kind: 'image' });
    });

    it('completing before the bytes arrived is 404 media_not_uploaded', async () => {
      const res = await call('POST', `/v1/media/${presign.body.id}/complete`);
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'media_not_uploaded', mediaId: presign.body.id });
    });

    it('takes the bytes with no key (the signed URL authorises) and logs no bytes nor the token', async () => {
      const res = await asJson(await put(presign.body.uploadUrl, jpeg, { 'Content-Type': 'image/jpeg' }));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: presign.body.id, bytes: jpeg.length, status: 'pending' });
      // The log is written once the answer is out (LogService.recordAfter).
      await h.container.resolve(LogService).drain();
      const log = await h.orm.em
        .fork()
        .findOneOrFail(RequestLog, { requestId: res.headers.get('x-request-id')! });
      expect(log).toMatchObject({ method: 'PUT', path: '/v1/media/uploads/••••••', status: 200 });
      expect(log.requestBody).toEqual({ bytes: jpeg.length });
      expect(log.workspaceId).toBe(demoId);
    });

    it('completes: probes the bytes, records the size and SHA-256, and is idempotent', async () => {
      const res = await call('POST', `/v1/media/${presign.body.id}/complete`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'ready',
        kind: 'image',
        detectedType: 'image/jpeg',
        width: 1080,
        height: 1350,
        aspectRatio: 0.8,
        durationSec: null,
        bytes: jpeg.length,
        sha256: createHash('sha256').update(jpeg).digest('hex'),
        url: expect.stringMatching(new RegExp(`^${h.url}/v1/media/files/`)),
      });
      const again = await call('POST', `/v1/media/${presign.body.id}/complete`);
      expect(again.body).toMatchObject({ status: 'ready', width: 1080 });
    });

    it('GET shows it, and its url downloads the same bytes with type and length', async () => {
      const res = await call('GET', `/v1/media/${presign.body.id}`);
      expect(res.body).toMatchObject({ status: 'ready', width: 1080, height: 1350 });
      const file = await fetch(res.body.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      expect(file.headers.get('content-length')).toBe(String(jpeg.length));
      expect(file.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await file.arrayBuffer()).equals(jpeg)).toBe(true);
    });

    it('serves a Range as 206 with Content-Range, and 416 past the end', async () => {
      const { url } = (await call('GET', `/v1/media/${presign.body.id}`)).body;
      const part = await fetch(url, { headers: { Range: 'bytes=100-1123' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${jpeg.length}`);
      expect(part.headers.get('content-length')).toBe('1024');
      expect(Buffer.from(await part.arrayBuffer()).equals(jpeg.subarray(100, 1124))).toBe(true);
      const tail = await fetch(url, { headers: { Range: 'bytes=-10' } });
      expect(Buffer.from(await tail.arrayBuffer()).equals(jpeg.subarray(-10))).toBe(true);
      const past = await fetch(url, { headers: { Range: `bytes=${jpeg.length}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${jpeg.length}`);
    });

    it('refuses a second upload once complete', async () => {
      const res = await put(presign.body.uploadUrl, jpeg);
      expect(res.status).toBe(409);
    });
  });

  it('probes an MP4: duration, dimensions, aspect ratio', async () => {
    const video = f.mp4({ width: 1920, height: 1080, durationSec: 14.5, mdatBytes: 64 * 1024 });
    const media = await uploaded(video, 'video/mp4', 'clip.mp4');
    expect(media).toMatchObject({
      kind: 'video',
      detectedType: 'video/mp4',
      width: 1920,
      height: 1080,
      durationSec: 14.5,
      aspectRatio: 1.7778,
    });
    const file = await fetch(media.url!);
    expect(Buffer.from(await file.arrayBuffer()).equals(video)).toBe(true);
  });

  it('streams a 5 MB upload sent in chunks without a Content-Length, moov at the end', async () => {
    const video = f.mp4({ width: 720, height: 1280, durationSec: 30, mdatBytes: 5 * MB });
    const presign = await call('POST', '/v1/media', {
      fileName: 'big.mp4',
      contentType: 'video/mp4',
      bytes: video.length,
    });
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= video.length) return controller.close();
        controller.enqueue(video.subarray(sent, sent + 64 * 1024));
        sent += 64 * 1024;
      },
    });
    const res = await put(presign.body.uploadUrl, body);
    expect(res.status).toBe(200);
    const done = await call('POST', `/v1/media/${presign.body.id}/complete`);
    expect(done.body).toMatchObject({
      status: 'ready',
      bytes: video.length,
      width: 720,
      height: 1280,
      durationSec: 30,
    });
    expect(fs.statSync(filePath(demoId, presign.body.id)).size).toBe(video.length);
  });

  describe('presign errors', () => {
    it('media_fields_required names what is missing', async () => {
      const res = await call('POST', '/v1/media', { bytes: 10 });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({
        code: 'media_fields_required',
        missing: ['fileName', 'contentType'],
      });
      expect(res.body.error.reason).toBeUndefined();
    });

    it.each([[{}], [{ bytes: 0 }]])(
      'bytes missing or 0 (%j) is bytes_unknown with nextStep media_upload_link',
      async (extra) => {
        const res = await call('POST', '/v1/media', {
          fileName: 'a.jpg',
          contentType: 'image/jpeg',
          ...extra,
        });
        expect(res.status).toBe(422);
        expect(res.body.error).toMatchObject({
          code: 'media_fields_required',
          reason: 'bytes_unknown',
          nextStep: 'media_upload_link',
        });
      },
    );

    it('media_type_not_supported lists the types', async () => {
      const res = await call('POST', '/v1/media', {
        fileName: 'a.txt',
        contentType: 'text/plain',
        bytes: 10,
      });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('media_type_not_supported');
      expect(res.body.error.types).toEqual(
        expect.arrayContaining(['image/jpeg', 'video/mp4', 'application/hwp+zip']),
      );
    });

    it.each([
      ['image/png', 8, 9 * MB],
      ['image/gif', 15, 16 * MB],
      ['video/mp4', 1024, 1025 * MB],
      ['application/pdf', 50, 51 * MB],
    ])('media_too_large for %s over %i MB', async (contentType, limitMb, bytes) => {
      const res = await call('POST', '/v1/media', { fileName: 'x', contentType, bytes });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({
        code: 'media_too_large',
        limit: limitMb * MB,
        limitMb,
        actual: bytes,
      });
    });

    it('upload_bytes_missing (409) once 3 presigns are over 30 minutes old without bytes', async () => {
      const ws = (await h.call('POST', '/v1/workspaces', { name: 'Stale' })).body.slug;
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        ids.push(
          (await call('POST', '/v1/media', { fileName: 'a.png', contentType: 'image/png', bytes: 10 }, ws))
            .body.id,
        );
      }
      expect(
        (await call('POST', '/v1/media', { fileName: 'a.png', contentType: 'image/png', bytes: 10 }, ws))
          .status,
      ).toBe(201);
      await h.orm.em
        .fork()
        .nativeUpdate(Media, { id: { $in: ids } }, { createdAt: new Date(Date.now() - 31 * 60_000) });
      const res = await call(
        'POST',
        '/v1/media',
        { fileName: 'a.png', contentType: 'image/png', bytes: 10 },
        ws,
      );
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'upload_bytes_missing',
        stale: 3,
        staleAfterMinutes: 30,
        nextStep: 'media_upload_link',
      });
      // Deleting a stale one lets presign through again.
      expect((await call('DELETE', `/v1/media/${ids[0]}`, undefined, ws)).status).toBe(200);
      expect(
        (await call('POST', '/v1/media', { fileName: 'a.png', contentType: 'image/png', bytes: 10 }, ws))
          .status,
      ).toBe(201);
    });

    it('needs posts:write', async () => {
      const limited = await h.call('POST', '/v1/keys', {
        name: 'read only',
        allWorkspaces: true,
        scopes: ['posts:read'],
      });
      const res = await h.call(
        'POST',
        '/v1/media',
        { fileName: 'a.png', contentType: 'image/png', bytes: 10 },
        { key: limited.body.key, headers: { 'x-service-workspace': 'demo' } },
      );
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'forbidden_scope', scope: 'posts:write' });
    });
  });

  describe('upload and complete errors', () => {
    const presignPng = (bytes: number) =>
      call('POST', '/v1/media', { fileName: 'a.png', contentType: 'image/png', bytes });

    it('413 body_too_large for a Content-Length over the declared size, nothing stored', async () => {
      const presign = await presignPng(10);
      const res = await asJson(await put(presign.body.uploadUrl, Buffer.alloc(11)));
      expect(res.status).toBe(413);
      expect(res.body.error).toMatchObject({ code: 'body_too_large', limit: 10 });
      expect(fs.existsSync(filePath(demoId, presign.body.id))).toBe(false);
    });

    it('413 body_too_large when a chunked body runs past the declared size, nothing stored', async () => {
      const presign = await presignPng(100 * 1024);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 300 * 1024) return controller.close();
          controller.enqueue(new Uint8Array(16 * 1024));
          sent += 16 * 1024;
        },
      });
      const res = await asJson(await put(presign.body.uploadUrl, body));
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe('body_too_large');
      expect(
        fs
          .readdirSync(path.join(h.config.dataDir, 'media', demoId))
          .filter((n) => n.startsWith(presign.body.id)),
      ).toEqual([]);
    });

    it('401 for a forged or altered upload token', async () => {
      const presign = await presignPng(10);
      const res = await asJson(await put(`${presign.body.uploadUrl}x`, Buffer.alloc(5)));
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthenticated');
    });

    it('media_type_not_supported when the bytes are not what was declared, or not media at all', async () => {
      const presign = await presignPng(2000);
      await put(presign.body.uploadUrl, f.mp4({ width: 2, height: 2, durationSec: 1 }));
      const res = await call('POST', `/v1/media/${presign.body.id}/complete`);
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({
        code: 'media_type_not_supported',
        contentType: 'image/png',
        detectedType: 'video/mp4',
        types: expect.any(Array),
      });
      await put(presign.body.uploadUrl, Buffer.from('just some text'));
      const text = await call('POST', `/v1/media/${presign.body.id}/complete`);
      expect(text.body.error).toMatchObject({ code: 'media_type_not_supported', detectedType: null });
    });

    it('takes the type from the bytes within a family: a .png that is a JPEG is a JPEG', async () => {
      const media = await uploaded(f.jpeg(10, 20), 'image/png', 'wrong-name.png');
      expect(media).toMatchObject({
        contentType: 'image/png',
        detectedType: 'image/jpeg',
        width: 10,
        height: 20,
      });
      expect((await fetch(media.url!)).headers.get('content-type')).toBe('image/jpeg');
    });

    it('media_expired once reclaimed', async () => {
      const presign = await presignPng(10);
      await h.orm.em.fork().nativeUpdate(Media, { id: presign.body.id }, { status: 'expired' });
      const res = await call('POST', `/v1/media/${presign.body.id}/complete`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('media_expired');
    });
  });

  describe('reads and deletes', () => {
    it('media_not_found for an unknown id', async () => {
      for (const [method, p] of [
        ['GET', '/v1/media/med_nope'],
        ['POST', '/v1/media/med_nope/complete'],
        ['DELETE', '/v1/media/med_nope'],
      ]) {
        const res = await call(method, p);
        expect(res.status).toBe(404);
        expect(res.body.error).toMatchObject({ code: 'media_not_found', mediaId: 'med_nope' });
      }
    });

    it('workspace_mismatch from another workspace of the same person', async () => {
      const media = await uploaded(f.png(4, 4), 'image/png');
      for (const [method, p] of [
        ['GET', `/v1/media/${media.id}`],
        ['POST', `/v1/media/${media.id}/complete`],
        ['DELETE', `/v1/media/${media.id}`],
      ]) {
        const res = await call(method, p, undefined, otherId);
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('workspace_mismatch');
        expect(res.body.error.workspaces[0]).toMatchObject({ id: demoId });
      }
      expect((await call('GET', `/v1/media/${media.id}`)).status).toBe(200);
    });

    it('DELETE removes the row and the file; its download URL stops working', async () => {
      const media = await uploaded(f.gif(3, 3), 'image/gif');
      expect(fs.existsSync(filePath(demoId, media.id))).toBe(true);
      const res = await call('DELETE', `/v1/media/${media.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: media.id, deleted: true });
      expect(fs.existsSync(filePath(demoId, media.id))).toBe(false);
      expect((await call('GET', `/v1/media/${media.id}`)).body.error.code).toBe('media_not_found');
      expect((await fetch(media.url!)).status).toBe(404);
    });

    it('DELETE of media a post uses is 409 media_in_use +postId', async () => {
      const media = await uploaded(f.png(4, 4), 'image/png');
      const em = h.orm.em.fork();
      const post = em.create(Post, {
        id: newId('post'),
        workspaceId: demoId,
        content: 'x',
        mediaIds: [media.id],
      });
      await em.persistAndFlush(post);
      const res = await call('DELETE', `/v1/media/${media.id}`);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'media_in_use', postId: post.id, mediaId: media.id });
      expect(fs.existsSync(filePath(demoId, media.id))).toBe(true);
    });

    it('a post that went out everywhere no longer holds its media: DELETE of the media succeeds', async () => {
      const media = await uploaded(f.png(4, 4), 'image/png');
      const em = h.orm.em.fork();
      // A photo post, say, which its channel cannot delete: once out, nothing will send the file again.
      const post = em.create(Post, {
        id: newId('post'),
        workspaceId: demoId,
        content: 'out for good',
        mediaIds: [media.id],
        status: 'published',
      });
      await em.persistAndFlush(post);
      const res = await call('DELETE', `/v1/media/${media.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: media.id, deleted: true });
    });

    it('media_delete_failed (503) when storage cannot delete, and the row is kept', async () => {
      const media = await uploaded(f.png(4, 4), 'image/png');
      // A directory where the file was: removing it without `recursive` fails.
      const where = filePath(demoId, media.id);
      fs.rmSync(where);
      fs.mkdirSync(path.join(where, 'stuck'), { recursive: true });
      const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const res = await call('DELETE', `/v1/media/${media.id}`);
      quiet.mockRestore();
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'media_delete_failed', mediaId: media.id });
      expect((await call('GET', `/v1/media/${media.id}`)).status).toBe(200);
      fs.rmSync(where, { recursive: true });
    });
  });

  describe('forPublish (what the publish service hands plugins)', () => {
    it('gives each file with a long-lived URL and a ranged reader', async () => {
      const jpeg = f.jpeg(50, 40, { padTo: 2000 });
      const video = f.mp4({ width: 640, height: 360, durationSec: 5 });
      const a = await uploaded(jpeg, 'image/jpeg');
      const b = await uploaded(video, 'video/mp4');
      const items = await h.container.resolve(MediaService).forPublish(demoId, [b.id, a.id]);
      expect(items.map((m) => [m.id, m.kind, m.contentType, m.bytes])).toEqual([
        [b.id, 'video', 'video/mp4', video.length],
        [a.id, 'image', 'image/jpeg', jpeg.length],
      ]);
      expect(items[0]).toMatchObject({ width: 640, height: 360, durationSec: 5 });
      expect(items[1]).toMatchObject({ width: 50, height: 40 });
      expect((await items[1].read()).equals(jpeg)).toBe(true);
      expect((await items[1].read(10, 20)).equals(jpeg.subarray(10, 20))).toBe(true);
      expect((await items[1].read(1990, 5000)).equals(jpeg.subarray(1990))).toBe(true);
      expect(Buffer.from(await (await fetch(items[0].url)).arrayBuffer()).equals(video)).toBe(true);
    });

    it('refuses documents (media_not_publishable), unfinished and unknown media', async () => {
      const service = h.container.resolve(MediaService);
      const doc = await uploaded(f.pdf(), 'application/pdf', 'terms.pdf');
      expect(doc).toMatchObject({ kind: 'document', detectedType: 'application/pdf' });
      await expect(service.forPublish(demoId, [doc.id])).rejects.toMatchObject({
        code: 'media_not_publishable',
        violations: [expect.objectContaining({ extra: { mediaIds: [doc.id] } })],
      });
      const pending = await call('POST', '/v1/media', {
        fileName: 'a.png',
        contentType: 'image/png',
        bytes: 10,
      });
      await expect(service.forPublish(demoId, [pending.body.id])).rejects.toMatchObject({
        code: 'media_not_uploaded',
      });
      await expect(service.forPublish(otherId, [doc.id])).rejects.toMatchObject({ code: 'media_not_found' });
    });
  });
});
