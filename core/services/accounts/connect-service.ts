import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import type { OAuthConnect, TokenConnect } from '../../channels/connect';
import { pkceChallenge, pkceVerifier } from '../../channels/oauth-http';
import type { PluginRegistry } from '../../channels/registry';
import { ApiKey, ConnectSession, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { PlatformResponseError } from '../../http/platform-http';
import { newId, randomToken } from '../../ids';
import type { SecretBox } from '../../secrets';
import type { AccountTokenWorkflows } from '../../temporal/account-workflows';
import type { AccountService, AccountView } from './account-service';
import type { OAuthSetup } from './oauth-setup';
import type { WorkspaceService } from '../people/workspace-service';

/** How long a person has to approve access on the platform's page. */
export const CONNECT_WINDOW_MS = 10 * 60_000;

export interface OAuthStartInput {
  platform: string;
  sandbox: boolean;
  /** Sign in as this handle (a hint the sandbox always follows; real platforms may ignore it). */
  handle?: string;
  /** Where the callback sends the browser when done; without it the callback answers JSON. */
  redirectUrl?: string;
  /** The account's own server as the person named it (`OAuthConnect.server`); unchecked yet. */
  server?: string;
}

/** A connect attempt as the API shows it. */
export interface ConnectView {
  id: string;
  platform: string;
  sandbox: boolean;
  status: ConnectSession['status'];
  expiresAt: string;
  accountId: string | null;
  error: { code: string; message: string } | null;
  createdAt: string;
}

/** What the callback ended with, for the router to answer or redirect. */
export interface CallbackResult {
  session: ConnectView;
  workspaceId: string;
  /** The key that started the attempt (null when it was deleted since). */
  startedBy: { id: string; personId: string } | null;
  redirectUrl: string | null;
  account?: AccountView;
  error?: AppError;
}

/**
 * Connect flows: OAuth (start, callback, status) and token-based connects. The account itself is
 * stored by AccountService; a token that expires gets its refresh workflow here.
 */
export class ConnectService {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly accounts: AccountService,
    private readonly setup: OAuthSetup,
    private readonly secrets: SecretBox,
    private readonly workspaces: WorkspaceService,
    private readonly tokenWorkflows: AccountTokenWorkflows,
  ) {}

  /** Starts an OAuth attempt: the address of the platform's approval page, valid for ten minutes. */
  async start(
    auth: AuthContext,
    workspace: Workspace,
    flow: OAuthConnect,
    input: OAuthStartInput,
  ): Promise<ConnectView & { authorizeUrl: string }> {
    if (input.sandbox) this.accounts.requireSandbox(input.platform);
    // A sandbox account talks to the emulator whatever server it names.
    const server =
      !input.sandbox && input.server !== undefined ? await this.accounts.checkServer(input.server) : null;
    await this.accounts.requireFree(workspace.id, input.platform);
    // Registers our app on a server met for the first time, before anything of the attempt is stored.
    const call = await this.setup.call(input.platform, input.sandbox, undefined, server);
    const state = randomToken(32);
    const verifier = flow.pkce ? pkceVerifier() : undefined;
    const em = this.orm.em.fork();
    const session = em.create(ConnectSession, {
      id: newId('con'),
      workspaceId: workspace.id,
      keyId: auth.key.id,
      platform: input.platform,
      sandbox: input.sandbox,
      stateHash: hashState(state),
      codeVerifier: verifier ? this.secrets.seal({ verifier }) : null,
      redirectUrl: input.redirectUrl ?? null,
      serverUrl: server,
      expiresAt: new Date(Date.now() + CONNECT_WINDOW_MS),
    });
    await em.flush();
    const authorizeUrl = flow.authorizeUrl(call.endpoints.authorize, {
      client: call.client,
      state,
      codeChallenge: verifier ? pkceChallenge(verifier) : undefined,
      loginHint: input.handle,
    });
    return { ...connectView(session), authorizeUrl };
  }

  /**
   * The platform sent the browser back. The state is taken once (a second visit of the same
   * address is `connect_state_invalid`); then the code is traded for tokens and the account stored.
   * Failures after the state was accepted end the attempt `failed` and come back in `error`.
   */
  async callback(query: Record<string, string | undefined>): Promise<CallbackResult> {
    const em = this.orm.em.fork();
    const session = query.state
      ? await em.findOne(ConnectSession, { stateHash: hashState(query.state) })
      : null;
    const taken =
      session &&
      session.expiresAt > new Date() &&
      (await em.nativeUpdate(
        ConnectSession,
        { id: session.id, completedAt: null },
        { completedAt: new Date() },
      )) === 1;
    if (!session || !taken) {
      throw AppError.of(
        'connect_state_invalid',
        {},
        session && session.expiresAt <= new Date()
          ? 'This connect attempt is older than 10 minutes; start again with POST /v1/accounts/connect.'
          : undefined,
      );
    }
    await em.refresh(session);
    const key = await em.findOne(ApiKey, { id: session.keyId });
    const base = {
      workspaceId: session.workspaceId,
      startedBy: key ? { id: key.id, personId: key.personId } : null,
      redirectUrl: session.redirectUrl,
    };
    try {
      const account = await this.finish(session, query);
      Object.assign(session, { status: 'connected', accountId: account.id });
      await em.flush();
      return { ...base, session: connectView(session), account };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const first = err.violations[0];
      Object.assign(session, { status: 'failed', errorCode: first.code, errorMessage: first.message });
      await em.flush();
      return { ...base, session: connectView(session), error: err };
    }
  }

  private async finish(
    session: ConnectSession,
    query: Record<string, string | undefined>,
  ): Promise<AccountView> {
    const plugin = this.plugins.get(session.platform);
    if (query.error) {
      const reason = query.error_description || query.error;
      throw AppError.of(
        'connect_denied',
        { platform: session.platform },
        `${session.platform} said: ${reason}`,
      );
    }
    if (!query.code) {
      throw AppError.of('connect_denied', { platform: session.platform }, 'The platform sent no code back.');
    }
    const flow = plugin.connect as OAuthConnect;
    const verifier = session.codeVerifier ? this.secrets.open(session.codeVerifier).verifier : undefined;
    // The server the attempt was started on, as its app: never one the callback names.
    const server = session.serverUrl ?? null;
    const call = await this.setup.call(session.platform, session.sandbox, undefined, server);
    const connected = await this.platformStep(session.platform, () =>
      flow.exchange(call, query.code!, verifier),
    );
    await this.accounts.requireFree(session.workspaceId, session.platform, connected.externalAccountId);
    const serverUrl =
      session.sandbox || !connected.serverUrl
        ? (server ?? undefined)
        : await this.accounts.checkServer(connected.serverUrl);
    const account = await this.accounts.store(
      session.workspaceId,
      session.platform,
      { ...connected, serverUrl },
      session.sandbox,
    );
    if (account.tokenExpiresAt && flow.refresh) await this.tokenWorkflows.keepFresh(account.id);
    return this.accounts.view(account);
  }

  /**
   * A token-based connect (a bot token, an app password): checked with the platform, stored at
   * once. `server`: the account's own server as the person named it (`TokenConnect.server`),
   * checked before anything is called; the flow may answer another (a PDS behind an entryway),
   * checked the same way. A sandbox account ignores it: it talks to the emulator.
   */
  async connectWithToken(
    workspace: Workspace,
    platform: string,
    flow: TokenConnect,
    values: Record<string, string>,
    sandbox: boolean,
    server?: string,
  ): Promise<AccountView> {
    if (sandbox) this.accounts.requireSandbox(platform);
    const named = !sandbox && server !== undefined ? await this.accounts.checkServer(server) : undefined;
    await this.accounts.requireFree(workspace.id, platform);
    const baseUrl = named ?? this.accounts.baseUrlFor(platform, sandbox);
    const connected = await this.platformStep(platform, () => flow.connect({ baseUrl }, values));
    const serverUrl =
      sandbox || !connected.serverUrl ? named : await this.accounts.checkServer(connected.serverUrl);
    await this.accounts.requireFree(workspace.id, platform, connected.externalAccountId);
    const account = await this.accounts.store(workspace.id, platform, { ...connected, serverUrl }, sandbox);
    return this.accounts.view(account);
  }

  async get(auth: AuthContext, workspace: Workspace, id: string): Promise<ConnectView> {
    const session = await this.orm.em.fork().findOne(ConnectSession, { id });
    if (!session || session.workspaceId !== workspace.id) {
      const notFound = AppError.of(
        'connect_not_found',
        { connectId: id },
        `No connect attempt ${id} in this workspace.`,
      );
      throw await this.workspaces.mismatchOr(auth, session?.workspaceId, notFound);
    }
    return connectView(session);
  }

  /**
   * Runs a call to the platform during a connect. A refusal (a bad code, a wrong token: a 4xx
   * answer, or anything the plugin calls not retryable) is `connect_denied` with the platform's
   * words; an outage or a timeout keeps the plugin's code, so the client knows to try again.
   */
  private async platformStep<T>(platform: string, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof PlatformResponseError && err.status >= 400 && err.status < 500) {
        throw AppError.of('connect_denied', { platform }, `${platform} refused: ${describe(err.body)}`);
      }
      const failure = this.plugins.get(platform).classify(err);
      if (!failure.retryable) {
        throw AppError.of('connect_denied', { platform }, `${platform} refused: ${failure.message}`);
      }
      throw AppError.of(failure.code, { platform }, failure.message);
    }
  }
}

export function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

export function connectView(s: ConnectSession): ConnectView {
  return {
    id: s.id,
    platform: s.platform,
    sandbox: s.sandbox,
    status: s.status,
    expiresAt: s.expiresAt.toISOString(),
    accountId: s.accountId,
    error: s.errorCode ? { code: s.errorCode, message: s.errorMessage ?? '' } : null,
    createdAt: s.createdAt.toISOString(),
  };
}

function describe(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, 200) || 'no reason given';
  const b = (body ?? {}) as Record<string, unknown>;
  const nested = (b.error ?? {}) as Record<string, unknown>;
  const parts = [
    b.error_description,
    // api.instagram.com answers {error_type, code, error_message}.
    b.error_message,
    b.description,
    b.detail,
    nested.message,
    typeof b.error === 'string' ? b.error : undefined,
  ];
  const found = parts.find((p) => typeof p === 'string' && p !== '');
  return (found as string | undefined) ?? 'no reason given';
}
