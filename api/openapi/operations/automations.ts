import type { ErrorCode } from '../../../core/errors/catalogue';
import * as automations from '../../schemas/automations';
import type { Operation } from '../operation';

const one = (status: number, description: string) => ({
  [status]: { description, schema: automations.automationView },
});

const FOUND: ErrorCode[] = ['automation_not_found', 'workspace_mismatch'];

/** What naming an account, a post and a file can answer (create, and change). */
const INPUT_ERRORS: ErrorCode[] = [
  'account_not_found',
  'not_supported',
  'post_not_found',
  'not_published',
  'media_not_found',
  'media_not_uploaded',
  'media_expired',
  'media_type_not_supported',
  'idempotency_key_reused',
];

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
  tag: 'Automations',
  summary,
  auth: 'key',
  workspace: true,
  ...(method === 'get' ? {} : { idempotent: true }),
  ...rest,
});

/** Automations: a comment with a keyword gets a direct message (issue 26). */
export function automationsOperations(): Operation[] {
  const byId = '/v1/automations/{id}';
  return [
    op(
      'post',
      '/v1/automations',
      'createAutomation',
      'Creates an automation on a photo or social account, as a draft.',
      {
        body: automations.createAutomationSchema,
        responses: one(201, 'Created, `draft`: enable it to start answering comments.'),
        errors: INPUT_ERRORS,
      },
    ),
    op(
      'get',
      '/v1/automations',
      'listAutomations',
      'The workspace’s automations, newest first; paged with `before`.',
      {
        query: automations.listAutomationsQuery,
        responses: { 200: { description: 'A page of automations.', schema: automations.automationList } },
        errors: [],
      },
    ),
    op('get', byId, 'getAutomation', 'One automation: its trigger, what it sends, its state and counts.', {
      responses: one(200, 'The automation.'),
      errors: FOUND,
    }),
    op(
      'patch',
      byId,
      'updateAutomation',
      'Changes an automation: name, keywords, match, deliver and publicReply at any time; the trigger’s kind and post only while it is not enabled.',
      {
        body: automations.patchAutomationSchema,
        responses: one(200, 'Changed.'),
        errors: [...FOUND, ...INPUT_ERRORS],
      },
    ),
    op('delete', byId, 'deleteAutomation', 'Deletes an automation and the record of its deliveries.', {
      responses: { 200: { description: 'Deleted.', schema: automations.automationDeleted } },
      errors: [...FOUND, 'idempotency_key_reused'],
    }),
    op(
      'post',
      `${byId}/enable`,
      'enableAutomation',
      'Turns an automation on; one enabled automation per account may wait for the next post.',
      {
        responses: one(200, 'Enabled (or already was).'),
        errors: [...FOUND, 'next_post_taken', 'account_disconnected', 'idempotency_key_reused'],
      },
    ),
    op(
      'post',
      `${byId}/disable`,
      'disableAutomation',
      'Turns an automation off; sending to past comments stops.',
      {
        responses: one(200, 'Disabled (or already was).'),
        errors: [...FOUND, 'idempotency_key_reused'],
      },
    ),
    op(
      'get',
      `${byId}/deliveries`,
      'listAutomationDeliveries',
      'Who an automation answered, what went and how it ended, newest first; paged with `before`.',
      {
        query: automations.listAutomationsQuery,
        responses: { 200: { description: 'A page of deliveries.', schema: automations.deliveryList } },
        errors: FOUND,
      },
    ),
    op(
      'post',
      `${byId}/past-comments`,
      'startPastComments',
      'Starts sending to the people who already commented on the automation’s post; progress in `pastComments`.',
      {
        responses: one(202, 'Started: `pastComments.status` is `running`.'),
        errors: [
          ...FOUND,
          'past_comments_not_supported',
          'past_comments_no_trigger',
          'automation_not_live',
          'past_comments_no_post',
          'past_comments_running',
          'idempotency_key_reused',
        ],
      },
    ),
    op('delete', `${byId}/past-comments`, 'stopPastComments', 'Stops sending to past comments.', {
      responses: one(200, 'Stopped (or was not running): `pastComments` says where it stands.'),
      errors: [...FOUND, 'idempotency_key_reused'],
    }),
    {
      method: 'get',
      path: '/v1/platform-webhooks/{platform}',
      operationId: 'verifyCommentWebhook',
      tag: 'Automations',
      summary:
        'The platform’s subscription check (Meta: `hub.mode=subscribe`, `hub.verify_token`, `hub.challenge`): the challenge back for our verify token.',
      auth: 'none',
      query: automations.webhookCheckQuery,
      responses: { 200: { description: 'The `hub.challenge`, as text.', schema: { type: 'string' } } },
      errors: ['unauthenticated', 'not_supported', 'platform_not_available'],
    },
    {
      method: 'post',
      path: '/v1/platform-webhooks/{platform}',
      operationId: 'receiveCommentWebhook',
      tag: 'Automations',
      summary:
        'The platform’s comment webhooks (X-Hub-Signature-256 checked against the app secret): each comment is handed to every enabled automation of its account as one workflow.',
      auth: 'none',
      responses: { 200: { description: 'Received.', schema: automations.webhookAnswer } },
      errors: ['unauthenticated', 'not_supported', 'platform_not_available'],
    },
  ];
}
