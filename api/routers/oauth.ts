import Router from '@koa/router';
import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import type { Config } from '../../core/config';
import { CONFIG } from '../../core/container';
import { OAUTH_TTL, OAuthError, OAuthService } from '../../core/services/people/oauth-service';
import { consentPage, errorPage, signInPage } from '../mcp/consent-page';
import { formField, formFields, oauthBody, tokenParam, type OAuthBody } from '../mcp/oauth-fields';

/** The MCP endpoint as a protected resource: tokens are issued for this address alone. */
export const mcpResource = (config: Config) => `${config.publicUrl}/mcp`;

/**
 * The OAuth 2.1 authorization server for remote MCP (core/services/people/oauth-service.ts): metadata
 * (RFC 8414, RFC 9728), dynamic client registration (RFC 7591), the authorize and consent pages
 * (sign in with email and password, pick workspaces, allow research or not), and the token
 * endpoint (authorization_code with S256 PKCE, refresh_token with rotation).
 */
export function oauthRouter(container: DependencyContainer): Router {
  const router = new Router();
  const config = () => container.resolve<Config>(CONFIG);
  const oauth = () => container.resolve(OAuthService);

  const protectedResource = (ctx: Koa.Context) => {
    ctx.body = {
      resource: mcpResource(config()),
      authorization_servers: [config().publicUrl],
      bearer_methods_supported: ['header'],
      resource_name: 'Fanout MCP',
      resource_documentation: `${config().publicUrl}/docs`,
    };
  };
  router.get('/.well-known/oauth-protected-resource', protectedResource);
  router.get('/.well-known/oauth-protected-resource/mcp', protectedResource);

  router.get('/.well-known/oauth-authorization-server', (ctx) => {
    const base = config().publicUrl;
    ctx.body = {
      issuer: base,
      authorization_endpoint: `${base}/oauth/authorize`,
      token_endpoint: `${base}/oauth/token`,
      registration_endpoint: `${base}/oauth/register`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      scopes_supported: ['fanout'],
    };
  });

  router.post('/oauth/register', async (ctx) => {
    try {
      const client = await oauth().register(oauthBody(ctx.request.body));
      ctx.status = 201;
      ctx.body = {
        client_id: client.id,
        client_id_issued_at: Math.floor(client.createdAt.getTime() / 1000),
        client_name: client.name,
        redirect_uris: client.redirectUris,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      };
    } catch (err) {
      oauthFailure(ctx, err);
    }
  });

  // The authorization request: checked, then the sign-in page (errors the client may see go back to it).
  router.get('/oauth/authorize', async (ctx) => {
    const checked = await checkRequest(oauth(), config(), ctx.query);
    if ('page' in checked) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = checked.page;
      return;
    }
    if ('redirect' in checked) return ctx.redirect(checked.redirect);
    ctx.type = 'html';
    ctx.body = signInPage(checked.client.name, checked.params);
  });

  // Sign-in: the same request again with email and password; then the consent page.
  router.post('/oauth/authorize', async (ctx) => {
    const form = oauthBody(ctx.request.body);
    const checked = await checkRequest(oauth(), config(), form);
    ctx.type = 'html';
    if ('page' in checked) {
      ctx.status = 400;
      ctx.body = checked.page;
      return;
    }
    if ('redirect' in checked) return ctx.redirect(checked.redirect);
    let signIn;
    try {
      signIn = { email: formField(form, 'email') ?? '', password: formField(form, 'password') ?? '' };
    } catch (err) {
      return pageFailure(ctx, err);
    }
    const person = await oauth().signIn(signIn.email, signIn.password);
    if (!person) {
      ctx.status = 401;
      ctx.body = signInPage(checked.client.name, checked.params, 'That email and password do not match.');
      return;
    }
    const sealed = oauth().sealConsent({
      personId: person.id,
      clientId: checked.client.id,
      redirectUri: checked.params.redirect_uri,
      codeChallenge: checked.params.code_challenge,
      ...(checked.params.state !== undefined ? { state: checked.params.state } : {}),
      resource: checked.params.resource,
      expiresAt: Date.now() + OAUTH_TTL.consentSeconds * 1000,
    });
    ctx.body = consentPage(checked.client.name, sealed, await oauth().workspacesOf(person.id));
  });

  // Consent: allow (a grant and a code, back to the client) or deny (access_denied, back to the client).
  router.post('/oauth/consent', async (ctx) => {
    const form = oauthBody(ctx.request.body);
    let request, sealed, decision, picked, research;
    try {
      sealed = formField(form, 'consent') ?? '';
      [decision, picked, research] = [
        formField(form, 'decision'),
        formFields(form, 'workspace'),
        formField(form, 'research'),
      ];
      request = oauth().openConsent(sealed);
    } catch (err) {
      return pageFailure(ctx, err);
    }
    const back = new URL(request.redirectUri);
    if (request.state !== undefined) back.searchParams.set('state', request.state);
    if (decision !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      return ctx.redirect(back.toString());
    }
    try {
      const code = await oauth().approve(request, picked, research === 'on');
      back.searchParams.set('code', code);
      back.searchParams.set('iss', config().publicUrl);
      ctx.redirect(back.toString());
    } catch (err) {
      const client = await oauth().client(request.clientId);
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = consentPage(
        client?.name ?? 'The client',
        sealed,
        await oauth().workspacesOf(request.personId),
        (err as Error).message,
      );
    }
  });

  router.post('/oauth/token', async (ctx) => {
    const form = oauthBody(ctx.request.body);
    const param = (name: string) => tokenParam(form, name);
    ctx.set('Cache-Control', 'no-store');
    try {
      const grantType = param('grant_type');
      if (grantType === 'authorization_code') {
        ctx.body = await oauth().exchangeCode({
          code: param('code'),
          client_id: param('client_id'),
          redirect_uri: param('redirect_uri'),
          code_verifier: param('code_verifier'),
          resource: param('resource'),
        });
      } else if (grantType === 'refresh_token') {
        ctx.body = await oauth().refresh({
          refresh_token: param('refresh_token'),
          client_id: param('client_id'),
        });
      } else
        throw new OAuthError('unsupported_grant_type', 'grant_type: authorization_code or refresh_token.');
    } catch (err) {
      oauthFailure(ctx, err);
    }
  });

  return router;
}

type Checked =
  | { page: string }
  | { redirect: string }
  | {
      client: { id: string; name: string };
      params: Record<string, string> & {
        redirect_uri: string;
        code_challenge: string;
        resource: string;
        state?: string;
      };
    };

/**
 * An authorization request as OAuth 2.1 wants it. A bad client or redirect URI is shown here (never
 * redirected to an address we cannot trust); anything else goes back to the client as an error.
 */
async function checkRequest(oauth: OAuthService, config: Config, q: OAuthBody): Promise<Checked> {
  try {
    return await checkFields(oauth, config, (name) => formField(q, name));
  } catch (err) {
    // A field that is not text (a JSON body's number or object) is shown here, like a bad client.
    if (!(err instanceof OAuthError)) throw err;
    return { page: errorPage(err.description) };
  }
}

async function checkFields(
  oauth: OAuthService,
  config: Config,
  one: (name: string) => string | undefined,
): Promise<Checked> {
  const clientId = one('client_id');
  const client = clientId ? await oauth.client(clientId) : undefined;
  if (!client)
    return { page: errorPage('Unknown client_id: register the client first (POST /oauth/register).') };
  const redirectUri =
    one('redirect_uri') ?? (client.redirectUris.length === 1 ? client.redirectUris[0] : undefined);
  if (!redirectUri || !client.redirectUris.includes(redirectUri))
    return { page: errorPage('redirect_uri is not one this client registered.') };
  const state = one('state');
  const fail = (error: string, description: string) => {
    const back = new URL(redirectUri);
    back.searchParams.set('error', error);
    back.searchParams.set('error_description', description);
    if (state !== undefined) back.searchParams.set('state', state);
    return { redirect: back.toString() };
  };
  if (one('response_type') !== 'code')
    return fail('unsupported_response_type', 'response_type must be code.');
  const challenge = one('code_challenge');
  if (!challenge || one('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(challenge))
    return fail(
      'invalid_request',
      'PKCE is required: code_challenge (S256, 43 characters) and code_challenge_method=S256.',
    );
  const resource = one('resource') ?? mcpResource(config);
  if (resource !== mcpResource(config))
    return fail('invalid_target', `resource must be ${mcpResource(config)}.`);
  return {
    client,
    params: {
      client_id: client.id,
      redirect_uri: redirectUri,
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      resource,
      ...(state !== undefined ? { state } : {}),
    },
  };
}

/** An OAuth page that cannot go on: 400 and why. */
function pageFailure(ctx: Koa.Context, err: unknown): void {
  if (!(err instanceof OAuthError)) throw err;
  ctx.status = 400;
  ctx.type = 'html';
  ctx.body = errorPage(err.description);
}

function oauthFailure(ctx: Koa.Context, err: unknown): void {
  if (!(err instanceof OAuthError)) throw err;
  ctx.status = err.status;
  ctx.body = { error: err.error, error_description: err.description };
}
