import type { DependencyContainer } from 'tsyringe';
import { PluginRegistry } from '../channels/registry';
import { AccountService } from '../services/accounts/account-service';
import { ChannelChangeService } from '../services/channels/channel-change-service';
import { ChannelReadService } from '../services/channels/channel-read-service';
import { MediaService } from '../services/media/media-service';
import { WorkspaceService } from '../services/people/workspace-service';
import { once, type ContainerParts } from './parts';

/** Reading from channels (through the worker: with a Temporal client only) and changing what was sent. */
export function registerChannels(c: DependencyContainer, parts: ContainerParts): void {
  const { config, orm } = parts;
  const client = parts.temporalClient;
  if (client) {
    c.register(
      ChannelReadService,
      once(
        (k) =>
          new ChannelReadService(
            orm,
            k.resolve(PluginRegistry),
            k.resolve(WorkspaceService),
            client,
            config.taskQueue,
            config.threadReadCacheMs,
          ),
      ),
    );
  }
  c.register(
    ChannelChangeService,
    once(
      (k) =>
        new ChannelChangeService(
          orm,
          k.resolve(PluginRegistry),
          k.resolve(AccountService),
          k.resolve(MediaService),
        ),
    ),
  );
}
