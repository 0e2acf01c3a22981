import * as keys from '../../schemas/keys';
import { type Operation } from '../operation';

/** API keys. */
export function keysOperations(): Operation[] {
  return [
    {
      method: 'get',
      path: '/v1/keys',
      operationId: 'listKeys',
      tag: 'Keys',
      summary: 'The person’s API keys (never the keys themselves).',
      auth: 'key',
      responses: { 200: { description: 'The keys.', schema: keys.keyList } },
      errors: [],
    },
    {
      method: 'post',
      path: '/v1/keys',
      operationId: 'createKey',
      tag: 'Keys',
      summary: 'A new key, shown once in `key`.',
      auth: 'key',
      body: keys.createKeySchema,
      example: { name: 'CI publisher', allWorkspaces: true, scopes: ['posts:read', 'posts:write'] },
      responses: { 201: { description: 'Created; store `key` now.', schema: keys.createdKey } },
      errors: ['key_name_required', 'key_scope_required'],
    },
    {
      method: 'patch',
      path: '/v1/keys/{id}',
      operationId: 'updateKey',
      tag: 'Keys',
      summary:
        "Turns research tools on or off for a key (`researchTools`); the enableUrl of research_tool_disabled is this key's address.",
      auth: 'key',
      body: keys.updateKeySchema,
      responses: { 200: { description: 'The key as it is now.', schema: keys.keyView } },
      errors: ['key_not_found', 'api_key_revoked'],
    },
    {
      method: 'delete',
      path: '/v1/keys/{id}',
      operationId: 'revokeKey',
      tag: 'Keys',
      summary: 'Revokes a key.',
      auth: 'key',
      responses: { 200: { description: 'Revoked.', schema: keys.keyView } },
      errors: ['key_not_found'],
    },
  ];
}
