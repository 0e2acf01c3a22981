import type { DependencyContainer } from 'tsyringe';
import { PluginRegistry } from '../channels/registry';
import { AccountService } from '../services/accounts/account-service';
import { TokenService } from '../services/accounts/token-service';
import { ChannelReadService } from '../services/channels/channel-read-service';
import { MediaService } from '../services/media/media-service';
import { WorkspaceService } from '../services/people/workspace-service';
import { DuplicateGuard } from '../services/posts/duplicate-guard';
import { PostChangeSteps } from '../services/posts/post-change-steps';
import { PostChanges } from '../services/posts/post-changes';
import { PostChecks } from '../services/posts/post-checks';
import { PostEngagement } from '../services/posts/post-engagement';
import { PostLiveEdit } from '../services/posts/post-live-edit';
import { PostQueryService } from '../services/posts/post-query-service';
import { PostRetry } from '../services/posts/post-retry';
import { PostService, type SendGuard } from '../services/posts/post-service';
import { PublishService } from '../services/posts/publish-service';
import { QuotaGuard } from '../services/posts/quota-guard';
import { DuplicateSendGuard, QuotaSendGuard } from '../services/posts/send-guards';
import { PostWorkflows } from '../temporal/post-workflows';
import { WebhookEvents } from '../services/webhooks/webhook-events';
import { once, type ContainerParts } from './parts';

/** What a post must pass before it is sent: the content fingerprint, then the plan's quota. */
function sendGuards(k: DependencyContainer): SendGuard[] {
  return [
    new DuplicateSendGuard(k.resolve(DuplicateGuard), k.resolve(PostChecks)),
    new QuotaSendGuard(k.resolve(QuotaGuard)),
  ];
}

/** Posts: checks, create and change, reads, publishing, and the send guards. */
export function registerPosts(c: DependencyContainer, parts: ContainerParts): void {
  const { config, orm } = parts;
  c.register(
    PostChangeSteps,
    once(
      (k) =>
        new PostChangeSteps(
          orm,
          k.resolve(PostChecks),
          k.resolve(PostWorkflows),
          k.resolve(AccountService),
          sendGuards(k),
        ),
    ),
  );
  c.register(
    PostLiveEdit,
    once(
      (k) =>
        new PostLiveEdit(
          orm,
          k.resolve(PostService),
          k.resolve(PostChecks),
          k.resolve(PluginRegistry),
          k.resolve(PostWorkflows),
          k.resolve(AccountService),
          k.resolve(PostChangeSteps),
        ),
    ),
  );
  c.register(
    PostChanges,
    once(
      (k) =>
        new PostChanges(
          orm,
          k.resolve(PostService),
          k.resolve(PostChecks),
          k.resolve(PluginRegistry),
          k.resolve(PostWorkflows),
          k.resolve(PostChangeSteps),
          k.resolve(PostLiveEdit),
          k.resolve(WebhookEvents),
        ),
    ),
  );
  c.register(
    PostRetry,
    once((k) => new PostRetry(orm, k.resolve(PostService), k.resolve(PostChangeSteps))),
  );
  c.register(
    PostChecks,
    once(
      (k) =>
        new PostChecks(
          orm,
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
          orm,
          k.resolve(PostChecks),
          k.resolve(PostWorkflows),
          k.resolve(WorkspaceService),
          sendGuards(k),
          config.scheduleMinLeadMs,
          k.resolve(WebhookEvents),
        ),
    ),
  );
  c.register(
    PostQueryService,
    once(
      (k) =>
        new PostQueryService(
          orm,
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
          orm,
          k.resolve(PluginRegistry),
          k.resolve(AccountService),
          k.resolve(MediaService),
          k.resolve(TokenService),
        ),
    ),
  );
  // Duplicate protection (the content fingerprint) and the free plan's monthly quota.
  c.register(
    DuplicateGuard,
    once(() => new DuplicateGuard()),
  );
  c.register(
    QuotaGuard,
    once(() => new QuotaGuard(config)),
  );
}
