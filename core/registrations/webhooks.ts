import type { DependencyContainer } from 'tsyringe';
import { SecretBox } from '../secrets';
import { AccountService } from '../services/accounts/account-service';
import { WorkspaceService } from '../services/people/workspace-service';
import type { WebhookAddressRules } from '../services/webhooks/webhook-address';
import { WebhookEvents } from '../services/webhooks/webhook-events';
import { WebhookSender } from '../services/webhooks/webhook-sender';
import { WebhookService } from '../services/webhooks/webhook-service';
import { WebhookSweeper } from '../services/webhooks/webhook-sweeper';
import { WebhookQueues } from '../temporal/webhook-workflows';
import { once, type ContainerParts } from './parts';

/**
 * Outbound webhooks (issue 28): the resource (API, MCP), the events (emitted wherever a change is
 * committed: API and worker) and the sender (the worker's activities). Queues are woken only by
 * a process with a Temporal client; the worker has one for that (activities/worker-main.ts).
 */
export function registerWebhooks(c: DependencyContainer, parts: ContainerParts): void {
  const { orm, config } = parts;
  const { firstMs, maxMs, windowMs, failingAfter } = config.webhookRetry;
  const queues = parts.temporalClient
    ? new WebhookQueues(parts.temporalClient, config.taskQueue, { firstMs, maxMs, windowMs })
    : undefined;
  const rules: WebhookAddressRules = { sandbox: config.sandbox, sandboxHost: hostOf(config.sandboxUrl) };
  c.register(
    WebhookEvents,
    once((k) => new WebhookEvents(orm, queues, (a, b) => k.resolve(AccountService).view(a, b))),
  );
  c.register(
    WebhookSender,
    once((k) => new WebhookSender(orm, k.resolve(SecretBox), rules, failingAfter)),
  );
  if (queues)
    c.register(
      WebhookSweeper,
      once(() => new WebhookSweeper(orm, queues)),
    );
  c.register(
    WebhookService,
    once(
      (k) =>
        new WebhookService(
          orm,
          k.resolve(SecretBox),
          k.resolve(WorkspaceService),
          k.resolve(WebhookEvents),
          queues,
          rules,
        ),
    ),
  );
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}
