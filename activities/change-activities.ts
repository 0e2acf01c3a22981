import { Context } from '@temporalio/activity';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DependencyContainer } from 'tsyringe';
import { ORM } from '../core/container';
import { ChannelChangeService, type ChangeResult } from '../core/services/channels/channel-change-service';
import { WebhookEvents } from '../core/services/webhooks/webhook-events';
import { retryFailure } from './retry-failure';

/** Matches the retry policy of workflows/change-post.ts: the last try reports instead of throwing. */
const MAX_ATTEMPTS = 5;

export type TargetChange = Exclude<ChangeResult, { retry: unknown }>;

/** Activities of live edits and deletes, built from the container. */
export function createChangeActivities(container: DependencyContainer) {
  const orm = container.resolve<MikroORM>(ORM);
  const changes = () => container.resolve(ChannelChangeService);
  const run = async (fn: (finalTry: boolean) => Promise<ChangeResult>): Promise<TargetChange> => {
    const result = await RequestContext.create(orm.em, () =>
      fn(Context.current().info.attempt >= MAX_ATTEMPTS),
    );
    if ('retry' in result) throw retryFailure(result.retry);
    return result;
  };

  return {
    async editTarget(targetId: string): Promise<TargetChange> {
      return run((finalTry) => changes().edit(targetId, finalTry));
    },
    async removeTarget(targetId: string): Promise<TargetChange> {
      return run((finalTry) => changes().remove(targetId, finalTry));
    },
    async finishChange(input: { postId: string; kind: 'edit' | 'delete'; results: TargetChange[] }) {
      const finished = await RequestContext.create(orm.em, () =>
        changes().finish(input.postId, input.kind, input.results),
      );
      // A delete is one event per post (the API's delete of an unsent post emits the same id);
      // an edit is one per change run.
      const events = container.resolve(WebhookEvents);
      if (input.kind === 'delete' && finished.failed.length === 0) {
        await events.post(input.postId, 'post.deleted', 'removed');
      }
      if (input.kind === 'edit') {
        await events.post(
          input.postId,
          'post.edited',
          Context.current().info.workflowExecution?.runId ?? 'run',
        );
      }
      return finished;
    },
  };
}

export type ChangeActivities = ReturnType<typeof createChangeActivities>;
