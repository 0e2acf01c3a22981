import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { answer, invalidParameter, unsupportedRequest, type GraphFailure } from './emulator-graph';
import { answerPage, newestFirst } from './emulator-render';
import { PHOTO_CAPTION_LIMIT } from './rules';
import type { SandboxUser } from './sandbox';

/**
 * The Instagram Graph API's engagement endpoints in memory: likes (`POST|DELETE /{ig-user-id}/likes`
 * with `media_id` or `comment_id`), replies under a comment (`POST|GET /{ig-comment-id}/replies`),
 * hide (`POST /{ig-comment-id}?hide=`) and delete (`DELETE /{ig-comment-id}`). A comment on a post
 * is `POST /{media-id}/comments` (emulator.ts). A hidden comment keeps a `hidden` flag in the store.
 * Sandbox controls:
 *   GET  /_sandbox/engagement         likes, hidden comments, and the calls received by kind
 *   POST /_sandbox/engagement/refuse  {kind, count?, regainMinutes?}: the next engagement calls are
 *                                     refused as the platform does: `permission` (#200, the token
 *                                     lacks instagram_manage_engagement), `in_review` (#10, the app
 *                                     cannot have it), `comments_off`, `rate_limit` (#80002 with
 *                                     `estimated_time_to_regain_access`, default 1 minute)
 */

type Ctx = RouterContext;

export const PHOTO_REFUSALS = ['permission', 'in_review', 'comments_off', 'rate_limit'] as const;
type RefusalKind = (typeof PHOTO_REFUSALS)[number];

/** A comment or reply to store: the store adds its id and time. */
export interface NewComment {
  accountId: string;
  text: string;
  replyToId: string;
  kind: 'comment';
  username: string;
}

export interface PhotoEngagementHost {
  /** The token's account, or undefined with the refusal already answered. */
  authenticate(ctx: Ctx): SandboxUser | undefined;
  /** A live post (not a comment) of the account. */
  ownMedia(id: string, user: SandboxUser): EmulatedPost | undefined;
  posts(): EmulatedPost[];
  /** Keeps a new comment or reply and answers its id once accepted (the `comment` step's failures apply). */
  keepComment(ctx: Ctx, comment: NewComment): Promise<void>;
  params(ctx: Ctx): Record<string, unknown>;
}

export interface PhotoEngagementSnapshot {
  likes: string[];
}

/** What the emulated accounts liked, and the engagement calls the emulator received. */
export class PhotoEngagementState {
  private likes = new Set<string>();
  private refusals: Array<{ kind: RefusalKind; regainMinutes: number }> = [];
  private calls: Record<string, number> = {};

  register(router: Router, host: PhotoEngagementHost): void {
    router.get('/_sandbox/engagement', (ctx) => {
      ctx.body = this.view(host.posts());
    });
    router.post('/_sandbox/engagement/refuse', (ctx) => {
      const { kind, count, regainMinutes } = host.params(ctx);
      if (!PHOTO_REFUSALS.includes(kind as RefusalKind)) {
        ctx.status = 400;
        ctx.body = { message: `kind must be one of ${PHOTO_REFUSALS.join(', ')}` };
        return;
      }
      const times = typeof count === 'number' ? count : 1;
      for (let i = 0; i < times; i += 1) {
        this.refusals.push({
          kind: kind as RefusalKind,
          regainMinutes: typeof regainMinutes === 'number' ? regainMinutes : 1,
        });
      }
      ctx.body = { queued: kind, count: times };
    });
    router.post('/:userId/likes', (ctx) => this.like(ctx, host, true));
    router.delete('/:userId/likes', (ctx) => this.like(ctx, host, false));
    router.post('/:commentId/replies', (ctx) =>
      this.act(ctx, host, 'reply', async (user) => {
        const comment = this.commentUnderOwnMedia(host, ctx.params.commentId, user);
        if (!comment || comment.replyToId === undefined)
          return unsupportedRequest(ctx.params.commentId, 'post');
        // Replies go under top-level comments only.
        if (host.posts().some((p) => p.id === comment.replyToId && p.kind === 'comment')) {
          return invalidParameter('Replies can only be made to top-level comments.');
        }
        const message = host.params(ctx).message;
        const refused = checkMessage(message);
        if (refused) return refused;
        await host.keepComment(ctx, {
          accountId: user.id,
          text: message as string,
          replyToId: comment.id,
          kind: 'comment',
          username: user.handle,
        });
        return undefined;
      }),
    );
    router.get('/:commentId/replies', (ctx) => {
      const user = host.authenticate(ctx);
      if (!user) return;
      const comment = this.commentUnderOwnMedia(host, ctx.params.commentId, user);
      if (!comment) return answer(ctx, unsupportedRequest(ctx.params.commentId, 'get'), user.id);
      const replies = host.posts().filter((p) => p.replyToId === comment.id && !p.deleted);
      answerPage(ctx, user.id, newestFirst(replies));
    });
    router.post('/:commentId', (ctx) =>
      this.act(ctx, host, 'hide', async (user) => {
        const hide = host.params(ctx).hide;
        if (hide !== 'true' && hide !== 'false' && typeof hide !== 'boolean') {
          return invalidParameter('The parameter hide is required and must be true or false.');
        }
        const comment = this.commentUnderOwnMedia(host, ctx.params.commentId, user);
        if (!comment) return unsupportedRequest(ctx.params.commentId, 'post');
        // [?] The platform keeps the media owner's own comments shown; its answer is not documented.
        if (comment.accountId === user.id) {
          return invalidParameter("(#100) The media owner's own comments cannot be hidden.");
        }
        comment.hidden = hide === true || hide === 'true';
        ctx.body = { success: true };
        return undefined;
      }),
    );
    router.delete('/:commentId', (ctx) =>
      this.act(ctx, host, 'deleteReply', async (user) => {
        const comment = this.commentUnderOwnMedia(host, ctx.params.commentId, user);
        if (!comment) return unsupportedRequest(ctx.params.commentId, 'delete');
        comment.deleted = true;
        ctx.body = { success: true };
        return undefined;
      }),
    );
  }

  /**
   * The refusal queued for the next engagement call, if any, answered; `kind` is counted first.
   * `POST /{media-id}/comments` asks this too, as a reply.
   */
  refused(ctx: Ctx, kind: string, accountId: string): boolean {
    this.calls[kind] = (this.calls[kind] ?? 0) + 1;
    const refusal = this.refusals.shift();
    if (!refusal) return false;
    answer(ctx, REFUSED[refusal.kind](refusal.regainMinutes), accountId);
    return true;
  }

  /** How many of the emulated accounts liked `id`. */
  likesOf(id: string): number {
    return [...this.likes].filter((key) => key.endsWith(`:${id}`)).length;
  }

  view(posts: EmulatedPost[]): Record<string, unknown> {
    return {
      likes: [...this.likes].map((k) => ({ userId: k.split(':')[0], objectId: k.split(':')[1] })),
      hidden: posts.filter((p) => p.hidden === true && !p.deleted).map((p) => p.id),
      calls: { ...this.calls },
    };
  }

  reset(): void {
    this.likes = new Set();
    this.refusals = [];
    this.calls = {};
  }

  snapshot(): PhotoEngagementSnapshot {
    return { likes: [...this.likes] };
  }

  restore(saved: PhotoEngagementSnapshot | undefined): void {
    if (saved) this.likes = new Set(saved.likes);
  }

  private async like(ctx: Ctx, host: PhotoEngagementHost, liked: boolean): Promise<void> {
    await this.act(ctx, host, liked ? 'like' : 'unlike', async (user) => {
      if (ctx.params.userId !== user.id) return unsupportedRequest(ctx.params.userId, 'post');
      const params = host.params(ctx);
      const mediaId = params.media_id;
      const commentId = params.comment_id;
      if ((typeof mediaId === 'string') === (typeof commentId === 'string')) {
        return invalidParameter('Supply either media_id or comment_id, not both.');
      }
      const id = (mediaId ?? commentId) as string;
      const target = host
        .posts()
        .find((p) => p.id === id && !p.deleted && (typeof mediaId === 'string') === (p.kind !== 'comment'));
      if (!target) return unsupportedRequest(id, 'post');
      if (target.kind === 'story') return invalidParameter('Stories cannot be liked.');
      // A repeat has no effect, as on the platform.
      if (liked) this.likes.add(`${user.id}:${id}`);
      else this.likes.delete(`${user.id}:${id}`);
      ctx.body = { success: true };
      return undefined;
    });
  }

  /** Counts the call, answers a queued refusal, checks the token, then acts or answers its refusal. */
  private async act(
    ctx: Ctx,
    host: PhotoEngagementHost,
    kind: string,
    run: (user: SandboxUser) => Promise<GraphFailure | undefined>,
  ): Promise<void> {
    const user = host.authenticate(ctx);
    if (!user) return;
    if (this.refused(ctx, kind, user.id)) return;
    const failure = await run(user);
    if (failure) answer(ctx, failure, user.id);
  }

  /** A live comment (or reply) under one of the account's media. */
  private commentUnderOwnMedia(
    host: PhotoEngagementHost,
    id: string,
    user: SandboxUser,
  ): EmulatedPost | undefined {
    const posts = host.posts();
    const comment = posts.find((p) => p.id === id && p.kind === 'comment' && !p.deleted);
    let at = comment;
    for (let hops = 0; at?.kind === 'comment' && hops < 3; hops += 1) {
      at = posts.find((p) => p.id === at!.replyToId);
    }
    return at && host.ownMedia(at.id, user) ? comment : undefined;
  }
}

function checkMessage(message: unknown): GraphFailure | undefined {
  if (typeof message !== 'string' || message.trim() === '') {
    return invalidParameter('The parameter message is required.');
  }
  if ([...message].length > PHOTO_CAPTION_LIMIT) {
    return invalidParameter(`A comment holds up to ${PHOTO_CAPTION_LIMIT} characters.`);
  }
  return undefined;
}

const graph = (status: number, code: number, message: string, more: Record<string, unknown> = {}) => ({
  status,
  error: { message, type: 'OAuthException', code, is_transient: false, ...more },
});

/** The platform's refusals the sandbox control queues. */
const REFUSED: Record<RefusalKind, (regainMinutes: number) => GraphFailure> = {
  permission: () =>
    graph(403, 200, '(#200) Requires instagram_manage_engagement permission to manage the object'),
  in_review: () => graph(403, 10, '(#10) Application does not have permission for this action'),
  // [?] The platform documents no code for a media with comment_enabled=false.
  comments_off: () => graph(400, 100, '(#100) Comments are disabled for this media'),
  rate_limit: (regainMinutes) => ({
    ...graph(
      429,
      80002,
      'There have been too many calls to this Instagram account. Wait a bit and try again.',
      {
        is_transient: true,
      },
    ),
    regainAccessMinutes: regainMinutes,
  }),
};
