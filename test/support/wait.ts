import type { ApiResponse, Harness } from './harness';

/**
 * Waiting in end-to-end tests. Publishing runs on a Temporal worker, so a test sees its effects
 * (a post settling, a platform receiving a text) only some time after the call that started it.
 * These are shared so that every suite polls, times out and reports a timeout the same way.
 */

/** Polls `check` until it holds, at most `ms`; the failure names `what` (read when it fails). */
export async function until(
  check: () => Promise<boolean> | boolean,
  ms: number,
  what: string | (() => string),
): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${ms} ms waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Reads the post (GET /v1/posts/:id) until `done` holds; fails naming `what` after `ms`. */
export async function waitForPost(
  h: Harness,
  id: string,
  done: (post: ApiResponse['body']) => boolean,
  what: string,
  ms = 20_000,
): Promise<ApiResponse['body']> {
  let post: ApiResponse['body'];
  await until(
    async () => {
      post = (await h.call('GET', `/v1/posts/${id}`)).body;
      return done(post);
    },
    ms,
    // Read at the timeout, so it names the status the post was left in.
    () => `${what} (last seen: ${JSON.stringify(post?.status)})`,
  );
  return post;
}
