import { randomInt } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import type { PairingConnect } from '../../channels/connect';
import type { PluginRegistry } from '../../channels/registry';
import { ConnectSession, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { newId } from '../../ids';
import type { AccountService, AccountView } from './account-service';
import type { BridgeJobs } from './bridge-jobs';
import { CONNECT_WINDOW_MS, connectView, hashState, type ConnectView } from './connect-service';

/** Letters and digits a person cannot misread (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `K7PQ-4XMD`: eight characters a person types into the extension's popup. */
function pairingCode(): string {
  const chars = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** The code as typed: case, spaces and the dash do not matter. */
function normalised(code: string): string {
  const bare = code.toUpperCase().replace(/[\s-]/g, '');
  return `${bare.slice(0, 4)}-${bare.slice(4)}`;
}

export interface PairingStart extends ConnectView {
  pairingCode: string;
  /** Where the extension finds the platform: the real one, or the sandbox's emulator. */
  platformUrl: string;
}

export interface Paired {
  bridgeToken: string;
  account: AccountView;
  platformUrl: string;
}

/**
 * Connecting a channel reached through the person's browser extension (`connect.kind: pairing`):
 * `POST /v1/accounts/connect` answers a one-time code (10 minutes); the extension shows the code's
 * platform (`GET /v1/bridge/pair/{code}`), reads which account the browser is signed in to there,
 * and trades the code for a bridge token (`POST /v1/bridge/pair`), which makes the account.
 */
export class PairingService {
  constructor(
    private readonly orm: MikroORM,
    private readonly plugins: PluginRegistry,
    private readonly accounts: AccountService,
    private readonly bridges: BridgeJobs,
  ) {}

  async start(
    auth: AuthContext,
    workspace: Workspace,
    platform: string,
    sandbox: boolean,
  ): Promise<PairingStart> {
    if (sandbox) this.accounts.requireSandbox(platform);
    await this.accounts.requireFree(workspace.id, platform);
    const code = pairingCode();
    const em = this.orm.em.fork();
    const session = em.create(ConnectSession, {
      id: newId('con'),
      workspaceId: workspace.id,
      keyId: auth.key.id,
      platform,
      sandbox,
      stateHash: hashState(code),
      codeVerifier: null,
      redirectUrl: null,
      expiresAt: new Date(Date.now() + CONNECT_WINDOW_MS),
    });
    await em.flush();
    return { ...connectView(session), pairingCode: code, platformUrl: this.platformUrl(platform, sandbox) };
  }

  /** What a live code pairs with, for the extension to read the signed-in account there first. */
  async lookUp(code: string): Promise<{ platform: string; platformUrl: string; expiresAt: string }> {
    const session = await this.live(code);
    return {
      platform: session.platform,
      platformUrl: this.platformUrl(session.platform, session.sandbox),
      expiresAt: session.expiresAt.toISOString(),
    };
  }

  /**
   * Takes the code once and connects the account the browser is signed in to (`accountHandle`, as
   * the extension read it on the platform), with a bridge token for the extension.
   */
  async pair(code: string, accountHandle: string): Promise<Paired & { workspaceId: string; keyId: string }> {
    const session = await this.live(code);
    const em = this.orm.em.fork();
    const taken = await em.nativeUpdate(
      ConnectSession,
      { id: session.id, completedAt: null },
      { completedAt: new Date() },
    );
    if (taken !== 1) throw invalidCode();
    const plugin = this.plugins.get(session.platform);
    // The sandbox blog's categories are known from the handle; a real blog's are read by the
    // extension once it connects (a refresh job).
    const metadata = session.sandbox ? plugin.sandbox.account(accountHandle).metadata : undefined;
    try {
      await this.accounts.requireFree(session.workspaceId, session.platform, accountHandle);
      const account = await this.accounts.store(
        session.workspaceId,
        session.platform,
        {
          externalAccountId: accountHandle,
          handle: accountHandle,
          credentials: {},
          expiresAt: null,
          metadata,
        },
        session.sandbox,
      );
      const bridgeToken = await this.bridges.pair(account.id);
      await em.nativeUpdate(
        ConnectSession,
        { id: session.id },
        { status: 'connected', accountId: account.id },
      );
      return {
        bridgeToken,
        account: this.accounts.view(account),
        platformUrl: this.platformUrl(session.platform, session.sandbox),
        workspaceId: session.workspaceId,
        keyId: session.keyId,
      };
    } catch (err) {
      if (err instanceof AppError) {
        const first = err.violations[0];
        await em.nativeUpdate(
          ConnectSession,
          { id: session.id },
          { status: 'failed', errorCode: first.code, errorMessage: first.message },
        );
      }
      throw err;
    }
  }

  private async live(code: string): Promise<ConnectSession> {
    const session = await this.orm.em
      .fork()
      .findOne(ConnectSession, { stateHash: hashState(normalised(code)) });
    if (
      !session ||
      session.completedAt ||
      session.expiresAt <= new Date() ||
      !this.isPairing(session.platform)
    )
      throw invalidCode();
    return session;
  }

  private isPairing(platform: string): boolean {
    return this.plugins.has(platform) && this.plugins.get(platform).connect.kind === 'pairing';
  }

  private platformUrl(platform: string, sandbox: boolean): string {
    const flow = this.plugins.get(platform).connect as PairingConnect;
    return sandbox ? this.accounts.baseUrlFor(platform, true) : flow.platformUrl;
  }
}

function invalidCode(): AppError {
  return AppError.of(
    'connect_state_invalid',
    {},
    'This pairing code is unknown, used or older than 10 minutes; connect again with POST /v1/accounts/connect for a new one.',
  );
}
