// The worker bundles this file: every workflow type is exported from here.
export { publishPost } from './publish-post';
export { editPost, deletePost } from './change-post';
export {
  expireIdempotencyKeys,
  expireRequestLogs,
  expireResearchReports,
  reclaimAbandonedMedia,
} from './maintenance';
export { readChannel } from './read-channel';
export { settleStrandedPosts } from './settle-stranded-posts';
export { keepAccountToken } from './account-token';
export { applyBillingEvent, reconcileBilling } from './billing';
export { engage } from './engage';
export { deliverComment } from './deliver-comment';
export { sendPastComments } from './past-comments';
export { deliverWebhooks } from './deliver-webhooks';
export { wakeWebhookQueues } from './wake-webhook-queues';
export { warmUpWorker } from './warm-up';
