import type { PlatformEmulator } from '../../core/channels/plugin';
import { ChatPlugin } from '../../plugins/chat';
import { ChatApiError } from '../../plugins/chat/client';
import { chatConnect } from '../../plugins/chat/connect';
import { runConnectContract } from './connect-contract-kit';
import { type Listening, serveEmulator } from '../support/listen';

const plugin = new ChatPlugin();

// A person gets a sandbox bot token from the sandbox account of any handle.
runConnectContract(plugin, {
  tokenInput: (handle) => plugin.sandbox.account(handle).credentials,
  badTokenInput: { botToken: '123456:not-a-token-the-platform-issued', chatId: '-1001234567890' },
});

describe('chat connect: what the Bot API answers', () => {
  let emulator: PlatformEmulator;
  let server: Listening;
  let baseUrl: string;

  beforeAll(async () => {
    emulator = plugin.sandbox.createEmulator();
    server = await serveEmulator(emulator);
    baseUrl = server.url;
  });

  afterAll(async () => {
    await server.close();
  });

  const bot = plugin.sandbox.account('newsroom');

  it('names the account after the chat, with the same id and credentials as the sandbox account', async () => {
    const account = await chatConnect.connect({ baseUrl }, bot.credentials);
    expect(account).toEqual({
      externalAccountId: bot.externalAccountId,
      handle: 'newsroom',
      credentials: bot.credentials,
      expiresAt: null,
    });
  });

  it('takes the chat by its public @username and stores the numeric id', async () => {
    const account = await chatConnect.connect(
      { baseUrl },
      { botToken: bot.credentials.botToken, chatId: '@newsroom' },
    );
    expect(account.externalAccountId).toBe(bot.externalAccountId);
    expect(account.credentials.chatId).toBe(bot.externalAccountId);
  });

  it('refuses a chat the bot is not in with "chat not found", not retryable', async () => {
    const other = plugin.sandbox.account('someone_else');
    const error = await chatConnect
      .connect({ baseUrl }, { botToken: bot.credentials.botToken, chatId: other.externalAccountId })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(error).toBeInstanceOf(ChatApiError);
    expect((error as ChatApiError).description).toBe('Bad Request: chat not found');
    expect(plugin.classify(error)).toMatchObject({ retryable: false });
  });

  it('answers a wrong token 401 Unauthorized in the Bot API envelope', async () => {
    for (const method of ['getMe', 'getChat']) {
      const res = await fetch(`${baseUrl}/bot123:wrong/${method}`, { method: 'POST' });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ ok: false, error_code: 401, description: 'Unauthorized' });
    }
  });

  it('describes the bot on getMe, by GET as well as POST', async () => {
    const res = await fetch(`${baseUrl}/bot${bot.credentials.botToken}/getMe`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      result: expect.objectContaining({
        id: Number(bot.credentials.botToken.split(':')[0]),
        is_bot: true,
        username: 'newsroom_bot',
        first_name: expect.any(String),
      }),
    });
  });

  it('refuses getChat without a chat_id', async () => {
    const res = await fetch(`${baseUrl}/bot${bot.credentials.botToken}/getChat`, { method: 'POST' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false, description: 'Bad Request: chat_id is empty' });
  });

  it('does not spend a queued write failure on the connect reads', async () => {
    emulator.failNext('server_error');
    await chatConnect.connect({ baseUrl }, bot.credentials);
    const failed = await plugin
      .publish(
        { account: { ...bot, sandbox: true, baseUrl } },
        { text: 'hit by the queued failure', mediaIds: [], options: {}, index: 0 },
      )
      .then(
        () => undefined,
        (err: unknown) => plugin.classify(err),
      );
    expect(failed).toMatchObject({ code: 'platform_error', retryable: true });
    emulator.reset();
  });
});
