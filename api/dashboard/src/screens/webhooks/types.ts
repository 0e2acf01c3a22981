import type { paths } from '../../../../clients/typescript';
import { WEBHOOK_EVENT_PATTERNS } from '../../../../../core/services/webhooks/event-types';

/** One subscription and one delivery as the API answers them (api/schemas/webhooks.ts). */
export type Webhook = paths['/v1/webhooks/{id}']['get']['responses'][200]['content']['application/json'];
export type Delivery =
  paths['/v1/webhooks/{id}/deliveries']['get']['responses'][200]['content']['application/json']['data'][number];
/** What `events` may hold: `*`, a family (`post.*`) or one type; the API's own list. */
export type EventPattern = NonNullable<
  paths['/v1/webhooks']['post']['requestBody']
>['content']['application/json']['events'][number];

/**
 * The patterns offered as checkboxes: the service's own list (core/services/webhooks/event-types.ts,
 * a pure module bundled here), so a type added there shows here too; `webhook.test` goes only to
 * the subscription it is sent to, so it is not offered. A subscription's own patterns missing here
 * are shown too, so editing never drops them.
 */
export const EVENT_CHOICES = WEBHOOK_EVENT_PATTERNS.filter(
  (p) => p !== 'webhook.test' && p !== 'webhook.*',
) as EventPattern[];
