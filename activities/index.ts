import type { DependencyContainer } from 'tsyringe';
import { createPublishActivities } from './publish-activities';

/** Every activity the worker registers. */
export function createActivities(container: DependencyContainer) {
  return { ...createPublishActivities(container) };
}

export type Activities = ReturnType<typeof createActivities>;
