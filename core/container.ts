import 'reflect-metadata';
import { container as rootContainer, instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Client } from '@temporalio/client';
import type { Config } from './config';
import type { ChannelPlugin } from './channels/plugin';
import { PluginRegistry } from './channels/registry';
import { HelpService } from './help/help-service';
import { SecretBox } from './secrets';
import { AccountService } from './services/accounts/account-service';
import { ConnectService } from './services/accounts/connect-service';
import { OAuthSetup } from './services/accounts/oauth-setup';
import { TokenService } from './services/accounts/token-service';
import { AccountTokenWorkflows } from './temporal/account-workflows';
import { DemoSeeder } from './services/people/demo-seeder';
import { DuplicateGuard } from './services/posts/duplicate-guard';
import { HealthService } from './services/operations/health-service';
import { IdempotencyService } from './services/operations/idempotency-service';
import { KeyService } from './services/people/key-service';
import { OAuthService } from './services/people/oauth-service';
import { SignupService } from './services/people/signup-service';
import { Mailer } from './mail/mailer';
import { BillingService } from './services/people/billing-service';
import { stripeFrom } from './billing/stripe-client';
import { LogService } from './services/operations/log-service';
import { MediaDownloadService } from './services/media/media-download-service';
import { MediaFiles } from './services/media/media-files';
import { MediaFromUrlService } from './services/media/media-from-url-service';
import { MediaReclaimService } from './services/media/media-reclaim-service';
import { MediaService } from './services/media/media-service';
import { MediaUploadService } from './services/media/media-upload-service';
import { UploadSessionService } from './services/media/upload-session-service';
import { UrlSigner } from './media/signed-urls';
import type { MediaStorage } from './media/storage';
import { mediaStorageFrom } from './media/storage-from-config';
import { ChannelChangeService } from './services/channels/channel-change-service';
import { ChannelReadService } from './services/channels/channel-read-service';
import { PostChanges } from './services/posts/post-changes';
import { PostChecks } from './services/posts/post-checks';
import { PostEngagement } from './services/posts/post-engagement';
import { PostQueryService } from './services/posts/post-query-service';
import { PostService, type SendGuard } from './services/posts/post-service';
import { DuplicateSendGuard, QuotaSendGuard } from './services/posts/send-guards';
import { PublishService } from './services/posts/publish-service';
import { BridgeJobs } from './services/accounts/bridge-jobs';
import { PairingService } from './services/accounts/pairing-service';
import { AccountRefresh } from './services/accounts/account-refresh';
import { QuotaGuard } from './services/posts/quota-guard';
import { WorkspaceService } from './services/people/workspace-service';
import { PostWorkflows } from './temporal/post-workflows';

/** Tokens for what is not a class of ours. Services are resolved by their class. */
export const CONFIG = Symbol('Config');
export const ORM = Symbol('MikroORM');
export const TEMPORAL_CLIENT = Symbol('TemporalClient');
/** Where media bytes live (core/media/storage.ts): the data dir, or an S3 bucket (FANOUT_MEDIA_STORAGE). */
export const MEDIA_STORAGE = Symbol('MediaStorage');

export interface ContainerParts {
  config: Config;
  orm: MikroORM;
  plugins: readonly ChannelPlugin[];
  /** The API needs one to start workflows; the worker does not. */
  temporalClient?: Client;
}

/** What a post must pass before it is sent: the content fingerprint, then the plan's quota. */
function sendGuards(k: DependencyContainer): SendGuard[] {
  return [
    new DuplicateSendGuard(k.resolve(DuplicateGuard), k.resolve(PostChecks)),
    new QuotaSendGuard(k.resolve(QuotaGuard)),
  ];
}

/**
 * One child container per process (API, worker, a test suite), wired by explicit factories: the
 * code runs the same under tsc, tsx and jest, none of which has to emit decorator metadata.
 */
export function buildContainer(parts: ContainerParts): DependencyContainer {
  const c = rootContainer.createChildContainer();
  const { config } = parts;
  if (!config.secret) throw new Error('config.secret must be set before building the container');
  const once = <T>(make: (c: DependencyContainer) => T) => ({ useFactory: instanceCachingFactory(make) });

  c.register(CONFIG, { useValue: config });
  c.register(ORM, { useValue: parts.orm });
  c.register(PluginRegistry, { useValue: new PluginRegistry(parts.plugins) });
  // Built when first asked for (a few hundred ms of answers and index): the worker never is.
  c.register(
    HelpService,
    once(() => new HelpService(parts.plugins)),
  );
  c.register(SecretBox, { useValue: new SecretBox(config.secret) });
  if (parts.temporalClient) {
    c.register(TEMPORAL_CLIENT, { useValue: parts.temporalClient });
    c.register(
      PostWorkflows,
      once(() => new PostWorkflows(parts.temporalClient!, config.taskQueue)),
    );
    c.register(
      HealthService,
      once(
        () => new HealthService(parts.orm, parts.temporalClient!, config.temporalNamespace, config.taskQueue),
      ),
    );
    c.register(
      ChannelReadService,
      once(
        (k) =>
          new ChannelReadService(
            parts.orm,
            k.resolve(PluginRegistry),
            k.resolve(WorkspaceService),
            parts.temporalClient!,
            config.taskQueue,
            config.threadReadCacheMs,
          ),
      ),
    );
  }
  c.register(
    KeyService,
    once(() => new KeyService(parts.orm)),
  );
  c.register(Mailer, { useValue: new Mailer(config.smtpUrl, config.mailFrom) });
  c.register(
    BillingService,
    once(() => new BillingService(parts.orm, config, stripeFrom(config.billing))),
  );
  c.register(
    SignupService,
    once(
      (k) =>
        new SignupService(
          parts.orm,
          k.resolve(KeyService),
          k.resolve(WorkspaceService),
          k.resolve(Mailer),
          config.publicUrl,
        ),
    ),
  );
  c.register(
    OAuthService,
    once(() => new OAuthService(parts.orm, config.secret!)),
  );
  c.register(
    WorkspaceService,
    once(() => new WorkspaceService(parts.orm)),
  );
  c.register(
    LogService,
    once(() => new LogService(parts.orm)),
  );
  c.register(MEDIA_STORAGE, { useValue: mediaStorageFrom(config) });
  c.register(UrlSigner, { useValue: new UrlSigner(config.secret) });
  c.register(
    MediaFiles,
    once(
      (k) =>
        new MediaFiles(
          k.resolve<MediaStorage>(MEDIA_STORAGE),
          k.resolve(UrlSigner),
          k.resolve(WorkspaceService),
          config,
        ),
    ),
  );
  c.register(
    MediaService,
    once((k) => new MediaService(parts.orm, k.resolve(MediaFiles))),
  );
  c.register(
    MediaUploadService,
    once((k) => new MediaUploadService(parts.orm, k.resolve(MediaFiles), k.resolve(UrlSigner), config)),
  );
  c.register(
    MediaFromUrlService,
    once((k) => new MediaFromUrlService(parts.orm, k.resolve(MediaFiles))),
  );
  c.register(
    MediaDownloadService,
    once((k) => new MediaDownloadService(parts.orm, k.resolve(MediaFiles), k.resolve(UrlSigner))),
  );
  c.register(
    MediaReclaimService,
    once((k) => new MediaReclaimService(parts.orm, k.resolve(MediaFiles))),
  );
  c.register(
    UploadSessionService,
    once(
      (k) =>
        new UploadSessionService(
          parts.orm,
          k.resolve(MediaService),
          k.resolve(MediaUploadService),
          k.resolve(UrlSigner),
          k.resolve(WorkspaceService),
          config,
          undefined,
          k.resolve(OAuthService),
        ),
    ),
  );
  c.register(
    AccountService,
    once((k) => {
      const accounts = new AccountService(
        parts.orm,
        k.resolve(PluginRegistry),
        k.resolve(SecretBox),
        config,
        k.resolve(WorkspaceService),
        // Only a process with a Temporal client (the API) can stop a cancelled post's schedule.
        k.isRegistered(PostWorkflows, true) ? k.resolve(PostWorkflows) : undefined,
      );
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
    once((k) => new OAuthSetup(config, k.resolve(PluginRegistry), k.resolve(AccountService))),
  );
  c.register(
    TokenService,
    once(
      (k) =>
        new TokenService(parts.orm, k.resolve(PluginRegistry), k.resolve(SecretBox), k.resolve(OAuthSetup)),
    ),
  );
  if (parts.temporalClient) {
    c.register(
      AccountTokenWorkflows,
      once(() => new AccountTokenWorkflows(parts.temporalClient!, config.taskQueue)),
    );
    c.register(
      ConnectService,
      once(
        (k) =>
          new ConnectService(
            parts.orm,
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
    ChannelChangeService,
    once(
      (k) =>
        new ChannelChangeService(
          parts.orm,
          k.resolve(PluginRegistry),
          k.resolve(AccountService),
          k.resolve(MediaService),
        ),
    ),
  );
  c.register(
    PostChanges,
    once(
      (k) =>
        new PostChanges(
          parts.orm,
          k.resolve(PostService),
          k.resolve(PostChecks),
          k.resolve(PluginRegistry),
          k.resolve(PostWorkflows),
          k.resolve(AccountService),
          sendGuards(k),
        ),
    ),
  );
  c.register(
    PostChecks,
    once(
      (k) =>
        new PostChecks(
          parts.orm,
          k.resolve(PluginRegistry),
          k.resolve(WorkspaceService),
          k.resolve(MediaService),
          config.betaChannels,
        ),
    ),
  );
  c.register(
    PostService,
    once(
      (k) =>
        new PostService(
          parts.orm,
          k.resolve(PostChecks),
          k.resolve(PostWorkflows),
          k.resolve(WorkspaceService),
          sendGuards(k),
          config.scheduleMinLeadMs,
        ),
    ),
  );
  c.register(
    PostQueryService,
    once(
      (k) =>
        new PostQueryService(
          parts.orm,
          k.resolve(WorkspaceService),
          // Thread views read live through the worker: only a process with a Temporal client (the API).
          new PostEngagement(k.resolve(PluginRegistry), k.resolve(ChannelReadService)),
        ),
    ),
  );
  c.register(
    PublishService,
    once(
      (k) =>
        new PublishService(
          parts.orm,
          k.resolve(PluginRegistry),
          k.resolve(AccountService),
          k.resolve(MediaService),
          k.resolve(TokenService),
        ),
    ),
  );
  c.register(
    BridgeJobs,
    once((k) => new BridgeJobs(parts.orm, k.resolve(PluginRegistry), k.resolve(PublishService))),
  );
  c.register(
    AccountRefresh,
    once(
      (k) =>
        new AccountRefresh(
          parts.orm,
          k.resolve(PluginRegistry),
          k.resolve(AccountService),
          k.resolve(BridgeJobs),
        ),
    ),
  );
  c.register(
    PairingService,
    once(
      (k) =>
        new PairingService(
          parts.orm,
          k.resolve(PluginRegistry),
          k.resolve(AccountService),
          k.resolve(BridgeJobs),
        ),
    ),
  );
  c.register(
    DemoSeeder,
    once(
      (k) =>
        new DemoSeeder(
          parts.orm,
          k.resolve(WorkspaceService),
          k.resolve(AccountService),
          k.resolve(KeyService),
          k.resolve(PluginRegistry),
          k.resolve(BridgeJobs),
        ),
    ),
  );
  // Duplicate protection (Idempotency-Key, content fingerprint) and the free plan's monthly quota.
  c.register(
    IdempotencyService,
    once(() => new IdempotencyService(parts.orm)),
  );
  c.register(
    DuplicateGuard,
    once(() => new DuplicateGuard()),
  );
  c.register(
    QuotaGuard,
    once(() => new QuotaGuard(config)),
  );
  return c;
}
