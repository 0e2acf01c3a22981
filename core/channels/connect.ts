/**
 * How a channel account gets connected: the part of the plugin contract for connect flows.
 *
 * Most platforms use OAuth 2.0 with the authorization-code grant: the person approves access on the
 * platform's page, the platform sends the browser back to our callback with a code, and the plugin
 * trades the code for tokens and learns whose account it is. A bot-style platform instead takes a
 * token the person already holds. The core runs the flow (state, PKCE, storage, refresh schedule);
 * the plugin only knows its platform's URLs, parameter names and answer shapes.
 */

/** The platform's OAuth addresses as the real platform serves them. */
export interface OAuthEndpoints {
  /** The page where the person approves access (opened in a browser). */
  authorize: string;
  /** Where codes and refresh tokens are traded for access tokens (server to server). */
  token: string;
}

/** Our app as registered with the platform. */
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** Our callback, exactly as registered with the platform. */
  redirectUri: string;
}

/** Everything a server-to-server call of the flow needs. */
export interface OAuthCall {
  client: OAuthClient;
  /** The endpoints to use: the real ones, or the sandbox emulator's copies. */
  endpoints: OAuthEndpoints;
  /** The platform API's base URL (identity reads such as "who am I" go there). */
  baseUrl: string;
  signal?: AbortSignal;
}

/** What the authorize page needs to know about this attempt. */
export interface AuthorizeRequest {
  client: OAuthClient;
  /** Opaque value the platform sends back; ties the callback to this attempt. */
  state: string;
  /** S256 challenge of the attempt's verifier; present when the flow uses PKCE. */
  codeChallenge?: string;
  /** Which account to sign in as, when the platform takes a hint (the sandbox always does). */
  loginHint?: string;
}

/** An account the platform vouched for, with the credentials to act for it. */
export interface ConnectedAccount {
  externalAccountId: string;
  handle: string;
  /** Stored sealed (core/secrets.ts); never logged or shown. */
  credentials: Record<string, string>;
  /** When the access token stops working; null when it does not expire. */
  expiresAt: Date | null;
  /** What the channel read about the account (`Account.metadata`), when the connect read any. */
  metadata?: Record<string, unknown>;
  /**
   * The account's own server, for a channel whose accounts each live on one (a Mastodon instance,
   * a Bluesky PDS: see `ServerChoice`). Every later call for the account (publish, reads,
   * engagement, refresh) gets it as `AccountContext.baseUrl`. Absent: the server the person named
   * at connect, if any, else the deployment's (`<ID>_BASE_URL` or `defaultBaseUrl`). The core
   * checks it like a named one (core/channels/server-url.ts) before storing it.
   */
  serverUrl?: string;
}

/**
 * On an open network each account lives on its own server, so the deployment-wide `<ID>_BASE_URL`
 * cannot say where to call. A flow with this takes the person's server in the `server` field of
 * `POST /v1/accounts/connect` (a URL, or a bare host taken as https), checked by the core
 * (core/channels/server-url.ts: https, no credentials, public addresses; refused: 400
 * `invalid_params` with `field: "server"`) and handed to the flow as the call's `baseUrl`.
 * Sandbox accounts ignore it: they always talk to the channel's emulator.
 */
export interface ServerChoice {
  /** True: the person must name a server. False: without one, the deployment's server is used. */
  required: boolean;
}

export interface RefreshedTokens {
  credentials: Record<string, string>;
  expiresAt: Date | null;
}

/**
 * The platform refused to refresh (the person revoked access, the refresh token expired): no retry
 * can help, the account is `expired` until it is connected again.
 */
export class RefreshRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefreshRefusedError';
  }
}

/** Where a client registration goes and what it registers (RFC 7591, dynamic client registration). */
export interface ClientRegistrationCall {
  /** The account's server, as the person named it (checked). */
  baseUrl: string;
  /** Our callback, to register as the app's redirect URI. */
  redirectUri: string;
  scopes: readonly string[];
  signal?: AbortSignal;
}

/** An app a server registered for us: stored per (platform, server, redirect URI), the secret sealed. */
export interface RegisteredClient {
  clientId: string;
  clientSecret: string;
}

export interface OAuthConnect {
  kind: 'oauth';
  /**
   * Present for a channel whose accounts each live on their own server (see `ServerChoice`), each
   * server its own OAuth provider: `endpoints` are then served at the same paths on the server the
   * person named, as the app `registerClient` got from that server (no deployment-wide app).
   */
  server?: ServerChoice;
  /**
   * Registers our app on a server the person named (RFC 7591 in spirit; Mastodon's
   * `POST /api/v1/apps`). Called once per (platform, server, redirect URI): the core stores the
   * answer and reuses it for every later connect, code exchange and refresh there. Required with
   * `server`. A refusal or no answer fails the connect with `platform_error`, nothing stored.
   */
  registerClient?(call: ClientRegistrationCall): Promise<RegisteredClient>;
  /** Whether the flow sends a PKCE challenge (S256). */
  pkce: boolean;
  /** Permissions asked for, as the platform names them. */
  scopes: readonly string[];
  /** The real platform's endpoints; in the sandbox the core swaps in the emulator's origin. */
  endpoints: OAuthEndpoints;
  /** The address of the authorize page for this attempt. */
  authorizeUrl(endpoint: string, request: AuthorizeRequest): string;
  /** Trades the callback's code for tokens and reads whose account they are. */
  exchange(call: OAuthCall, code: string, codeVerifier?: string): Promise<ConnectedAccount>;
  /**
   * New tokens before the current ones expire. Throws RefreshRefusedError when the platform says no
   * for good; anything else thrown is retried. Absent when the platform's tokens never expire.
   */
  refresh?(call: OAuthCall, credentials: Record<string, string>): Promise<RefreshedTokens>;
}

export interface TokenConnect {
  kind: 'token';
  /** Body fields of `POST /v1/accounts/connect` the flow needs, all required strings. */
  fields: readonly string[];
  /** Present for a channel whose accounts each live on their own server (see `ServerChoice`). */
  server?: ServerChoice;
  /**
   * Checks the given values with the platform and reads whose account they are. `call.baseUrl` is
   * the server the person named (checked), else the deployment's; return `serverUrl` when the
   * account's server is another (a PDS found from an entryway, say).
   */
  connect(
    call: { baseUrl: string; signal?: AbortSignal },
    input: Record<string, string>,
  ): Promise<ConnectedAccount>;
}

/**
 * A channel reached through the person's own browser extension (no platform API to authorize):
 * connecting answers a one-time pairing code the person types into the extension, which trades it
 * for a bridge token (`POST /v1/bridge/pair`) and says which account the browser is signed in to.
 */
export interface PairingConnect {
  kind: 'pairing';
  /** Where the extension finds the platform (the sandbox swaps in its emulator). */
  platformUrl: string;
}

export type ConnectFlow = OAuthConnect | TokenConnect | PairingConnect;
