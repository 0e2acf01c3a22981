import { startHarness, type Harness } from '../support/harness';
import { CHANNELS } from '../support/channels';
import { secondPerson } from '../support/people';

interface WorkspaceJson {
  id: string;
  name: string;
  slug: string;
  channels: string[];
}

describe('workspaces and API keys', () => {
  let h: Harness;
  let demo: WorkspaceJson;

  beforeAll(async () => {
    h = await startHarness();
    demo = (await h.call('GET', '/v1/workspaces')).body.data[0];
  });
  afterAll(() => h.close());

  /** A key made by `by` (the demo key by default); fails the test unless it is created. */
  async function newKey(fields: Record<string, unknown>, by?: string) {
    const res = await h.call('POST', '/v1/keys', { name: 'test key', ...fields }, { key: by });
    expect(res.status).toBe(201);
    return res.body as { id: string; key: string; scopes: string[] | null; expiresAt: string | null };
  }

  describe('workspaces', () => {
    let brand: WorkspaceJson;
    let demo2: WorkspaceJson;

    it('starts with the seeded Demo workspace and its sandbox channels', async () => {
      const res = await h.call('GET', '/v1/workspaces');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        { id: expect.stringMatching(/^ws_/), name: 'Demo', slug: 'demo', channels: CHANNELS },
      ]);
    });

    it('needs no x-service-workspace while the key reaches a single workspace', async () => {
      const res = await h.call('GET', '/v1/accounts');
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(CHANNELS.length);
    });

    it('POST /v1/workspaces creates an empty workspace with a slug from its name', async () => {
      const res = await h.call('POST', '/v1/workspaces', { name: '  Second Brand! ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^ws_/),
        name: 'Second Brand!',
        slug: 'second-brand',
        channels: [],
      });
      brand = res.body;
    });

    it('keeps slugs unique per person: a second "Demo" becomes demo-2', async () => {
      const res = await h.call('POST', '/v1/workspaces', { name: 'Demo' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(String), name: 'Demo', slug: 'demo-2', channels: [] });
      expect(res.body.id).not.toBe(demo.id);
      demo2 = res.body;
    });

    it('refuses a missing or blank name with invalid_params', async () => {
      for (const body of [{}, { name: '' }, { name: '   ' }, { name: 7 }]) {
        const res = await h.call('POST', '/v1/workspaces', body);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'name' });
      }
    });

    it('GET /v1/workspaces lists them all, oldest first', async () => {
      const res = await h.call('GET', '/v1/workspaces');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([demo, brand, demo2]);
    });

    it('answers 400 workspace_required listing the workspaces when several are reachable and none named', async () => {
      const res = await h.call('GET', '/v1/accounts');
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'workspace_required', message: expect.any(String) });
      expect(res.body.error.workspaces).toEqual([
        { id: demo.id, name: 'Demo', slug: 'demo', channels: CHANNELS },
        { id: brand.id, name: 'Second Brand!', slug: 'second-brand', channels: [] },
        { id: demo2.id, name: 'Demo', slug: 'demo-2', channels: [] },
      ]);
    });

    it('takes x-service-workspace by id or by slug', async () => {
      const bySlug = await h.call('GET', '/v1/accounts', undefined, {
        headers: { 'x-service-workspace': 'demo' },
      });
      expect(bySlug.status).toBe(200);
      expect(bySlug.body.data.map((a: { platform: string }) => a.platform)).toEqual(CHANNELS);

      const byId = await h.call('GET', '/v1/accounts', undefined, {
        headers: { 'x-service-workspace': demo.id },
      });
      expect(byId.status).toBe(200);
      expect(byId.body.data).toEqual(bySlug.body.data);

      const other = await h.call('GET', '/v1/accounts', undefined, {
        headers: { 'x-service-workspace': 'demo-2' },
      });
      expect(other.status).toBe(200);
      expect(other.body.data).toEqual([]);
    });

    it('answers 400 workspace_required for an x-service-workspace that names no reachable workspace', async () => {
      for (const value of ['nope', 'ws_00000000000000000000000']) {
        const res = await h.call('GET', '/v1/accounts', undefined, {
          headers: { 'x-service-workspace': value },
        });
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('workspace_required');
        expect(res.body.error.workspaces.map((w: WorkspaceJson) => w.slug)).toEqual([
          'demo',
          'second-brand',
          'demo-2',
        ]);
      }
    });

    describe('a post read from the wrong workspace', () => {
      let postId: string;

      beforeAll(async () => {
        const chat = (
          await h.call('GET', '/v1/accounts', undefined, { headers: { 'x-service-workspace': 'demo' } })
        ).body.data.find((a: { platform: string }) => a.platform === 'chat').id;
        const res = await h.call(
          'POST',
          '/v1/posts',
          { content: 'Posted in Demo', accountIds: [chat], wait: true },
          { headers: { 'x-service-workspace': 'demo' } },
        );
        expect(res.status).toBe(201);
        expect(res.body.status).toBe('published');
        postId = res.body.id;
      });

      it('is found in its own workspace', async () => {
        const res = await h.call('GET', `/v1/posts/${postId}`, undefined, {
          headers: { 'x-service-workspace': 'demo' },
        });
        expect(res.status).toBe(200);
        expect(res.body.id).toBe(postId);
      });

      it('answers 404 workspace_mismatch naming the owning workspace to the same person', async () => {
        const res = await h.call('GET', `/v1/posts/${postId}`, undefined, {
          headers: { 'x-service-workspace': 'second-brand' },
        });
        expect(res.status).toBe(404);
        expect(res.body.error).toMatchObject({ code: 'workspace_mismatch' });
        expect(res.body.error.workspaces).toEqual([
          { id: demo.id, name: 'Demo', slug: 'demo', channels: CHANNELS },
        ]);
        expect(res.body.error.message).toContain('demo');
      });

      it('answers a plain 404 post_not_found to another person, naming none of their workspaces', async () => {
        const other = await secondPerson(h, 'Demo');
        // Slugs are unique per person only: the other person's "Demo" is "demo" too.
        const theirs = await h.call('GET', '/v1/workspaces', undefined, { key: other.key });
        expect(theirs.body.data).toEqual([
          { id: other.workspaceId, name: 'Demo', slug: 'demo', channels: [] },
        ]);

        const res = await h.call('GET', `/v1/posts/${postId}`, undefined, { key: other.key });
        expect(res.status).toBe(404);
        expect(res.body.error).toMatchObject({ code: 'post_not_found', postId });
        expect(res.body.error.workspaces).toBeUndefined();
        expect(JSON.stringify(res.body)).not.toContain(demo.id);
      });

      it('answers a plain 404 post_not_found to a key that does not reach the owning workspace', async () => {
        const limited = await newKey({ workspaceIds: [brand.id] });
        const res = await h.call('GET', `/v1/posts/${postId}`, undefined, { key: limited.key });
        expect(res.status).toBe(404);
        expect(res.body.error).toMatchObject({ code: 'post_not_found', postId });
        expect(JSON.stringify(res.body)).not.toContain(demo.id);
      });
    });

    it('lets only a key reaching all workspaces create one', async () => {
      const limited = await newKey({ workspaceIds: [brand.id] });
      const res = await h.call('POST', '/v1/workspaces', { name: 'Sneaky' }, { key: limited.key });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'forbidden_scope', scope: 'allWorkspaces' });
      const slugs = (await h.call('GET', '/v1/workspaces')).body.data.map((w: WorkspaceJson) => w.slug);
      expect(slugs).not.toContain('sneaky');
    });

    it('shows a limited key only the workspaces it reaches, and needs no header then', async () => {
      const limited = await newKey({ workspaceIds: [demo2.id] });
      const list = await h.call('GET', '/v1/workspaces', undefined, { key: limited.key });
      expect(list.body.data).toEqual([demo2]);
      const accounts = await h.call('GET', '/v1/accounts', undefined, { key: limited.key });
      expect(accounts.status).toBe(200);
      expect(accounts.body.data).toEqual([]);
      const elsewhere = await h.call('GET', '/v1/accounts', undefined, {
        key: limited.key,
        headers: { 'x-service-workspace': 'demo' },
      });
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.error.code).toBe('workspace_required');
      expect(elsewhere.body.error.workspaces).toEqual([demo2]);
    });
  });

  it('gives concurrent creates of one name distinct slugs', async () => {
    const answers = await Promise.all(
      [0, 1, 2].map(() => h.call('POST', '/v1/workspaces', { name: 'Rush' })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers.map((a) => a.body.slug).sort()).toEqual(['rush', 'rush-2', 'rush-3']);
  });

  describe('POST /v1/keys, GET /v1/keys, DELETE /v1/keys/:id', () => {
    let workspaceA: WorkspaceJson;
    let workspaceB: WorkspaceJson;

    beforeAll(async () => {
      workspaceA = (await h.call('POST', '/v1/workspaces', { name: 'Key Team A' })).body;
      workspaceB = (await h.call('POST', '/v1/workspaces', { name: 'Key Team B' })).body;
    });

    it('needs a name: 422 key_name_required when it is missing or blank', async () => {
      for (const body of [
        { allWorkspaces: true },
        { name: '', allWorkspaces: true },
        { name: '  ', allWorkspaces: true },
      ]) {
        const res = await h.call('POST', '/v1/keys', body);
        expect(res.status).toBe(422);
        expect(res.body.error).toMatchObject({ code: 'key_name_required' });
      }
    });

    it('needs a reach: 422 key_scope_required without workspaceIds or allWorkspaces', async () => {
      for (const body of [
        { name: 'k' },
        { name: 'k', workspaceIds: [] },
        { name: 'k', allWorkspaces: false },
        { name: 'k', allWorkspaces: false, workspaceIds: [] },
      ]) {
        const res = await h.call('POST', '/v1/keys', body);
        expect(res.status).toBe(422);
        expect(res.body.error).toMatchObject({ code: 'key_scope_required' });
      }
    });

    it('refuses a workspace id that is not the person’s with invalid_params', async () => {
      const res = await h.call('POST', '/v1/keys', { name: 'k', workspaceIds: ['ws_unknown'] });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'workspaceIds' });
    });

    it('lists to a key limited to some workspaces only the keys that reach no further', async () => {
      const limited = (await h.call('POST', '/v1/keys', { name: 'only A', workspaceIds: [workspaceA.id] }))
        .body;
      const other = (await h.call('POST', '/v1/keys', { name: 'only B', workspaceIds: [workspaceB.id] }))
        .body;
      const seen = await h.call('GET', '/v1/keys', undefined, { key: limited.key });
      expect(seen.status).toBe(200);
      const ids = seen.body.data.map((k: { id: string }) => k.id);
      expect(ids).toContain(limited.id);
      expect(ids).not.toContain(other.id);
      expect(seen.body.data.every((k: { allWorkspaces: boolean }) => !k.allWorkspaces)).toBe(true);
    });

    it('shows the key once on creation; the list never shows it or its hash', async () => {
      const res = await h.call('POST', '/v1/keys', {
        name: ' CI deploy ',
        workspaceIds: [workspaceA.id],
        scopes: ['posts:read', 'posts:write'],
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^key_/),
        name: 'CI deploy',
        prefix: res.body.key.slice(0, 10),
        allWorkspaces: false,
        workspaceIds: [workspaceA.id],
        scopes: ['posts:read', 'posts:write'],
        // Research spends the person's quotas: off for a new key until turned on.
        researchTools: false,
        expiresAt: null,
        revokedAt: null,
        lastUsedAt: null,
        createdAt: expect.any(String),
        key: expect.stringMatching(/^fo_[A-Za-z0-9_-]{30,}$/),
      });
      const { id, key } = res.body;

      const list = await h.call('GET', '/v1/keys');
      expect(list.status).toBe(200);
      const listed = list.body.data.find((k: { id: string }) => k.id === id);
      expect(listed).toMatchObject({ name: 'CI deploy', workspaceIds: [workspaceA.id], revokedAt: null });
      for (const row of list.body.data) {
        expect(row).not.toHaveProperty('key');
        expect(row).not.toHaveProperty('hash');
      }
      expect(JSON.stringify(list.body)).not.toContain(key);
      expect(JSON.stringify(list.body)).not.toContain(h.apiKey);

      // The new key works, in the one workspace it reaches, and the list then shows it used.
      const read = await h.call('GET', '/v1/posts/post_nothing', undefined, { key });
      expect(read.status).toBe(404);
      expect(read.body.error.code).toBe('post_not_found');
      const used = (await h.call('GET', '/v1/keys')).body.data.find((k: { id: string }) => k.id === id);
      expect(used.lastUsedAt).toEqual(expect.any(String));
    });

    it('does not keep the new key in the request log', async () => {
      const { key } = await newKey({ name: 'logged', allWorkspaces: true });
      const logs = await h.call('GET', '/v1/logs?search=/v1/keys&limit=200');
      expect(logs.status).toBe(200);
      expect(logs.body.data.length).toBeGreaterThan(0);
      expect(JSON.stringify(logs.body)).not.toContain(key);
    });

    it('DELETE of an unknown key answers 404 key_not_found', async () => {
      const res = await h.call('DELETE', '/v1/keys/key_doesnotexist');
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'key_not_found' });
    });

    it('DELETE revokes: the key then gets 401 api_key_revoked, and the list shows revokedAt', async () => {
      const { id, key } = await newKey({ allWorkspaces: true });
      const res = await h.call('DELETE', `/v1/keys/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, revokedAt: expect.any(String) });
      expect(res.body).not.toHaveProperty('key');

      const use = await h.call('GET', '/v1/workspaces', undefined, { key });
      expect(use.status).toBe(401);
      expect(use.body.error.code).toBe('api_key_revoked');

      const again = await h.call('DELETE', `/v1/keys/${id}`);
      expect(again.status).toBe(200);
      expect(again.body.revokedAt).toBe(res.body.revokedAt);

      const listed = (await h.call('GET', '/v1/keys')).body.data.find((k: { id: string }) => k.id === id);
      expect(listed.revokedAt).toBe(res.body.revokedAt);
    });

    it('does not let another person see or revoke the demo person’s keys', async () => {
      const mine = await newKey({ allWorkspaces: true });
      const other = await secondPerson(h, 'Elsewhere');
      const list = await h.call('GET', '/v1/keys', undefined, { key: other.key });
      expect(list.status).toBe(200);
      expect(list.body.data.map((k: { name: string }) => k.name)).toEqual(['Other key']);

      const res = await h.call('DELETE', `/v1/keys/${mine.id}`, undefined, { key: other.key });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('key_not_found');
      expect((await h.call('GET', '/v1/workspaces', undefined, { key: mine.key })).status).toBe(200);
    });

    describe('a key limited to workspace A', () => {
      let limited: string;

      beforeAll(async () => {
        limited = (await newKey({ workspaceIds: [workspaceA.id] })).key;
      });

      it('cannot create an allWorkspaces key', async () => {
        const res = await h.call(
          'POST',
          '/v1/keys',
          { name: 'wider', allWorkspaces: true },
          { key: limited },
        );
        expect(res.status).toBe(403);
        expect(res.body.error).toMatchObject({ code: 'forbidden_scope', scope: 'allWorkspaces' });
      });

      it('cannot create a key for workspace B, alone or beside A, and learns nothing of B: the answer is the one for an id that does not exist', async () => {
        const missing = await h.call(
          'POST',
          '/v1/keys',
          { name: 'wider', workspaceIds: ['ws_nothere'] },
          { key: limited },
        );
        for (const workspaceIds of [[workspaceB.id], [workspaceA.id, workspaceB.id]]) {
          const res = await h.call('POST', '/v1/keys', { name: 'wider', workspaceIds }, { key: limited });
          expect(res.status).toBe(missing.status);
          expect(res.body.error).toMatchObject({ code: missing.body.error.code, field: 'workspaceIds' });
          expect(JSON.stringify(res.body)).not.toContain('forbidden_scope');
        }
        expect(missing.status).toBe(400);
      });

      it('echoes an unknown non-ASCII workspace name as the client wrote it, not as mojibake', async () => {
        const res = await h.call('GET', '/v1/accounts', undefined, {
          headers: { 'x-service-workspace': Buffer.from('없는곳', 'utf8').toString('latin1') },
        });
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('workspace_required');
        expect(res.body.error.message).toContain('"없는곳"');
      });

      it('takes workspaces by slug in any case, as the header does', async () => {
        const made = await newKey({ workspaceIds: [workspaceA.slug.toUpperCase()] }, limited);
        const res = await h.call('GET', '/v1/workspaces', undefined, { key: made.key });
        expect(res.body.data.map((w: WorkspaceJson) => w.id)).toEqual([workspaceA.id]);
        const byHeader = await h.call('GET', '/v1/accounts', undefined, {
          key: made.key,
          headers: { 'x-service-workspace': workspaceA.slug.toUpperCase() },
        });
        expect(byHeader.status).toBe(200);
      });

      it('can create a key for workspace A, which reaches only A', async () => {
        const made = await newKey({ workspaceIds: [workspaceA.id] }, limited);
        const res = await h.call('GET', '/v1/workspaces', undefined, { key: made.key });
        expect(res.body.data.map((w: WorkspaceJson) => w.id)).toEqual([workspaceA.id]);
      });

      it('cannot revoke a key that reaches further than itself', async () => {
        const wide = await newKey({ allWorkspaces: true });
        const res = await h.call('DELETE', `/v1/keys/${wide.id}`, undefined, { key: limited });
        expect(res.status).toBe(404);
        expect(res.body.error).toMatchObject({ code: 'key_not_found' });
        expect((await h.call('GET', '/v1/workspaces', undefined, { key: wide.key })).status).toBe(200);

        // A key it cannot see answers as one that does not exist.
        const inB = await newKey({ workspaceIds: [workspaceB.id] });
        const resB = await h.call('DELETE', `/v1/keys/${inB.id}`, undefined, { key: limited });
        const none = await h.call('DELETE', '/v1/keys/key_doesnotexist', undefined, { key: limited });
        expect(resB.status).toBe(404);
        expect(resB.body.error.code).toBe('key_not_found');
        expect(none.body.error.code).toBe('key_not_found');
        expect((await h.call('GET', '/v1/workspaces', undefined, { key: inB.key })).status).toBe(200);

        const inA = await newKey({ workspaceIds: [workspaceA.id] });
        expect((await h.call('DELETE', `/v1/keys/${inA.id}`, undefined, { key: limited })).status).toBe(200);
      });
    });

    describe('a key with scopes [keys:write, posts:read]', () => {
      let scoped: string;

      beforeAll(async () => {
        scoped = (await newKey({ allWorkspaces: true, scopes: ['keys:write', 'posts:read'] })).key;
      });

      it('cannot create a key holding posts:write', async () => {
        const res = await h.call(
          'POST',
          '/v1/keys',
          { name: 'more', allWorkspaces: true, scopes: ['posts:read', 'posts:write'] },
          { key: scoped },
        );
        expect(res.status).toBe(403);
        expect(res.body.error).toMatchObject({ code: 'forbidden_scope', scope: 'posts:write' });
      });

      it('cannot get an all-scopes key by leaving scopes out: the new key holds its maker’s scopes', async () => {
        const made = await newKey({ allWorkspaces: true }, scoped);
        expect(made.scopes).toEqual(['keys:write', 'posts:read']);
        const res = await h.call('GET', '/v1/accounts', undefined, {
          key: made.key,
          headers: { 'x-service-workspace': 'demo' },
        });
        expect(res.status).toBe(403);
        expect(res.body.error).toMatchObject({ code: 'forbidden_scope', scope: 'accounts:read' });
      });

      it('cannot ask for all scopes with scopes: null', async () => {
        const res = await h.call(
          'POST',
          '/v1/keys',
          { name: 'all', allWorkspaces: true, scopes: null },
          { key: scoped },
        );
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'scopes' });
      });

      it('can create a key with no scopes at all, which may do nothing', async () => {
        const made = await newKey({ allWorkspaces: true, scopes: [] }, scoped);
        expect(made.scopes).toEqual([]);
        const res = await h.call('GET', '/v1/posts/post_nothing', undefined, {
          key: made.key,
          headers: { 'x-service-workspace': 'demo' },
        });
        expect(res.status).toBe(403);
        expect(res.body.error).toMatchObject({ code: 'forbidden_scope', scope: 'posts:read' });
      });

      it('can create a key with fewer scopes', async () => {
        const made = await newKey({ allWorkspaces: true, scopes: ['posts:read'] }, scoped);
        expect(made.scopes).toEqual(['posts:read']);
      });

      it('cannot revoke a key holding scopes it lacks', async () => {
        const full = await newKey({ allWorkspaces: true });
        const res = await h.call('DELETE', `/v1/keys/${full.id}`, undefined, { key: scoped });
        expect(res.status).toBe(403);
        expect(res.body.error).toMatchObject({ code: 'forbidden_scope', scope: 'posts:write' });
        expect((await h.call('GET', '/v1/workspaces', undefined, { key: full.key })).status).toBe(200);
      });
    });

    it('caps a new key’s expiry at its maker’s', async () => {
      const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
      const maker = await newKey({ allWorkspaces: true, expiresAt });
      const forever = await newKey({ allWorkspaces: true }, maker.key);
      expect(forever.expiresAt).toBe(expiresAt);
      const later = await newKey(
        { allWorkspaces: true, expiresAt: new Date(Date.now() + 7_200_000).toISOString() },
        maker.key,
      );
      expect(later.expiresAt).toBe(expiresAt);
    });
  });
});
