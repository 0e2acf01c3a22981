import { ApplicationFailure } from '@temporalio/activity';
import type { ClassifiedFailure } from '../core/channels/plugin';

/** A failure a later try may fix, thrown so Temporal retries: after the platform's wait, when it named one. */
export function retryFailure(failure: ClassifiedFailure): ApplicationFailure {
  return ApplicationFailure.create({
    type: failure.code,
    message: failure.message,
    nextRetryDelay: failure.retryAfterSeconds ? `${failure.retryAfterSeconds}s` : undefined,
  });
}
