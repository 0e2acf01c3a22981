import { WebhookEvents } from '../services/webhooks/webhook-events';
import type { DependencyContainer } from 'tsyringe';
import { PluginRegistry } from '../channels/registry';
import { SecretBox } from '../secrets';
import { AccountRefresh } from '../services/accounts/account-refresh';
import { AccountService } from '../services/accounts/account-service';
import { BridgeJobs } from '../services/accounts/bridge-jobs';
import { ConnectService } from '../services/accounts/connect-service';
import { OAuthApps } from '../services/accounts/oauth-apps';
import { OAuthSetup } from '../services/accounts/oauth-setup';
import { PairingService } from '../services/accounts/pairing-service';
import { TokenService } from '../services/accounts/token-service';
import { WorkspaceService } from '../services/people/workspace-service';
import { PublishService } from '../services/posts/publish-service';
import { AccountTokenWorkflows } from '../temporal/account-workflows';
import { PostWorkflows } from '../temporal/post-workflows';
import { once, type ContainerParts } from './parts';

/** Channel accounts: connecting (OAuth, tokens), the bridge to an extension, refresh, pairing. */
export function registerAccounts(c: DependencyContainer, parts: ContainerParts): void {
  const { config, orm } = parts;
  c.register(
    AccountService,
    once((k) => {
      const accounts = new AccountService(
        orm,
        k.resolve(PluginRegistry),
        k.resolve(SecretBox),
        config,
        k.resolve(WorkspaceService),
        // Only a process with a Temporal client (the API) can stop a cancelled post's schedule.
        k.isRegistered(PostWorkflows, true) ? k.resolve(PostWorkflows) : undefined,
      );
      // Resolved at call time: the webhook events read accounts through this service.
      accounts.outbox = () => k.resolve(WebhookEvents).outbox();
      // Resolved at call time: the bridge's service is built on this one.
      accounts.bridgeFor = (account) => ({
        async ask(kind, payload, timeoutMs) {
          const asked = await k
            .resolve(BridgeJobs)
            .ask(account.id, kind, payload, { timeoutMs, wake: accounts.wakeOf(account) });
          return 'result' in asked ? asked.result : undefined;
        },
      });
      return accounts;
    }),
  );
  c.register(
    OAuthSetup,
    once(
      (k) =>
        new OAuthSetup(
          config,
          k.resolve(PluginRegistry),
          k.resolve(AccountService),
          new OAuthApps(orm, k.resolve(SecretBox)),
        ),
    ),
  );
  c.register(
    TokenService,
    once((k) => {
      const tokens = new TokenService(
        orm,
        k.resolve(PluginRegistry),
        k.resolve(SecretBox),
        k.resolve(OAuthSetup),
      );
      tokens.outbox = () => k.resolve(WebhookEvents).outbox();
      return tokens;
    }),
  );
  if (parts.temporalClient) {
    c.register(
      ConnectService,
      once(
        (k) =>
          new ConnectService(
            orm,
            k.resolve(PluginRegistry),
            k.resolve(AccountService),
            k.resolve(OAuthSetup),
            k.resolve(SecretBox),
            k.resolve(WorkspaceService),
            k.resolve(AccountTokenWorkflows),
          ),
      ),
    );
  }
  c.register(
    BridgeJobs,
    once((k) => {
      const jobs = new BridgeJobs(orm, k.resolve(PluginRegistry), k.resolve(PublishService));
      jobs.outbox = () => k.resolve(WebhookEvents).outbox();
      return jobs;
    }),
  );
  c.register(
    AccountRefresh,
    once(
      (k) =>
        new AccountRefresh(orm, k.resolve(PluginRegistry), k.resolve(AccountService), k.resolve(BridgeJobs)),
    ),
  );
  c.register(
    PairingService,
    once(
      (k) =>
        new PairingService(orm, k.resolve(PluginRegistry), k.resolve(AccountService), k.resolve(BridgeJobs)),
    ),
  );
}
