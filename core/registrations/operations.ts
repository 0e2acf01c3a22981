import type { DependencyContainer } from 'tsyringe';
import { HealthService } from '../services/operations/health-service';
import { IdempotencyService } from '../services/operations/idempotency-service';
import { LogService } from '../services/operations/log-service';
import { once, type ContainerParts } from './parts';

/** Health (with a Temporal client only), the request log, Idempotency-Key replays. */
export function registerOperations(c: DependencyContainer, parts: ContainerParts): void {
  const { config, orm } = parts;
  const client = parts.temporalClient;
  if (client) {
    c.register(
      HealthService,
      once(() => new HealthService(orm, client, config.temporalNamespace, config.taskQueue)),
    );
  }
  c.register(
    LogService,
    once(() => new LogService(orm)),
  );
  c.register(
    IdempotencyService,
    once(() => new IdempotencyService(orm)),
  );
}
