import { Context } from '@temporalio/activity';
import { WorkflowNotFoundError } from '@temporalio/client';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DependencyContainer } from 'tsyringe';
import { ORM } from '../core/container';
import { postWorkflowId } from '../core/temporal/post-workflows';
import { StrandedPosts } from '../core/services/posts/stranded-posts';

/** The reconciler's one side effect: settle posts whose run is gone (core/services/posts/stranded-posts.ts). */
export function createStrandedActivities(container: DependencyContainer) {
  const stranded = new StrandedPosts(container.resolve<MikroORM>(ORM));
  return {
    /** Returns how many posts it settled. */
    async settleStrandedPosts(nowIso: string): Promise<number> {
      const now = new Date(nowIso);
      // The worker's own client: whether a run is open is Temporal's to say.
      const client = Context.current().client;
      let settled = 0;
      for (const postId of await stranded.candidates(now)) {
        Context.current().heartbeat(postId);
        try {
          const run = await client.workflow.getHandle(postWorkflowId(postId)).describe();
          if (run.status.name === 'RUNNING') continue;
        } catch (err) {
          if (!(err instanceof WorkflowNotFoundError)) throw err;
        }
        if (await stranded.settle(postId, now)) {
          settled += 1;
          console.warn(`post ${postId}: settled by the reconciler (its run was gone)`);
        }
      }
      return settled;
    },
  };
}

export type StrandedActivities = ReturnType<typeof createStrandedActivities>;
