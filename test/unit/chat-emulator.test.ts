import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChatEmulator, DELETE_WINDOW_MS } from '../../plugins/chat/emulator';
import { chatSandboxAccount } from '../../plugins/chat/sandbox';

const HOUR = 60 * 60 * 1000;

describe('chat emulator over HTTP', () => {
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const emulator = new ChatEmulator({ now: () => clock });
  const account = chatSandboxAccount('emulator_test');
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => emulator.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(() => emulator.reset());

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function call(method: string, body: object, token = account.credentials.botToken) {
    const res = await fetch(`${base}/bot${token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  const send = (text: string) => call('sendMessage', { chat_id: account.externalAccountId, text });

  it('derives the same account from the same handle, in the platform id shapes', () => {
    expect(chatSandboxAccount('emulator_test')).toEqual(account);
    expect(account.externalAccountId).toMatch(/^-100\d{10}$/);
    expect(account.credentials.botToken).toMatch(/^\d{10}:sandbox_emulator_test$/);
  });

  it('answers 401 in the envelope to a token it did not issue', async () => {
    const res = await call(
      'sendMessage',
      { chat_id: account.externalAccountId, text: 'hi' },
      '123:real_secret',
    );
    expect(res).toEqual({ status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } });
    expect(emulator.posts()).toHaveLength(0);
  });

  it("refuses another bot's chat as not found", async () => {
    const other = chatSandboxAccount('someone_else');
    const res = await call('sendMessage', { chat_id: other.externalAccountId, text: 'hi' });
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('Bad Request: chat not found');
  });

  it('sends a message of 4096 characters and refuses one of 4097', async () => {
    const ok = await send('x'.repeat(4096));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      ok: true,
      result: { message_id: 1, chat: { id: Number(account.externalAccountId) } },
    });

    const tooLong = await send('x'.repeat(4097));
    expect(tooLong).toEqual({
      status: 400,
      body: { ok: false, error_code: 400, description: 'Bad Request: message is too long' },
    });
    expect(await send('')).toMatchObject({
      status: 400,
      body: { description: 'Bad Request: message text is empty' },
    });
    expect(emulator.posts()).toHaveLength(1);
  });

  it('deletes a message within 48 hours and refuses after', async () => {
    await send('kept for two days');
    await send('deleted in time');
    clock += DELETE_WINDOW_MS;
    const inTime = await call('deleteMessage', { chat_id: account.externalAccountId, message_id: 2 });
    expect(inTime).toEqual({ status: 200, body: { ok: true, result: true } });

    clock += HOUR;
    const late = await call('deleteMessage', { chat_id: account.externalAccountId, message_id: 1 });
    expect(late).toEqual({
      status: 400,
      body: { ok: false, error_code: 400, description: "Bad Request: message can't be deleted" },
    });
    expect(emulator.posts().map((p) => p.deleted ?? false)).toEqual([false, true]);

    const again = await call('deleteMessage', { chat_id: account.externalAccountId, message_id: 2 });
    expect(again.body.description).toBe('Bad Request: message to delete not found');
  });

  it('answers a queued rate limit with retry_after, then serves the next call', async () => {
    emulator.failNext('rate_limit');
    const limited = await send('too fast');
    expect(limited).toEqual({
      status: 429,
      body: {
        ok: false,
        error_code: 429,
        description: 'Too Many Requests: retry after 7',
        parameters: { retry_after: 7 },
      },
    });
    expect((await send('later')).status).toBe(200);
  });

  it("serves a post's sandbox page until it is deleted", async () => {
    await send('public');
    const page = await fetch(`${base}/_sandbox/posts/1`);
    expect(await page.json()).toMatchObject({
      id: '1',
      accountId: account.externalAccountId,
      text: 'public',
    });
    expect((await fetch(`${base}/_sandbox/posts/2`)).status).toBe(404);
    await call('deleteMessage', { chat_id: account.externalAccountId, message_id: 1 });
    expect((await fetch(`${base}/_sandbox/posts/1`)).status).toBe(404);
  });

  it('answers an unknown method with 404 in the envelope', async () => {
    const res = await call('sendDice', { chat_id: account.externalAccountId });
    expect(res).toEqual({ status: 404, body: { ok: false, error_code: 404, description: 'Not Found' } });
  });
});
