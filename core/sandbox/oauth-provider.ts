import { randomBytes } from 'node:crypto';
import { pkceChallenge } from '../channels/oauth-http';

/**
 * The OAuth 2.0 authorization server every emulator embeds: authorization codes (with PKCE when the
 * platform uses it), access tokens that expire, refresh tokens, and the Graph-style long-lived
 * token exchange. Each emulator wraps it in its platform's own paths, parameter names and answer
 * shapes; this class only keeps the grants and checks them.
 *
 * The sandbox has one registered app, SANDBOX_OAUTH_CLIENT. There is no login page: the person
 * "signs in" as the `login_hint` handle (or `sandbox_user`) and approves at once, so the whole flow
 * runs unattended in tests and from curl (follow the redirect).
 */
export const SANDBOX_OAUTH_CLIENT = {
  clientId: 'fanout-sandbox',
  clientSecret: 'fanout-sandbox-secret',
} as const;

export const DEFAULT_SANDBOX_LOGIN = 'sandbox_user';

export interface SandboxOAuthUser {
  id: string;
  handle: string;
}

export interface SandboxOAuthOptions {
  /** `required`: the authorize call must carry an S256 challenge; `optional`: checked when sent. */
  pkce: 'required' | 'optional' | 'none';
  /** Lifetime of an access token from the code exchange or a refresh. */
  accessTokenTtlSeconds: number;
  /** `rotating`: every refresh returns a new refresh token and retires the old one. */
  refreshTokens: 'rotating' | 'fixed' | 'none';
  /** The platform's user for a handle (same handle, same id, as the emulator's other paths). */
  userFor(handle: string): SandboxOAuthUser;
}

export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_response_type'
  | 'access_denied';

export interface OAuthFailure {
  error: OAuthErrorCode;
  description: string;
}

export interface OAuthGrant {
  accessToken: string;
  refreshToken?: string;
  expiresIn: number;
  scope: string;
  user: SandboxOAuthUser;
}

export interface AuthorizeParams {
  clientId?: string;
  redirectUri?: string;
  responseType?: string;
  state?: string;
  scope?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  loginHint?: string;
}

/** Where the browser goes next: back to the app (with a code or an error), or nowhere (bad request). */
export type AuthorizeOutcome = { redirect: string } | { failure: OAuthFailure };

/** Test controls, set with `POST /_sandbox/oauth`. */
export interface OAuthControls {
  /** Lifetime of access tokens issued from now on. */
  accessTokenTtlSeconds?: number;
  /** Refuse every refresh from now on (the person revoked the app). */
  refuseRefresh?: boolean;
  /** The next authorize is declined by the person (`error=access_denied`). */
  denyNextAuthorize?: boolean;
  /** Every access token issued so far stops working now. */
  expireAccessTokens?: boolean;
}

interface CodeRecord {
  clientId: string;
  redirectUri: string;
  codeChallenge?: string;
  scope: string;
  user: SandboxOAuthUser;
  expiresAt: number;
}

interface TokenRecord {
  user: SandboxOAuthUser;
  scope: string;
  expiresAt: number;
}

const CODE_TTL_MS = 10 * 60_000;

export interface OAuthSnapshot {
  accessTokens: Array<[string, TokenRecord]>;
  refreshTokens: Array<[string, { user: SandboxOAuthUser; scope: string }]>;
  /** Apps registered at run time (`registerClient`), id and secret; absent in older files. */
  clients?: Array<[string, string]>;
}

export class SandboxOAuthProvider {
  private codes = new Map<string, CodeRecord>();
  private accessTokens = new Map<string, TokenRecord>();
  private refreshTokens = new Map<string, { user: SandboxOAuthUser; scope: string }>();
  /** Client ids and their secrets: the sandbox app, and any registered since (`registerClient`). */
  private clients = new Map<string, string>([
    [SANDBOX_OAUTH_CLIENT.clientId, SANDBOX_OAUTH_CLIENT.clientSecret],
  ]);
  private ttlSeconds: number;
  private refuseRefresh = false;
  private denyNext = false;
  private counts = { authorized: 0, exchanged: 0, refreshed: 0, refusedRefreshes: 0 };

  constructor(private readonly options: SandboxOAuthOptions) {
    this.ttlSeconds = options.accessTokenTtlSeconds;
  }

  /**
   * The tokens issued, for the emulator's state file: an account connected through OAuth keeps
   * working after the sandbox restarts. Codes (ten minutes) and test controls are not kept.
   */
  snapshot(): OAuthSnapshot {
    return {
      accessTokens: [...this.accessTokens],
      refreshTokens: [...this.refreshTokens],
      clients: [...this.clients].filter(([id]) => id !== SANDBOX_OAUTH_CLIENT.clientId),
    };
  }

  restore(saved: OAuthSnapshot): void {
    this.accessTokens = new Map(saved.accessTokens);
    this.refreshTokens = new Map(saved.refreshTokens);
    for (const [id, secret] of saved.clients ?? []) this.clients.set(id, secret);
  }

  /**
   * A new app, for platforms where anyone registers one at run time (a Mastodon instance's
   * `POST /api/v1/apps`, RFC 7591): its id and secret work wherever the sandbox app does.
   */
  registerClient(): { clientId: string; clientSecret: string } {
    const client = {
      clientId: `sbx_app_${randomBytes(12).toString('hex')}`,
      clientSecret: `sbx_secret_${randomBytes(24).toString('hex')}`,
    };
    this.clients.set(client.clientId, client.clientSecret);
    return client;
  }

  authorize(params: AuthorizeParams): AuthorizeOutcome {
    if (params.clientId === undefined || !this.clients.has(params.clientId)) {
      return { failure: fail('invalid_client', `Unknown client "${params.clientId ?? ''}".`) };
    }
    const redirect = parseRedirect(params.redirectUri);
    if (!redirect)
      return { failure: fail('invalid_request', 'redirect_uri must be an absolute http(s) URL.') };
    const back = (values: Record<string, string>) => {
      const url = new URL(redirect);
      for (const [k, v] of Object.entries(values)) url.searchParams.set(k, v);
      if (params.state !== undefined) url.searchParams.set('state', params.state);
      return { redirect: url.toString() };
    };
    if (params.responseType !== 'code') {
      return back({ error: 'unsupported_response_type', error_description: 'response_type must be code.' });
    }
    const challenge = params.codeChallenge;
    if (this.options.pkce === 'required' && !challenge) {
      return back({ error: 'invalid_request', error_description: 'code_challenge is required.' });
    }
    if (challenge && params.codeChallengeMethod !== 'S256') {
      return back({ error: 'invalid_request', error_description: 'code_challenge_method must be S256.' });
    }
    if (this.denyNext) {
      this.denyNext = false;
      return back({ error: 'access_denied', error_description: 'The user denied the request.' });
    }
    const code = `sbx_code_${randomBytes(16).toString('hex')}`;
    this.codes.set(code, {
      clientId: params.clientId,
      redirectUri: params.redirectUri!,
      codeChallenge: this.options.pkce === 'none' ? undefined : challenge,
      scope: params.scope ?? '',
      user: this.options.userFor(params.loginHint || DEFAULT_SANDBOX_LOGIN),
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    this.counts.authorized += 1;
    return back({ code });
  }

  /** The authorization-code grant. A code works once, for the client and redirect it was made for. */
  exchangeCode(input: {
    clientId?: string;
    clientSecret?: string;
    code?: string;
    redirectUri?: string;
    codeVerifier?: string;
  }): OAuthGrant | OAuthFailure {
    const client = this.checkClient(input.clientId, input.clientSecret);
    if (client) return client;
    const record = input.code ? this.codes.get(input.code) : undefined;
    if (!record || record.expiresAt < Date.now()) {
      return fail('invalid_grant', 'The authorization code is invalid or expired.');
    }
    this.codes.delete(input.code!);
    if (record.clientId !== input.clientId) {
      return fail('invalid_grant', 'The authorization code was issued to another client.');
    }
    if (record.redirectUri !== input.redirectUri) {
      return fail('invalid_grant', 'redirect_uri does not match the authorization request.');
    }
    if (record.codeChallenge && pkceChallenge(input.codeVerifier ?? '') !== record.codeChallenge) {
      return fail('invalid_grant', 'code_verifier does not match the code_challenge.');
    }
    this.counts.exchanged += 1;
    return this.issue(record.user, record.scope, this.options.refreshTokens !== 'none');
  }

  /** The refresh-token grant. */
  refresh(input: {
    clientId?: string;
    clientSecret?: string;
    refreshToken?: string;
  }): OAuthGrant | OAuthFailure {
    const client = this.checkClient(input.clientId, input.clientSecret);
    if (client) return client;
    const record = input.refreshToken ? this.refreshTokens.get(input.refreshToken) : undefined;
    if (!record || this.refuseRefresh) {
      this.counts.refusedRefreshes += 1;
      return fail('invalid_grant', 'Token has been expired or revoked.');
    }
    this.counts.refreshed += 1;
    if (this.options.refreshTokens === 'rotating') {
      this.refreshTokens.delete(input.refreshToken!);
      return this.issue(record.user, record.scope, true);
    }
    return { ...this.issue(record.user, record.scope, false), refreshToken: input.refreshToken };
  }

  /**
   * Graph-style: a valid access token traded for a new one with `ttlSeconds` (the long-lived
   * exchange, and the refresh of a long-lived token). The old token keeps working until it expires.
   */
  reissue(
    accessToken: string | undefined,
    ttlSeconds: number,
    kind: 'exchange' | 'refresh',
  ): OAuthGrant | OAuthFailure {
    const record = accessToken ? this.live(accessToken) : undefined;
    if (!record || (kind === 'refresh' && this.refuseRefresh)) {
      if (kind === 'refresh') this.counts.refusedRefreshes += 1;
      return fail('invalid_grant', 'Error validating access token: the session is invalid or has expired.');
    }
    if (kind === 'refresh') this.counts.refreshed += 1;
    return this.issue(record.user, record.scope, false, ttlSeconds);
  }

  /** The user a bearer token acts for, or undefined when it is unknown or expired. */
  userFor(accessToken: string): SandboxOAuthUser | undefined {
    return this.live(accessToken)?.user;
  }

  control(controls: OAuthControls): void {
    if (typeof controls.accessTokenTtlSeconds === 'number') this.ttlSeconds = controls.accessTokenTtlSeconds;
    if (typeof controls.refuseRefresh === 'boolean') this.refuseRefresh = controls.refuseRefresh;
    if (controls.denyNextAuthorize === true) this.denyNext = true;
    if (controls.expireAccessTokens === true) {
      for (const record of this.accessTokens.values()) record.expiresAt = 0;
    }
  }

  /** What the flow did so far, for tests and the curious. */
  stats() {
    return {
      ...this.counts,
      accessTokenTtlSeconds: this.ttlSeconds,
      refuseRefresh: this.refuseRefresh,
      liveAccessTokens: [...this.accessTokens.values()].filter((r) => r.expiresAt > Date.now()).length,
    };
  }

  /** Back to the platform's defaults; grants already made stay valid. */
  resetControls(): void {
    this.ttlSeconds = this.options.accessTokenTtlSeconds;
    this.refuseRefresh = false;
    this.denyNext = false;
  }

  private live(accessToken: string): TokenRecord | undefined {
    const record = this.accessTokens.get(accessToken);
    return record && record.expiresAt > Date.now() ? record : undefined;
  }

  private checkClient(clientId?: string, clientSecret?: string): OAuthFailure | undefined {
    if (clientId === undefined || clientSecret === undefined || this.clients.get(clientId) !== clientSecret) {
      return fail('invalid_client', 'Client authentication failed.');
    }
    return undefined;
  }

  private issue(
    user: SandboxOAuthUser,
    scope: string,
    withRefresh: boolean,
    ttlSeconds = this.ttlSeconds,
  ): OAuthGrant {
    const accessToken = `sbx_at_${randomBytes(24).toString('hex')}`;
    this.accessTokens.set(accessToken, { user, scope, expiresAt: Date.now() + ttlSeconds * 1000 });
    let refreshToken: string | undefined;
    if (withRefresh) {
      refreshToken = `sbx_rt_${randomBytes(24).toString('hex')}`;
      this.refreshTokens.set(refreshToken, { user, scope });
    }
    return { accessToken, refreshToken, expiresIn: ttlSeconds, scope, user };
  }
}

export function isOAuthFailure(value: OAuthGrant | OAuthFailure): value is OAuthFailure {
  return 'error' in value;
}

function fail(error: OAuthErrorCode, description: string): OAuthFailure {
  return { error, description };
}

function parseRedirect(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Client id and secret from an HTTP Basic `authorization` header, when there is one. */
export function parseBasicAuth(
  header: string | undefined,
): { clientId: string; clientSecret: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return {
    clientId: decodeURIComponent(decoded.slice(0, colon)),
    clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
  };
}
