import { proxyActivities } from '@temporalio/workflow';
import type * as activities from '../activities/change-activities';

const { editTarget, removeTarget, finishChange } = proxyActivities<activities.ChangeActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '2s', backoffCoefficient: 2, maximumInterval: '30s', maximumAttempts: 5 },
});

export interface ChangePostInput {
  postId: string;
  targetIds: string[];
}

/**
 * A live edit: rewrites the post on every channel it is out on, in parallel. Runs under the post's
 * workflow id, so it never overlaps a publish or a delete of the same post.
 */
export async function editPost(input: ChangePostInput): Promise<{ failed: string[] }> {
  const results = await Promise.all(input.targetIds.map((targetId) => editTarget(targetId)));
  return finishChange({ postId: input.postId, kind: 'edit', results });
}

/** Removes the post from every channel it is out on; the record stays, marked deleted. */
export async function deletePost(input: ChangePostInput): Promise<{ failed: string[] }> {
  const results = await Promise.all(input.targetIds.map((targetId) => removeTarget(targetId)));
  return finishChange({ postId: input.postId, kind: 'delete', results });
}
