import { ChatEmulator, DELETE_WINDOW_MS } from '../../plugins/chat/emulator';
import { chatSandboxAccount } from '../../plugins/chat/sandbox';
import { type Listening, serveEmulator } from '../support/listen';

const HOUR = 60 * 60 * 1000;

describe('chat emulator over HTTP', () => {
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const emulator = new ChatEmulator({ now: () => clock });
  const account = chatSandboxAccount('emulator_test');
  let server: Listening;
  let base: string;

  beforeAll(async () => {
    server = await serveEmulator(emulator);
    base = server.url;
  });

  afterEach(() => emulator.reset());

  afterAll(async () => {
    await server.close();
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

  describe('replies', () => {
    const chat_id = account.externalAccountId;

    it('sends a reply to a message of the same chat and stores what it answers', async () => {
      await send('question');
      const res = await call('sendMessage', { chat_id, text: 'answer', reply_parameters: { message_id: 1 } });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({
        message_id: 2,
        text: 'answer',
        reply_to_message: { message_id: 1, text: 'question' },
      });
      expect(emulator.posts()).toEqual([
        expect.not.objectContaining({ replyToId: expect.anything() }),
        expect.objectContaining({ id: '2', replyToId: '1' }),
      ]);
    });

    it('takes reply_parameters as JSON text in a form body', async () => {
      await send('question');
      const res = await fetch(`${base}/bot${account.credentials.botToken}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ chat_id, text: 'answer', reply_parameters: '{"message_id":"1"}' }),
      });
      expect(res.status).toBe(200);
      expect(emulator.posts()[1]).toMatchObject({ replyToId: '1' });
    });

    it('refuses a reply to a message that is not in the chat, was deleted, or is not named', async () => {
      const notFound = {
        status: 400,
        body: { ok: false, error_code: 400, description: 'Bad Request: message to be replied not found' },
      };
      const other = chatSandboxAccount('someone_else');
      // The other chat has messages 1 and 2; this chat only message 1, so 2 names nothing here.
      for (const text of ['theirs', 'theirs too']) {
        await call('sendMessage', { chat_id: other.externalAccountId, text }, other.credentials.botToken);
      }
      await send('ours');
      const reply = (reply_parameters: unknown) =>
        call('sendMessage', { chat_id, text: 'reply', reply_parameters });

      expect(await reply({ message_id: 2 })).toEqual(notFound);
      expect(await reply({})).toEqual(notFound);
      expect(await reply({ message_id: 'one' })).toEqual(notFound);
      await call('deleteMessage', { chat_id, message_id: 1 });
      expect(await reply({ message_id: 1 })).toEqual(notFound);
      expect(emulator.posts().filter((p) => p.accountId === chat_id)).toHaveLength(1);
    });
  });

  describe('editMessageText', () => {
    const chat_id = account.externalAccountId;
    const edit = (body: object) => call('editMessageText', { chat_id, ...body });
    const refused = (description: string) => ({
      status: 400,
      body: { ok: false, error_code: 400, description },
    });

    it('rewrites the text in place, marks the edit time and answers the edited message', async () => {
      await send('first draft');
      clock += HOUR;
      const res = await edit({ message_id: 1, text: 'second draft' });
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({
        message_id: 1,
        chat: { id: Number(chat_id) },
        date: Math.floor((clock - HOUR) / 1000),
        edit_date: Math.floor(clock / 1000),
        text: 'second draft',
      });
      expect(emulator.posts()).toEqual([
        expect.objectContaining({ id: '1', text: 'second draft', editedAt: new Date(clock).toISOString() }),
      ]);
      const page = await fetch(`${base}/_sandbox/posts/1`);
      expect(await page.json()).toMatchObject({ text: 'second draft' });
    });

    it('answers "message is not modified" to the same text and leaves the post as it was', async () => {
      await send('unchanged');
      expect(await edit({ message_id: 1, text: 'unchanged' })).toEqual(
        refused('Bad Request: message is not modified'),
      );
      expect(emulator.posts()[0].editedAt).toBeUndefined();
    });

    it('counts a new markup mode as a change, and an edit without one makes the text plain', async () => {
      await call('sendMessage', { chat_id, text: '<b>hi</b>', parse_mode: 'HTML' });
      expect(await edit({ message_id: 1, text: '<b>hi</b>', parse_mode: 'HTML' })).toEqual(
        refused('Bad Request: message is not modified'),
      );
      expect((await edit({ message_id: 1, text: '<b>hi</b>' })).status).toBe(200);
      expect(emulator.posts()[0].parseMode).toBeUndefined();
      expect((await edit({ message_id: 1, text: '<b>hi</b>', parse_mode: 'HTML' })).status).toBe(200);
      expect(emulator.posts()[0].parseMode).toBe('HTML');
      expect(await edit({ message_id: 1, text: 'x', parse_mode: 'BBCode' })).toEqual(
        refused('Bad Request: unsupported parse_mode'),
      );
    });

    it('answers "message to edit not found" for an unknown, deleted or other chat\'s message', async () => {
      const other = chatSandboxAccount('someone_else');
      await call('sendMessage', { chat_id: other.externalAccountId, text: 'a' }, other.credentials.botToken);
      await call('sendMessage', { chat_id: other.externalAccountId, text: 'b' }, other.credentials.botToken);
      await send('ours');
      const notFound = refused('Bad Request: message to edit not found');

      expect(await edit({ message_id: 2, text: 'new' })).toEqual(notFound);
      expect(await edit({ message_id: 99, text: 'new' })).toEqual(notFound);
      await call('deleteMessage', { chat_id, message_id: 1 });
      expect(await edit({ message_id: 1, text: 'new' })).toEqual(notFound);
      expect(emulator.posts().map((p) => p.text)).toEqual(['a', 'b', 'ours']);
    });

    it('refuses a text over 4096 characters as MESSAGE_TOO_LONG, an empty one, and no message id', async () => {
      await send('short');
      expect(await edit({ message_id: 1, text: 'x'.repeat(4097) })).toEqual(
        refused('Bad Request: MESSAGE_TOO_LONG'),
      );
      expect(await edit({ message_id: 1, text: '' })).toEqual(refused('Bad Request: message text is empty'));
      expect(await edit({ text: 'new' })).toEqual(
        refused('Bad Request: message identifier is not specified'),
      );
      expect(emulator.posts()[0].text).toBe('short');
      expect((await edit({ message_id: 1, text: 'x'.repeat(4096) })).status).toBe(200);
    });

    it('checks the token and the chat, and answers a queued failure before changing anything', async () => {
      await send('original');
      expect((await call('editMessageText', { chat_id, message_id: 1, text: 'n' }, '1:nope')).status).toBe(
        401,
      );
      const other = chatSandboxAccount('someone_else');
      expect(await edit({ chat_id: other.externalAccountId, message_id: 1, text: 'n' })).toEqual(
        refused('Bad Request: chat not found'),
      );
      emulator.failNext('server_error');
      expect((await edit({ message_id: 1, text: 'n' })).status).toBe(500);
      expect(emulator.posts()[0].text).toBe('original');
    });
  });

  it('answers an unknown method with 404 in the envelope', async () => {
    const res = await call('sendDice', { chat_id: account.externalAccountId });
    expect(res).toEqual({ status: 404, body: { ok: false, error_code: 404, description: 'Not Found' } });
  });
});
