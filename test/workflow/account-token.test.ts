import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { DependencyContainer } from 'tsyringe';
import type { OAuthConnect } from '../../core/channels/connect';
import { PluginRegistry } from '../../core/channels/registry';
import { pkceChallenge, pkceVerifier } from '../../core/channels/oauth-http';
import { Account, Workspace } from '../../core/entities';
import { randomToken } from '../../core/ids';
import { AccountService } from '../../core/services/accounts/account-service';
import { OAuthSetup } from '../../core/services/accounts/oauth-setup';
import { startTimeSkipping, type TimeSkippingWorld } from '../support/time-skipping';

/**
 * The token workflow on the time-skipping server: it sleeps until shortly before a two-hour token
 * expires, refreshes it against the micro emulator over HTTP, and ends the account's connection
 * (`expired`) the first time the platform refuses.
 */
describe('keepAccountToken (time-skipping)', () => {
  let world: TimeSkippingWorld;
  let env: TestWorkflowEnvironment;
  let orm: MikroORM;
  let container: DependencyContainer;
  let sandboxUrl: string;

  beforeAll(async () => {
    world = await startTimeSkipping();
    ({ env, orm, container, sandboxUrl } = world);
  }, 120_000);

  afterAll(() => world?.close());

  async function oauth(
    controls?: Record<string, unknown>,
  ): Promise<{ refreshed: number; refusedRefreshes: number }> {
    const res = await fetch(`${sandboxUrl}/micro/_sandbox/oauth`, {
      method: controls ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json' },
      body: controls ? JSON.stringify(controls) : undefined,
    });
    return (await res.json()) as { refreshed: number; refusedRefreshes: number };
  }

  /** A micro account connected through the emulator's OAuth flow, in a workspace of its own. */
  async function connectMicro(): Promise<Account> {
    const flow = container.resolve(PluginRegistry).get('micro').connect as OAuthConnect;
    const call = await container.resolve(OAuthSetup).call('micro', true);
    const verifier = pkceVerifier();
    const page = await fetch(
      flow.authorizeUrl(call.endpoints.authorize, {
        client: call.client,
        state: 's',
        codeChallenge: pkceChallenge(verifier),
        loginHint: `token_${randomToken(3)}`,
      }),
      { redirect: 'manual' },
    );
    const code = new URL(page.headers.get('location')!).searchParams.get('code')!;
    const connected = await flow.exchange(call, code, verifier);
    const em = orm.em.fork();
    const workspace = em.create(Workspace, {
      id: `wsp_${randomToken(6)}`,
      name: 'Tokens',
      slug: `tokens-${randomToken(4).toLowerCase()}`,
      personId: (await em.findOneOrFail(Workspace, { slug: 'demo' })).personId,
      createdAt: new Date(),
    });
    await em.flush();
    return container.resolve(AccountService).store(workspace.id, 'micro', connected, true);
  }

  it('refreshes shortly before each expiry, and marks the account expired when refused', async () => {
    const account = await connectMicro();
    expect(account.tokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(7000_000);
    const before = await oauth();
    const outcome = await world.withWorker('tokens-test', async () => {
      const handle = await env.client.workflow.start('keepAccountToken', {
        taskQueue: 'tokens-test',
        workflowId: `account-token/${account.id}`,
        args: [{ accountId: account.id }],
      });
      // A fifth of the two hours before expiry: the first refresh comes at 1 h 36 min.
      await env.sleep('90m');
      expect((await oauth()).refreshed).toBe(before.refreshed);
      await env.sleep('10m');
      expect((await oauth()).refreshed).toBe(before.refreshed + 1);
      const refreshed = await orm.em.fork().findOneOrFail(Account, { id: account.id });
      expect(refreshed.state).toBe('connected');
      expect(refreshed.credentials).not.toBe(account.credentials);

      // The person revokes the app: the next refresh is refused and the run ends.
      await oauth({ refuseRefresh: true });
      return handle.result();
    });
    await oauth({ refuseRefresh: false });
    expect(outcome).toBe('expired');
    expect((await orm.em.fork().findOneOrFail(Account, { id: account.id })).state).toBe('expired');
  });
});
