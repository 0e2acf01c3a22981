import { Account } from '../../core/entities';
import { CHANNELS } from '../support/channels';
import { postConnect } from '../support/connect';
import { startHarness, type Harness } from '../support/harness';
import { newWorkspace, workspaceHeaders } from '../support/workspaces';

interface AccountJson {
  id: string;
  platform: string;
  handle: string;
  state: string;
  sandbox: boolean;
}

const FEATURES = [
  'publish',
  'chain',
  'topicTag',
  'media',
  'edit',
  'delete',
  'metrics',
  'replies',
  'channelPosts',
  'quota',
  'publishOptions',
  'refresh',
  'like',
  'reply',
  'follow',
  'hideReply',
  // Automations (issue 26): rows every channel has, false with a sentence unless it lists them.
  'dm',
  'pastComments',
];

describe('accounts (GET /v1/accounts, POST /v1/accounts/connect) and GET /v1/platforms', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ worker: false });
  });
  afterAll(() => h.close());

  describe('GET /v1/accounts', () => {
    it('lists the demo workspace’s connected sandbox accounts', async () => {
      const res = await h.call('GET', '/v1/accounts');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual(
        CHANNELS.map((platform) => ({
          id: expect.stringMatching(/^acc_/),
          platform,
          handle: `demo_${platform}`,
          state: 'connected',
          sandbox: true,
          tokenExpiresAt: null,
          connectedAt: expect.any(String),
          // The Korean blog shows its categories and its browser extension's bridge (none paired here).
          ...(platform === 'kr_blog'
            ? {
                krBlog: {
                  categories: [
                    { id: '1', name: '일상' },
                    { id: '2', name: '여행' },
                    { id: '3', name: '여행', parentId: '2' },
                    { id: '4', name: 'Food' },
                  ],
                },
                bridge: { state: 'offline', extensionVersion: null, lastSeenAt: null },
              }
            : {}),
        })),
      );
      expect(new Set(res.body.data.map((a: { id: string }) => a.id)).size).toBe(CHANNELS.length);
    });

    it('never shows credentials', async () => {
      const res = await h.call('GET', '/v1/accounts');
      for (const account of res.body.data) {
        const own = account.platform === 'kr_blog' ? ['bridge', 'krBlog'] : [];
        expect(Object.keys(account).sort()).toEqual(
          [...own, 'connectedAt', 'handle', 'id', 'platform', 'sandbox', 'state', 'tokenExpiresAt'].sort(),
        );
      }
      expect(JSON.stringify(res.body)).not.toContain('sandbox_demo_chat');
      expect(JSON.stringify(res.body)).not.toContain('sandbox-demo_micro');
    });
  });

  describe('POST /v1/accounts/connect', () => {
    it('connects a sandbox chat account in an empty workspace, which is then listed', async () => {
      const ws = await newWorkspace(h, 'Connect One');
      expect((await h.call('GET', '/v1/accounts', undefined, { headers: ws.headers })).body.data).toEqual([]);

      const res = await postConnect(h, { platform: 'chat', sandbox: true, instant: true }, ws.headers);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        id: expect.stringMatching(/^acc_/),
        platform: 'chat',
        handle: 'connect-one_chat',
        state: 'connected',
        sandbox: true,
      });

      const list = await h.call('GET', '/v1/accounts', undefined, { headers: ws.headers });
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([res.body]);

      // The workspace now shows the channel, and the Demo workspace is untouched.
      const workspaces = (await h.call('GET', '/v1/workspaces')).body.data;
      expect(workspaces.find((w: { id: string }) => w.id === ws.id).channels).toEqual(['chat']);
      const demoAccounts = await h.call('GET', '/v1/accounts', undefined, {
        headers: workspaceHeaders('demo'),
      });
      expect(demoAccounts.body.data.map((a: AccountJson) => a.handle)).toEqual(
        CHANNELS.map((c) => `demo_${c}`),
      );
    });

    it('takes a handle', async () => {
      const ws = await newWorkspace(h, 'Handle Pick');
      const res = await postConnect(
        h,
        { platform: 'micro', sandbox: true, instant: true, handle: 'brand.news' },
        ws.headers,
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ platform: 'micro', handle: 'brand.news', state: 'connected' });
    });

    it('answers 409 platform_already_connected for a second account on the same platform', async () => {
      const ws = await newWorkspace(h, 'Connect Twice');
      const first = await postConnect(h, { platform: 'chat', sandbox: true, instant: true }, ws.headers);
      expect(first.status).toBe(201);

      const second = await postConnect(
        h,
        { platform: 'chat', sandbox: true, instant: true, handle: 'another_bot' },
        ws.headers,
      );
      expect(second.status).toBe(409);
      expect(second.body.error).toMatchObject({ code: 'platform_already_connected', platform: 'chat' });

      const list = await h.call('GET', '/v1/accounts', undefined, { headers: ws.headers });
      expect(list.body.data.map((a: AccountJson) => a.id)).toEqual([first.body.id]);

      // Another platform in the same workspace is fine.
      const micro = await postConnect(h, { platform: 'micro', sandbox: true, instant: true }, ws.headers);
      expect(micro.status).toBe(201);
    });

    it('lets exactly one of two concurrent connects of the same platform win', async () => {
      for (let round = 0; round < 3; round += 1) {
        const ws = await newWorkspace(h, `Race ${round}`);
        const answers = await Promise.all(
          [0, 1].map(() => postConnect(h, { platform: 'chat', sandbox: true, instant: true }, ws.headers)),
        );
        expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
        const lost = answers.find((a) => a.status === 409)!;
        expect(lost.body.error).toMatchObject({ code: 'platform_already_connected', platform: 'chat' });
        const won = answers.find((a) => a.status === 201)!;

        const rows = await h.orm.em.fork().find(Account, { workspaceId: ws.id });
        expect(rows.map((r) => r.id)).toEqual([won.body.id]);
      }
    });

    it('answers 422 platform_not_available with the platform for an unknown channel', async () => {
      const ws = await newWorkspace(h, 'Unknown Channel');
      for (const body of [
        { platform: 'fax', sandbox: true, instant: true },
        { platform: 'fax' },
        { platform: 'fax', sandbox: false },
      ]) {
        const res = await postConnect(h, body, ws.headers);
        expect(res.status).toBe(422);
        expect(res.body.error).toMatchObject({ code: 'platform_not_available', platform: 'fax' });
      }
      expect(await h.orm.em.fork().count(Account, { workspaceId: ws.id })).toBe(0);
    });

    it('answers 503 platform_not_configured for a real OAuth connect on a server without app credentials', async () => {
      const ws = await newWorkspace(h, 'Live Connect');
      const res = await postConnect(h, { platform: 'micro' }, ws.headers);
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'platform_not_configured', platform: 'micro' });
      expect(res.body.error.message).toContain('MICRO_CLIENT_ID');
    });

    it('answers 400 invalid_params for instant without sandbox', async () => {
      const ws = await newWorkspace(h, 'Instant Live');
      const res = await postConnect(h, { platform: 'micro', instant: true }, ws.headers);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'instant' });
    });

    it('refuses a malformed body with invalid_params naming the field', async () => {
      const ws = await newWorkspace(h, 'Bad Bodies');
      const cases: Array<[unknown, string]> = [
        [{ sandbox: true, instant: true }, 'platform'],
        [{ platform: '', sandbox: true, instant: true }, 'platform'],
        [{ platform: 'chat', sandbox: true, instant: true, handle: 'has spaces' }, 'handle'],
        [{ platform: 'chat', sandbox: 'yes' }, 'sandbox'],
        [{ platform: 'chat', sandbox: true, instant: true, token: 'x' }, 'token'],
      ];
      for (const [body, field] of cases) {
        const res = await postConnect(h, body, ws.headers);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'invalid_params', field });
      }
    });

    it('needs a workspace when the key reaches several', async () => {
      const res = await h.call('POST', '/v1/accounts/connect', {
        platform: 'chat',
        sandbox: true,
        instant: true,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('workspace_required');
    });

    it('needs the accounts:write scope', async () => {
      const ws = await newWorkspace(h, 'Scoped Connect');
      const made = await h.call('POST', '/v1/keys', {
        name: 'reader',
        workspaceIds: [ws.id],
        scopes: ['accounts:read'],
      });
      expect(made.status).toBe(201);
      const res = await h.call(
        'POST',
        '/v1/accounts/connect',
        { platform: 'chat', sandbox: true, instant: true },
        { key: made.body.key },
      );
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'forbidden_scope', scope: 'accounts:write' });
      expect((await h.call('GET', '/v1/accounts', undefined, { key: made.body.key })).body.data).toEqual([]);
    });
  });

  describe('GET /v1/platforms', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let platforms: any[];

    beforeAll(async () => {
      const res = await h.call('GET', '/v1/platforms');
      expect(res.status).toBe(200);
      platforms = res.body.data;
    });

    it('needs a key', async () => {
      const res = await h.call('GET', '/v1/platforms', undefined, { key: null });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthenticated');
    });

    it('lists chat and micro with their limits', () => {
      expect(platforms.map((p) => p.id).sort()).toEqual(CHANNELS);
      const chat = platforms.find((p) => p.id === 'chat');
      const micro = platforms.find((p) => p.id === 'micro');
      expect(chat).toMatchObject({ name: 'Messaging bot', chain: false });
      expect(micro).toMatchObject({ name: 'Microblog', chain: true });
      expect(chat.limits).toEqual({
        text: { limit: 4096, counting: 'characters', note: expect.any(String) },
        media: { images: 10, videos: 10, mixImagesAndVideo: true },
      });
      expect(micro.limits).toEqual({
        text: { limit: 280, counting: 'weighted', note: expect.any(String) },
        media: { images: 4, videos: 1, mixImagesAndVideo: false },
      });
    });

    it('gives one features row per capability, supported true, false or partial, with a condition on every row not true', () => {
      for (const p of platforms) {
        expect(p.features.map((f: { feature: string }) => f.feature).sort()).toEqual([...FEATURES].sort());
        for (const row of p.features) expect([true, false, 'partial']).toContain(row.supported);
        const withoutCondition = p.features.filter(
          (row: { supported: unknown; condition?: unknown }) =>
            row.supported !== true && !(typeof row.condition === 'string' && row.condition.trim() !== ''),
        );
        expect({ platform: p.id, withoutCondition }).toEqual({ platform: p.id, withoutCondition: [] });
      }
      const row = (id: string, feature: string) =>
        platforms.find((p) => p.id === id).features.find((f: { feature: string }) => f.feature === feature);
      expect(row('chat', 'publish')).toMatchObject({ supported: true });
      expect(row('chat', 'chain')).toMatchObject({ supported: false });
      expect(row('chat', 'delete')).toMatchObject({
        supported: 'partial',
        condition: expect.stringContaining('48 hours'),
      });
      expect(row('micro', 'chain')).toMatchObject({ supported: true });
      expect(row('micro', 'delete')).toMatchObject({ supported: true });
      expect(row('micro', 'edit')).toMatchObject({ supported: false });
    });

    it('says how each channel connects: OAuth with its scopes (PKCE where the platform uses it), or chat’s bot token', () => {
      const connect = (id: string) => platforms.find((p) => p.id === id).connect;
      expect(connect('chat')).toEqual({ kind: 'token', fields: ['botToken', 'chatId'] });
      // An open network: the account's own server may be named at connect.
      expect(connect('atproto')).toEqual({
        kind: 'token',
        fields: ['identifier', 'appPassword'],
        server: { required: false },
      });
      expect(connect('micro')).toMatchObject({ kind: 'oauth', pkce: true });
      expect(connect('micro').scopes).toContain('offline.access');
      expect(connect('strand')).toMatchObject({ kind: 'oauth', pkce: false });
      for (const id of ['strand', 'social', 'photo', 'vid', 'clip']) {
        expect(connect(id)).toMatchObject({ kind: 'oauth', scopes: expect.any(Array) });
      }
    });

    it('gives each channel’s options schema, with the content every channel takes', () => {
      const chat = platforms.find((p) => p.id === 'chat');
      expect(chat.options).toEqual({
        type: 'object',
        properties: {
          content: { type: 'string' },
          parseMode: expect.objectContaining({ type: 'string', enum: ['HTML', 'MarkdownV2', 'Markdown'] }),
          disableNotification: expect.objectContaining({ type: 'boolean' }),
          disableWebPagePreview: expect.objectContaining({ type: 'boolean' }),
        },
        additionalProperties: false,
      });
      const micro = platforms.find((p) => p.id === 'micro');
      expect(micro.options).toEqual({
        type: 'object',
        properties: {
          content: { type: 'string' },
          replySettings: expect.objectContaining({
            type: 'string',
            enum: ['following', 'mentionedUsers', 'subscribers'],
          }),
        },
        additionalProperties: false,
      });
    });
  });
});
