import type { OAuthCall, OAuthClient, OAuthConnect, OAuthEndpoints } from '../../channels/connect';
import { describeOAuthError } from '../../channels/oauth-http';
import type { PluginRegistry } from '../../channels/registry';
import type { Config } from '../../config';
import { AppError } from '../../errors/app-error';
import { PlatformResponseError } from '../../http/platform-http';
import { SANDBOX_OAUTH_CLIENT } from '../../sandbox/oauth-provider';
import type { AccountService } from './account-service';
import type { OAuthApps } from './oauth-apps';

/** The one callback every platform sends the browser back to; the `state` says which attempt it ends. */
export const CONNECT_CALLBACK_PATH = '/v1/accounts/connect/callback';

/**
 * Where a platform's OAuth flow runs and as which app: the real platform with this server's
 * registered credentials, or the platform's sandbox emulator (same paths, its own origin) with the
 * sandbox client. Shared by the connect flow and the token refresh.
 */
export class OAuthSetup {
  constructor(
    private readonly config: Config,
    private readonly plugins: PluginRegistry,
    private readonly accounts: AccountService,
    private readonly apps: OAuthApps,
  ) {}

  redirectUri(): string {
    return `${this.config.publicUrl}${CONNECT_CALLBACK_PATH}`;
  }

  /**
   * Everything a token call needs. 503 `platform_not_configured` for a real platform without app
   * credentials. `server`: a real account's own server (`Account.serverUrl`), where its calls go;
   * for a flow with `server` (each server its own OAuth provider) also where the flow runs, as the
   * app that server registered for us (registered on first use: 503 `platform_error` when the
   * server refuses or does not answer).
   */
  async call(
    platform: string,
    sandbox: boolean,
    signal?: AbortSignal,
    server?: string | null,
  ): Promise<OAuthCall> {
    const flow = this.flow(platform);
    if (!sandbox && server && flow.server) {
      return {
        client: await this.serverClient(platform, flow, server, signal),
        endpoints: onServer(server, flow.endpoints),
        baseUrl: server,
        signal,
      };
    }
    return {
      client: this.client(platform, sandbox),
      endpoints: this.endpoints(platform, sandbox),
      baseUrl: !sandbox && server ? server : this.accounts.baseUrlFor(platform, sandbox),
      signal,
    };
  }

  private async serverClient(
    platform: string,
    flow: OAuthConnect,
    server: string,
    signal?: AbortSignal,
  ): Promise<OAuthClient> {
    const redirectUri = this.redirectUri();
    const register = flow.registerClient;
    if (!register) throw new Error(`${platform} takes a server but cannot register a client there`);
    const app = await this.apps.clientFor({ platform, serverUrl: server, redirectUri }, async () => {
      try {
        return await register({ baseUrl: server, redirectUri, scopes: flow.scopes, signal });
      } catch (err) {
        const said =
          err instanceof PlatformResponseError
            ? `answered ${err.status}: ${describeOAuthError(err.body)}`
            : `did not answer (${(err as Error).message})`;
        throw AppError.of(
          'platform_error',
          { platform, server },
          `${server} would not register this app for ${platform}: it ${said}. Nothing was stored; check the address or try again later.`,
        );
      }
    });
    return { ...app, redirectUri };
  }

  private client(platform: string, sandbox: boolean): OAuthClient {
    const redirectUri = this.redirectUri();
    if (sandbox) return { ...SANDBOX_OAUTH_CLIENT, redirectUri };
    const registered = this.config.oauthClients[platform];
    if (!registered) {
      const id = platform.toUpperCase();
      throw AppError.of(
        'platform_not_configured',
        { platform },
        `This server has no ${platform} app credentials: set ${id}_CLIENT_ID and ${id}_CLIENT_SECRET, ` +
          `register ${redirectUri} as the redirect URI with the platform, or connect a sandbox account with "sandbox": true.`,
      );
    }
    return { ...registered, redirectUri };
  }

  private endpoints(platform: string, sandbox: boolean): OAuthEndpoints {
    const flow = this.flow(platform);
    if (!sandbox) return flow.endpoints;
    // The emulator serves each endpoint at the real path under its own base URL.
    return onServer(this.accounts.baseUrlFor(platform, true), flow.endpoints);
  }

  private flow(platform: string): OAuthConnect {
    const flow = this.plugins.get(platform).connect;
    if (flow?.kind !== 'oauth') throw new Error(`${platform} has no OAuth flow`);
    return flow;
  }
}

/** The endpoints at their real paths under another base URL (an emulator, a person's own server). */
function onServer(base: string, endpoints: OAuthEndpoints): OAuthEndpoints {
  const at = (real: string) => {
    const url = new URL(real);
    return `${base}${url.pathname}${url.search}`;
  };
  return { authorize: at(endpoints.authorize), token: at(endpoints.token) };
}
