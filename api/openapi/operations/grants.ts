import * as grants from '../../schemas/grants';
import { type Operation } from '../operation';

/** What the person allowed MCP clients. */
export function grantsOperations(): Operation[] {
  return [
    {
      method: 'get',
      path: '/v1/grants',
      operationId: 'listGrants',
      tag: 'Keys',
      summary:
        'What you allowed MCP clients (OAuth grants): workspaces, research tools, last use, revoked or not. Only the grants whose every workspace the calling key (or agent) reaches; the others answer grant_not_found.',
      auth: 'key',
      responses: { 200: { description: 'The grants, newest first.', schema: grants.grantList } },
      errors: [],
    },
    {
      method: 'patch',
      path: '/v1/grants/{id}',
      operationId: 'updateGrant',
      tag: 'Keys',
      summary:
        'Turns research tools on or off for an MCP connection (the enableUrl of research_tool_disabled over MCP).',
      auth: 'key',
      body: grants.updateGrantSchema,
      responses: { 200: { description: 'The grant as it is now.', schema: grants.grantView } },
      errors: ['grant_not_found'],
    },
    {
      method: 'delete',
      path: '/v1/grants/{id}',
      operationId: 'revokeGrant',
      tag: 'Keys',
      summary: 'Revokes an MCP connection: its access and refresh tokens stop working at once.',
      auth: 'key',
      responses: { 200: { description: 'Revoked.', schema: grants.grantView } },
      errors: ['grant_not_found'],
    },
  ];
}
