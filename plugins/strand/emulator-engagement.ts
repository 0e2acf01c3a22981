import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { usageHeaders, type GraphRefusal } from '../../core/sandbox/graph-refusal';
import { refuse, refusals } from './emulator-errors';
import { paramsOf, str } from './emulator-params';
import type { SandboxUser } from './sandbox';

/**
 * The Threads API's reply management in memory: `POST /{reply-id}/manage_reply {hide}` hides a
 * top-level reply under the account's own post (a reply is published like a post, with
 * `reply_to_id`). Sandbox controls:
 *   GET  /_sandbox/engagement         hidden replies, and the engagement calls received by kind
 *   POST /_sandbox/engagement/refuse  {kind, retryAfterSeconds?, count?}: the next replies or hides
 *     are refused: permission (code 10, threads_manage_replies not granted), rate_limit (code 4,
 *     with Retry-After), replies_closed (the post's reply_control keeps the account out)
 * Someone else's reply under a post is `POST /_sandbox/engage {postId, reply:{text, authorHandle}}`.
 */

type Ctx = RouterContext;
type Kind = 'reply' | 'hide' | 'unhide';

/** The Graph wording for a reply the post's reply_control does not let through [? exact code]. */
export const REPLIES_CLOSED =
  'The user is not allowed to reply to this post: its reply_control limits who may reply.';
export const OWN_REPLY = 'The user cannot hide their own reply.';

const REFUSALS: Record<string, (user: SandboxUser, retryAfterSeconds: number) => GraphRefusal> = {
  permission: () => refusals.permission(),
  rate_limit: (user, seconds) => {
    const limited = refusals.rateLimited(user.id);
    // Graph's usage header counts in minutes; the sandbox's short waits come as Retry-After.
    return {
      ...limited,
      headers: { ...usageHeaders(user.id, 'threads', 0), 'retry-after': String(seconds) },
    };
  },
  replies_closed: () => refusals.invalid(REPLIES_CLOSED),
};

export interface StrandEngagementHost {
  userFor(ctx: Ctx): SandboxUser | undefined;
  livePost(id: string): EmulatedPost | undefined;
}

export class StrandEngagementState {
  private hidden = new Set<string>();
  private refusals: Array<(user: SandboxUser) => GraphRefusal> = [];
  private calls: Partial<Record<Kind, number>> = {};

  register(router: Router, host: StrandEngagementHost): void {
    router.post('/:replyId/manage_reply', (ctx) => {
      const user = host.userFor(ctx);
      if (!user) return;
      const hide = str(paramsOf(ctx).hide);
      if (hide !== 'true' && hide !== 'false')
        return refuse(ctx, refusals.invalid('Param hide must be a boolean.'));
      const refused = this.take(hide === 'true' ? 'hide' : 'unhide', user);
      if (refused) return refuse(ctx, refused);
      const reply = host.livePost(ctx.params.replyId);
      const parent = reply?.replyToId !== undefined ? host.livePost(reply.replyToId) : undefined;
      if (!reply || !parent) return refuse(ctx, refusals.noSuchObject(ctx.params.replyId, 'POST'));
      if (reply.accountId === user.id) return refuse(ctx, refusals.invalid(OWN_REPLY));
      // Only top-level replies are managed; the replies under them go with them.
      if (parent.replyToId !== undefined) {
        return refuse(ctx, refusals.invalid('Only top-level replies can be hidden.'));
      }
      if (parent.accountId !== user.id) return refuse(ctx, refusals.permission());
      if (hide === 'true') this.hidden.add(reply.id);
      else this.hidden.delete(reply.id);
      ctx.body = { success: true };
    });
    router.get('/_sandbox/engagement', (ctx) => {
      ctx.body = this.view();
    });
    router.post('/_sandbox/engagement/refuse', (ctx) => {
      const body = ((ctx.request as { body?: unknown }).body ?? {}) as Record<string, unknown>;
      const { kind, retryAfterSeconds, count } = body;
      if (typeof kind !== 'string' || !(kind in REFUSALS)) {
        ctx.status = 400;
        ctx.body = { message: `kind must be one of ${Object.keys(REFUSALS).join(', ')}` };
        return;
      }
      const times = typeof count === 'number' ? count : 1;
      const wait = typeof retryAfterSeconds === 'number' ? retryAfterSeconds : 60;
      for (let i = 0; i < times; i += 1) this.refusals.push((user) => REFUSALS[kind](user, wait));
      ctx.body = { queued: kind, count: times };
    });
  }

  /** Counts an engagement call and takes the refusal queued for it, if any. */
  take(kind: Kind, user: SandboxUser): GraphRefusal | undefined {
    this.calls[kind] = (this.calls[kind] ?? 0) + 1;
    return this.refusals.shift()?.(user);
  }

  isHidden(id: string): boolean {
    return this.hidden.has(id);
  }

  view(): Record<string, unknown> {
    return { hidden: [...this.hidden], calls: { ...this.calls } };
  }

  reset(): void {
    this.hidden = new Set();
    this.refusals = [];
    this.calls = {};
  }

  snapshot(): string[] {
    return [...this.hidden];
  }

  restore(saved: unknown): void {
    if (Array.isArray(saved))
      this.hidden = new Set(saved.filter((id): id is string => typeof id === 'string'));
  }
}
