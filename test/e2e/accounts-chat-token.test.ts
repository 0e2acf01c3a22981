import { ChatPlugin } from '../../plugins/chat';
import { postConnect } from '../support/connect';
import { startHarness, type Harness } from '../support/harness';
import { publishPost } from '../support/posts';
import { newWorkspace } from '../support/workspaces';

/**
 * Connecting a chat (bot) account with a bot token through the API, against the sandbox emulator
 * over real HTTP: the server checks the token with `getMe` and the chat with `getChat`, stores the
 * account named after the chat, and the stored token is what posts go out with.
 */
describe('bot-token connect (POST /v1/accounts/connect {platform: "chat"})', () => {
  let h: Harness;
  const sandbox = new ChatPlugin().sandbox;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());
  afterEach(() => h.sandbox.emulators.forEach((e) => e.reset()));

  function connect(headers: Record<string, string>, body: Record<string, unknown>) {
    return postConnect(h, { platform: 'chat', sandbox: true, ...body }, headers);
  }

  it('connects with a bot token and a chat id, then publishes to the chat', async () => {
    const ws = await newWorkspace(h, 'Bot Token');
    const bot = sandbox.account('token_newsroom');
    const res = await connect(ws.headers, bot.credentials);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^acc_/),
      platform: 'chat',
      handle: 'token_newsroom',
      state: 'connected',
      sandbox: true,
      tokenExpiresAt: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(bot.credentials.botToken);

    const post = await publishPost(
      h,
      { content: 'Sent by a bot connected with its token', accountIds: [res.body.id] },
      ws.headers,
    );
    expect(post.targets[0]).toMatchObject({ status: 'published' });
    const sent = h.sandbox.emulators
      .get('chat')!
      .posts()
      .filter((p) => p.text === 'Sent by a bot connected with its token');
    expect(sent).toHaveLength(1);
    expect(sent[0].accountId).toBe(bot.externalAccountId);
  });

  it('without botToken answers invalid_params with a sandbox token that works', async () => {
    const ws = await newWorkspace(h, 'Bot Hint');
    const res = await connect(ws.headers, {});
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'botToken' });
    // The default handle, as an instant connect would use it.
    const bot = sandbox.account(`${ws.slug}_chat`);
    expect(res.body.error.message).toContain(`"botToken": "${bot.credentials.botToken}"`);
    expect(res.body.error.message).toContain(`"chatId": "${bot.externalAccountId}"`);

    const named = await connect(ws.headers, { handle: 'hinted_bot', chatId: '-100' });
    expect(named.body.error).toMatchObject({ code: 'invalid_params', field: 'botToken' });
    const token = /"botToken": "([^"]+)"/.exec(named.body.error.message)![1];
    const chatId = /"chatId": "([^"]+)"/.exec(named.body.error.message)![1];

    const connected = await connect(ws.headers, { botToken: token, chatId });
    expect(connected.status).toBe(201);
    expect(connected.body.handle).toBe('hinted_bot');
  });

  it('refuses a wrong token or a chat the bot is not in with connect_denied in the platform words', async () => {
    const ws = await newWorkspace(h, 'Bot Refused');
    const wrong = await connect(ws.headers, { botToken: '123456:made-up', chatId: '-1001234567890' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatchObject({ code: 'connect_denied', platform: 'chat' });
    expect(wrong.body.error.message).toContain('Unauthorized');

    const bot = sandbox.account('lonely_bot');
    const elsewhere = await connect(ws.headers, {
      botToken: bot.credentials.botToken,
      chatId: sandbox.account('other_group').externalAccountId,
    });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error).toMatchObject({ code: 'connect_denied', platform: 'chat' });
    expect(elsewhere.body.error.message).toContain('chat not found');

    const listed = await h.call('GET', '/v1/accounts', undefined, { headers: ws.headers });
    expect(listed.body.data).toEqual([]);
  });
});
