import { Context } from '@temporalio/activity';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DependencyContainer } from 'tsyringe';
import { ORM } from '../core/container';
import { PublishService, type PublishPlan, type Settlement } from '../core/services/posts/publish-service';
import { WebhookEvents } from '../core/services/webhooks/webhook-events';
import type { SendRowsJson } from '../core/services/posts/send-rows';
import { retryFailure } from './retry-failure';

export type { PublishPlan, Settlement };

export type ItemResult = { status: 'published'; externalId: string } | { status: 'failed'; code: string };

/** How `sendPostInTask` left one quick target. */
export interface FirstTries {
  targetId: string;
  /** `done`: every item out, or one failed for good; `retry`: item `next` failed in a way a later try may fix. */
  state: 'done' | 'retry';
  /** The first item not out (the one to try again when `retry`). */
  next: number;
  /** The platform's wait before the next try, when it named one. */
  retryAfterSeconds?: number;
}

/** What `sendPostInTask` did: the plan, the quick targets' first tries, the settle when nothing was left. */
export interface OneStep {
  plan: PublishPlan;
  tried: FirstTries[];
  settled?: Settlement;
}

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
      return settle(postId);
    },

    /**
     * A post in one step, when it can be: the start, the first try of every item of each quick
     * target (in parallel across targets, in order within a chain), and the settle when no target
     * is left to the workflow. What it leaves (a try a later one may fix, a target that is not
     * quick) the workflow goes on with. Null: this run may not send. Run again after a crash, it
     * sends nothing twice: every try looks at the item's attempts first, as a lone try does.
     */
    async sendPostInTask(input: { postId: string }): Promise<OneStep | null> {
      const started = await inContext(() => publisher().startWithRows(input.postId));
      if (!started) return null;
      const { plan, rows } = started;
      const quick = plan.targets.filter((t) => t.quick && !t.bridged);
      const tried = await Promise.all(
        quick.map((t) => firstTries(t.targetId, t.from, t.items, rows.get(t.targetId))),
      );
      if (quick.length < plan.targets.length || tried.some((t) => t.state === 'retry'))
        return { plan, tried };
      try {
        return { plan, tried, settled: await settle(input.postId) };
      } catch (err) {
        // Everything is sent: the workflow settles on its own, with the settle's retries.
        Context.current().log.warn('settle within the step failed; the workflow settles', {
          error: String(err),
        });
        return { plan, tried };
      }
    },
  };

  async function settle(postId: string): Promise<Settlement> {
    const { settlement, webhookEvents } = await inContext(() => publisher().settle(postId));
    // After the commit; a retried settle emits the same event ids, which are delivered once.
    await container.resolve(WebhookEvents).settled(postId, webhookEvents);
    return settlement;
  }

  /**
   * The first try of items `from` to `items - 1` of one target, stopping at the first not out.
   * `read`: what the first of them would read, read with the start.
   */
  async function firstTries(
    targetId: string,
    from: number,
    items: number,
    read: SendRowsJson | undefined,
  ): Promise<FirstTries> {
    for (let index = from; index < items; index += 1) {
      let outcome;
      try {
        const readNow = index === from ? read : undefined;
        outcome = await inContext(() => publisher().publishItem(targetId, index, false, false, readNow));
      } catch (err) {
        // As a lone first try that threw: the workflow tries again after the first backoff.
        Context.current().log.warn('a first try failed', { targetId, index, error: String(err) });
        return { targetId, state: 'retry', next: index };
      }
      if (outcome.kind === 'retry') {
        const wait = outcome.failure.retryAfterSeconds;
        return { targetId, state: 'retry', next: index, ...(wait ? { retryAfterSeconds: wait } : {}) };
      }
      if (outcome.kind === 'failed') return { targetId, state: 'done', next: index };
    }
    return { targetId, state: 'done', next: items };
  }
}

export type PublishActivities = ReturnType<typeof createPublishActivities>;
