import 'reflect-metadata';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { registerAccounts } from './registrations/accounts';
import { registerAutomations } from './registrations/automations';
import { registerBase } from './registrations/base';
import { registerChannels } from './registrations/channels';
import { registerEngagement } from './registrations/engagement';
import { registerMedia } from './registrations/media';
import { registerOperations } from './registrations/operations';
import type { ContainerParts } from './registrations/parts';
import { registerPeople } from './registrations/people';
import { registerPosts } from './registrations/posts';
import { registerTemporal } from './registrations/temporal';
import { registerWebhooks } from './registrations/webhooks';

export { CONFIG, MEDIA_STORAGE, ORM, TEMPORAL_CLIENT, type ContainerParts } from './registrations/parts';

/**
 * One child container per process (API, worker, a test suite), wired by explicit factories: the
 * code runs the same under tsc, tsx and jest, none of which has to emit decorator metadata. Each
 * area registers its own services (core/registrations/); a factory resolves what it needs when
 * first asked, so the order below is only the order of the values built now.
 */
export function buildContainer(parts: ContainerParts): DependencyContainer {
  const c = rootContainer.createChildContainer();
  if (!parts.config.secret) throw new Error('config.secret must be set before building the container');
  registerBase(c, parts);
  registerTemporal(c, parts);
  registerOperations(c, parts);
  registerPeople(c, parts);
  registerMedia(c, parts);
  registerAccounts(c, parts);
  registerChannels(c, parts);
  registerPosts(c, parts);
  registerEngagement(c, parts);
  registerAutomations(c, parts);
  registerWebhooks(c, parts);
  return c;
}
