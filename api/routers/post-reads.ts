import type Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { requireScope } from '../../core/auth/scopes';
import { PostQueryService, type PostListQuery } from '../../core/services/posts/post-query-service';
import { authOf, workspaceOf } from '../middleware/auth';
import { listPostsQuery, postThreadParams } from '../schemas/post-queries';
import { check, checkCursor } from '../validation';

/**
 * The read side of posts, registered on the posts router (prefix `/v1/posts`):
 *   GET /            the workspace's posts (PostListQuery), `{ data, nextBefore }`
 *   GET /:id/thread  one post with `replies`, `metrics` and `channelReplies`
 */
export function registerPostReads(router: Router, container: DependencyContainer): void {
  const queries = () => container.resolve(PostQueryService);

  router.get('/', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'posts:read');
    const raw: Record<string, unknown> = { ...ctx.query };
    // `?status=a&status=b` reads as `status=a,b`.
    if (Array.isArray(raw.status)) raw.status = raw.status.join(',');
    const query = check<PostListQuery>(listPostsQuery, raw, 'query');
    checkCursor(query.before, 'post');
    ctx.body = await queries().list(auth, await workspaceOf(ctx, container), query);
  });

  router.get('/:id/thread', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'posts:read');
    const { id } = check<{ id: string }>(postThreadParams, { id: ctx.params.id }, 'query');
    ctx.body = await queries().thread(auth, await workspaceOf(ctx, container), id);
  });
}
