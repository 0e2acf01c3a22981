import {
  RefreshRefusedError,
  type ConnectedAccount,
  type OAuthCall,
  type OAuthConnect,
  type TokenConnect,
} from '../../core/channels/connect';
import { pkceChallenge, pkceVerifier } from '../../core/channels/oauth-http';
import type {
  ChannelPlugin,
  PlatformEmulator,
  PublishContext,
  PublishItem,
} from '../../core/channels/plugin';
import { SANDBOX_OAUTH_CLIENT } from '../../core/sandbox/oauth-provider';
import { type Listening, serveEmulator } from '../support/listen';

/**
 * The connect half of the plugin contract kit: the plugin's connect flow against its own emulator
 * over real HTTP. For OAuth: the authorize page, the code exchange (with PKCE when the flow uses
 * it), the refresh, and the refusals; for a token flow: the check of the token. In every case the
 * credentials the flow yields must publish a post.
 */
export interface ConnectContractCases {
  /** What a post on this channel needs besides its text (media, required options). */
  itemExtras?: () => Partial<PublishItem>;
  /** Token flows: the values a person would paste for `handle` (valid with the emulator). */
  tokenInput?: (handle: string) => Record<string, string>;
  /** Token flows: values the platform refuses. */
  badTokenInput?: Record<string, string>;
}

/** Where the browser lands after the authorize page; never opened, only read from the redirect. */
const REDIRECT_URI = 'http://127.0.0.1:9/connect/callback';

export function runConnectContract(plugin: ChannelPlugin, cases: ConnectContractCases = {}): void {
  describe(`connect contract: ${plugin.id}`, () => {
    let emulator: PlatformEmulator;
    let server: Listening;
    let baseUrl: string;

    beforeAll(async () => {
      emulator = plugin.sandbox.createEmulator();
      server = await serveEmulator(emulator);
      baseUrl = server.url;
    });

    afterEach(async () => {
      emulator.reset();
      await control({ refuseRefresh: false });
    });

    afterAll(async () => {
      await server.close();
    });

    async function control(controls: Record<string, unknown>): Promise<void> {
      await fetch(`${baseUrl}/_sandbox/oauth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(controls),
      });
    }

    /** Publishing with the flow's credentials is the proof they are the account's. */
    async function publishWith(account: ConnectedAccount, text: string) {
      const ctx: PublishContext = {
        account: {
          externalAccountId: account.externalAccountId,
          handle: account.handle,
          credentials: account.credentials,
          baseUrl,
          sandbox: true,
        },
      };
      const item: PublishItem = { text, mediaIds: [], options: {}, index: 0, ...cases.itemExtras?.() };
      return plugin.publish(ctx, item);
    }

    it('declares a connect flow', () => {
      expect(plugin.connect).toBeDefined();
      expect(['oauth', 'token']).toContain(plugin.connect!.kind);
    });

    if (plugin.connect?.kind === 'oauth') {
      const flow: OAuthConnect = plugin.connect;
      const call = (): OAuthCall => {
        const onEmulator = (real: string) => {
          const url = new URL(real);
          return `${baseUrl}${url.pathname}${url.search}`;
        };
        return {
          client: { ...SANDBOX_OAUTH_CLIENT, redirectUri: REDIRECT_URI },
          endpoints: {
            authorize: onEmulator(flow.endpoints.authorize),
            token: onEmulator(flow.endpoints.token),
          },
          baseUrl,
        };
      };

      /** Opens the authorize page as `handle` and reads the code from the redirect back. */
      async function authorize(
        handle: string,
        verifier?: string,
      ): Promise<{ code?: string; error?: string }> {
        const state = `kit-state-${handle}`;
        const url = flow.authorizeUrl(call().endpoints.authorize, {
          client: call().client,
          state,
          codeChallenge: verifier ? pkceChallenge(verifier) : undefined,
          loginHint: handle,
        });
        const page = await fetch(url, { redirect: 'manual' });
        expect(page.status).toBe(302);
        const back = new URL(page.headers.get('location')!);
        expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
        expect(back.searchParams.get('state')).toBe(state);
        return {
          code: back.searchParams.get('code') ?? undefined,
          error: back.searchParams.get('error') ?? undefined,
        };
      }

      async function connect(handle: string): Promise<ConnectedAccount> {
        const verifier = flow.pkce ? pkceVerifier() : undefined;
        const { code } = await authorize(handle, verifier);
        expect(code).toEqual(expect.any(String));
        return flow.exchange(call(), code!, verifier);
      }

      it('authorizes, trades the code for tokens and names the account; the tokens publish', async () => {
        const account = await connect('kit_person');
        expect(account.handle).toBe('kit_person');
        expect(account.externalAccountId).toEqual(expect.any(String));
        expect(Object.keys(account.credentials).length).toBeGreaterThan(0);
        const result = await publishWith(account, 'posted with OAuth tokens');
        const held = emulator.posts().find((p) => p.id === result.externalId);
        expect(held).toMatchObject({ accountId: account.externalAccountId });
      });

      it('the same handle is the same account on every connect', async () => {
        const first = await connect('kit_same');
        const second = await connect('kit_same');
        expect(second.externalAccountId).toBe(first.externalAccountId);
      });

      it('refuses a code used twice', async () => {
        const verifier = flow.pkce ? pkceVerifier() : undefined;
        const { code } = await authorize('kit_twice', verifier);
        await flow.exchange(call(), code!, verifier);
        await expect(flow.exchange(call(), code!, verifier)).rejects.toThrow();
      });

      if (flow.pkce) {
        it('refuses an exchange with the wrong PKCE verifier', async () => {
          const { code } = await authorize('kit_pkce', pkceVerifier());
          await expect(flow.exchange(call(), code!, pkceVerifier())).rejects.toThrow();
        });
      }

      it('brings back access_denied when the person declines', async () => {
        await control({ denyNextAuthorize: true });
        const { code, error } = await authorize('kit_denied', flow.pkce ? pkceVerifier() : undefined);
        expect(code).toBeUndefined();
        expect(error).toBe('access_denied');
      });

      it('a token the platform no longer takes classifies as platform_auth_error', async () => {
        const account = await connect('kit_expired');
        await control({ expireAccessTokens: true });
        const failure = await publishWith(account, 'with a dead token').then(
          () => undefined,
          (err: unknown) => plugin.classify(err),
        );
        expect(failure).toMatchObject({ code: 'platform_auth_error', retryable: false });
      });

      if (flow.refresh) {
        const refresh = flow.refresh.bind(flow);
        it('says when the tokens it gave expire', async () => {
          const account = await connect('kit_expiry');
          expect(account.expiresAt!.getTime()).toBeGreaterThan(Date.now());
        });

        it('refreshes into new credentials that publish', async () => {
          const account = await connect('kit_refresh');
          const tokens = await refresh(call(), account.credentials);
          expect(tokens.credentials).not.toEqual(account.credentials);
          expect(tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now());
          const result = await publishWith({ ...account, ...tokens }, 'posted after a refresh');
          expect(result.externalId).toEqual(expect.any(String));
        });

        it('says RefreshRefusedError when the platform refuses to refresh', async () => {
          const account = await connect('kit_revoked');
          await control({ refuseRefresh: true });
          await expect(refresh(call(), account.credentials)).rejects.toBeInstanceOf(RefreshRefusedError);
        });
      }
    }

    if (plugin.connect?.kind === 'token') {
      const flow: TokenConnect = plugin.connect;
      it('checks the token with the platform and names the account; the credentials publish', async () => {
        const input = cases.tokenInput!('kit_bot');
        expect(Object.keys(input).sort()).toEqual([...flow.fields].sort());
        const account = await flow.connect({ baseUrl }, input);
        expect(account.externalAccountId).toEqual(expect.any(String));
        expect(account.handle).toEqual(expect.any(String));
        const result = await publishWith(account, 'posted with a bot token');
        expect(emulator.posts().find((p) => p.id === result.externalId)).toBeDefined();
      });

      it('refuses a token the platform does not know, not retryable', async () => {
        const failure = await flow.connect({ baseUrl }, cases.badTokenInput!).then(
          () => undefined,
          (err: unknown) => plugin.classify(err),
        );
        expect(failure).toMatchObject({ retryable: false });
      });
    }
  });
}
