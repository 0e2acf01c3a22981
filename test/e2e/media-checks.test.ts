import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startHarness, type ApiResponse, type Harness } from '../support/harness';
import * as f from '../support/media-files';
import { uploadMedia } from '../support/uploads';
import { workspaceHeaders } from '../support/workspaces';

/**
 * Per-channel media checks at create and edit, on real uploaded files (probed by the API), and the
 * time limits of a file upload: a body that stalls or runs too long ends with upload_stalled and
 * leaves nothing behind. Upload-link files carry their 7-day expiry.
 */
describe('media checks (POST/PATCH /v1/posts with mediaIds; upload stalls)', () => {
  let h: Harness;
  let photo: string;
  let micro: string;
  let social: string;
  const headers = workspaceHeaders('demo');
  const call = (method: string, p: string, body?: unknown) => h.call(method, p, body, { headers });

  /** Presign, PUT, complete: the ready media's id. */
  const upload = async (bytes: Buffer, contentType: string): Promise<string> =>
    (await uploadMedia(h, bytes, contentType, { headers })).id;

  const postCount = async () =>
    (await call('GET', '/v1/posts?limit=100&status=draft,publishing,published,partial,failed')).body.data
      .length;

  /** Every file in media storage, temporary ones included. */
  const storedFiles = () =>
    fs.readdirSync(path.join(h.config.dataDir, 'media'), { recursive: true, encoding: 'utf8' }).sort();

  let tallImage: string;
  let goodImage: string;
  let longVideo: string;
  let shortVideo: string;

  beforeAll(async () => {
    h = await startHarness();
    [photo, micro, social] = await Promise.all(['photo', 'micro', 'social'].map((p) => h.accountId(p)));
    tallImage = await upload(f.jpeg(1000, 3000, { padTo: 2000 }), 'image/jpeg');
    goodImage = await upload(f.jpeg(1080, 1350, { padTo: 2000 }), 'image/jpeg');
    // 21 minutes by its movie header, without the frames.
    longVideo = await upload(f.mp4({ width: 1280, height: 720, durationSec: 21 * 60 }), 'video/mp4');
    shortVideo = await upload(
      f.mp4({ width: 1280, height: 720, durationSec: 12, mdatBytes: 4096 }),
      'video/mp4',
    );
  }, 120_000);
  afterAll(() => h.close());

  it('refuses a 1:3 image on photo with media_aspect_ratio, limit and actual; nothing is stored', async () => {
    const before = await postCount();
    const res = await call('POST', '/v1/posts', {
      content: 'tall',
      accountIds: [photo],
      mediaIds: [tallImage],
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'media_aspect_ratio',
      platform: 'photo',
      mediaId: tallImage,
      limit: '4:5 to 1.91:1',
      actual: '1000:3000',
    });
    expect(res.body.error.errors).toBeUndefined();
    expect(await postCount()).toBe(before);
  });

  it('refuses a 21-minute video on micro with media_too_long, limit and actual', async () => {
    const res = await call('POST', '/v1/posts', {
      content: 'long',
      accountIds: [micro],
      mediaIds: [longVideo],
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'media_too_long',
      platform: 'micro',
      mediaId: longVideo,
      limit: 1200,
      actual: 1260,
    });
  });

  it('collects every broken media rule of every target in error.errors', async () => {
    const res = await call('POST', '/v1/posts', {
      content: 'all at once',
      accountIds: [photo, micro, social],
      mediaIds: [tallImage, longVideo],
    });
    expect(res.status).toBe(422);
    const found = res.body.error.errors.map((e: Record<string, unknown>) => [e.platform, e.code, e.limit]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['photo', 'media_aspect_ratio', '4:5 to 1.91:1'],
        // In a carousel a video runs at most 60 s.
        ['photo', 'media_too_long', 60],
        // micro and social keep the video and drop the image: the video is what is judged.
        ['micro', 'media_too_long', 1200],
        ['social', 'media_too_long', 1200],
      ]),
    );
    expect(found).toHaveLength(4);
    expect(res.body.error).toMatchObject({ code: res.body.error.errors[0].code });
  });

  it('checks the same rules when a draft’s media change (PATCH), and keeps the draft as it was', async () => {
    const draft = await call('POST', '/v1/posts', {
      content: 'draft',
      accountIds: [photo],
      mediaIds: [goodImage],
      draft: true,
    });
    expect(draft.status).toBe(201);
    const res = await call('PATCH', `/v1/posts/${draft.body.id}`, { mediaIds: [tallImage] });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'media_aspect_ratio', mediaId: tallImage });
    expect((await call('GET', `/v1/posts/${draft.body.id}`)).body.mediaIds).toEqual([goodImage]);
  });

  it('sends a mixed image-and-video set to channels that cannot mix, trimmed with a target warning', async () => {
    const res = await call('POST', '/v1/posts', {
      content: 'mixed set',
      accountIds: [micro, social],
      mediaIds: [goodImage, shortVideo],
      wait: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('published');
    const byPlatform = Object.fromEntries(
      res.body.targets.map((t: { platform: string; warnings: string[] }) => [t.platform, t.warnings]),
    );
    expect(byPlatform.micro).toEqual([expect.stringContaining(goodImage)]);
    expect(byPlatform.social).toEqual([expect.stringMatching(/Kept the video and dropped 1 image/)]);
  });

  describe('upload time limits', () => {
    afterEach(() => {
      h.config.uploadStallMs = 30 * 60_000;
      h.config.uploadMaxMs = 6 * 3_600_000;
    });

    /** A PUT that sends `first` bytes of a body of `total`, then what `more` writes; the answer. */
    function partialPut(
      url: string,
      total: number,
      first: Buffer,
      more: (req: http.ClientRequest) => void = () => undefined,
    ): Promise<ApiResponse> {
      return new Promise((resolve, reject) => {
        const req = http.request(url, {
          method: 'PUT',
          headers: { 'content-type': 'image/jpeg', 'content-length': String(total) },
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode!, headers: new Headers(), body: JSON.parse(text) });
          });
        });
        req.on('error', reject);
        req.write(first);
        more(req);
      });
    }

    it('a link upload that stops sending ends with upload_stalled, keeps nothing and frees its slot', async () => {
      h.config.uploadStallMs = 300;
      const link = await call('POST', '/v1/media/upload-links', { maxFiles: 1 });
      const file = f.jpeg(1080, 1350, { padTo: 4096 });
      const before = storedFiles();
      const started = Date.now();
      const res = await partialPut(`${link.body.url}/stalled.jpg`, file.length, file.subarray(0, 1000));
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'upload_stalled', reason: 'stalled', limitMs: 300 });
      expect(Date.now() - started).toBeLessThan(5000);

      expect((await call('GET', `/v1/media/upload-links/${link.body.id}`)).body.files).toEqual([]);
      expect(storedFiles()).toEqual(before);
      // The slot is free again: the one file this link takes still fits.
      const again = await fetch(`${link.body.url}/whole.jpg`, {
        method: 'PUT',
        body: file,
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(again.status).toBe(201);
      const kept = (await again.json()) as { expiresAt: string };
      // Link files are kept 7 days.
      const days = (Date.parse(kept.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
    });

    it('an upload that keeps moving but runs past the longest ends too', async () => {
      h.config.uploadStallMs = 400;
      h.config.uploadMaxMs = 1000;
      const link = await call('POST', '/v1/media/upload-links', {});
      let timer: NodeJS.Timeout | undefined;
      const res = await partialPut(`${link.body.url}/slow.jpg`, 100_000, Buffer.alloc(10, 0xff), (req) => {
        timer = setInterval(() => req.write(Buffer.alloc(10)), 100);
      });
      clearInterval(timer);
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'upload_stalled', reason: 'too_long', limitMs: 1000 });
      expect((await call('GET', `/v1/media/upload-links/${link.body.id}`)).body.files).toEqual([]);
    });

    it('a presigned upload that stalls stores no bytes: complete says media_not_uploaded', async () => {
      h.config.uploadStallMs = 300;
      const presign = await call('POST', '/v1/media', {
        fileName: 'a.jpg',
        contentType: 'image/jpeg',
        bytes: 4096,
      });
      const res = await partialPut(presign.body.uploadUrl, 4096, Buffer.alloc(100, 0xff));
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('upload_stalled');
      const done = await call('POST', `/v1/media/${presign.body.id}/complete`);
      expect(done.body.error.code).toBe('media_not_uploaded');
    });
  });
});
