import type { ErrorCode } from '../../../core/errors/catalogue';
import * as webhooks from '../../schemas/webhooks';
import type { Operation } from '../operation';

const one = (status: number, description: string) => ({
  [status]: { description, schema: webhooks.webhookView },
});
const delivery = (status: number, description: string) => ({
  [status]: { description, schema: webhooks.webhookDeliveryView },
});

const FOUND: ErrorCode[] = ['webhook_not_found', 'workspace_mismatch'];
const URL_ERRORS: ErrorCode[] = ['media_url_blocked', 'idempotency_key_reused'];

const op = (
  method: Operation['method'],
  path: string,
  operationId: string,
  summary: string,
  rest: Partial<Operation> & Pick<Operation, 'responses' | 'errors'>,
): Operation => ({
  method,
  path,
  operationId,
  tag: 'Webhooks',
  summary,
  auth: 'key',
  workspace: true,
  ...(method === 'get' ? {} : { idempotent: true }),
  ...rest,
});

/** Outbound webhooks (issue 28): subscriptions, their secret, test events and deliveries. */
export function webhooksOperations(): Operation[] {
  const byId = '/v1/webhooks/{id}';
  return [
    op(
      'post',
      '/v1/webhooks',
      'createWebhook',
      'Subscribes a URL to events; the signing secret is in this answer only.',
      {
        body: webhooks.createWebhookSchema,
        responses: one(201, 'Subscribed: keep `secret`, it is not shown again.'),
        errors: URL_ERRORS,
      },
    ),
    op(
      'get',
      '/v1/webhooks',
      'listWebhooks',
      'The workspace’s webhook subscriptions, newest first; paged with `before`.',
      {
        query: webhooks.listWebhooksQuery,
        responses: { 200: { description: 'A page of subscriptions.', schema: webhooks.webhookList } },
        errors: [],
      },
    ),
    op(
      'get',
      byId,
      'getWebhook',
      'One subscription: its events, its status and why it is failing or disabled.',
      {
        responses: one(200, 'The subscription.'),
        errors: FOUND,
      },
    ),
    op(
      'patch',
      byId,
      'updateWebhook',
      'Changes the URL, events or description; `status: active` turns a disabled or failing subscription back on.',
      {
        body: webhooks.patchWebhookSchema,
        responses: one(200, 'Changed.'),
        errors: [...FOUND, ...URL_ERRORS],
      },
    ),
    op('delete', byId, 'deleteWebhook', 'Deletes a subscription and the record of its deliveries.', {
      responses: { 200: { description: 'Deleted.', schema: webhooks.webhookDeleted } },
      errors: [...FOUND, 'idempotency_key_reused'],
    }),
    op(
      'post',
      `${byId}/rotate`,
      'rotateWebhookSecret',
      'A new signing secret, in this answer only; the one it replaces also signs for 24 hours.',
      {
        responses: one(200, 'Rotated: `secret` is the new one.'),
        errors: [...FOUND, 'idempotency_key_reused'],
      },
    ),
    op('post', `${byId}/test`, 'testWebhook', 'Sends a `webhook.test` event to this subscription.', {
      responses: delivery(202, 'Queued: its delivery shows under deliveries.'),
      errors: [...FOUND, 'idempotency_key_reused'],
    }),
    op(
      'get',
      `${byId}/deliveries`,
      'listWebhookDeliveries',
      'What was sent, how often it was tried and what the receiver last answered, newest first; paged with `before`.',
      {
        query: webhooks.listWebhooksQuery,
        responses: { 200: { description: 'A page of deliveries.', schema: webhooks.webhookDeliveryList } },
        errors: FOUND,
      },
    ),
    op(
      'post',
      `${byId}/deliveries/{deliveryId}/redeliver`,
      'redeliverWebhook',
      'Sends a delivery again: the same event id and body, after the pending ones of its post.',
      {
        responses: delivery(202, 'Queued again.'),
        errors: [...FOUND, 'webhook_delivery_not_found', 'idempotency_key_reused'],
      },
    ),
  ];
}
