import type { PlatformEmulator, PublishContext, PublishItem } from '../../core/channels/plugin';
import { AtprotoPlugin } from '../../plugins/atproto';
import { type Listening, serveEmulator } from '../support/listen';
import { TestMediaServer } from './plugin-contract-kit';

/**
 * What the kits do not cover on this channel: the session renewed (and stored) when the server
 * says the access token expired; the send key that makes a repeated send land once; images.
 */
const plugin = new AtprotoPlugin();

describe('atproto: sessions, send keys, images (against the emulator)', () => {
  let emulator: PlatformEmulator;
  let server: Listening;
  const media = new TestMediaServer();

  beforeAll(async () => {
    emulator = plugin.sandbox.createEmulator();
    server = await serveEmulator(emulator);
    await media.start();
  });
  afterEach(() => emulator.reset());
  afterAll(async () => {
    await server.close();
    await media.stop();
  });

  /** A context whose renewed credentials land in `saved`. */
  function context(saved: Array<Record<string, string>> = []): PublishContext {
    const account = plugin.sandbox.account('session_kit');
    const ctx = {
      account: { ...account, credentials: { ...account.credentials }, sandbox: true, baseUrl: server.url },
      saveCredentials: async (next: Record<string, string>) => {
        saved.push(next);
      },
    };
    return ctx as PublishContext;
  }

  const item = (text: string, more: Record<string, unknown> = {}) =>
    ({ text, mediaIds: [], options: {}, index: 0, ...more }) as PublishItem;

  it('renews an expired session once, stores the new tokens, and posts once with them', async () => {
    const saved: Array<Record<string, string>> = [];
    const ctx = context(saved);
    const before = { ...ctx.account.credentials };
    emulator.failNext('expired_token');
    const result = await plugin.publish(ctx, item('after the token expired'));
    expect(emulator.posts().map((p) => p.id)).toEqual([result.externalId]);
    expect(saved).toHaveLength(1);
    expect(saved[0].accessJwt).not.toBe(before.accessJwt);
    expect(saved[0].refreshJwt).not.toBe(before.refreshJwt);
    // The next call in the same context goes out with the renewed session, no second renewal.
    expect(ctx.account.credentials).toEqual(saved[0]);
    await plugin.publish(ctx, item('with the renewed session'));
    expect(saved).toHaveLength(1);
  });

  it('a refused refresh is platform_auth_error, not retryable, and nothing is stored', async () => {
    const saved: Array<Record<string, string>> = [];
    const ctx = context(saved);
    ctx.account.credentials.refreshJwt = 'revoked';
    emulator.failNext('expired_token');
    const error = await plugin.publish(ctx, item('never sent')).catch((e: unknown) => e);
    expect(plugin.classify(error)).toMatchObject({ code: 'platform_auth_error', retryable: false });
    expect([saved, emulator.posts()]).toEqual([[], []]);
  });

  it('a send repeated under the same send key lands once and answers the same post', async () => {
    const ctx = context();
    const first = await plugin.publish(ctx, item('sent twice', { sendKey: 'target-1:0:1' }));
    const again = await plugin.publish(ctx, item('sent twice', { sendKey: 'target-1:0:1' }));
    expect(again.externalId).toBe(first.externalId);
    expect(emulator.posts()).toHaveLength(1);
  });

  it('after a lost answer, the try again under the same key lands once; the look-up reads that key', async () => {
    const ctx = context();
    const lost = item('answer lost', { sendKey: 'target-2:0:1' });
    emulator.failNext('drop_after_accept');
    const error = await plugin.publish(ctx, lost).catch((e: unknown) => e);
    expect(plugin.classify(error)).toMatchObject({ retryable: true });
    const found = await plugin.findPublished!(ctx, lost, new Date(0));
    expect(found?.externalId).toBe(emulator.posts()[0].id);
    expect(
      await plugin.findPublished!(ctx, item('answer lost', { sendKey: 'target-2:0:2' }), new Date(0)),
    ).toBeNull();
    const retried = await plugin.publish(ctx, lost);
    expect(retried.externalId).toBe(found?.externalId);
    expect(emulator.posts()).toHaveLength(1);
  });

  it('a chain item names its root and parent from the chain context, without reading the parent', async () => {
    const ctx = context();
    const root = await plugin.publish(ctx, item('root'));
    expect(root.chainContext).toEqual({
      uri: root.externalId,
      cid: expect.any(String),
      rootUri: root.externalId,
      rootCid: root.chainContext!.cid,
    });
    // A hash the server never made: only the passed context can have put it in the record.
    const passed = { ...root.chainContext!, cid: 'bafyreipassedbythechain', rootCid: 'bafyreipassedroot' };
    const next = await plugin.publish(
      ctx,
      item('second', {
        index: 1,
        replyToExternalId: root.externalId,
        chain: { root: passed, parent: passed },
      }),
    );
    const stored = emulator.posts().find((p) => p.id === next.externalId)!;
    expect((stored.record as { reply: unknown }).reply).toEqual({
      root: { uri: root.externalId, cid: 'bafyreipassedroot' },
      parent: { uri: root.externalId, cid: 'bafyreipassedbythechain' },
    });
    expect(next.chainContext).toMatchObject({ rootUri: root.externalId, rootCid: 'bafyreipassedroot' });
  });

  it('sends images with their alt texts and aspect ratio; a fifth is left out with a warning', async () => {
    const files = [1, 2, 3, 4, 5].map((n) =>
      media.add(`img${n}`, { kind: 'image', contentType: 'image/png', bytes: 2048, width: 800, height: 600 }),
    );
    const result = await plugin.publish(
      context(),
      item('five images', {
        mediaIds: files.map((f) => f.id),
        media: files,
        options: { altTexts: ['one', 'two'] },
      }),
    );
    expect(result.warnings).toEqual([expect.stringContaining('1 media item(s) not sent')]);
    const [post] = emulator.posts();
    const images = (post.record as { embed: { images: Array<Record<string, unknown>> } }).embed.images;
    expect(images.map((i) => i.alt)).toEqual(['one', 'two', '', '']);
    expect(images[0]).toMatchObject({ aspectRatio: { width: 800, height: 600 }, image: { size: 2048 } });
  });

  it('the server refuses an image over 1,000,000 bytes: platform_rejected_content', async () => {
    const big = media.add('big', { kind: 'image', contentType: 'image/jpeg', bytes: 1_000_001 });
    const error = await plugin
      .publish(context(), item('too big', { mediaIds: ['big'], media: [big] }))
      .catch((e: unknown) => e);
    expect(plugin.classify(error)).toMatchObject({ code: 'platform_rejected_content', retryable: false });
    expect(emulator.posts()).toEqual([]);
  });
});
