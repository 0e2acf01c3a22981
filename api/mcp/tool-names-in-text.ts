import type { Tool } from './tool-catalogue';

/**
 * A REST route named in a message (`POST /v1/kr/forms/extract`, `DELETE /v1/accounts/:id`) read
 * by an agent is a tool call: the tool's name replaces it, so the next step it names is one the
 * agent can take. Longer paths are tried first, so `/v1/posts/{id}/retry` is not taken for `/v1/posts`.
 */
export function toolNamesIn(text: string, tools: readonly Tool[]): string {
  let out = text;
  for (const { tool, pattern } of patternsOf(tools)) out = out.replace(pattern, tool.name);
  return out;
}

const cache = new WeakMap<readonly Tool[], Array<{ tool: Tool; pattern: RegExp }>>();

function patternsOf(tools: readonly Tool[]) {
  let found = cache.get(tools);
  if (!found) {
    found = [...tools]
      .sort((a, b) => b.operation.path.length - a.operation.path.length)
      .map((tool) => {
        const path = tool.operation.path
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          // A parameter as the texts write it: {id}, :id, or a value.
          .join('(?:\\{\\w+\\}|:\\w+|[^\\s/.,;:)]+)');
        return {
          tool,
          pattern: new RegExp(`${tool.operation.method.toUpperCase()} ${path}(?![\\w/{:-])`, 'g'),
        };
      });
    cache.set(tools, found);
  }
  return found;
}
