import { ApplicationFailure } from '@temporalio/activity';
import type { ClassifiedFailure } from '../core/channels/plugin';

/**
 * A failure a later try may fix, thrown so Temporal retries: after the platform's wait, when it named
 * one. The wait also goes in `details` (`{ retryAfterSeconds }`): a workflow reads it there after a
 * first try made inside its task, as the SDK does not pass `nextRetryDelay` on to workflow code.
 */
export function retryFailure(failure: ClassifiedFailure): ApplicationFailure {
  return ApplicationFailure.create({
    type: failure.code,
    message: failure.message,
    nextRetryDelay: failure.retryAfterSeconds ? `${failure.retryAfterSeconds}s` : undefined,
    details: failure.retryAfterSeconds ? [{ retryAfterSeconds: failure.retryAfterSeconds }] : undefined,
  });
}
