import { instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Client } from '@temporalio/client';
import { PluginRegistry } from '../../channels/registry';
import { EngagementWorkflows } from '../../temporal/engagement-workflows';
import { AccountService } from '../accounts/account-service';
import { TokenService } from '../accounts/token-service';
import { ChannelReadService } from '../channels/channel-read-service';
import { MediaService } from '../media/media-service';
import { WorkspaceService } from '../people/workspace-service';
import { EngagementRunner } from './engagement-runner';
import { EngagementService } from './engagement-service';
import { EngagementTargets } from './engagement-targets';

/**
 * Engagement's services: the runner everywhere (the worker's activities use it), the API side
 * (targets, workflows, the service) only in a process with a Temporal client.
 */
export function registerEngagement(
  c: DependencyContainer,
  parts: { orm: MikroORM; temporalClient?: Client; taskQueue: string },
): void {
  const once = <T>(make: (k: DependencyContainer) => T) => ({ useFactory: instanceCachingFactory(make) });
  c.register(
    EngagementRunner,
    once(
      (k) =>
        new EngagementRunner(
          parts.orm,
          k.resolve(PluginRegistry),
          k.resolve(AccountService),
          k.resolve(MediaService),
          k.resolve(TokenService),
        ),
    ),
  );
  const client = parts.temporalClient;
  if (!client) return;
  c.register(
    EngagementWorkflows,
    once(() => new EngagementWorkflows(client, parts.taskQueue)),
  );
  c.register(
    EngagementTargets,
    once(
      (k) =>
        new EngagementTargets(
          parts.orm,
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
          parts.orm,
          k.resolve(EngagementTargets),
          k.resolve(EngagementWorkflows),
          k.resolve(WorkspaceService),
          k.resolve(MediaService),
        ),
    ),
  );
}
