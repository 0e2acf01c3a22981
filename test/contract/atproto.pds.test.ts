import type { PublishContext, PublishItem } from '../../core/channels/plugin';
import { AtprotoPlugin } from '../../plugins/atproto';
import { AtprotoClient, parseAtUri, POST_COLLECTION, type PostRecord } from '../../plugins/atproto/client';
import {
  PDS_INSTALL_TIMEOUT_MS,
  startReferencePds,
  type PdsAccount,
  type ReferencePds,
} from '../support/atproto-pds';
import { TestMediaServer } from './plugin-contract-kit';

/**
 * The contract kit's checks that a real server can answer, run against the reference PDS
 * (test/support/atproto-pds.ts) instead of our emulator: connect, publish, facets, a chain of
 * three, a repeated send, the look-up, delete twice, the server's own limits, images, and a
 * session renewed after the server says the token expired. Metrics and replies are AppView reads
 * a bare PDS cannot answer (502 UpstreamFailure): they are checked against the emulator only.
 * The server has an install of its own that `npm test` starts in the background; the suite waits
 * for it, and fails (never skips) when it failed. The sequencer runs this suite last, so the wait
 * overlaps the other suites.
 */
const plugin = new AtprotoPlugin();

describe('atproto against the reference PDS', () => {
  let pds: ReferencePds;
  let alice: PdsAccount;
  let ctx: PublishContext;
  const media = new TestMediaServer();

  beforeAll(async () => {
    const since = Date.now();
    pds = await startReferencePds();
    console.log(`the reference PDS answered after ${Math.round((Date.now() - since) / 1000)} s`);
    await media.start();
    alice = await pds.account('alice');
    await pds.account('bob');
    const connected = await plugin.connect.connect(
      { baseUrl: pds.url },
      { identifier: alice.handle, appPassword: alice.appPassword },
    );
    ctx = {
      account: {
        externalAccountId: connected.externalAccountId,
        handle: connected.handle,
        credentials: connected.credentials,
        baseUrl: pds.url,
        sandbox: false,
      },
    };
  }, PDS_INSTALL_TIMEOUT_MS + 120_000);

  afterAll(async () => {
    await media.stop();
    await pds?.close();
  });

  const item = (text: string, more: Partial<PublishItem> & { sendKey?: string } = {}): PublishItem =>
    ({ text, mediaIds: [], options: {}, index: 0, ...more }) as PublishItem;

  /** The record behind an external id, as the server keeps it. */
  async function recordOf(uri: string): Promise<PostRecord> {
    const at = parseAtUri(uri)!;
    return (await new AtprotoClient(pds.url, undefined).getRecord(at.repo, at.collection, at.rkey)).value;
  }

  async function postCount(): Promise<number> {
    const client = new AtprotoClient(pds.url, undefined);
    return (await client.listRecords(ctx.account.externalAccountId, POST_COLLECTION, 100)).records.length;
  }

  it('connects with the app password: the account is its DID and handle', () => {
    expect(ctx.account.externalAccountId).toBe(alice.did);
    expect(ctx.account.handle).toBe('alice.test');
  });

  it('refuses a wrong app password: platform_auth_error, not retryable', async () => {
    const error = await plugin.connect
      .connect({ baseUrl: pds.url }, { identifier: alice.handle, appPassword: 'aaaa-bbbb-cccc-dddd' })
      .catch((e: unknown) => e);
    expect(plugin.classify(error)).toMatchObject({ code: 'platform_auth_error', retryable: false });
  });

  it('publishes a post whose facets the server takes, with byte ranges after Korean and emoji', async () => {
    const text = '출시 🎉 https://example.com/글 @bob.test #새소식';
    const result = await plugin.publish(ctx, item(text));
    expect(result.url).toMatch(/^https:\/\/bsky\.app\/profile\/alice\.test\/post\/[a-z2-7]{13}$/);
    const record = await recordOf(result.externalId);
    expect(record.text).toBe(text);
    const cut = (f: { index: { byteStart: number; byteEnd: number } }) =>
      Buffer.from(text).subarray(f.index.byteStart, f.index.byteEnd).toString();
    expect(record.facets!.map((f) => [cut(f), f.features[0].$type])).toEqual([
      ['https://example.com/글', 'app.bsky.richtext.facet#link'],
      ['@bob.test', 'app.bsky.richtext.facet#mention'],
      ['#새소식', 'app.bsky.richtext.facet#tag'],
    ]);
  });

  it('publishes a chain of three: each item answers the one before, and names the root', async () => {
    const root = await plugin.publish(ctx, item('one of three'));
    const second = await plugin.publish(
      ctx,
      item('two of three', { index: 1, replyToExternalId: root.externalId }),
    );
    const third = await plugin.publish(
      ctx,
      item('three of three', { index: 2, replyToExternalId: second.externalId }),
    );
    const reply = (await recordOf(third.externalId)).reply!;
    expect([reply.parent.uri, reply.root.uri]).toEqual([second.externalId, root.externalId]);
    expect((await recordOf(second.externalId)).reply!.root.uri).toBe(root.externalId);
  });

  it('a send repeated under the same key lands once: the server refuses the key taken, the plugin reads it', async () => {
    const before = await postCount();
    const first = await plugin.publish(ctx, item('sent twice', { sendKey: 'pds-target:0:1' }));
    const again = await plugin.publish(ctx, item('sent twice', { sendKey: 'pds-target:0:1' }));
    expect(again.externalId).toBe(first.externalId);
    expect(await postCount()).toBe(before + 1);
  });

  it('finds a post after a lost answer by its send key, or by its text; nothing for one never sent', async () => {
    const since = new Date(Date.now() - 1000);
    const sent = await plugin.publish(ctx, item('look me up', { sendKey: 'pds-target:1:1' }));
    expect(
      (await plugin.findPublished!(ctx, item('look me up', { sendKey: 'pds-target:1:1' }), since))
        ?.externalId,
    ).toBe(sent.externalId);
    expect(
      await plugin.findPublished!(ctx, item('look me up', { sendKey: 'pds-target:1:2' }), since),
    ).toBeNull();
    expect((await plugin.findPublished!(ctx, item('look me up'), since))?.externalId).toBe(sent.externalId);
    expect(await plugin.findPublished!(ctx, item('never sent'), since)).toBeNull();
  });

  it('deletes a post, twice: the second finds it gone and is fine', async () => {
    const sent = await plugin.publish(ctx, item('to be deleted'));
    await plugin.remove!(ctx, sent.externalId);
    await expect(plugin.remove!(ctx, sent.externalId)).resolves.toBeUndefined();
    await expect(recordOf(sent.externalId)).rejects.toMatchObject({ error: 'RecordNotFound' });
  });

  it('the server takes 300 emoji and refuses 301 (platform_rejected_content), as validate does', async () => {
    await expect(plugin.publish(ctx, item('🙂'.repeat(300)))).resolves.toMatchObject({
      externalId: expect.any(String),
    });
    const error = await plugin.publish(ctx, item('🙂'.repeat(301))).catch((e: unknown) => e);
    expect(plugin.classify(error)).toMatchObject({ code: 'platform_rejected_content', retryable: false });
    expect(plugin.validate({ text: '🙂'.repeat(301), mediaIds: [], options: {} })).toMatchObject([
      { code: 'content_too_long', extra: { limit: 300, actual: 301 } },
    ]);
  });

  it('sends images with alt texts and aspect ratios', async () => {
    // A whole image: the server reads what it is given (a header alone answers 500).
    const pixel = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const [one, two] = ['p1', 'p2'].map((id) =>
      media.add(id, { kind: 'image', contentType: 'image/png', body: pixel, width: 1, height: 1 }),
    );
    const sent = await plugin.publish(
      ctx,
      item('two images', {
        mediaIds: ['p1', 'p2'],
        media: [one, two],
        options: { altTexts: ['첫 번째', 'second'] },
      }),
    );
    const images = (await recordOf(sent.externalId)).embed!.images;
    expect(images.map((i) => [i.alt, i.aspectRatio, i.image.mimeType, i.image.size])).toEqual([
      ['첫 번째', { width: 1, height: 1 }, 'image/png', pixel.length],
      ['second', { width: 1, height: 1 }, 'image/png', pixel.length],
    ]);
  });

  it('renews the session when the server says the access token expired, stores it, and posts once', async () => {
    const saved: Array<Record<string, string>> = [];
    const expired = {
      account: {
        ...ctx.account,
        credentials: { ...ctx.account.credentials, accessJwt: pds.expiredAccessJwt(alice.did) },
      },
      saveCredentials: async (next: Record<string, string>) => {
        saved.push(next);
      },
    } as PublishContext;
    const before = await postCount();
    await plugin.publish(expired, item('after the token expired'));
    expect(await postCount()).toBe(before + 1);
    expect(saved).toHaveLength(1);
    expect(saved[0].refreshJwt).not.toBe(ctx.account.credentials.refreshJwt);
  });
});
