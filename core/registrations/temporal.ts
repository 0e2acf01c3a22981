import type { DependencyContainer } from 'tsyringe';
import { AccountTokenWorkflows } from '../temporal/account-workflows';
import { PostWorkflows } from '../temporal/post-workflows';
import { once, TEMPORAL_CLIENT, type ContainerParts } from './parts';

/** The client and the workflows it starts: only a process that has one (the API, the worker). */
export function registerTemporal(c: DependencyContainer, parts: ContainerParts): void {
  const client = parts.temporalClient;
  if (!client) return;
  const { taskQueue, scheduleWakeAheadMs } = parts.config;
  c.register(TEMPORAL_CLIENT, { useValue: client });
  c.register(
    PostWorkflows,
    once(() => new PostWorkflows(client, taskQueue, scheduleWakeAheadMs)),
  );
  c.register(
    AccountTokenWorkflows,
    once(() => new AccountTokenWorkflows(client, taskQueue)),
  );
}
