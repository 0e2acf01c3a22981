import type Koa from 'koa';
import type Router from '@koa/router';
import { AppError } from '../../core/errors/app-error';
import { workspaceMeant } from './auth';
import { escapeUnstorable, findUnstorable, textProblem, type TextProblem } from '../../core/text/storable';

interface Problem {
  field: string;
  message: string;
}

/**
 * Refuses, before any route runs, text the database cannot hold (core/text/storable.ts: NUL, a
 * lone surrogate) anywhere in the request a route may read: the JSON body (keys too), the query
 * (names and values) and the path parameters of the route that will answer. 400 `invalid_params`
 * names each field as api/validation.ts does (`threadItems.1.content`; a query parameter or a path
 * parameter by its name). Goes after the body is read and before the routers.
 */
export async function storableText(ctx: Koa.Context, next: Koa.Next): Promise<void> {
  const problems = [...bodyProblems(ctx.request.body), ...queryProblems(ctx.query), ...pathProblems(ctx)];
  if (problems.length > 0) {
    // The log stores the query as sent; it must hold it too.
    ctx.state.logQuery = Object.fromEntries(
      Object.entries(ctx.query).map(([k, v]) => [
        escapeUnstorable(k),
        Array.isArray(v) ? v.map(escapeUnstorable) : v === undefined ? v : escapeUnstorable(v),
      ]),
    );
    // Refused before its route chose a workspace: the log files it under the one it named.
    ctx.state.workspaceId ??= await workspaceMeant(ctx);
    const extra: Record<string, unknown> = { field: problems[0].field };
    if (problems.length > 1) extra.problems = problems;
    throw AppError.of('invalid_params', extra, problems.map((p) => p.message).join('; '));
  }
  return next();
}

function bodyProblems(body: unknown): Problem[] {
  return findUnstorable(body).map(({ path, problem }) => problemAt(path.join('.') || 'body', problem));
}

function queryProblems(query: Koa.Context['query']): Problem[] {
  const found: Problem[] = [];
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    const problem = textProblem(name) ?? values.map(textProblem).find(Boolean);
    if (problem) found.push(problemAt(name, problem));
  }
  return found;
}

/**
 * The path parameters of the route that will answer, decoded as its router decodes them. Looked
 * up only when the decoded path holds bad text at all, which no ordinary request does.
 */
function pathProblems(ctx: Koa.Context): Problem[] {
  if (!ctx.path.split('/').some((segment) => textProblem(decoded(segment)))) return [];
  for (const middleware of ctx.app.middleware) {
    // @koa/router marks its routes() middleware with the router it runs.
    const router = (middleware as { router?: Router }).router;
    const match = router?.match(ctx.path, ctx.method);
    if (!match?.route) continue;
    const found: Problem[] = [];
    for (const layer of match.pathAndMethod) {
      if (layer.methods.length === 0) continue; // a middleware, not the route
      const params = layer.params(ctx.path, layer.captures(ctx.path));
      for (const [name, value] of Object.entries(params)) {
        const problem = textProblem(value);
        if (problem && !found.some((p) => p.field === name)) found.push(problemAt(name, problem));
      }
    }
    return found;
  }
  // No route answers this path: it is a 404 or 405, and nothing reads it.
  return [];
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function problemAt(rawField: string, problem: TextProblem): Problem {
  const field = escapeUnstorable(rawField);
  const message =
    problem === 'nul'
      ? `${field}: contains a NUL character (\\u0000), which cannot be stored; remove it`
      : `${field}: is not valid Unicode (a lone UTF-16 surrogate); send whole characters`;
  return { field, message };
}
