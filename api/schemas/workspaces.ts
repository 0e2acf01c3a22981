import { list, record, text } from './shapes';

export const createWorkspaceSchema = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } },
  required: ['name'],
  additionalProperties: false,
} as const;

export const workspaceView = record({
  id: text,
  name: text,
  slug: text,
  channels: { type: 'array', items: text },
});
export const workspaceList = list(workspaceView);
