import { UploadSession } from '../../core/entities';
import { startHarness, type ApiResponse, type Harness } from '../support/harness';
import * as f from '../support/media-files';

const MB = 1024 * 1024;

describe('upload links (POST /v1/media/upload-links, PUT {url}/{fileName}, GET /v1/media/upload-links/:id)', () => {
  let h: Harness;
  let demoId: string;

  const call = (method: string, p: string, body?: unknown) =>
    h.call(method, p, body, { headers: { 'x-service-workspace': 'demo' } });

  /** One file on a link, with no key: the signed URL authorises. */
  const putFile = async (
    url: string,
    fileName: string,
    body: Buffer,
    contentType: string,
  ): Promise<ApiResponse> => {
    const res = await fetch(`${url}/${encodeURIComponent(fileName)}`, {
      method: 'PUT',
      body,
      headers: { 'Content-Type': contentType },
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  };

  const jpeg = f.jpeg(1080, 1350, { padTo: 4096 });
  const mp4 = f.mp4({ width: 1920, height: 1080, durationSec: 14.5, mdatBytes: 64 * 1024 });

  beforeAll(async () => {
    h = await startHarness({ worker: false });
    demoId = (await h.call('GET', '/v1/workspaces')).body.data[0].id;
  });
  afterAll(() => h.close());

  it('creates a link, takes a JPEG and an MP4 as ready media, and lists them', async () => {
    const link = await call('POST', '/v1/media/upload-links', {});
    expect(link.status).toBe(201);
    expect(link.body).toEqual({
      id: expect.stringMatching(/^ups_/),
      url: expect.stringMatching(new RegExp(`^${h.url}/v1/media/upload-links/`)),
      maxFiles: 10,
      expiresAt: expect.any(String),
      files: [],
    });
    const minutes = (Date.parse(link.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);

    const photo = await putFile(link.body.url, 'my photo.jpg', jpeg, 'image/jpeg');
    expect(photo.status).toBe(201);
    expect(photo.body).toMatchObject({
      id: expect.stringMatching(/^med_/),
      workspaceId: demoId,
      fileName: 'my photo.jpg',
      status: 'ready',
      kind: 'image',
      width: 1080,
      height: 1350,
      bytes: jpeg.length,
    });
    const video = await putFile(link.body.url, 'clip.mp4', mp4, 'video/mp4');
    expect(video.status).toBe(201);
    expect(video.body).toMatchObject({ status: 'ready', kind: 'video', durationSec: 14.5, width: 1920 });

    const listed = await call('GET', `/v1/media/upload-links/${link.body.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ id: link.body.id, maxFiles: 10, url: link.body.url });
    expect(listed.body.files.map((m: { id: string }) => m.id)).toEqual([photo.body.id, video.body.id]);
    expect((await call('GET', `/v1/media/${video.body.id}`)).body).toMatchObject({ status: 'ready' });
  });

  it('validates maxFiles and expiresInMinutes', async () => {
    expect((await call('POST', '/v1/media/upload-links', { maxFiles: 51 })).status).toBe(400);
    expect((await call('POST', '/v1/media/upload-links', { expiresInMinutes: 4 })).status).toBe(400);
  });

  it('a file past maxFiles is 422 upload_session_full', async () => {
    const link = await call('POST', '/v1/media/upload-links', { maxFiles: 2, expiresInMinutes: 5 });
    expect(link.body.maxFiles).toBe(2);
    expect((await putFile(link.body.url, 'a.jpg', jpeg, 'image/jpeg')).status).toBe(201);
    expect((await putFile(link.body.url, 'b.jpg', jpeg, 'image/jpeg')).status).toBe(201);
    const third = await putFile(link.body.url, 'c.jpg', jpeg, 'image/jpeg');
    expect(third.status).toBe(422);
    expect(third.body.error).toMatchObject({ code: 'upload_session_full', maxFiles: 2 });
    const listed = await call('GET', `/v1/media/upload-links/${link.body.id}`);
    expect(listed.body.files).toHaveLength(2);
  });

  it('an expired link is 404 upload_session_not_found', async () => {
    const link = await call('POST', '/v1/media/upload-links', {});
    await h.orm.em
      .fork()
      .nativeUpdate(UploadSession, { id: link.body.id }, { expiresAt: new Date(Date.now() - 1000) });
    const res = await putFile(link.body.url, 'late.jpg', jpeg, 'image/jpeg');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'upload_session_not_found' });
  });

  it('an unknown link is 404 upload_session_not_found', async () => {
    const res = await putFile(
      `${h.url}/v1/media/upload-links/upload.ups_nope.9999999999.forged`,
      'x.jpg',
      jpeg,
      'image/jpeg',
    );
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'upload_session_not_found' });
  });

  it("a file over its type's cap is media_too_large, and takes no slot", async () => {
    const link = await call('POST', '/v1/media/upload-links', { maxFiles: 1 });
    const big = Buffer.concat([jpeg, Buffer.alloc(8 * MB)]);
    const res = await putFile(link.body.url, 'big.jpg', big, 'image/jpeg');
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'media_too_large', kind: 'image', limit: 8 * MB });
    expect((await putFile(link.body.url, 'ok.jpg', jpeg, 'image/jpeg')).status).toBe(201);
  });
});
