import type { DependencyContainer } from 'tsyringe';
import { createChangeActivities } from './change-activities';
import { createMaintenanceActivities } from './maintenance-activities';
import { createPublishActivities } from './publish-activities';

/** Every activity the worker registers. */
export function createActivities(container: DependencyContainer) {
  return {
    ...createPublishActivities(container),
    ...createChangeActivities(container),
    ...createMaintenanceActivities(container),
  };
}

export type Activities = ReturnType<typeof createActivities>;
