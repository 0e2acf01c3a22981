import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { problem } from './emulator-problem';
import { microSandboxUser } from './sandbox';

/**
 * X API v2's engagement endpoints in memory: likes, follows, user by handle, hidden replies (a
 * reply itself is a tweet, made by `POST /2/tweets`). Sandbox controls:
 *   GET  /_sandbox/engagement         likes, follows, hidden replies, and the calls received by kind
 *   POST /_sandbox/engagement/refuse  {status: 429|403, resetSeconds?, count?}: the next engagement
 *                                     calls are refused that way (429 with x-rate-limit-reset)
 * Someone else's comment under a post is `POST /_sandbox/engage {postId, reply:{text, authorHandle}}`.
 */

type Ctx = RouterContext;

export interface MicroEngagementHost {
  /** The token's user, or undefined with the 401 already answered. */
  authenticate(ctx: Ctx): { id: string; handle: string } | undefined;
  posts(): EmulatedPost[];
}

interface Refusal {
  status: 429 | 403;
  resetSeconds: number;
}

export interface MicroEngagementSnapshot {
  likes: Array<[string, string]>;
  follows: Array<[string, string]>;
  hidden: string[];
}

/** What the emulated accounts did to tweets, and the engagement calls the emulator received. */
export class MicroEngagementState {
  private likes = new Set<string>();
  private follows = new Set<string>();
  private hidden = new Set<string>();
  private refusals: Refusal[] = [];
  private calls: Record<string, number> = {};

  register(router: Router, host: MicroEngagementHost): void {
    router.post('/2/users/:id/likes', (ctx) =>
      this.act(ctx, host, 'like', (user) => {
        const tweetId = body(ctx).tweet_id;
        if (typeof tweetId !== 'string' || !visible(host, tweetId)) return notFound(ctx, String(tweetId));
        this.likes.add(`${user.id}:${tweetId}`);
        ctx.body = { data: { liked: true } };
      }),
    );
    router.delete('/2/users/:id/likes/:tweetId', (ctx) =>
      this.act(ctx, host, 'unlike', (user) => {
        this.likes.delete(`${user.id}:${ctx.params.tweetId}`);
        ctx.body = { data: { liked: false } };
      }),
    );
    router.post('/2/users/:id/following', (ctx) =>
      this.act(ctx, host, 'follow', (user) => {
        const target = body(ctx).target_user_id;
        if (typeof target !== 'string' || !/^\d+$/.test(target)) {
          return invalid(ctx, 'target_user_id must be a user id.', 'target_user_id');
        }
        this.follows.add(`${user.id}:${target}`);
        ctx.body = { data: { following: true, pending_follow: false } };
      }),
    );
    router.delete('/2/users/:id/following/:target', (ctx) =>
      this.act(ctx, host, 'unfollow', (user) => {
        this.follows.delete(`${user.id}:${ctx.params.target}`);
        ctx.body = { data: { following: false } };
      }),
    );
    router.get('/2/users/by/username/:username', (ctx) => {
      if (!host.authenticate(ctx)) return;
      const username = ctx.params.username;
      if (!/^[A-Za-z0-9_]{1,15}$/.test(username)) {
        return invalid(ctx, `The \`username\` query parameter value [${username}] is not valid`, 'username');
      }
      // Every well-formed handle is someone in the sandbox: the same id its sandbox account gets.
      const user = microSandboxUser(username);
      ctx.body = { data: { id: user.id, name: username, username } };
    });
    router.put('/2/tweets/:id/hidden', (ctx) =>
      this.act(ctx, host, 'hide', (user) => {
        const { hidden } = body(ctx);
        if (typeof hidden !== 'boolean') return invalid(ctx, 'hidden must be true or false.', 'hidden');
        const posts = host.posts();
        const reply = posts.find((p) => p.id === ctx.params.id && !p.deleted);
        if (!reply || reply.replyToId === undefined) return notFound(ctx, ctx.params.id);
        if (reply.accountId === user.id) {
          return forbidden(ctx, 'You cannot hide your own replies.');
        }
        if (conversationOwner(reply, posts) !== user.id) {
          return forbidden(ctx, 'You can only hide replies to conversations you started.');
        }
        if (hidden) this.hidden.add(reply.id);
        else this.hidden.delete(reply.id);
        ctx.body = { data: { hidden } };
      }),
    );
    router.get('/_sandbox/engagement', (ctx) => {
      ctx.body = this.view();
    });
    router.post('/_sandbox/engagement/refuse', (ctx) => {
      const { status, resetSeconds, count } = body(ctx);
      if (status !== 429 && status !== 403) {
        ctx.status = 400;
        ctx.body = { message: 'status must be 429 or 403' };
        return;
      }
      const times = typeof count === 'number' ? count : 1;
      for (let i = 0; i < times; i += 1) {
        this.refusals.push({ status, resetSeconds: typeof resetSeconds === 'number' ? resetSeconds : 900 });
      }
      ctx.body = { queued: status, count: times };
    });
  }

  /** How many accounts like the tweet: X's `like_count` counts them with everyone else's. */
  likesOf(tweetId: string): number {
    return [...this.likes].filter((k) => k.split(':')[1] === tweetId).length;
  }

  isHidden(tweetId: string): boolean {
    return this.hidden.has(tweetId);
  }

  /** A reply made through `POST /2/tweets` counts as an engagement call too. */
  countReply(): void {
    this.count('reply');
  }

  view(): Record<string, unknown> {
    return {
      likes: [...this.likes].map((k) => ({ userId: k.split(':')[0], tweetId: k.split(':')[1] })),
      follows: [...this.follows].map((k) => ({ userId: k.split(':')[0], targetUserId: k.split(':')[1] })),
      hidden: [...this.hidden],
      calls: { ...this.calls },
    };
  }

  reset(): void {
    this.likes = new Set();
    this.follows = new Set();
    this.hidden = new Set();
    this.refusals = [];
    this.calls = {};
  }

  snapshot(): MicroEngagementSnapshot {
    const pairs = (set: Set<string>) => [...set].map((k) => k.split(':') as [string, string]);
    return { likes: pairs(this.likes), follows: pairs(this.follows), hidden: [...this.hidden] };
  }

  restore(saved: MicroEngagementSnapshot | undefined): void {
    if (!saved) return;
    this.likes = new Set(saved.likes.map((p) => p.join(':')));
    this.follows = new Set(saved.follows.map((p) => p.join(':')));
    this.hidden = new Set(saved.hidden);
  }

  private count(kind: string): void {
    this.calls[kind] = (this.calls[kind] ?? 0) + 1;
  }

  /** Counts the call, answers a queued refusal, checks the token is the path's user, then acts. */
  private act(ctx: Ctx, host: MicroEngagementHost, kind: string, run: (user: { id: string }) => void): void {
    this.count(kind);
    const refusal = this.refusals.shift();
    if (refusal?.status === 429) {
      ctx.set('x-rate-limit-limit', '50');
      ctx.set('x-rate-limit-remaining', '0');
      ctx.set('x-rate-limit-reset', String(Math.floor(Date.now() / 1000) + refusal.resetSeconds));
      return problem(ctx, 429, 'Too Many Requests', 'Too Many Requests');
    }
    if (refusal?.status === 403) {
      return forbidden(ctx, 'You are not permitted to perform this action.');
    }
    const user = host.authenticate(ctx);
    if (!user) return;
    if (ctx.params.id !== undefined && kind !== 'hide' && ctx.params.id !== user.id) {
      return forbidden(ctx, 'You are not permitted to perform this action.');
    }
    run(user);
  }
}

/** The author of the tweet a reply chain starts from. */
function conversationOwner(post: EmulatedPost, posts: EmulatedPost[]): string {
  let at = post;
  for (let hops = 0; at.replyToId !== undefined && hops < 1000; hops += 1) {
    const parent = posts.find((p) => p.id === at.replyToId);
    if (!parent) break;
    at = parent;
  }
  return at.accountId;
}

function visible(host: MicroEngagementHost, id: string): boolean {
  return host.posts().some((p) => p.id === id && !p.deleted);
}

function body(ctx: Ctx): Record<string, unknown> {
  const value = (ctx.request as { body?: unknown }).body;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function forbidden(ctx: Ctx, detail: string): void {
  problem(ctx, 403, 'Forbidden', detail);
}

function notFound(ctx: Ctx, id: string): void {
  problem(ctx, 404, 'Not Found Error', `Could not find tweet with id: [${id}].`, {
    type: 'https://api.twitter.com/2/problems/resource-not-found',
  });
}

function invalid(ctx: Ctx, message: string, parameter: string): void {
  problem(ctx, 400, 'Invalid Request', 'One or more parameters to your request was invalid.', {
    type: 'https://api.twitter.com/2/problems/invalid-request',
    errors: [{ message, parameters: { [parameter]: [] } }],
  });
}
