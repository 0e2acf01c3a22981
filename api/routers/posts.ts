import Router from '@koa/router';
import { channelOptionsSchema as channelOptions } from '../openapi/operation';
import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import { requireScope } from '../../core/auth/scopes';
import { AppError } from '../../core/errors/app-error';
import { PluginRegistry } from '../../core/channels/registry';
import { PostChanges, type PatchPostInput } from '../../core/services/posts/post-changes';
import { PostRetry } from '../../core/services/posts/post-retry';
import { PostService, type CreatePostInput } from '../../core/services/posts/post-service';
import type { PostView } from '../../core/services/posts/post-view';
import { authOf, workspaceOf } from '../middleware/auth';
import { idempotent } from '../middleware/idempotency';
import { createPostSchema, patchPostSchema, publishPostSchema, retryPostSchema } from '../schemas/posts';
import { check, compileNow } from '../validation';
import { registerPostReads } from './post-reads';

/** Posts: create, read, list, change, publish now, delete, retry (spec: Endpoints → Posts). */
export function postsRouter(container: DependencyContainer): Router {
  const posts = () => container.resolve(PostService);
  const changes = () => container.resolve(PostChanges);
  const retries = () => container.resolve(PostRetry);
  const router = new Router({ prefix: '/v1/posts' });
  const once = idempotent(container);
  const optionsSchema = channelOptionsSchema(container.resolve(PluginRegistry));
  // Publishing is what a person waits on after a start: its schemas compile with the router.
  for (const schema of [
    createPostSchema,
    patchPostSchema,
    publishPostSchema,
    retryPostSchema,
    optionsSchema,
  ]) {
    compileNow(schema);
  }
  const writer = async (ctx: Koa.Context) => {
    const auth = authOf(ctx);
    requireScope(auth, 'posts:write');
    return { auth, workspace: await workspaceOf(ctx, container) };
  };

  router.post('/', once, async (ctx) => {
    const input = check<CreatePostInput>(createPostSchema, ctx.request.body);
    if (input.content === undefined && input.threadItems === undefined) {
      throw AppError.of(
        'invalid_params',
        { field: 'content' },
        'content: is required (or threadItems for a chain)',
      );
    }
    check(optionsSchema, { options: input.options ?? {} });
    const { auth, workspace } = await writer(ctx);
    answer(ctx, await posts().create(auth, workspace, input));
  });

  registerPostReads(router, container);

  router.get('/:id', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'posts:read');
    ctx.body = await posts().get(auth, await workspaceOf(ctx, container), ctx.params.id);
  });

  router.patch('/:id', async (ctx) => {
    const input = check<PatchPostInput>(patchPostSchema, ctx.request.body ?? {});
    check(optionsSchema, { options: input.options ?? {} });
    const { auth, workspace } = await writer(ctx);
    answer(ctx, await changes().patch(auth, workspace, ctx.params.id, input), 200);
  });

  router.delete('/:id', async (ctx) => {
    const { auth, workspace } = await writer(ctx);
    answer(ctx, await changes().remove(auth, workspace, ctx.params.id), 200);
  });

  router.post('/:id/publish', once, async (ctx) => {
    const { wait } = check<{ wait?: boolean }>(publishPostSchema, ctx.request.body ?? {});
    const { auth, workspace } = await writer(ctx);
    answer(ctx, await changes().publishNow(auth, workspace, ctx.params.id, wait ?? false), 200);
  });

  router.post('/:id/retry', once, async (ctx) => {
    const { force, wait } = check<{ force?: boolean; wait?: boolean }>(
      retryPostSchema,
      ctx.request.body ?? {},
    );
    const { auth, workspace } = await writer(ctx);
    answer(ctx, await retries().retry(auth, workspace, ctx.params.id, force ?? false, wait ?? false), 200);
  });

  return router;
}

/** `settled` answers `done` (201 for a new post, else 200); one still going out is 202 with `next`. */
function answer(
  ctx: Koa.Context,
  result: { post: PostView; settled: boolean; note?: string },
  done = 201,
): void {
  ctx.status = result.settled ? done : 202;
  ctx.body = result.note ? { ...result.post, note: result.note } : result.post;
}

/**
 * `options.<channel>` against that channel's published shape (plus `content`, which all take);
 * unknown channels are left to the post rules, which name them.
 */
function channelOptionsSchema(registry: PluginRegistry): object {
  const properties = Object.fromEntries(registry.all().map((p) => [p.id, channelOptions(p)]));
  return { type: 'object', properties: { options: { type: 'object', properties } } };
}
