import type { paths } from '../../../../clients/typescript';

/** One subscription and one delivery as the API answers them (api/schemas/webhooks.ts). */
export type Webhook = paths['/v1/webhooks/{id}']['get']['responses'][200]['content']['application/json'];
export type Delivery =
  paths['/v1/webhooks/{id}/deliveries']['get']['responses'][200]['content']['application/json']['data'][number];
/** What `events` may hold: `*`, a family (`post.*`) or one type; the API's own list. */
export type EventPattern = NonNullable<
  paths['/v1/webhooks']['post']['requestBody']
>['content']['application/json']['events'][number];

/**
 * The patterns offered as checkboxes (core/services/webhooks/event-types.ts; the API lists them
 * only in its document, typed here against it). A subscription's own patterns that are missing
 * here (a type added since) are shown too, so editing never drops them.
 */
export const EVENT_CHOICES: EventPattern[] = [
  '*',
  'post.*',
  'account.*',
  'post.scheduled',
  'post.published',
  'post.partial',
  'post.failed',
  'post.deleted',
  'post.edited',
  'target.failed',
  'account.expired',
  'account.disconnected',
];
