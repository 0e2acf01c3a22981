import type { CommentEvent } from '../channels/dm';

// Ids and inputs of the automation workflows, apart from the client so the workflow bundle can use them.

/** The workflow types of automations; the code lives in workflows/deliver-comment.ts and past-comments.ts. */
export const DELIVER_COMMENT_WORKFLOW = 'deliverComment';
export const PAST_COMMENTS_WORKFLOW = 'sendPastComments';

/**
 * `automation/<automation id>/comment/<comment id>`: one run per comment and automation, so a
 * webhook sent again, a poll overlap or a past-comments run starts nothing new. An operator finds
 * every run of an automation in the Temporal UI with `WorkflowId STARTS_WITH "automation/<id>/"`.
 */
export const deliveryWorkflowId = (automationId: string, commentId: string) =>
  `automation/${automationId}/comment/${commentId}`;
/** One past-comments run, named by when it started. */
export const pastCommentsWorkflowId = (automationId: string, startedAt: string) =>
  `automation/${automationId}/past-comments/${Date.parse(startedAt)}`;

export interface DeliverCommentInput {
  automationId: string;
  platform: string;
  comment: CommentEvent;
}

export interface PastCommentsInput {
  automationId: string;
  platform: string;
  startedAt: string;
  gapMs: number;
}
