import { proxyActivities } from '@temporalio/workflow';
import type * as activities from '../activities/read-activities';

type Read = activities.ReadActivities['readChannelActivity'];

// The same number as READ_ATTEMPTS in core/temporal/read-workflows.ts; workflows may not import core.
// The activity throws (asking for the second try) only on a failure a retry can help.
const READ_ATTEMPTS = 2;

const { readChannelActivity } = proxyActivities<activities.ReadActivities>({
  startToCloseTimeout: '12 seconds',
  retry: { initialInterval: '1s', backoffCoefficient: 2, maximumAttempts: READ_ATTEMPTS },
});

/** A live read the API awaits: what is on the channel, its quota, publish options, or a post's metrics and replies. */
export async function readChannel(input: Parameters<Read>[0]): ReturnType<Read> {
  return readChannelActivity(input);
}
