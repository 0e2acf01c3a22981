import { startHarness, type Harness } from '../support/harness';
import {
  AGENT_REDIRECT_URI,
  authorizeParams,
  connectAgent,
  exchangeCode,
  pkce,
  registerAgent,
  tokenCall,
} from '../support/oauth-agent';

/**
 * The token endpoint (POST /oauth/token) over plain HTTP, as an agent and as an attacker holding a
 * leaked code or refresh token would call it: a replay revokes what was issued from the same code
 * (OAuth 2.1, 4.1.3 and 4.3.1), and a field of the wrong type is a 400, never a 500.
 */
describe('OAuth token families and the token endpoint’s input', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ worker: false });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  /** The status a REST call with an agent's access token gets. */
  const restStatus = async (accessToken: string) =>
    (await h.call('GET', '/v1/workspaces', undefined, { key: accessToken })).status;

  const refresh = (clientId: string, refreshToken: string) =>
    tokenCall(h, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId });

  describe('replay', () => {
    it('of a rotated refresh token revokes the whole chain: the rotated pair stops working', async () => {
      const agent = await connectAgent(h, 'Rotating agent');
      const bystander = await connectAgent(h, 'Bystander agent');
      const rotated = await refresh(agent.clientId, agent.refreshToken);
      expect(rotated.status).toBe(200);
      expect(await restStatus(rotated.body.access_token)).toBe(200);

      const replayed = await refresh(agent.clientId, agent.refreshToken);
      expect([replayed.status, replayed.body.error]).toEqual([400, 'invalid_grant']);

      // The pair the legitimate client (or the thief) got from the rotation is dead, access and refresh.
      expect(await restStatus(rotated.body.access_token)).toBe(401);
      expect(await restStatus(agent.accessToken)).toBe(401);
      const next = await refresh(agent.clientId, rotated.body.refresh_token);
      expect([next.status, next.body.error]).toEqual([400, 'invalid_grant']);
      // Another grant's tokens are not of this family.
      expect(await restStatus(bystander.accessToken)).toBe(200);
      expect((await refresh(bystander.clientId, bystander.refreshToken)).status).toBe(200);
    });

    it('of an authorization code revokes every token issued from that code', async () => {
      const agent = await connectAgent(h, 'Code agent');
      const rotated = await refresh(agent.clientId, agent.refreshToken);
      expect(rotated.status).toBe(200);

      const replayed = await exchangeCode(h, agent.clientId, agent.code, agent.verifier);
      expect([replayed.status, replayed.body.error]).toEqual([400, 'invalid_grant']);

      for (const access of [agent.accessToken, rotated.body.access_token])
        expect(await restStatus(access)).toBe(401);
      const next = await refresh(agent.clientId, rotated.body.refresh_token);
      expect([next.status, next.body.error]).toEqual([400, 'invalid_grant']);
    });
  });

  describe('a field of the wrong type', () => {
    const wrongValues: unknown[] = [123, true, { a: 1 }, ['x'], null];

    it('answers 400 invalid_request in the RFC 6749 shape, for every field of every grant type', async () => {
      const clientId = await registerAgent(h, 'Typed agent');
      const grants: Record<string, Record<string, string>> = {
        authorization_code: {
          grant_type: 'authorization_code',
          code: 'some-code',
          client_id: clientId,
          redirect_uri: AGENT_REDIRECT_URI,
          code_verifier: 'v'.repeat(43),
          resource: `${h.url}/mcp`,
        },
        refresh_token: { grant_type: 'refresh_token', refresh_token: 'fomr_x', client_id: clientId },
      };
      for (const fields of Object.values(grants))
        for (const name of Object.keys(fields))
          for (const value of wrongValues) {
            const res = await tokenCall(h, { ...fields, [name]: value }, 'json');
            expect({ name, value, status: res.status, body: res.body }).toEqual({
              name,
              value,
              status: 400,
              body: { error: 'invalid_request', error_description: expect.stringContaining(name) },
            });
          }
    });

    it('answers 400 invalid_request to a form that gives a field more than once', async () => {
      const res = await tokenCall(h, {
        grant_type: 'refresh_token',
        refresh_token: ['fomr_a', 'fomr_b'],
        client_id: 'cli_x',
      });
      expect([res.status, res.body.error, res.body.error_description]).toEqual([
        400,
        'invalid_request',
        expect.stringContaining('refresh_token'),
      ]);
    });

    it('answers 400 on registration, sign-in and consent, never 500', async () => {
      for (const body of [
        { redirect_uris: [AGENT_REDIRECT_URI], client_name: 123 },
        { redirect_uris: [AGENT_REDIRECT_URI], client_name: { a: 1 } },
        { redirect_uris: 'http://127.0.0.1:9/callback' },
        { redirect_uris: [123] },
        { redirect_uris: true },
      ]) {
        const res = await fetch(`${h.url}/oauth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect({ body, status: res.status, error: ((await res.json()) as { error: string }).error }).toEqual({
          body,
          status: 400,
          error: expect.stringMatching(/^invalid_(client_metadata|redirect_uri)$/),
        });
      }

      // The pages take forms; the same fields sent as JSON of the wrong type are a 400 page.
      const clientId = await registerAgent(h, 'Page agent');
      const params = authorizeParams(h, clientId, pkce().challenge);
      for (const [path, body] of [
        ['/oauth/authorize', { ...params, client_id: 123 }],
        ['/oauth/authorize', { ...params, redirect_uri: { a: 1 }, email: 'a@b.c', password: 'x' }],
        ['/oauth/authorize', { ...params, email: 123, password: true }],
        ['/oauth/consent', { consent: 123, decision: 'allow' }],
        ['/oauth/consent', { consent: ['x'], decision: 'allow' }],
      ] as const) {
        const res = await fetch(`${h.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          redirect: 'manual',
        });
        expect({ path, body, status: res.status }).toEqual({ path, body, status: 400 });
      }
    });
  });
});
