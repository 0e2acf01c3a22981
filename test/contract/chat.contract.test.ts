import type { PlatformEmulator, PublishContext, PublishItem, PublishMedia } from '../../core/channels/plugin';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { ChatPlugin } from '../../plugins/chat';
import { ChatApiError } from '../../plugins/chat/client';
import { chatPostUrl } from '../../plugins/chat/plugin';
import { createHash } from 'node:crypto';
import { runPluginContract, TestMediaServer } from './plugin-contract-kit';
import { type Listening, serveEmulator } from '../support/listen';

const SMILE = '\u{1F600}'; // 4 UTF-8 bytes

runPluginContract(new ChatPlugin(), {
  realLink: /^https:\/\/t\.me\/contract_kit\/\d+$/,
  valid: [
    { name: 'plain text', draft: { text: 'Hello from the chat channel' } },
    { name: 'text of exactly 4096 characters', draft: { text: 'a'.repeat(4096) } },
    { name: 'text with emoji under the limit', draft: { text: `${SMILE.repeat(1000)} fits` } },
    { name: 'a caption of exactly 1024 characters', draft: { text: 'a'.repeat(1024), mediaIds: ['m1'] } },
  ],
  invalid: [
    {
      name: '4097 characters',
      draft: { text: 'a'.repeat(4097) },
      codes: ['content_too_long'],
      extra: { platform: 'chat', limit: 4096, actual: 4097 },
    },
    {
      // 1023 emoji are 4092 bytes, well under 4096 code points but over once emoji count as bytes.
      name: 'emoji counted as UTF-8 bytes',
      draft: { text: `${SMILE.repeat(1023)}abcdefgh` },
      codes: ['content_too_long'],
      extra: { platform: 'chat', limit: 4096, actual: 4100 },
    },
    {
      name: 'a caption of 1025 characters',
      draft: { text: 'a'.repeat(1025), mediaIds: ['m1', 'm2'] },
      codes: ['content_too_long'],
      extra: { platform: 'chat', limit: 1024, actual: 1025 },
    },
    {
      name: 'a chain',
      draft: {
        threadItems: [
          { text: 'one', mediaIds: [] },
          { text: 'two', mediaIds: [] },
        ],
      },
      codes: ['chain_not_supported'],
      extra: { platform: 'chat' },
    },
    {
      name: 'a topic tag',
      draft: { topicTag: 'news' },
      codes: ['topic_tag_not_supported'],
      extra: { platform: 'chat' },
    },
    {
      name: 'a chain and a topic tag',
      draft: { threadItems: [{ text: 'one', mediaIds: [] }], topicTag: 'news' },
      codes: ['chain_not_supported', 'topic_tag_not_supported'],
    },
  ],
  failures: [
    { kind: 'server_error', code: 'platform_error', retryable: true },
    { kind: 'rate_limit', code: 'platform_error', retryable: true, retryAfterSeconds: 7 },
    { kind: 'auth', code: 'platform_auth_error', retryable: false },
    { kind: 'blocked', code: 'permission_denied', retryable: false },
    { kind: 'chat_not_found', code: 'platform_rejected_content', retryable: false },
  ],
});

// What the contract kit does not look at: options on the wire, the post URL, deletes, edge cases of
// replies and edits.
describe('chat plugin against its emulator', () => {
  const plugin = new ChatPlugin();
  let emulator: PlatformEmulator;
  let server: Listening;
  let ctx: PublishContext;

  beforeAll(async () => {
    emulator = plugin.sandbox.createEmulator();
    server = await serveEmulator(emulator);
    ctx = { account: { ...plugin.sandbox.account('newsroom'), sandbox: true, baseUrl: server.url } };
  });

  afterEach(() => emulator.reset());

  afterAll(async () => {
    await server.close();
  });

  const item = (text: string, options: Record<string, unknown> = {}) => ({
    text,
    mediaIds: [],
    options,
    index: 0,
  });

  it('passes the send options to the platform', async () => {
    await plugin.publish(
      ctx,
      item('<b>bold</b>', { parseMode: 'HTML', disableNotification: true, disableWebPagePreview: true }),
    );
    expect(emulator.posts()[0]).toMatchObject({
      parseMode: 'HTML',
      disableNotification: true,
      linkPreviewDisabled: true,
    });
  });

  it('links a sandbox post to its page on the emulator, and a real one to the chat', async () => {
    const first = await plugin.publish(ctx, item('first'));
    const second = await plugin.publish(ctx, item('second'));
    expect([first.externalId, second.externalId]).toEqual(['1', '2']);
    const page = await fetch(second.url ?? '');
    expect(await page.json()).toMatchObject({ id: '2', text: 'second' });

    // A real account behind a base-URL override (a proxy) still links the chat, not the emulator.
    const real = { ...ctx.account, sandbox: false };
    expect(chatPostUrl(real, '42')).toBe('https://t.me/newsroom/42');
  });

  describe('media', () => {
    const media = new TestMediaServer();
    const sha256 = async (m: PublishMedia) =>
      createHash('sha256')
        .update(await m.read())
        .digest('hex');
    const withMedia = (text: string, files: PublishMedia[]): PublishItem => ({
      ...item(text),
      mediaIds: files.map((f) => f.id),
      media: files,
    });

    beforeAll(() => media.start());
    afterAll(() => media.stop());

    it('sends one image as a photo with the text as its caption', async () => {
      const photo = media.add('one.jpg', { kind: 'image', contentType: 'image/jpeg', bytes: 3000 });
      const result = await plugin.publish(ctx, withMedia('a photo', [photo]));
      expect(result.warnings).toBeUndefined();
      expect(emulator.posts()).toEqual([
        expect.objectContaining({
          id: result.externalId,
          text: 'a photo',
          media: { kind: 'photo', url: photo.url, sha256: await sha256(photo), size: 3000 },
        }),
      ]);
    });

    it('sends one video as a video and one GIF as an animation', async () => {
      const video = media.add('clip.mp4', { kind: 'video', contentType: 'video/mp4', bytes: 5000 });
      const gif = media.add('fun.gif', { kind: 'gif', contentType: 'image/gif', bytes: 700 });
      await plugin.publish(ctx, withMedia('a video', [video]));
      await plugin.publish(ctx, withMedia('', [gif]));
      const [first, second] = emulator.posts();
      expect(first).toMatchObject({
        text: 'a video',
        media: { kind: 'video', sha256: await sha256(video), size: 5000 },
      });
      expect(second).toMatchObject({
        text: '',
        media: { kind: 'animation', sha256: await sha256(gif), size: 700 },
      });
    });

    it('sends 2-10 files as one album, caption on the first, the exact bytes on the platform', async () => {
      const files = [
        media.add('g1.jpg', { kind: 'image', contentType: 'image/jpeg', bytes: 1000 }),
        media.add('g2.mp4', { kind: 'video', contentType: 'video/mp4', bytes: 2000 }),
        media.add('g3.gif', { kind: 'gif', contentType: 'image/gif', bytes: 3000 }),
      ];
      const result = await plugin.publish(ctx, withMedia('the album', files));
      const posts = emulator.posts();
      expect(posts).toHaveLength(3);
      expect(result.externalId).toBe(posts[0].id);
      expect(posts.map((p) => p.text)).toEqual(['the album', '', '']);
      expect(new Set(posts.map((p) => p.mediaGroupId)).size).toBe(1);
      expect(posts.map((p) => (p.media as { kind: string }).kind)).toEqual(['photo', 'video', 'video']);
      for (const [i, post] of posts.entries()) {
        expect(post.media).toMatchObject({ sha256: await sha256(files[i]), size: files[i].bytes });
      }
    });

    it('sends the first 10 of more files and warns about the rest', async () => {
      const files = Array.from({ length: 12 }, (_, i) =>
        media.add(`many${i}.jpg`, { kind: 'image', contentType: 'image/jpeg', bytes: 100 + i }),
      );
      const result = await plugin.publish(ctx, withMedia('a dozen', files));
      expect(emulator.posts()).toHaveLength(10);
      expect(emulator.posts().map((p) => (p.media as { url: string }).url)).toEqual(
        files.slice(0, 10).map((f) => f.url),
      );
      expect(result.warnings).toEqual([expect.stringContaining('2 were not sent')]);
    });

    it('classifies a file the platform cannot fetch as platform_rejected_content', async () => {
      const photo = media.add('here.jpg', { kind: 'image', contentType: 'image/jpeg' });
      const missing = { ...photo, id: 'gone', url: `${photo.url}-missing` };
      for (const files of [[missing], [photo, missing]]) {
        const error = await plugin.publish(ctx, withMedia('nope', files)).catch((e: unknown) => e);
        expect(error).toMatchObject({ description: 'Bad Request: wrong file identifier/HTTP URL specified' });
        expect(plugin.classify(error)).toMatchObject({ code: 'platform_rejected_content', retryable: false });
      }
      expect(emulator.posts()).toHaveLength(0);
    });

    it('lets the platform refuse a caption over 1024 characters', async () => {
      const photo = media.add('long.jpg', { kind: 'image', contentType: 'image/jpeg' });
      const error = await plugin.publish(ctx, withMedia('a'.repeat(1025), [photo])).catch((e: unknown) => e);
      expect(error).toMatchObject({ description: 'Bad Request: message caption is too long' });
      expect(plugin.classify(error)).toMatchObject({ code: 'platform_rejected_content' });
      expect(emulator.posts()).toHaveLength(0);
    });

    it('edits the caption of a media post, and of an album through its first message', async () => {
      const photo = media.add('edit.jpg', { kind: 'image', contentType: 'image/jpeg' });
      const single = await plugin.publish(ctx, withMedia('old caption', [photo]));
      await plugin.edit(ctx, single.externalId, withMedia('new caption', [photo]));
      // Sent again after a lost answer: not modified counts as done.
      await plugin.edit(ctx, single.externalId, withMedia('new caption', [photo]));
      // An item without its media still edits the caption of a media message.
      await plugin.edit(ctx, single.externalId, item('newest caption'));
      expect(emulator.posts()[0]).toMatchObject({ text: 'newest caption', editedAt: expect.any(String) });

      const album = await plugin.publish(ctx, withMedia('album caption', [photo, photo]));
      await plugin.edit(ctx, album.externalId, withMedia('album edited', [photo, photo]));
      expect(emulator.posts().find((p) => p.id === album.externalId)?.text).toBe('album edited');

      // A text message edited with an item that has media still gets its text rewritten.
      const text = await plugin.publish(ctx, item('just text'));
      await plugin.edit(ctx, text.externalId, withMedia('text again', [photo]));
      expect(emulator.posts().find((p) => p.id === text.externalId)?.text).toBe('text again');
    });

    it('deletes the first message of an album', async () => {
      const photo = media.add('del.jpg', { kind: 'image', contentType: 'image/jpeg' });
      const album = await plugin.publish(ctx, withMedia('bye', [photo, photo]));
      await plugin.remove(ctx, album.externalId);
      expect(emulator.posts().map((p) => p.deleted ?? false)).toEqual([true, false]);
    });

    it('warns when an item names media it could not read', async () => {
      const result = await plugin.publish(ctx, { ...item('with a photo'), mediaIds: ['m1'] });
      expect(result.warnings).toHaveLength(1);
      expect(emulator.posts()[0]).toMatchObject({ text: 'with a photo' });
    });
  });

  it('treats deleting an already deleted message as done', async () => {
    const { externalId } = await plugin.publish(ctx, item('twice deleted'));
    await plugin.remove(ctx, externalId);
    await expect(plugin.remove(ctx, externalId)).resolves.toBeUndefined();
  });

  it('sends a reply as reply_parameters and classifies a reply to a missing message', async () => {
    const first = await plugin.publish(ctx, item('first'));
    await plugin.publish(ctx, { ...item('second'), replyToExternalId: first.externalId });
    expect(emulator.posts()[1]).toMatchObject({ text: 'second', replyToId: first.externalId });

    await plugin.remove(ctx, first.externalId);
    const error = await plugin
      .publish(ctx, { ...item('too late'), replyToExternalId: first.externalId })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatApiError);
    expect(plugin.classify(error)).toMatchObject({ code: 'platform_rejected_content', retryable: false });
    expect(emulator.posts()).toHaveLength(2);
  });

  it('edits with the markup mode and preview choice of the new options', async () => {
    const { externalId } = await plugin.publish(ctx, item('plain'));
    await plugin.edit(
      ctx,
      externalId,
      item('<b>bold</b>', { parseMode: 'HTML', disableWebPagePreview: true }),
    );
    expect(emulator.posts()).toEqual([
      expect.objectContaining({
        id: externalId,
        text: '<b>bold</b>',
        parseMode: 'HTML',
        linkPreviewDisabled: true,
        editedAt: expect.any(String),
      }),
    ]);
  });

  it('treats an edit to the text the message already has as done', async () => {
    const { externalId } = await plugin.publish(ctx, item('same words'));
    await expect(plugin.edit(ctx, externalId, item('same words'))).resolves.toBeUndefined();
    await plugin.edit(ctx, externalId, item('new words'));
    // The answer to this edit was "lost" and it is sent again: the platform says not modified.
    await expect(plugin.edit(ctx, externalId, item('new words'))).resolves.toBeUndefined();
    expect(emulator.posts()).toEqual([expect.objectContaining({ text: 'new words' })]);
  });

  it('classifies failed edits through classify', async () => {
    const { externalId } = await plugin.publish(ctx, item('will be gone'));
    const failure = (p: Promise<void>) =>
      p.then(
        () => undefined,
        (e: unknown) => e,
      );

    const unknown = await failure(plugin.edit(ctx, '999', item('new')));
    expect(unknown).toMatchObject({ description: 'Bad Request: message to edit not found' });
    expect(plugin.classify(unknown)).toMatchObject({ code: 'platform_rejected_content', retryable: false });

    const tooLong = await failure(plugin.edit(ctx, externalId, item('a'.repeat(4097))));
    expect(tooLong).toMatchObject({ description: 'Bad Request: MESSAGE_TOO_LONG' });
    expect(plugin.classify(tooLong)).toMatchObject({ code: 'platform_rejected_content', retryable: false });

    emulator.failNext('rate_limit');
    const limited = await failure(plugin.edit(ctx, externalId, item('new')));
    expect(plugin.classify(limited)).toMatchObject({
      code: 'platform_error',
      retryable: true,
      retryAfterSeconds: 7,
    });

    await plugin.remove(ctx, externalId);
    const deleted = await failure(plugin.edit(ctx, externalId, item('new')));
    expect(deleted).toMatchObject({ description: 'Bad Request: message to edit not found' });
    expect(plugin.classify(deleted)).toMatchObject({ code: 'platform_rejected_content', retryable: false });
    expect(emulator.posts()[0]).toMatchObject({ text: 'will be gone', deleted: true });
  });

  it('declares edit as supported without a condition', () => {
    expect(plugin.features.find((row) => row.feature === 'edit')).toEqual({
      feature: 'edit',
      supported: true,
    });
  });

  it('classifies a delete past the 48-hour window as delete_window_expired', () => {
    const error = new ChatApiError(400, new Headers(), {
      ok: false,
      error_code: 400,
      description: "Bad Request: message can't be deleted",
    });
    expect(plugin.classify(error)).toMatchObject({ code: 'delete_window_expired', retryable: false });
  });

  it('classifies a timeout as platform_timeout and a refused connection as platform_error', async () => {
    expect(plugin.classify(new PlatformNetworkError('timeout', true, 'late'))).toMatchObject({
      code: 'platform_timeout',
      retryable: true,
    });
    const unreachable = { ...ctx, account: { ...ctx.account, baseUrl: 'http://127.0.0.1:1' } };
    const error = await plugin.publish(unreachable, item('nowhere')).catch((e: unknown) => e);
    expect(plugin.classify(error)).toMatchObject({ code: 'platform_error', retryable: true });
  });
});
