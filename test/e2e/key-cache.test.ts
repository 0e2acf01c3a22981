import { Client as PgClient } from 'pg';
import { KEY_CACHE_TTL_MS } from '../../core/auth/key-cache';
import { startHarness, type Harness } from '../support/harness';

/**
 * The API answers a key used in the last few seconds from memory (core/auth/key-cache.ts). What
 * changes a key's reach through this process counts from the very next request; a change made
 * elsewhere (another API process, by hand in the database) within the cache's TTL.
 */
describe('a key answered from memory', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ worker: false });
  });
  afterAll(() => h.close());

  async function newKey(fields: Record<string, unknown> = {}): Promise<{ id: string; key: string }> {
    const res = await h.call('POST', '/v1/keys', { name: 'cached key', allWorkspaces: true, ...fields });
    expect(res.status).toBe(201);
    return { id: res.body.id, key: res.body.key };
  }

  /** Several calls in a row: the key is in memory afterwards. */
  async function warm(key: string): Promise<void> {
    for (let i = 0; i < 3; i += 1) {
      expect((await h.call('GET', '/v1/workspaces', undefined, { key })).status).toBe(200);
    }
  }

  it('refuses a revoked key on the very next request', async () => {
    const { id, key } = await newKey();
    await warm(key);
    expect((await h.call('DELETE', `/v1/keys/${id}`)).status).toBe(200);
    const res = await h.call('GET', '/v1/workspaces', undefined, { key });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('api_key_revoked');
  });

  it('refuses a key revoked by itself on its next request', async () => {
    const { id, key } = await newKey();
    await warm(key);
    expect((await h.call('DELETE', `/v1/keys/${id}`, undefined, { key })).status).toBe(200);
    const res = await h.call('GET', '/v1/accounts', undefined, { key });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('api_key_revoked');
  });

  it('refuses research on the next request once a key is narrowed', async () => {
    const { id, key } = await newKey({ researchTools: true });
    await warm(key);
    expect((await h.call('PATCH', `/v1/keys/${id}`, { researchTools: false })).status).toBe(200);
    const res = await h.call('POST', '/v1/kr/keywords/measure', { keywords: ['캠핑'] }, { key });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'research_tool_disabled', tool: 'research_kr_keywords' });
  });

  it('reaches a workspace made a moment ago on the next request', async () => {
    const { key } = await newKey();
    await warm(key);
    const made = await h.call('POST', '/v1/workspaces', { name: `Cached ${Date.now()}` });
    expect(made.status).toBe(201);
    const res = await h.call('GET', '/v1/accounts', undefined, {
      key,
      headers: { 'x-service-workspace': made.body.slug },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('refuses a key revoked behind this process within the cache TTL', async () => {
    const { id, key } = await newKey();
    await warm(key);
    // As another API process would: straight to the database, unseen by this one.
    const pg = new PgClient({ connectionString: h.databaseUrl });
    await pg.connect();
    try {
      await pg.query('update api_keys set revoked_at = now() where id = $1', [id]);
    } finally {
      await pg.end();
    }
    const revokedAt = Date.now();
    let res = await h.call('GET', '/v1/workspaces', undefined, { key });
    while (res.status === 200 && Date.now() - revokedAt < KEY_CACHE_TTL_MS + 5_000) {
      await new Promise((r) => setTimeout(r, 100));
      res = await h.call('GET', '/v1/workspaces', undefined, { key });
    }
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('api_key_revoked');
    expect(Date.now() - revokedAt).toBeLessThanOrEqual(KEY_CACHE_TTL_MS + 1_000);
  });
});
