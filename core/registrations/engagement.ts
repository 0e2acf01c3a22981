import type { DependencyContainer } from 'tsyringe';
import { WebhookEvents } from '../services/webhooks/webhook-events';
import { PluginRegistry } from '../channels/registry';
import { AccountService } from '../services/accounts/account-service';
import { TokenService } from '../services/accounts/token-service';
import { ChannelReadService } from '../services/channels/channel-read-service';
import { EngagementRunner } from '../services/engagement/engagement-runner';
import { EngagementService } from '../services/engagement/engagement-service';
import { EngagementTargets } from '../services/engagement/engagement-targets';
import { MediaService } from '../services/media/media-service';
import { WorkspaceService } from '../services/people/workspace-service';
import { EngagementWorkflows } from '../temporal/engagement-workflows';
import { once, type ContainerParts } from './parts';

/**
 * Engagement's services: the runner everywhere (the worker's activities use it), the API side
 * (targets, workflows, the service) only in a process with a Temporal client.
 */
export function registerEngagement(c: DependencyContainer, parts: ContainerParts): void {
  const { orm } = parts;
  c.register(
    EngagementRunner,
    once((k) => {
      const runner = new EngagementRunner(
        orm,
        k.resolve(PluginRegistry),
        k.resolve(AccountService),
        k.resolve(MediaService),
        k.resolve(TokenService),
      );
      runner.outbox = () => k.resolve(WebhookEvents).outbox();
      return runner;
    }),
  );
  const client = parts.temporalClient;
  if (!client) return;
  c.register(
    EngagementWorkflows,
    once(() => new EngagementWorkflows(client, parts.config.taskQueue)),
  );
  c.register(
    EngagementTargets,
    once(
      (k) =>
        new EngagementTargets(
          orm,
          k.resolve(PluginRegistry),
          k.resolve(WorkspaceService),
          k.resolve(ChannelReadService),
        ),
    ),
  );
  c.register(
    EngagementService,
    once(
      (k) =>
        new EngagementService(
          orm,
          k.resolve(EngagementTargets),
          k.resolve(EngagementWorkflows),
          k.resolve(WorkspaceService),
          k.resolve(MediaService),
          k.resolve(AccountService),
        ),
    ),
  );
}
