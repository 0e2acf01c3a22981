import { Context } from '@temporalio/activity';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DependencyContainer } from 'tsyringe';
import { ORM } from '../core/container';
import { PublishService, type PublishPlan, type Settlement } from '../core/services/posts/publish-service';
import { WebhookEvents } from '../core/services/webhooks/webhook-events';
import { retryFailure } from './retry-failure';

export type { PublishPlan, Settlement };

export type ItemResult = { status: 'published'; externalId: string } | { status: 'failed'; code: string };

/**
 * Activities of the publish workflow, built from the container (activities-dependency-injection).
 * Each runs in its own MikroORM context and does one side effect.
 */
export function createPublishActivities(container: DependencyContainer) {
  const orm = container.resolve<MikroORM>(ORM);
  const inContext = <T>(fn: () => Promise<T>) => RequestContext.create(orm.em, fn);
  const publisher = () => container.resolve(PublishService);

  return {
    async beginPublishing(postId: string): Promise<boolean> {
      return inContext(() => publisher().begin(postId));
    },

    async loadPublishPlan(input: { postId: string; force: boolean }): Promise<PublishPlan> {
      return inContext(() => publisher().plan(input.postId, input.force));
    },

    /** Begin and plan in one step: the targets still to send, or null when this run may not send. */
    async startPublishing(input: { postId: string; force: boolean }): Promise<PublishPlan | null> {
      return inContext(() => publisher().start(input.postId, input.force));
    },

    /** `maxAttempts` is the workflow's retry limit: the last try records the failure instead of throwing. */
    async publishTargetItem(input: {
      targetId: string;
      index: number;
      maxAttempts: number;
    }): Promise<ItemResult> {
      const info = Context.current().info;
      // A crashed worker stops heartbeating, so Temporal hands the item to another worker within
      // the heartbeat timeout instead of waiting out the whole start-to-close timeout. A first try
      // run inside the workflow task (a local activity) has no heartbeat: the task's timeout does that.
      const beat = info.isLocal ? undefined : setInterval(() => Context.current().heartbeat(), 2_000);
      try {
        const outcome = await inContext(() =>
          publisher().publishItem(input.targetId, input.index, info.attempt >= input.maxAttempts),
        );
        if (outcome.kind === 'retry') throw retryFailure(outcome.failure);
        return outcome.kind === 'published'
          ? { status: 'published', externalId: outcome.externalId }
          : { status: 'failed', code: outcome.code };
      } finally {
        clearInterval(beat);
      }
    },

    async settlePost(postId: string): Promise<Settlement> {
      const settlement = await inContext(() => publisher().settle(postId));
      // After the commit; a retried settle emits the same event ids, which are delivered once.
      await container.resolve(WebhookEvents).settled(postId);
      return settlement;
    },
  };
}

export type PublishActivities = ReturnType<typeof createPublishActivities>;
