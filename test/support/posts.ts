import type { ApiResponse, Harness } from './harness';

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
): Promise<ApiResponse['body']> {
  return publishPost(h, { content, accountIds }, headers);
}

/** The same with any body of POST /v1/posts (media, options); `wait: true` is added. */
export async function publishPost(
  h: Harness,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<ApiResponse['body']> {
  const res = await h.call('POST', '/v1/posts', { ...body, wait: true }, { headers });
  expect(res.status).toBe(201);
  return res.body;
}
