import type { DependencyContainer } from 'tsyringe';
import { WebhookEvents } from '../services/webhooks/webhook-events';
import { PluginRegistry } from '../channels/registry';
import { AccountService } from '../services/accounts/account-service';
import { AutomationInput } from '../services/automations/automation-input';
import { AutomationService } from '../services/automations/automation-service';
import { AutomationSteps } from '../services/automations/automation-steps';
import { CommentIntake } from '../services/automations/comment-intake';
import { DeliveryRunner } from '../services/automations/delivery-runner';
import { PastCommentsService } from '../services/automations/past-comments';
import { TokenService } from '../services/accounts/token-service';
import { AutomationWorkflows } from '../temporal/automation-workflows';
import { MediaService } from '../services/media/media-service';
import { WorkspaceService } from '../services/people/workspace-service';
import { once, type ContainerParts } from './parts';

/**
 * Automations (issue 26): the resource's services, for the API (and its MCP tools); the delivery's
 * steps everywhere (the worker's activities use them); comments coming in and the runs' starts
 * only in a process with a Temporal client.
 */
export function registerAutomations(c: DependencyContainer, parts: ContainerParts): void {
  const { orm } = parts;
  c.register(
    DeliveryRunner,
    once((k) => {
      const runner = new DeliveryRunner(
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
  c.register(
    AutomationSteps,
    once(
      (k) =>
        new AutomationSteps(
          orm,
          k.resolve(PluginRegistry),
          k.resolve(AccountService),
          k.resolve(TokenService),
        ),
    ),
  );
  const client = parts.temporalClient;
  const workflows = client ? new AutomationWorkflows(client, parts.config.taskQueue) : undefined;
  if (workflows) {
    c.register(AutomationWorkflows, { useValue: workflows });
    c.register(
      CommentIntake,
      once((k) => new CommentIntake(orm, k.resolve(PluginRegistry), parts.config, workflows)),
    );
  }
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
    once(
      (k) =>
        new PastCommentsService(
          orm,
          k.resolve(PluginRegistry),
          k.resolve(AutomationService),
          workflows,
          parts.config.pastCommentsGapMs,
        ),
    ),
  );
}
