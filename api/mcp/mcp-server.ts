import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { callRest, errorAnswer, type RestAnswer, type RestTarget } from './rest-call';
import type { Tool } from './tool-catalogue';
import { toolNamesIn } from './tool-names-in-text';

/**
 * The MCP server of Fanout: every tool of the catalogue, each a REST call. A REST failure comes
 * back as a tool error carrying the spec's error object (`code` and its fields), so an agent reads
 * the same codes a REST client does. `target` says how this connection reaches the API (stdio: the
 * configured key; remote: the OAuth access token of the call).
 */
export function createMcpServer(tools: Tool[], target: () => RestTarget, version: string): Server {
  const server = new Server({ name: 'fanout', title: 'Fanout', version }, { capabilities: { tools: {} } });
  const byName = new Map(tools.map((t) => [t.name, t]));

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: t.inputSchema,
      annotations: t.annotations,
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = byName.get(request.params.name);
    const answer: RestAnswer = tool
      ? await withUploadLink(tool, request.params.arguments ?? {}, target(), tools)
      : errorAnswer(400, 'invalid_params', `No tool ${request.params.name}; list the tools to see them.`);
    const isError = answer.status >= 400;
    if (isError) nameTools(answer.body, tools);
    return {
      content: [{ type: 'text', text: JSON.stringify(answer.body, null, 2) }],
      structuredContent: { ...answer.body, httpStatus: answer.status },
      ...(isError ? { isError: true } : {}),
    };
  });
  return server;
}

/** Error messages that name a REST route name its tool instead (and those of `errors[]`). */
function nameTools(body: Record<string, unknown>, tools: Tool[]): void {
  const error = body.error as { message?: unknown; errors?: Array<{ message?: unknown }> } | undefined;
  for (const item of [error, ...(error?.errors ?? [])])
    if (item && typeof item.message === 'string') item.message = toolNamesIn(item.message, tools);
}

/**
 * A presign refused with `upload_bytes_missing` over MCP also carries `uploadLink`: an upload link
 * made for the agent on the spot, since an agent that never sent the bytes likely cannot PUT them.
 */
async function withUploadLink(
  tool: Tool,
  args: Record<string, unknown>,
  target: RestTarget,
  tools: Tool[],
): Promise<RestAnswer> {
  const answer = await callRest(tool, args, target);
  const error = answer.body.error as Record<string, unknown> | undefined;
  if (error?.code !== 'upload_bytes_missing') return answer;
  const linkTool = tools.find((t) => t.name === 'media_upload_link');
  if (!linkTool) return answer;
  const link = await callRest(linkTool, { workspaceId: args.workspaceId }, target);
  if (link.status >= 300) return answer;
  return { ...answer, body: { error: { ...error, uploadLink: link.body } } };
}
