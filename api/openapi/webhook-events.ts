import { WEBHOOK_EVENT_TYPES } from '../../core/services/webhooks/event-types';
import * as accounts from '../schemas/accounts';
import * as automations from '../schemas/automations';
import * as engagement from '../schemas/engagement';
import * as media from '../schemas/media';
import * as posts from '../schemas/posts';
import { record, text, type JsonSchema } from '../schemas/shapes';
import * as webhooks from '../schemas/webhooks';

/** What each event's `data` is: the REST object it is about. */
function dataOf(type: string): { schema: JsonSchema; what: string } {
  if (type === 'target.failed') {
    return {
      schema: {
        ...posts.postView,
        properties: {
          ...(posts.postView.properties as object),
          target: record({ id: text, platform: text, code: text, retryable: { type: 'boolean' } }),
        },
      },
      what: 'the post, with `target` the one that failed (its `code` and `retryable`)',
    };
  }
  if (type.startsWith('post.'))
    return { schema: posts.postView, what: 'the post as `GET /v1/posts/{id}` answers it' };
  if (type.startsWith('account.')) return { schema: accounts.accountView, what: 'the account' };
  if (type.startsWith('bridge.'))
    return { schema: accounts.accountView, what: 'the account, with `bridge` where it stands now' };
  if (type === 'media.ready')
    return { schema: media.mediaView, what: 'the media as `GET /v1/media/{id}` answers it' };
  if (type.startsWith('engagement.'))
    return {
      schema: engagement.engagementView,
      what: 'the action as `GET /v1/engagement/{id}` answers it (`status` done, failed or unconfirmed)',
    };
  if (type.startsWith('automation.'))
    return {
      schema: automations.deliveryView,
      what: 'the delivery as `GET /v1/automations/{id}/deliveries` lists it (`status` sent, failed or unconfirmed)',
    };
  return { schema: webhooks.webhookView, what: 'the subscription' };
}

/**
 * The document's `webhooks` (OpenAPI 3.1): what Fanout POSTs to a subscription, per event type,
 * with the headers a receiver checks.
 */
export function webhookEvents(): Record<string, unknown> {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => {
      const { schema, what } = dataOf(type);
      return [
        type,
        {
          post: {
            summary: `\`${type}\`: \`data\` is ${what}.`,
            parameters: [
              {
                name: 'Fanout-Signature',
                in: 'header',
                required: true,
                description: '`t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`; one `v1` per live secret.',
                schema: { type: 'string' },
              },
              {
                name: 'Fanout-Event-Id',
                in: 'header',
                required: true,
                description: 'The event id, the same on every try.',
                schema: { type: 'string' },
              },
            ],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    ...webhooks.webhookEnvelope,
                    properties: {
                      ...(webhooks.webhookEnvelope.properties as object),
                      type: { type: 'string', enum: [type] },
                      data: schema,
                    },
                  },
                },
              },
            },
            responses: {
              '2XX': {
                description: 'Received; anything else is tried again, 410 disables the subscription.',
              },
            },
          },
        },
      ];
    }),
  );
}
