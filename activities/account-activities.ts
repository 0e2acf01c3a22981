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
      return tokens().refresh(accountId);
    },
  };
}

export type AccountActivities = ReturnType<typeof createAccountActivities>;
