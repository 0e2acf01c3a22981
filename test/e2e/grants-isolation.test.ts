import { startHarness, type Harness } from '../support/harness';
import { connectAgent } from '../support/oauth-agent';
import { newWorkspace, type TestWorkspace } from '../support/workspaces';

// Test code reads arbitrary fields of the answers it asserts on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/**
 * The MCP grants (GET, PATCH and DELETE /v1/grants) as a credential that does not reach every
 * workspace sees them: a grant is there only for a key or agent that reaches all the grant's
 * workspaces; to anything else it is 404 `grant_not_found`, as if it did not exist.
 */
describe('MCP grants are seen and changed only by a credential reaching all their workspaces', () => {
  let h: Harness;
  let demoId: string;
  let brand: TestWorkspace;
  /** A key limited to the brand workspace (B). */
  let brandKey: string;
  /** Agents the person allowed: one in the demo workspace (A), one in B, one in both. */
  let inDemo: { grantId: string; accessToken: string };
  let inBrand: { grantId: string; accessToken: string };
  let inBoth: { grantId: string; accessToken: string };

  const grantIdsSeenBy = async (key: string): Promise<string[]> => {
    const res = await h.call('GET', '/v1/grants', undefined, { key });
    expect(res.status).toBe(200);
    return res.body.data.map((g: Json) => g.id).sort();
  };

  beforeAll(async () => {
    h = await startHarness({ worker: false });
    demoId = (await h.call('GET', '/v1/workspaces')).body.data.find((w: Json) => w.slug === 'demo').id;
    brand = await newWorkspace(h, 'Brand');
    const made = await h.call('POST', '/v1/keys', {
      name: 'brand only',
      workspaceIds: [brand.id],
      scopes: ['keys:read', 'keys:write'],
    });
    expect(made.status).toBe(201);
    brandKey = made.body.key;
    const agent = async (name: string, workspaceIds: string[]) => {
      const { accessToken } = await connectAgent(h, name, { workspaceIds });
      const grant = (await h.call('GET', '/v1/grants')).body.data.find((g: Json) => g.clientName === name);
      return { grantId: grant.id as string, accessToken };
    };
    inDemo = await agent('Agent in demo', [demoId]);
    inBrand = await agent('Agent in brand', [brand.id]);
    inBoth = await agent('Agent in both', [demoId, brand.id]);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it('lists to a key limited to B only the grants within B', async () => {
    expect(await grantIdsSeenBy(brandKey)).toEqual([inBrand.grantId]);
    // The person's key reaching all workspaces still sees every grant.
    expect(await grantIdsSeenBy(h.apiKey)).toEqual([inDemo.grantId, inBrand.grantId, inBoth.grantId].sort());
  });

  it('answers 404 grant_not_found to a key limited to B that changes or revokes a grant reaching A', async () => {
    for (const id of [inDemo.grantId, inBoth.grantId]) {
      const patched = await h.call('PATCH', `/v1/grants/${id}`, { researchTools: true }, { key: brandKey });
      expect([patched.status, patched.body.error?.code]).toEqual([404, 'grant_not_found']);
      const deleted = await h.call('DELETE', `/v1/grants/${id}`, undefined, { key: brandKey });
      expect([deleted.status, deleted.body.error?.code]).toEqual([404, 'grant_not_found']);
    }
    // Neither took effect: the grants are as the person left them, and their agents still work.
    const all = (await h.call('GET', '/v1/grants')).body.data;
    for (const id of [inDemo.grantId, inBoth.grantId])
      expect(all.find((g: Json) => g.id === id)).toMatchObject({ researchTools: false, revokedAt: null });
    expect((await h.call('GET', '/v1/grants', undefined, { key: inDemo.accessToken })).status).toBe(200);

    // Its own workspace's grant it may change.
    const own = await h.call(
      'PATCH',
      `/v1/grants/${inBrand.grantId}`,
      { researchTools: true },
      { key: brandKey },
    );
    expect([own.status, own.body.researchTools]).toEqual([200, true]);
  });

  it('lists to an agent only the grants within the workspaces of its own grant', async () => {
    expect(await grantIdsSeenBy(inDemo.accessToken)).toEqual([inDemo.grantId]);
    expect(await grantIdsSeenBy(inBrand.accessToken)).toEqual([inBrand.grantId]);
    expect(await grantIdsSeenBy(inBoth.accessToken)).toEqual(
      [inDemo.grantId, inBrand.grantId, inBoth.grantId].sort(),
    );
  });

  it("reads the person's research reports only as an agent whose grant covers every workspace", async () => {
    const part = await connectAgent(h, 'Researcher in demo', { workspaceIds: [demoId], research: true });
    const whole = await connectAgent(h, 'Researcher everywhere', {
      workspaceIds: [demoId, brand.id],
      research: true,
    });
    for (const path of ['/v1/kr/keywords/reports', '/v1/research/vid/reports']) {
      const refused = await h.call('GET', path, undefined, { key: part.accessToken });
      expect([refused.status, refused.body.error?.code, refused.body.error?.scope]).toEqual([
        403,
        'forbidden_scope',
        'allWorkspaces',
      ]);
      const read = await h.call('GET', path, undefined, { key: whole.accessToken });
      expect([read.status, read.body.data]).toEqual([200, []]);
    }
  });

  it('revokes with a key limited to B the grant within B', async () => {
    const revoked = await h.call('DELETE', `/v1/grants/${inBrand.grantId}`, undefined, { key: brandKey });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
  });
});
