import type { Operation } from '../openapi/operations';
import type { JsonSchema } from '../schemas/shapes';
import { TOOL_GUIDE } from './tool-guide';
import { NOT_TOOLS, toolNameOf } from './tool-names';

/** One MCP tool: what the agent sees, and how a call becomes a REST request. */
export interface Tool {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema & { type: 'object' };
  annotations: {
    title: string;
    readOnlyHint: boolean;
    destructiveHint: boolean;
    idempotentHint: boolean;
    openWorldHint: boolean;
  };
  operation: Operation;
  /** Argument names by where they go. */
  pathArgs: string[];
  queryArgs: string[];
  bodyArgs: string[];
  /** Takes `workspaceId` (sent as x-service-workspace). */
  workspace: boolean;
}

const WORKSPACE_ARG = {
  type: 'string',
  description:
    'The workspace to act in (id or slug), needed when this connection reaches several; list_workspaces lists them.',
};

function propertiesOf(schema: JsonSchema | undefined): Record<string, unknown> {
  return (schema?.properties as Record<string, unknown> | undefined) ?? {};
}

function requiredOf(schema: JsonSchema | undefined): string[] {
  return (schema?.required as string[] | undefined) ?? [];
}

/**
 * The tools, one per REST operation an agent may call, made from the operations list: the input
 * schema is the route's own path, query and body schemas merged into one object (the very objects
 * the routes validate with), so MCP and REST cannot disagree on a field.
 */
export function toolCatalogue(operations: readonly Operation[]): Tool[] {
  return operations
    .filter((op) => !NOT_TOOLS.has(op.operationId) && (op.auth === 'key' || op.operationId === 'getHelp'))
    .map((op) => {
      const pathArgs = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const query = propertiesOf(op.query);
      const body = propertiesOf(op.body);
      const properties: Record<string, unknown> = {
        ...Object.fromEntries(pathArgs.map((name) => [name, { type: 'string', minLength: 1 }])),
        ...query,
        ...body,
        ...(op.workspace ? { workspaceId: WORKSPACE_ARG } : {}),
      };
      const required = [...new Set([...pathArgs, ...requiredOf(op.query), ...requiredOf(op.body)])];
      const name = toolNameOf(op.operationId);
      const title = op.summary.split(/[.;:(]/)[0].trim();
      const readOnly = op.method === 'get';
      return {
        name,
        title,
        description: [op.summary, TOOL_GUIDE[op.operationId]].filter(Boolean).join('\n\n'),
        inputSchema: { type: 'object', properties, ...(required.length ? { required } : {}) },
        annotations: {
          title,
          readOnlyHint: readOnly,
          destructiveHint: op.method === 'delete',
          idempotentHint: readOnly || op.method === 'put' || op.method === 'delete',
          // Writes reach the channels (the world outside); reads only this service.
          openWorldHint: !readOnly,
        },
        operation: op,
        pathArgs,
        queryArgs: Object.keys(query),
        bodyArgs: Object.keys(body),
        workspace: Boolean(op.workspace),
      };
    });
}
