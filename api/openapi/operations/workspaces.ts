import * as workspaces from '../../schemas/workspaces';
import { type Operation } from '../operation';

/** Workspaces. */
export function workspacesOperations(): Operation[] {
  return [
    {
      method: 'get',
      path: '/v1/workspaces',
      operationId: 'listWorkspaces',
      tag: 'Workspaces',
      summary: 'The workspaces this key reaches.',
      auth: 'key',
      responses: { 200: { description: 'The workspaces.', schema: workspaces.workspaceList } },
      errors: [],
    },
    {
      method: 'post',
      path: '/v1/workspaces',
      operationId: 'createWorkspace',
      tag: 'Workspaces',
      summary: 'A new workspace of the key’s person.',
      auth: 'key',
      body: workspaces.createWorkspaceSchema,
      example: { name: 'Launch team' },
      responses: { 201: { description: 'Created.', schema: workspaces.workspaceView } },
      errors: ['workspace_limit'],
    },
  ];
}
