import { continueAsNew, proxyActivities, sleep } from '@temporalio/workflow';
import type * as activities from '../activities/account-activities';

const { planAccountToken } = proxyActivities<activities.AccountActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 5 },
});

// A platform that is down is asked again and again, backing off to every ten minutes, until it
// answers: only a refusal (the activity's `expired` outcome) ends the account's connection.
const { refreshAccountToken } = proxyActivities<activities.AccountActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

/** Refreshes before continuing as new, so the history of a years-long account stays short. */
const ROUNDS_PER_RUN = 50;
/**
 * The least time between two refreshes: a platform handing out tokens that are (nearly) expired on
 * arrival must not turn this loop into a busy one.
 */
const MIN_GAP_MS = 10_000;

/**
 * One per account (`account-token/<accountId>`): sleeps until shortly before the access token
 * expires, refreshes it, and goes again; ends when the account is disconnected, expired, or holds
 * a token that never expires. Sleeping on the workflow's clock is what lets the time-skipping test
 * server run months of refreshes in seconds.
 */
export async function keepAccountToken(input: { accountId: string }): Promise<string> {
  for (let round = 0; round < ROUNDS_PER_RUN; round++) {
    const plan = await planAccountToken(input.accountId, new Date(Date.now()).toISOString());
    if (plan.action === 'stop') return plan.reason;
    const due = Date.parse(plan.refreshAt) - Date.now();
    const wait = round === 0 ? due : Math.max(due, MIN_GAP_MS);
    if (wait > 0) await sleep(wait);
    const result = await refreshAccountToken(input.accountId);
    if (result.outcome !== 'refreshed') return result.outcome;
  }
  return continueAsNew<typeof keepAccountToken>(input);
}
