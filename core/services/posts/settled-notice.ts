/**
 * The notice a settle sends on commit (PublishService.settle), heard by SettleNotices: on this
 * channel, the rows the settle left as JSON `{ post, targets }` (Settlement['rows']), or the post's
 * id alone when they would not fit.
 */
export const SETTLED_NOTIFY_CHANNEL = 'fanout_post_settled';
/** PostgreSQL refuses a notice of 8000 bytes or more (and the statement with it). */
export const SETTLED_NOTICE_MAX_BYTES = 7900;
