import { startHarness, type Harness } from '../support/harness';

/** POST /v1/accounts/select: a selection resolved to account ids, with candidates for what did not resolve. */
describe('POST /v1/accounts/select', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('resolves all, platforms, handles (with or without @) and ids; names what it could not', async () => {
    const accounts = (await h.call('GET', '/v1/accounts')).body.data;
    const chat = accounts.find((a: { platform: string }) => a.platform === 'chat');
    const all = await h.call('POST', '/v1/accounts/select', { scope: 'all' });
    expect(all.status).toBe(200);
    expect(all.body.accountIds.sort()).toEqual(accounts.map((a: { id: string }) => a.id).sort());

    const some = await h.call('POST', '/v1/accounts/select', {
      scope: ['micro', `@${chat.handle}`, chat.id, 'demo_VID', 'mikro'],
    });
    expect(some.status).toBe(200);
    const platforms = some.body.accounts.map((a: { platform: string }) => a.platform).sort();
    expect(platforms).toEqual(['chat', 'micro', 'vid']);
    expect(some.body.accountIds).toHaveLength(3);
    expect(some.body.unresolved).toEqual([{ value: 'mikro', candidates: expect.any(Array) }]);
    expect(some.body.unresolved[0].candidates.length).toBe(accounts.length);

    const close = await h.call('POST', '/v1/accounts/select', { scope: ['demo_m'] });
    expect(close.body.accountIds).toEqual([]);
    expect(close.body.unresolved[0].candidates.map((c: { platform: string }) => c.platform)).toContain(
      'micro',
    );
  });

  it('refuses a scope that is neither all nor a list of names', async () => {
    for (const scope of [undefined, 'some', [], [''], 5])
      expect(
        (await h.call('POST', '/v1/accounts/select', scope === undefined ? {} : { scope })).body.error.code,
      ).toBe('invalid_params');
  });
});
