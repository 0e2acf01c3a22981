import type { ConnectedAccount, OAuthCall, OAuthConnect } from '../../core/channels/connect';
import type { ChannelPlugin, PlatformEmulator } from '../../core/channels/plugin';
import { SANDBOX_OAUTH_CLIENT } from '../../core/sandbox/oauth-provider';
import { serveEmulator } from '../support/listen';

/**
 * For the Graph-style connect tests' own cases (beyond the connect kit): the plugin's emulator on a
 * real port, and the whole OAuth flow as one call.
 */
export interface EmulatorOnPort {
  emulator: PlatformEmulator;
  baseUrl: string;
  call(): OAuthCall;
  /** Authorize as `handle`, follow the redirect, trade the code. */
  connect(handle: string): Promise<ConnectedAccount>;
  control(controls: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

const REDIRECT_URI = 'http://127.0.0.1:9/connect/callback';

export async function emulatorOnPort(plugin: ChannelPlugin): Promise<EmulatorOnPort> {
  const flow = plugin.connect as OAuthConnect;
  const emulator = plugin.sandbox.createEmulator();
  const server = await serveEmulator(emulator);
  const baseUrl = server.url;
  const onEmulator = (real: string) => {
    const url = new URL(real);
    return `${baseUrl}${url.pathname}${url.search}`;
  };
  const call = (): OAuthCall => ({
    client: { ...SANDBOX_OAUTH_CLIENT, redirectUri: REDIRECT_URI },
    endpoints: { authorize: onEmulator(flow.endpoints.authorize), token: onEmulator(flow.endpoints.token) },
    baseUrl,
  });
  return {
    emulator,
    baseUrl,
    call,
    async connect(handle) {
      const url = flow.authorizeUrl(call().endpoints.authorize, {
        client: call().client,
        state: 'graph-state',
        loginHint: handle,
      });
      const page = await fetch(url, { redirect: 'manual' });
      const code = new URL(page.headers.get('location')!).searchParams.get('code');
      if (!code) throw new Error(`authorize gave no code (${page.status})`);
      return flow.exchange(call(), code);
    },
    async control(controls) {
      await fetch(`${baseUrl}/_sandbox/oauth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(controls),
      });
    },
    close: () => server.close(),
  };
}
