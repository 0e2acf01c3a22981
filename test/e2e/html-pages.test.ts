import { DEMO_EMAIL } from '../../core/services/people/demo-seeder';
import { startHarness, type Harness } from '../support/harness';
import { authorizeParams, oauthForm, pkce, registerAgent, signIn } from '../support/oauth-agent';

/**
 * Every HTML page the service serves (the API reference, the OAuth sign-in, consent and error
 * pages) refuses to be framed, so another site cannot lay it under its own to steal a click or a
 * password: CSP `frame-ancestors 'none'` and `X-Frame-Options: DENY`, whatever the page's status.
 */
describe('HTML pages cannot be framed', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ worker: false });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it('sends frame-ancestors none and X-Frame-Options DENY on each page', async () => {
    const clientId = await registerAgent(h, 'Framed agent');
    const params = authorizeParams(h, clientId, pkce().challenge);
    const consentPage = await signIn(h, clientId, params.code_challenge);
    const sealed = /name="consent" value="([^"]+)"/.exec(await consentPage.clone().text())![1];
    const post = (path: string, fields: Record<string, string>) =>
      fetch(`${h.url}${path}`, { method: 'POST', body: oauthForm(fields), redirect: 'manual' });

    const pages: Array<[string, Response, number]> = [
      ['the API reference', await fetch(`${h.url}/docs`), 200],
      ['sign-in', await fetch(`${h.url}/oauth/authorize?${new URLSearchParams(params)}`), 200],
      ['an unknown client', await fetch(`${h.url}/oauth/authorize?client_id=cli_nope`), 400],
      [
        'a wrong password',
        await post('/oauth/authorize', { ...params, email: DEMO_EMAIL, password: 'x' }),
        401,
      ],
      ['consent', consentPage, 200],
      [
        'consent without a workspace',
        await post('/oauth/consent', { consent: sealed, decision: 'allow' }),
        400,
      ],
      [
        'a changed consent form',
        await post('/oauth/consent', { consent: 'forged.x', decision: 'allow' }),
        400,
      ],
    ];
    for (const [page, res, status] of pages)
      expect({
        page,
        status: res.status,
        type: res.headers.get('content-type'),
        csp: res.headers.get('content-security-policy'),
        frameOptions: res.headers.get('x-frame-options'),
      }).toEqual({
        page,
        status,
        type: expect.stringMatching(/^text\/html/),
        csp: "frame-ancestors 'none'",
        frameOptions: 'DENY',
      });
  });
});
