import type Router from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { usageHeaders } from '../../core/sandbox/graph-refusal';
import { bodyOf, errors, flag, type Body, type GraphFailure } from './emulator-graph';

/**
 * The Pages API's engagement in memory: the Page's likes (`POST|DELETE /{object-id}/likes`) and
 * hidden comments (`POST /{comment-id} {is_hidden}`, kept as a `hidden` flag in the store). A reply
 * is a comment (`POST /{object-id}/comments`) and a delete `DELETE /{comment-id}` (emulator.ts).
 * Sandbox controls:
 *   GET  /_sandbox/engagement         likes, hidden comments, and the calls received by kind
 *   POST /_sandbox/engagement/refuse  {kind, count?, regainMinutes?}: the next engagement calls are
 *                                     refused as the platform does: `permission` (#200, the Page
 *                                     token lacks pages_manage_engagement), `comments_off`,
 *                                     `rate_limit` (#32 with `estimated_time_to_regain_access`)
 */

export const SOCIAL_REFUSALS = ['permission', 'comments_off', 'rate_limit'] as const;
type RefusalKind = (typeof SOCIAL_REFUSALS)[number];

interface Page {
  pageId: string;
}

export interface SocialEngagementSnapshot {
  likes: string[];
}

/** What the emulated Pages liked, and the engagement calls the emulator received. */
export class SocialEngagementState {
  private likes = new Set<string>();
  private refusals: Array<{ kind: RefusalKind; regainMinutes: number }> = [];
  private calls: Record<string, number> = {};

  register(router: Router, posts: () => EmulatedPost[]): void {
    router.get('/_sandbox/engagement', (ctx) => {
      ctx.body = this.view(posts());
    });
    router.post('/_sandbox/engagement/refuse', (ctx) => {
      const { kind, count, regainMinutes } = bodyOf(ctx);
      if (!SOCIAL_REFUSALS.includes(kind as RefusalKind)) {
        ctx.status = 400;
        ctx.body = { message: `kind must be one of ${SOCIAL_REFUSALS.join(', ')}` };
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
  }

  /** Counts an engagement call of `kind`; the refusal queued for it, if any. */
  refusal(kind: string, pageId: string): GraphFailure | undefined {
    this.calls[kind] = (this.calls[kind] ?? 0) + 1;
    const next = this.refusals.shift();
    return next ? REFUSED[next.kind](pageId, next.regainMinutes) : undefined;
  }

  /** `POST|DELETE /{object-id}/likes` on a live post or comment; a repeat is answered as done. */
  like(page: Page, target: EmulatedPost | undefined, id: string, liked: boolean): GraphFailure | Body {
    const refused = this.refusal(liked ? 'like' : 'unlike', page.pageId);
    if (refused) return refused;
    if (!target) return errors.missing(id);
    if (liked) this.likes.add(`${page.pageId}:${target.id}`);
    else this.likes.delete(`${page.pageId}:${target.id}`);
    return { success: true };
  }

  /** `POST /{comment-id} {is_hidden}`: a comment under one of the Page's posts, not the Page's own. */
  hide(
    page: Page,
    comment: EmulatedPost | undefined,
    id: string,
    body: Body,
    posts: EmulatedPost[],
  ): GraphFailure | Body {
    const refused = this.refusal('hide', page.pageId);
    if (refused) return refused;
    const post = comment && posts.find((p) => p.id === comment.replyToId);
    if (!comment || comment.kind !== 'comment' || !post || post.accountId !== page.pageId) {
      return errors.missing(id);
    }
    // `can_hide` is false on the Page's own comments [?]: the platform's answer is not documented.
    if (comment.accountId === page.pageId) return errors.invalid("The Page's own comments cannot be hidden.");
    comment.hidden = flag(body.is_hidden, false);
    return { success: true };
  }

  /** How many likes the emulated Pages gave `id`. */
  likesOf(id: string): number {
    return [...this.likes].filter((key) => key.endsWith(`:${id}`)).length;
  }

  view(posts: EmulatedPost[]): Record<string, unknown> {
    return {
      likes: [...this.likes].map((k) => ({
        pageId: k.slice(0, k.indexOf(':')),
        objectId: k.slice(k.indexOf(':') + 1),
      })),
      hidden: posts.filter((p) => p.hidden === true && !p.deleted).map((p) => p.id),
      calls: { ...this.calls },
    };
  }

  reset(): void {
    this.likes = new Set();
    this.refusals = [];
    this.calls = {};
  }

  snapshot(): SocialEngagementSnapshot {
    return { likes: [...this.likes] };
  }

  restore(saved: SocialEngagementSnapshot | undefined): void {
    if (saved) this.likes = new Set(saved.likes);
  }
}

const REFUSED: Record<RefusalKind, (pageId: string, regainMinutes: number) => GraphFailure> = {
  permission: () => ({
    status: 403,
    error: { message: '(#200) Requires pages_manage_engagement permission to manage the object', code: 200 },
  }),
  // [?] The platform documents no code for a post whose comments are turned off.
  comments_off: () => errors.invalid('Comments are turned off for this post.'),
  rate_limit: (pageId, regainMinutes) => ({
    status: 403,
    error: { message: '(#32) Page request limit reached', code: 32, is_transient: true },
    headers: usageHeaders(pageId, 'pages', regainMinutes),
  }),
};
