import type { MikroORM } from '@mikro-orm/postgresql';
import { temporal } from '@temporalio/proto';
import { setUpCalls, warmDatabase } from '../core/runtime/warm-up';

/**
 * The Temporal calls of a publish, a change of a post and a wait for its end (core/temporal/), and
 * /health's: the API makes them on the first requests after a start.
 */
const PUBLISH_CALLS = [
  'StartWorkflowExecution',
  'SignalWorkflowExecution',
  'SignalWithStartWorkflowExecution',
  'UpdateWorkflowExecutionOptions',
  'GetWorkflowExecutionHistory',
  'DescribeTaskQueue',
];

/**
 * The API's share of a start's warm-up (core/runtime/warm-up.ts); the publish routes compile
 * their schemas themselves (api/routers/posts.ts).
 */
export async function warmApi(orm: MikroORM, poolMax: number): Promise<void> {
  setUpCalls(temporal.api.workflowservice.v1.WorkflowService, PUBLISH_CALLS);
  await warmDatabase(orm, Math.min(4, poolMax));
}
