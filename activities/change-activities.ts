import { Context } from '@temporalio/activity';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DependencyContainer } from 'tsyringe';
import { ORM } from '../core/container';
import { ChannelChangeService, type ChangeResult } from '../core/services/channels/channel-change-service';
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
      return RequestContext.create(orm.em, () => changes().finish(input.postId, input.kind, input.results));
    },
  };
}

export type ChangeActivities = ReturnType<typeof createChangeActivities>;
