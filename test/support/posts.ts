import type { Post, paths } from '../../api/clients/typescript';
import type { Harness } from './harness';

type CreatePostBody = paths['/v1/posts']['post']['requestBody'] extends infer B
  ? B extends { content: { 'application/json': infer J } }
    ? J
    : never
  : never;

/**
 * Publishes a post and waits for the outcome (POST /v1/posts with wait: true), for the suites that
 * need a post already sent before they test what comes after (delete, retry, disconnect). Fails
 * the test unless the post is created (201); the caller checks the outcome it expects.
 * `headers` go with the request, e.g. x-service-workspace.
 */
export async function publishNow(
  h: Harness,
  content: string,
  accountIds: string[],
  headers?: Record<string, string>,
): Promise<Post> {
  return publishPost(h, { content, accountIds }, headers);
}

/** The same with any body of POST /v1/posts (media, options); `wait: true` is added. Typed client. */
export async function publishPost(
  h: Harness,
  body: CreatePostBody,
  headers?: Record<string, string>,
): Promise<Post> {
  const { data, error, response } = await h.api.POST('/v1/posts', { body: { ...body, wait: true }, headers });
  expect({ status: response.status, error }).toEqual({ status: 201, error: undefined });
  return data!;
}
