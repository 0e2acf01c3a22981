import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { BlogPost } from './model';
import { mayDelete, neighborPageHtml } from './engage-page';

/** What the blog emulator lends its engagement routes. */
export interface BlogEngagementHost {
  /** A published post a reader may open (not private, not deleted). */
  visible(blogId: string, logNo: string): BlogPost | undefined;
  /** Any stored post of the sandbox, by number. */
  byLogNo(logNo: string): BlogPost | undefined;
  /** Who this browser is signed in as (the sign-in cookie), or undefined when signed out. */
  viewer(ctx: RouterContext): string | undefined;
  origin(ctx: RouterContext): string;
  refuse(ctx: RouterContext, status: number, message: string, code?: string): void;
  /** Blogs that take no neighbor requests (the hazard `refusesNeighbors`). */
  refusesNeighbors(blogId: string): boolean;
}

export interface Neighbor {
  from: string;
  to: string;
  at: string;
}

/**
 * The blog's engagement as its pages call it while signed in: the like (공감) of a post or a
 * comment (not one's own: `own_post`), a comment's delete (its author's or the post's owner's:
 * `not_comment_author`; one deleted: `comment_gone`), neighbors (이웃추가; a blog may take none: `neighbor_refused`). Comments live on
 * the post (emulator.ts). Test controls: POST /_sandbox/kr/posts/:logNo/comments/:id/delete (the
 * comment shown deleted), GET /_sandbox/kr/neighbors.
 */
export class BlogEngagement {
  private neighbors: Neighbor[] = [];

  register(router: Router, host: BlogEngagementHost): void {
    const signedIn = (ctx: RouterContext): string | undefined => {
      const viewer = host.viewer(ctx);
      if (!viewer) host.refuse(ctx, 401, 'Please sign in.');
      return viewer;
    };
    const like = (on: boolean) => (ctx: RouterContext) => {
      const viewer = signedIn(ctx);
      if (!viewer) return;
      const post = host.visible(ctx.params.blogId, ctx.params.logNo);
      if (!post) return host.refuse(ctx, 404, 'This post does not exist or is not public.');
      if (post.blogId === viewer)
        return host.refuse(
          ctx,
          400,
          '자신의 글에는 공감할 수 없습니다. (You cannot like your own post.)',
          'own_post',
        );
      const others = (post.likedBy ?? []).filter((b) => b !== viewer);
      post.likedBy = on ? [...others, viewer] : others;
      ctx.body = { liked: on, count: post.likedBy.length };
    };
    router.post('/api/:blogId/posts/:logNo/like', like(true));
    router.delete('/api/:blogId/posts/:logNo/like', like(false));
    // A comment's like (공감), not one's own comment.
    const likeComment = (on: boolean) => (ctx: RouterContext) => {
      const viewer = signedIn(ctx);
      if (!viewer) return;
      const post = host.visible(ctx.params.blogId, ctx.params.logNo);
      const comment = post?.comments.find((c) => c.id === ctx.params.id);
      if (!comment || comment.deleted)
        return host.refuse(ctx, 404, '삭제된 댓글입니다. (This comment was deleted.)', 'comment_gone');
      if (comment.author === viewer)
        return host.refuse(
          ctx,
          400,
          '자신의 댓글에는 공감할 수 없습니다. (You cannot like your own comment.)',
          'own_post',
        );
      const others = (comment.likedBy ?? []).filter((b) => b !== viewer);
      comment.likedBy = on ? [...others, viewer] : others;
      ctx.body = { liked: on, count: comment.likedBy.length };
    };
    router.post('/api/:blogId/posts/:logNo/comments/:id/like', likeComment(true));
    router.delete('/api/:blogId/posts/:logNo/comments/:id/like', likeComment(false));
    // A comment's delete (삭제): its author's, or the blog owner's under their post.
    router.delete('/api/:blogId/posts/:logNo/comments/:id', (ctx) => {
      const viewer = signedIn(ctx);
      if (!viewer) return;
      const post = host.visible(ctx.params.blogId, ctx.params.logNo);
      if (!post) return host.refuse(ctx, 404, 'This post does not exist or is not public.');
      const comment = post.comments.find((c) => c.id === ctx.params.id);
      if (!comment || comment.deleted)
        return host.refuse(ctx, 404, '삭제된 댓글입니다. (This comment was deleted.)', 'comment_gone');
      if (!mayDelete(comment, post, viewer))
        return host.refuse(
          ctx,
          403,
          '본인이 쓴 댓글만 삭제할 수 있습니다. (Only its author can delete a comment.)',
          'not_comment_author',
        );
      comment.deleted = true;
      ctx.body = { deleted: true };
    });

    const neighbor = (on: boolean) => (ctx: RouterContext) => {
      const viewer = signedIn(ctx);
      if (!viewer) return;
      const to = ctx.params.blogId;
      if (to === viewer) return host.refuse(ctx, 400, 'This is your own blog.', 'own_blog');
      if (on && host.refusesNeighbors(to))
        return host.refuse(
          ctx,
          403,
          '이 블로그는 이웃 신청을 받지 않습니다. (No neighbor requests.)',
          'neighbor_refused',
        );
      this.neighbors = this.neighbors.filter((n) => !(n.from === viewer && n.to === to));
      if (on) this.neighbors.push({ from: viewer, to, at: new Date().toISOString() });
      ctx.body = { neighbor: on };
    };
    router.post('/api/:blogId/neighbors', neighbor(true));
    router.delete('/api/:blogId/neighbors', neighbor(false));
    router.get('/BuddyAddForm', (ctx) => {
      const blogId = String(ctx.query.blogId ?? '');
      const viewer = host.viewer(ctx);
      ctx.type = 'html';
      ctx.body = neighborPageHtml(
        blogId,
        this.neighbors.some((n) => n.from === viewer && n.to === blogId),
        host.origin(ctx),
      );
    });

    router.post('/_sandbox/kr/posts/:logNo/comments/:id/delete', (ctx) => {
      const comment = host.byLogNo(ctx.params.logNo)?.comments.find((c) => c.id === ctx.params.id);
      if (!comment) return host.refuse(ctx, 404, 'No such comment');
      comment.deleted = true;
      ctx.body = comment;
    });
    router.get('/_sandbox/kr/neighbors', (ctx) => {
      ctx.body = { neighbors: this.neighbors };
    });
  }

  /** Neighbors of `blogId` either way, for the blog's sandbox state. */
  of(blogId: string): Neighbor[] {
    return this.neighbors.filter((n) => n.from === blogId || n.to === blogId);
  }

  snapshot(): Neighbor[] {
    return this.neighbors;
  }

  restore(saved: Neighbor[] | undefined): void {
    this.neighbors = saved ?? [];
  }
}
