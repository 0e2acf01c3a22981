import type { FediEmulator } from '../../plugins/fedi/emulator';
import { startHarness, type Harness } from '../support/harness';
import { jpeg, mp4 } from '../support/media-files';
import { uploadMedia } from '../support/uploads';
import { newWorkspace, type TestWorkspace } from '../support/workspaces';

/**
 * fedi statuses with media, through the running app and worker to the emulator: images with their
 * descriptions (alt text), a video the instance processes after the upload (202, then read until
 * it has a `url`), and the channel's limit of 4 images declared once in `limits`.
 */
describe('fedi: media with descriptions', () => {
  let h: Harness;
  let ws: TestWorkspace;
  let accountId: string;

  beforeAll(async () => {
    h = await startHarness();
    ws = await newWorkspace(h, 'Fedi Media');
    const res = await h.call(
      'POST',
      '/v1/accounts/connect',
      { platform: 'fedi', sandbox: true, instant: true, handle: 'fedi_media' },
      { headers: ws.headers },
    );
    expect(res.status).toBe(201);
    accountId = res.body.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const emulator = () => h.sandbox.emulators.get('fedi') as FediEmulator;
  const images = (n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        uploadMedia(h, jpeg(40 + i, 30), 'image/jpeg', { fileName: `f${i}.jpg`, headers: ws.headers }),
      ),
    );
  const post = (body: Record<string, unknown>) =>
    h.call('POST', '/v1/posts', { accountIds: [accountId], wait: true, ...body }, { headers: ws.headers });
  const status = (text: string) =>
    emulator()
      .posts()
      .find((p) => p.text === text);

  it('GET /v1/platforms: fedi takes media, up to 4 images or one video', async () => {
    const res = await h.call('GET', '/v1/platforms');
    const fedi = res.body.data.find((p: { id: string }) => p.id === 'fedi');
    expect(fedi.features.find((f: { feature: string }) => f.feature === 'media')).toMatchObject({
      supported: true,
    });
    expect(fedi.limits.media).toEqual({ images: 4, videos: 1, mixImagesAndVideo: false });
  });

  it('two images with alt texts: the status carries both, each with its description', async () => {
    const files = await images(2);
    const res = await post({
      content: 'fedi two pictures',
      mediaIds: files.map((f) => f.id),
      options: { fedi: { altTexts: ['a red square', 'a blue circle'] } },
    });
    expect([res.status, res.body.status]).toEqual([201, 'published']);
    expect(status('fedi two pictures')?.attachments).toEqual([
      { id: expect.any(String), type: 'image', description: 'a red square' },
      { id: expect.any(String), type: 'image', description: 'a blue circle' },
    ]);
  });

  it('five images: the first four go out and the target warning names the fifth (spec, 2026-09-17)', async () => {
    const files = await images(5);
    const uploadedBefore = emulator().media.length;
    const res = await post({ content: 'fedi five pictures', mediaIds: files.map((f) => f.id) });
    expect([res.status, res.body.status]).toEqual([201, 'published']);
    expect(status('fedi five pictures')?.attachments).toHaveLength(4);
    expect(JSON.stringify(res.body.targets[0])).toContain(`1 media item(s) not sent (${files[4].id})`);
    // The cut file never reached the instance.
    expect(emulator().media.length - uploadedBefore).toBe(4);
  });

  it('a video the instance processes after the upload: read until ready, then attached', async () => {
    const video = await uploadMedia(h, mp4({ width: 640, height: 360, durationSec: 3 }), 'video/mp4', {
      fileName: 'clip.mp4',
      headers: ws.headers,
    });
    const res = await post({
      content: 'fedi a video',
      mediaIds: [video.id],
      options: { fedi: { altTexts: ['a short clip'] } },
    });
    expect([res.status, res.body.status]).toEqual([201, 'published']);
    expect(status('fedi a video')?.attachments).toEqual([
      { id: expect.any(String), type: 'video', description: 'a short clip' },
    ]);
  });
});
