import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import {
  isOAuthFailure,
  parseBasicAuth,
  SANDBOX_OAUTH_CLIENT,
  SandboxOAuthProvider,
} from '../../core/sandbox/oauth-provider';
import { answerAuthorize, formOf, queryOf, tokenGrant } from '../../core/sandbox/oauth-routes';
import { fediSandboxUser } from './sandbox';

/** The emulator's OAuth server: approves at once as the `login_hint` handle. */
export function emulatorOAuth(): SandboxOAuthProvider | undefined {
  return new SandboxOAuthProvider({
    pkce: 'required',
    accessTokenTtlSeconds: 7200,
    refreshTokens: 'rotating',
    userFor: fediSandboxUser,
  });
}

/** An app registered with `POST /api/v1/apps`, on the instance (the Host) it was registered at. */
export interface RegisteredApp {
  clientId: string;
  host: string;
  name: string;
  redirectUris: string[];
}

/**
 * The apps registered on this emulator, each on the instance it was registered at: one emulator
 * stands for several instances under several host names (127.0.0.1 and localhost on the same
 * port), and an app or a token of one is refused by another, as two real instances would.
 */
export class InstanceApps {
  registered: RegisteredApp[] = [];
  /** Host each access token issued to a registered app was issued at. */
  tokenHosts = new Map<string, string>();
  /** The next registration is refused (403), as an instance that allows none. */
  refuseNext = false;

  of(clientId: string | undefined): RegisteredApp | undefined {
    return this.registered.find((a) => a.clientId === clientId);
  }

  /** Why `clientId` may not be used at `host`; undefined when it may (the sandbox app: anywhere). */
  refusal(clientId: string | undefined, host: string): string | undefined {
    if (clientId === SANDBOX_OAUTH_CLIENT.clientId) return undefined;
    const app = this.of(clientId);
    if (!app) return `Client authentication failed: unknown client "${clientId ?? ''}".`;
    if (app.host !== host) return `Client authentication failed: "${clientId}" is an app of ${app.host}.`;
    return undefined;
  }

  /** A token used at another instance than the one that issued it. */
  wrongHost(token: string, host: string): boolean {
    const issuedAt = this.tokenHosts.get(token);
    return issuedAt !== undefined && issuedAt !== host;
  }
}

/** `POST /api/v1/apps`, the authorize page and the token endpoint at the paths of `connect.endpoints`. */
export function oauthRoutes(
  router: Router,
  oauth: SandboxOAuthProvider | undefined,
  apps: InstanceApps,
): void {
  if (!oauth) return;
  router.post('/api/v1/apps', (ctx) => {
    const body = formOf(ctx);
    if (apps.refuseNext) {
      apps.refuseNext = false;
      ctx.status = 403;
      ctx.body = { error: 'This instance does not allow new applications' };
      return;
    }
    const redirectUris = (body.redirect_uris ?? '').split(/\s+/).filter(Boolean);
    if (!body.client_name || redirectUris.length === 0 || !redirectUris.every(isAbsolute)) {
      ctx.status = 422;
      ctx.body = { error: "Validation failed: Name can't be blank, Redirect URI must be an absolute URI" };
      return;
    }
    const client = oauth.registerClient();
    apps.registered.push({ clientId: client.clientId, host: ctx.host, name: body.client_name, redirectUris });
    ctx.body = {
      id: String(apps.registered.length),
      name: body.client_name,
      website: body.website ?? null,
      scopes: (body.scopes ?? 'read').split(/\s+/),
      redirect_uri: redirectUris.join('\n'),
      redirect_uris: redirectUris,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    };
  });
  router.get('/oauth/authorize', (ctx) => {
    const q = queryOf(ctx);
    const refused = apps.refusal(q.client_id, ctx.host);
    const app = apps.of(q.client_id);
    if (refused || (app && !app.redirectUris.includes(q.redirect_uri ?? ''))) {
      ctx.status = 400;
      ctx.type = 'text/plain';
      ctx.body = refused ?? 'The redirect uri included is not valid.';
      return;
    }
    answerAuthorize(ctx, oauth, {
      clientParam: 'client_id',
      pkce: true,
      errorPage: (failure) => ({ status: 400, type: 'text/plain', body: failure.description }),
    });
  });
  router.post('/oauth/token', (ctx) => {
    const clientId = parseBasicAuth(ctx.get('authorization'))?.clientId ?? formOf(ctx).client_id;
    const refused = apps.refusal(clientId, ctx.host);
    if (refused) return tokenRefusal(ctx, 'invalid_client', refused);
    const result = tokenGrant(ctx, oauth, { clientParam: 'client_id', basicAuth: true }) ?? {
      error: 'invalid_request' as const,
      description: 'Unsupported grant_type.',
    };
    if (isOAuthFailure(result)) return tokenRefusal(ctx, result.error, result.description);
    if (apps.of(clientId)) apps.tokenHosts.set(result.accessToken, ctx.host);
    ctx.body = {
      token_type: 'bearer',
      expires_in: result.expiresIn,
      access_token: result.accessToken,
      ...(result.refreshToken ? { refresh_token: result.refreshToken } : {}),
    };
  });
}

function tokenRefusal(ctx: RouterContext, error: string, description: string): void {
  ctx.status = error === 'invalid_client' ? 401 : 400;
  ctx.body = { error, error_description: description };
}

function isAbsolute(uri: string): boolean {
  try {
    return /^https?:$/.test(new URL(uri).protocol);
  } catch {
    return false;
  }
}
