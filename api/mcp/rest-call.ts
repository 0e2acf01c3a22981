import { errorAnswer, type RestAnswer } from './rest-answer';
import type { Tool } from './tool-catalogue';
import { queryText, refusedArguments } from './tool-arguments';

export { errorAnswer, type RestAnswer } from './rest-answer';

/** How a tool reaches the REST API: where, as whom, and in which workspace unless the call names one. */
export interface RestTarget {
  apiUrl: string;
  bearer: string;
  workspace?: string;
  /** The MCP call's own request id (remote MCP), so the log ties a failed tool call to it. */
  requestId?: string;
}

/** The spec's 100 KB, for tool arguments as for REST bodies. */
export const ARGUMENT_LIMIT_BYTES = 100 * 1024;

/**
 * Calls the tool's REST operation over HTTP: path arguments into the path, query arguments into
 * the query string, the rest as the JSON body; `workspaceId` as x-service-workspace. The call is
 * marked as an agent's (`x-fanout-source: mcp`), so GET /v1/logs shows it as one. Arguments that
 * do not fit the tool's input schema are refused here, before any call. No JSON back
 * (no answer, a proxy's page, a timeout) is `api_unreachable`; what happened instead goes to the log.
 */
export async function callRest(
  tool: Tool,
  args: Record<string, unknown>,
  target: RestTarget,
  timeoutMs = 90_000,
): Promise<RestAnswer> {
  const size = Buffer.byteLength(JSON.stringify(args ?? {}));
  if (size > ARGUMENT_LIMIT_BYTES)
    return errorAnswer(
      413,
      'body_too_large',
      `The tool's arguments are ${size} bytes; at most ${ARGUMENT_LIMIT_BYTES}.`,
      {
        limit: ARGUMENT_LIMIT_BYTES,
      },
    );
  const refused = refusedArguments(tool, args ?? {});
  if (refused) return refused;
  const op = tool.operation;
  let path = op.path;
  for (const name of tool.pathArgs)
    path = path.replace(`{${name}}`, encodeURIComponent(String(args[name] ?? '')));
  const query = new URLSearchParams();
  for (const name of tool.queryArgs) {
    const text = queryText(args[name]);
    if (text !== undefined) query.set(name, text);
  }
  const body: Record<string, unknown> = {};
  for (const name of tool.bodyArgs) if (args[name] !== undefined) body[name] = args[name];
  const hasBody = op.method !== 'get' && (op.body !== undefined || Object.keys(body).length > 0);
  const workspace = typeof args.workspaceId === 'string' ? args.workspaceId : target.workspace;
  const url = `${target.apiUrl}${path}${query.size ? `?${query}` : ''}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: op.method.toUpperCase(),
      headers: {
        authorization: `Bearer ${target.bearer}`,
        'x-fanout-source': 'mcp',
        ...(workspace ? { 'x-service-workspace': workspace } : {}),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      body: hasBody ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    console.error(`${logPrefix(tool, target)}: ${op.method.toUpperCase()} ${path} got no answer`, err);
    return unreachable(op.method);
  }
  const text = await res.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return { status: res.status, body: parsed as Record<string, unknown> };
  } catch {
    // Not JSON: below.
  }
  console.error(
    `${logPrefix(tool, target)}: ${op.method.toUpperCase()} ${path} answered ${res.status} without JSON: ${text.slice(0, 200)}`,
  );
  return unreachable(op.method);
}

/** Whose call a log line is about: the MCP request, when remote, and the tool. */
function logPrefix(tool: Tool, target: RestTarget): string {
  return `${target.requestId ? `request ${target.requestId}: ` : ''}MCP tool ${tool.name}`;
}

function unreachable(method: string): RestAnswer {
  const write = method !== 'get';
  return errorAnswer(
    503,
    'api_unreachable',
    write
      ? 'The REST API gave no JSON answer. This write may still be running: check get_post, list_posts or list_kr_drafts before calling again.'
      : 'The REST API gave no JSON answer; nothing changed. Try again in a moment.',
  );
}
