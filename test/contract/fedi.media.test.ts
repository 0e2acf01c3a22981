import type { PublishContext, PublishMedia } from '../../core/channels/plugin';
import { FediPlugin } from '../../plugins/fedi';
import type { FediEmulator } from '../../plugins/fedi/emulator';
import { serveEmulator, type Listening } from '../support/listen';

/**
 * fedi's media against its emulator, the plugin called directly: a video the instance never
 * finishes processing fails the send as retryable within the bounded wait, and posts nothing.
 */
describe('fedi media: a file never done processing', () => {
  const plugin = new FediPlugin({ processingTimeoutMs: 300, pollIntervalMs: 50 });
  let emulator: FediEmulator;
  let server: Listening;
  let ctx: PublishContext;

  beforeAll(async () => {
    emulator = plugin.sandbox.createEmulator() as FediEmulator;
    server = await serveEmulator(emulator);
    ctx = { account: { ...plugin.sandbox.account('media_kit'), sandbox: true, baseUrl: server.url } };
  });
  afterAll(() => server.close());

  const video: PublishMedia = {
    id: 'med_video',
    kind: 'video',
    contentType: 'video/mp4',
    bytes: 4,
    url: 'http://unused.invalid/video.mp4',
    read: async () => Buffer.from('mp4!'),
  };

  it('is a retryable platform_error, and no status is made', async () => {
    emulator.videosNeverReady = true;
    const sent = plugin.publish(ctx, {
      text: 'never ready',
      mediaIds: [video.id],
      media: [video],
      options: {},
      index: 0,
      sendKey: 'kit.media.1',
    });
    await expect(sent).rejects.toThrow('still processing');
    expect(plugin.classify(await sent.catch((e: unknown) => e))).toMatchObject({
      code: 'platform_error',
      retryable: true,
    });
    expect(emulator.posts()).toEqual([]);
    expect(emulator.media).toHaveLength(1);
  });
});
