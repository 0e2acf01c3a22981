import { Context } from '@temporalio/activity';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DependencyContainer } from 'tsyringe';
import { ORM } from '../core/container';
import { EngagementRunner } from '../core/services/engagement/engagement-runner';
import { retryFailure } from './retry-failure';

/** The engage workflow's one step, built from the container: one platform call for one action. */
export function createEngagementActivities(container: DependencyContainer) {
  const orm = container.resolve<MikroORM>(ORM);

  return {
    /** `maxAttempts` is the workflow's retry limit: the last try records the failure instead of throwing. */
    async performEngagement(input: { actionId: string; maxAttempts: number }): Promise<{ status: string }> {
      const { attempt } = Context.current().info;
      // A crashed worker stops heartbeating, so Temporal hands the action to another worker within
      // the heartbeat timeout, whose try looks before it replies again.
      const beat = setInterval(() => Context.current().heartbeat(), 2_000);
      try {
        const outcome = await RequestContext.create(orm.em, () =>
          container.resolve(EngagementRunner).perform(input.actionId, attempt >= input.maxAttempts),
        );
        if (outcome.kind === 'retry') throw retryFailure(outcome.failure);
        return { status: outcome.kind === 'done' ? 'done' : outcome.code };
      } finally {
        clearInterval(beat);
      }
    },
  };
}

export type EngagementActivities = ReturnType<typeof createEngagementActivities>;
