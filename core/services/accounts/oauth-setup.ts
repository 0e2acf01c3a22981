import type { OAuthCall, OAuthClient, OAuthEndpoints } from '../../channels/connect';
import type { PluginRegistry } from '../../channels/registry';
import type { Config } from '../../config';
import { AppError } from '../../errors/app-error';
import { SANDBOX_OAUTH_CLIENT } from '../../sandbox/oauth-provider';
import type { AccountService } from './account-service';

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
  ) {}

  redirectUri(): string {
    return `${this.config.publicUrl}${CONNECT_CALLBACK_PATH}`;
  }

  /**
   * Everything a token call needs. 503 `platform_not_configured` for a real platform without app
   * credentials. `server`: a real account's own server (`Account.serverUrl`), where its calls go.
   */
  call(platform: string, sandbox: boolean, signal?: AbortSignal, server?: string | null): OAuthCall {
    return {
      client: this.client(platform, sandbox),
      endpoints: this.endpoints(platform, sandbox),
      baseUrl: !sandbox && server ? server : this.accounts.baseUrlFor(platform, sandbox),
      signal,
    };
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
    const flow = this.plugins.get(platform).connect;
    if (flow?.kind !== 'oauth') throw new Error(`${platform} has no OAuth flow`);
    if (!sandbox) return flow.endpoints;
    // The emulator serves each endpoint at the real path under its own base URL.
    const base = this.accounts.baseUrlFor(platform, true);
    const onEmulator = (real: string) => {
      const url = new URL(real);
      return `${base}${url.pathname}${url.search}`;
    };
    return { authorize: onEmulator(flow.endpoints.authorize), token: onEmulator(flow.endpoints.token) };
  }
}
