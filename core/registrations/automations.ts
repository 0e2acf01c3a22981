import type { DependencyContainer } from 'tsyringe';
import { PluginRegistry } from '../channels/registry';
import { AccountService } from '../services/accounts/account-service';
import { AutomationInput } from '../services/automations/automation-input';
import { AutomationService } from '../services/automations/automation-service';
import { PastCommentsService } from '../services/automations/past-comments';
import { MediaService } from '../services/media/media-service';
import { WorkspaceService } from '../services/people/workspace-service';
import { once, type ContainerParts } from './parts';

/** Automations (issue 26): the resource's services, for the API (and its MCP tools). */
export function registerAutomations(c: DependencyContainer, parts: ContainerParts): void {
  const { orm } = parts;
  c.register(
    AutomationInput,
    once(
      (k) =>
        new AutomationInput(
          orm,
          k.resolve(PluginRegistry),
          k.resolve(AccountService),
          k.resolve(WorkspaceService),
          k.resolve(MediaService),
        ),
    ),
  );
  c.register(
    AutomationService,
    once((k) => new AutomationService(orm, k.resolve(AutomationInput), k.resolve(WorkspaceService))),
  );
  c.register(
    PastCommentsService,
    once((k) => new PastCommentsService(orm, k.resolve(PluginRegistry), k.resolve(AutomationService))),
  );
}
