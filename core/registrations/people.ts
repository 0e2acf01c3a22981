import type { DependencyContainer } from 'tsyringe';
import { stripeFrom } from '../billing/stripe-client';
import { PluginRegistry } from '../channels/registry';
import { Mailer } from '../mail/mailer';
import { AccountService } from '../services/accounts/account-service';
import { BridgeJobs } from '../services/accounts/bridge-jobs';
import { BillingService } from '../services/people/billing-service';
import { DemoSeeder } from '../services/people/demo-seeder';
import { KeyService } from '../services/people/key-service';
import { OAuthService } from '../services/people/oauth-service';
import { SessionService } from '../services/people/session-service';
import { SignupService } from '../services/people/signup-service';
import { WorkspaceService } from '../services/people/workspace-service';
import { once, type ContainerParts } from './parts';

/** People, their keys, workspaces and grants, signup, billing, and the demo seeder. */
export function registerPeople(c: DependencyContainer, parts: ContainerParts): void {
  const { config, orm } = parts;
  c.register(
    KeyService,
    once(() => new KeyService(orm)),
  );
  c.register(
    SessionService,
    once(() => new SessionService(orm)),
  );
  c.register(
    BillingService,
    once(() => new BillingService(orm, config, stripeFrom(config.billing))),
  );
  c.register(
    SignupService,
    once(
      (k) =>
        new SignupService(
          orm,
          k.resolve(KeyService),
          k.resolve(WorkspaceService),
          k.resolve(Mailer),
          config.publicUrl,
        ),
    ),
  );
  c.register(
    OAuthService,
    once(() => new OAuthService(orm, config.secret!)),
  );
  c.register(
    WorkspaceService,
    once(() => new WorkspaceService(orm)),
  );
  c.register(
    DemoSeeder,
    once(
      (k) =>
        new DemoSeeder(
          orm,
          k.resolve(WorkspaceService),
          k.resolve(AccountService),
          k.resolve(KeyService),
          k.resolve(PluginRegistry),
          k.resolve(BridgeJobs),
        ),
    ),
  );
}
