import { Context } from '@temporalio/activity';
import { WebhookEvents } from '../core/services/webhooks/webhook-events';
import type { DependencyContainer } from 'tsyringe';
import { TokenService } from '../core/services/accounts/token-service';

/** Activities of the token refresh workflow (workflows/account-token.ts). */
export function createAccountActivities(container: DependencyContainer) {
  const tokens = () => container.resolve(TokenService);
  return {
    /** `now` comes from the workflow, so the time-skipping test server's clock decides. */
    async planAccountToken(accountId: string, now: string) {
      return tokens().plan(accountId, new Date(now));
    },
    async refreshAccountToken(accountId: string) {
      const result = await tokens().refresh(accountId);
      // A retry after the commit finds it expired already: the same run id, so the same event.
      const expired =
        result.outcome === 'expired' || (result.outcome === 'stopped' && result.reason === 'expired');
      if (expired) {
        const run = Context.current().info.workflowExecution?.runId ?? 'run';
        await container.resolve(WebhookEvents).account(accountId, 'account.expired', run);
      }
      return result;
    },
  };
}

export type AccountActivities = ReturnType<typeof createAccountActivities>;
