import type Router from '@koa/router';
import type { AtprotoServer, StoredPost } from './emulator-server-state';

/**
 * The AppView's side, which a PDS passes reads on to: a post's thread with its counts and direct
 * replies (`app.bsky.feed.getPostThread`). Also each post's page in the sandbox.
 */
export function feedRoutes(router: Router, server: AtprotoServer): void {
  router.get('/xrpc/app.bsky.feed.getPostThread', (ctx) => {
    if (!server.sessionOf(ctx)) return;
    const uri = String(ctx.query.uri ?? '');
    const post = server.stored().find((p) => p.uri === uri && !p.deleted);
    if (!post) return server.refuse(ctx, 400, 'NotFound', `Post not found: ${uri}`);
    const depth = Math.max(0, Number(ctx.query.depth ?? 6) || 0);
    ctx.body = { thread: threadOf(server, post, depth) };
  });

  router.get('/_sandbox/posts/:id', (ctx) => {
    const post = server.stored().find((p) => p.id === ctx.params.id);
    if (!post) return server.refuse(ctx, 404, 'NotFound', 'No such post.');
    ctx.body = post;
  });
}

function threadOf(server: AtprotoServer, post: StoredPost, depth: number): Record<string, unknown> {
  const replies = server.stored().filter((p) => p.replyToId === post.uri && !p.deleted);
  return {
    $type: 'app.bsky.feed.defs#threadViewPost',
    post: {
      uri: post.uri,
      cid: post.cid,
      author: { did: post.accountId, handle: post.authorHandle },
      record: post.record,
      replyCount: replies.length,
      repostCount: server.count(post.id, 'reposts'),
      likeCount: server.count(post.id, 'likes'),
      quoteCount: server.count(post.id, 'quotes'),
      indexedAt: post.createdAt,
    },
    ...(depth > 0 ? { replies: replies.map((r) => threadOf(server, r, depth - 1)) } : {}),
  };
}
