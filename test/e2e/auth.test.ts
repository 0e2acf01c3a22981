import { createHash } from 'node:crypto';
import { CHANNELS } from '../support/channels';
import { Client as PgClient } from 'pg';
import { ApiKey } from '../../core/entities';
import { startHarness, type Harness } from '../support/harness';

describe('authentication (Authorization: Bearer <key>)', () => {
  let h: Harness;
  let demoWorkspace: string;

  beforeAll(async () => {
    h = await startHarness({ worker: false });
    demoWorkspace = (await h.call('GET', '/v1/workspaces')).body.data[0].id;
  });
  afterAll(() => h.close());

  /** A new key made by the demo key; `fields` goes into the POST /v1/keys body. */
  async function newKey(fields: Record<string, unknown> = {}): Promise<{ id: string; key: string }> {
    const res = await h.call('POST', '/v1/keys', { name: 'test key', allWorkspaces: true, ...fields });
    expect(res.status).toBe(201);
    return { id: res.body.id, key: res.body.key };
  }

  it('accepts the demo key', async () => {
    const res = await h.call('GET', '/v1/accounts');
    expect(res.status).toBe(200);
    expect(res.body.data.map((a: { platform: string }) => a.platform)).toEqual(CHANNELS);
  });

  it('answers 401 unauthenticated without an Authorization header', async () => {
    const res = await h.call('GET', '/v1/accounts', undefined, { key: null });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 'unauthenticated', message: expect.any(String) });
  });

  it.each([
    ['Basic', `Basic ${Buffer.from('demo:secret').toString('base64')}`],
    ['Token', 'Token fo_abcdef'],
    ['an empty bearer', 'Bearer '],
    ['a bare key without a scheme', 'fo_abcdefghijkl'],
  ])('answers 401 unauthenticated for %s', async (_label, authorization) => {
    const res = await h.call('GET', '/v1/accounts', undefined, { key: null, headers: { authorization } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthenticated');
  });

  it('answers 401 unauthenticated when the demo key is sent under another scheme', async () => {
    const res = await h.call('GET', '/v1/accounts', undefined, {
      key: null,
      headers: { authorization: `Token ${h.apiKey}` },
    });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthenticated');
  });

  it('accepts the scheme name in any case', async () => {
    const res = await h.call('GET', '/v1/accounts', undefined, {
      key: null,
      headers: { authorization: `bearer ${h.apiKey}` },
    });
    expect(res.status).toBe(200);
  });

  it('answers 401 invalid_api_key for a bearer value that is no key', async () => {
    for (const bogus of ['fo_not-a-real-key', `${h.apiKey}x`, h.apiKey.slice(0, -1)]) {
      const res = await h.call('GET', '/v1/accounts', undefined, { key: bogus });
      expect(res.status).toBe(401);
      expect(res.body.error).toMatchObject({ code: 'invalid_api_key' });
    }
  });

  it('answers 401 api_key_revoked once a key is revoked, and the key worked before', async () => {
    const { id, key } = await newKey();
    expect((await h.call('GET', '/v1/workspaces', undefined, { key })).status).toBe(200);

    const revoked = await h.call('DELETE', `/v1/keys/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));

    const res = await h.call('GET', '/v1/workspaces', undefined, { key });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('api_key_revoked');
  });

  it('answers 401 api_key_expired once a key passes its expiry', async () => {
    const { id, key } = await newKey({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await h.call('GET', '/v1/workspaces', undefined, { key })).status).toBe(200);

    const em = h.orm.em.fork();
    const row = await em.findOneOrFail(ApiKey, { id });
    const expiredAt = new Date(Date.now() - 1000);
    row.expiresAt = expiredAt;
    await em.flush();

    const res = await h.call('GET', '/v1/workspaces', undefined, { key });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 'api_key_expired', expiredAt: expiredAt.toISOString() });
  });

  it('lets a key expire on its own at expiresAt', async () => {
    const { key } = await newKey({ expiresAt: new Date(Date.now() + 1500).toISOString() });
    expect((await h.call('GET', '/v1/workspaces', undefined, { key })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2000));
    const res = await h.call('GET', '/v1/workspaces', undefined, { key });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('api_key_expired');
  });

  it('says revoked rather than expired for a key that is both', async () => {
    const { id, key } = await newKey({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await h.call('DELETE', `/v1/keys/${id}`);
    const em = h.orm.em.fork();
    const row = await em.findOneOrFail(ApiKey, { id });
    row.expiresAt = new Date(Date.now() - 1000);
    await em.flush();
    const res = await h.call('GET', '/v1/workspaces', undefined, { key });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('api_key_revoked');
  });

  it('refuses an expiresAt in the past with invalid_params', async () => {
    const res = await h.call('POST', '/v1/keys', {
      name: 'stale',
      allWorkspaces: true,
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'expiresAt' });
  });

  it('answers 403 forbidden_scope naming the scope a key lacks', async () => {
    const { key } = await newKey({ scopes: ['posts:read'] });

    const create = await h.call(
      'POST',
      '/v1/keys',
      { name: 'from a read-only key', allWorkspaces: true },
      { key },
    );
    expect(create.status).toBe(403);
    expect(create.body.error).toMatchObject({ code: 'forbidden_scope', scope: 'keys:write' });

    const list = await h.call('GET', '/v1/keys', undefined, { key });
    expect(list.status).toBe(403);
    expect(list.body.error).toMatchObject({ code: 'forbidden_scope', scope: 'keys:read' });

    const accounts = await h.call('GET', '/v1/accounts', undefined, { key });
    expect(accounts.status).toBe(403);
    expect(accounts.body.error).toMatchObject({ code: 'forbidden_scope', scope: 'accounts:read' });

    const post = await h.call(
      'POST',
      '/v1/posts',
      { content: 'not allowed', accountIds: [] },
      { key, headers: { 'x-service-workspace': demoWorkspace } },
    );
    expect(post.status).toBe(403);
    expect(post.body.error).toMatchObject({ code: 'forbidden_scope', scope: 'posts:write' });
  });

  it('lets a scoped key do what its scopes allow', async () => {
    const { key } = await newKey({ scopes: ['accounts:read'] });
    const res = await h.call('GET', '/v1/accounts', undefined, { key });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(CHANNELS.length);
  });

  it('stores keys hashed: no column of api_keys holds a clear key', async () => {
    const { id, key } = await newKey({ name: 'hashed' });
    const pg = new PgClient({ connectionString: h.databaseUrl });
    await pg.connect();
    try {
      const rows = (
        await pg.query<{ id: string; hash: string; row: string }>(
          'select id, hash, row_to_json(k)::text as row from api_keys k',
        )
      ).rows;
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const row of rows) {
        expect(row.row).not.toContain(key);
        expect(row.row).not.toContain(h.apiKey);
      }
      const mine = rows.find((r) => r.id === id)!;
      expect(mine.hash).toBe(createHash('sha256').update(key).digest('hex'));
      const demo = rows.find((r) => r.hash === createHash('sha256').update(h.apiKey).digest('hex'));
      expect(demo).toBeDefined();
    } finally {
      await pg.end();
    }
  });
});
