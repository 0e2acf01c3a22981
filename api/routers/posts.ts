import Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { requireScope } from '../../core/auth/scopes';
import { PluginRegistry } from '../../core/channels/registry';
import { PostService, type CreatePostInput } from '../../core/services/post-service';
import { authOf, workspaceOf } from '../middleware/auth';
import { createPostSchema } from '../schemas/posts';
import { check } from '../validation';

export function postsRouter(container: DependencyContainer): Router {
  const posts = () => container.resolve(PostService);
  const router = new Router({ prefix: '/v1/posts' });

  router.post('/', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'posts:write');
    const input = check<CreatePostInput>(createPostSchema, ctx.request.body);
    checkChannelOptions(container, input.options);
    const workspace = await workspaceOf(ctx, container);
    const { post, settled } = await posts().create(auth, workspace, input);
    // 201 once the outcome is known; 202 while the post is still going out (read `next`).
    ctx.status = settled ? 201 : 202;
    ctx.body = post;
  });

  router.get('/:id', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'posts:read');
    ctx.body = await posts().get(auth, await workspaceOf(ctx, container), ctx.params.id);
  });

  return router;
}

const optionsSchemas = new WeakMap<PluginRegistry, object>();

/** `options.<channel>` against that channel's published shape (plus `content`, which all take). */
function checkChannelOptions(container: DependencyContainer, options: CreatePostInput['options']): void {
  const registry = container.resolve(PluginRegistry);
  let schema = optionsSchemas.get(registry);
  if (!schema) {
    const properties: Record<string, object> = {};
    for (const plugin of registry.all()) {
      properties[plugin.id] = {
        ...plugin.optionsSchema,
        properties: { content: { type: 'string' }, ...(plugin.optionsSchema.properties as object) },
      };
    }
    schema = { type: 'object', properties: { options: { type: 'object', properties } } };
    optionsSchemas.set(registry, schema);
  }
  check(schema, { options: options ?? {} });
}
