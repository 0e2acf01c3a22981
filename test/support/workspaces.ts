import type { Harness } from './harness';

/** A workspace of the demo person as the suites use it: its ids and the headers that pick it. */
export interface TestWorkspace {
  id: string;
  slug: string;
  headers: Record<string, string>;
}

/** The headers that send a request into the workspace `slug` (the demo key reaches several). */
export function workspaceHeaders(slug: string): Record<string, string> {
  return { 'x-service-workspace': slug };
}

/** A new, empty workspace of the demo person (POST /v1/workspaces must answer 201). Typed client. */
export async function newWorkspace(h: Harness, name: string): Promise<TestWorkspace> {
  const { data, error, response } = await h.api.POST('/v1/workspaces', { body: { name } });
  expect({ status: response.status, error }).toEqual({ status: 201, error: undefined });
  return { id: data!.id, slug: data!.slug, headers: workspaceHeaders(data!.slug) };
}
