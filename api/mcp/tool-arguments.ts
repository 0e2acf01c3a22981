import { AppError } from '../../core/errors/app-error';
import type { JsonSchema } from '../schemas/shapes';
import { check } from '../validation';
import type { RestAnswer } from './rest-answer';
import type { Tool } from './tool-catalogue';

/**
 * Checks a call's arguments against the tool's own input schema before any REST call: a missing
 * path argument would otherwise make another route's path (`/v1/posts/` lists the posts). Path and
 * body arguments keep their JSON types, as a REST body does; query arguments are checked as the
 * text they are sent as (`queryText`), as the REST route reads them. Answers the refusal, or
 * nothing when the arguments fit.
 */
export function refusedArguments(tool: Tool, args: Record<string, unknown>): RestAnswer | undefined {
  const { properties = {}, required = [] } = tool.inputSchema as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const inQuery = new Set(tool.queryArgs);
  const part = (query: boolean) => ({
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(properties).filter(([name]) => inQuery.has(name) === query),
    ),
    required: required.filter((name) => inQuery.has(name) === query),
  });
  const sentQuery: Record<string, string> = {};
  for (const name of tool.queryArgs) {
    const text = queryText(args[name]);
    if (text !== undefined) sentQuery[name] = text;
  }
  const others = Object.fromEntries(Object.entries(args).filter(([name]) => !inQuery.has(name)));
  try {
    // Copies: the checks fill in defaults, which are the route's to apply, not the tool's.
    check(part(false), structuredClone(others));
    check(part(true), sentQuery, 'query');
    return undefined;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: err.status, body: err.toBody() };
  }
}

/** A query argument as the query string carries it: a list as its items joined by commas. */
export function queryText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? value.join(',') : String(value);
}
