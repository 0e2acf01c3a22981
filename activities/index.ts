import type { DependencyContainer } from 'tsyringe';
import { createAccountActivities } from './account-activities';
import { createAutomationActivities } from './automation-activities';
import { createBillingActivities } from './billing-activities';
import { createBridgeActivities } from './bridge-activities';
import { createChangeActivities } from './change-activities';
import { createEngagementActivities } from './engagement-activities';
import { createMaintenanceActivities } from './maintenance-activities';
import { createPublishActivities } from './publish-activities';
import { createReadActivities } from './read-activities';
import { createStrandedActivities } from './stranded-activities';
import { createWarmUpActivities } from './warm-up-activities';
import { createWebhookActivities } from './webhook-activities';

/** Every activity the worker registers. */
export function createActivities(container: DependencyContainer) {
  return {
    ...createPublishActivities(container),
    ...createChangeActivities(container),
    ...createMaintenanceActivities(container),
    ...createReadActivities(container),
    ...createAccountActivities(container),
    ...createStrandedActivities(container),
    ...createBridgeActivities(container),
    ...createBillingActivities(container),
    ...createEngagementActivities(container),
    ...createAutomationActivities(container),
    ...createWebhookActivities(container),
    ...createWarmUpActivities(),
  };
}

export type Activities = ReturnType<typeof createActivities>;
