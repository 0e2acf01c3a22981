import { startHarness, type Harness } from '../support/harness';
import { secondPerson } from '../support/people';

const OPERATOR_KEY = 'operator-key-for-the-beta-test';

/** A channel in beta needs the workspace approved by an operator (spec: Authentication 7). */
describe('beta channels (403 beta_access_required, operator approval)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ env: { BETA_CHANNELS: 'micro', FANOUT_OPERATOR_KEY: OPERATOR_KEY } });
  });
  afterAll(() => h.close());

  const approve = (workspaceId: string, approved: boolean, key = OPERATOR_KEY) =>
    fetch(`${h.url}/admin/workspaces/${workspaceId}/beta-approval`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ approved }),
    });

  it('refuses a beta channel until an operator approves the workspace; the demo workspace is approved', async () => {
    const micro = await h.accountId('micro');
    const demoPost = await h.call('POST', '/v1/posts', {
      content: 'Beta from demo',
      accountIds: [micro],
      wait: true,
    });
    expect(demoPost.status).toBe(201);

    const other = await secondPerson(h, 'Beta tester');
    const connect = () =>
      h.call(
        'POST',
        '/v1/accounts/connect',
        { platform: 'micro', sandbox: true, instant: true, handle: 'beta_micro' },
        { key: other.key },
      );
    const refused = await connect();
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'beta_access_required',
      platform: 'micro',
      workspaceId: other.workspaceId,
    });
    // A channel not in beta is not affected.
    expect(
      (
        await h.call(
          'POST',
          '/v1/accounts/connect',
          { platform: 'chat', sandbox: true, instant: true, handle: 'beta_chat' },
          { key: other.key },
        )
      ).status,
    ).toBe(201);

    expect((await approve(other.workspaceId, true, 'wrong-key-wrong-key-wrong')).status).toBe(401);
    const approved = await approve(other.workspaceId, true);
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { betaApprovedAt: string | null }).betaApprovedAt).toBeTruthy();
    const connected = await connect();
    expect(connected.status).toBe(201);
    const post = await h.call(
      'POST',
      '/v1/posts',
      { content: 'Beta approved', accountIds: [connected.body.id], wait: true },
      { key: other.key },
    );
    expect(post.status).toBe(201);

    // Taken back: publishing to the beta channel is refused again, nothing queued.
    await approve(other.workspaceId, false);
    const again = await h.call(
      'POST',
      '/v1/posts',
      { content: 'Beta revoked', accountIds: [connected.body.id] },
      { key: other.key },
    );
    expect([again.status, again.body.error.code]).toEqual([403, 'beta_access_required']);
  });
});
