import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlatformEmulator, PublishContext } from '../../core/channels/plugin';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { ChatPlugin } from '../../plugins/chat';
import { ChatApiError } from '../../plugins/chat/client';
import { chatPostUrl } from '../../plugins/chat/plugin';
import { runPluginContract } from './plugin-contract-kit';

const SMILE = '\u{1F600}'; // 4 UTF-8 bytes

runPluginContract(new ChatPlugin(), {
  valid: [
    { name: 'plain text', draft: { text: 'Hello from the chat channel' } },
    { name: 'text of exactly 4096 characters', draft: { text: 'a'.repeat(4096) } },
    { name: 'text with emoji under the limit', draft: { text: `${SMILE.repeat(1000)} fits` } },
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
  let server: http.Server;
  let ctx: PublishContext;

  beforeAll(async () => {
    emulator = plugin.sandbox.createEmulator();
    server = http.createServer((req, res) => emulator.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ctx = { account: { ...plugin.sandbox.account('newsroom'), baseUrl: `http://127.0.0.1:${port}` } };
  });

  afterEach(() => emulator.reset());

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
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

    const real = { ...ctx.account, baseUrl: plugin.defaultBaseUrl };
    expect(chatPostUrl(real, '42', plugin.defaultBaseUrl)).toBe('https://t.me/newsroom/42');
  });

  it('warns that media was not sent', async () => {
    const result = await plugin.publish(ctx, { ...item('with a photo'), mediaIds: ['m1'] });
    expect(result.warnings).toHaveLength(1);
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
