import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { objectOf } from './emulator-metadata';
import {
  answerFailure,
  failure,
  newCommentId,
  REFUSALS,
  renderComment,
  type GoogleFailure,
} from './emulator-shapes';
import { vidSandboxUser } from './sandbox';

/**
 * The data API's engagement in memory: `videos.rate`, replies to a top-level comment
 * (`comments.insert` with parentId, `comments.list?parentId=`), `subscriptions.insert/list/delete`,
 * `comments.setModerationStatus` (held comments leave the public comment threads, as on the
 * platform), with the platform's reasons. Sandbox controls:
 *   GET  /_sandbox/engagement         ratings, subscriptions, held comments, calls received by kind
 *   POST /_sandbox/engagement/refuse  {kind, count?}: the next engagement calls are refused:
 *     comments_disabled (403 commentsDisabled), forbidden (403), insufficient_permissions (403,
 *     the token lacks youtube.force-ssl), quota_exceeded (403 quotaExceeded), rate_limit (429)
 * Someone else's comment under a video is `POST /_sandbox/engage {postId, reply:{text, authorHandle}}`.
 */

type Ctx = RouterContext;
interface Channel {
  channelId: string;
  handle: string;
}

const ENGAGEMENT_REFUSALS: Record<string, GoogleFailure> = {
  comments_disabled: failure(403, 'commentsDisabled', 'The video has disabled comments.', {
    domain: 'youtube.commentThread',
  }),
  forbidden: REFUSALS.forbidden,
  insufficient_permissions: failure(
    403,
    'insufficientPermissions',
    'Request had insufficient authentication scopes.',
    {
      statusName: 'PERMISSION_DENIED',
    },
  ),
  quota_exceeded: REFUSALS.quota_exceeded,
  rate_limit: { ...REFUSALS.rate_limit, headers: { 'retry-after': '1' } },
};
const COMMENT_NOT_FOUND = failure(404, 'commentNotFound', 'The comment could not be found.', {
  domain: 'youtube.comment',
});

export interface VidEngagementHost {
  /** The caller's channel and the queued failure kind, or undefined with the refusal answered. */
  open(ctx: Ctx, call: 'write' | 'read'): { channel: Channel; kind?: string } | undefined;
  store(): EmulatedPost[];
  visibleVideo(id: string, viewer: Channel): EmulatedPost | undefined;
  afterAccept(ctx: Ctx, kind: string | undefined): Promise<boolean>;
  now(): number;
}

export interface VidEngagementSnapshot {
  ratings: string[];
  subscriptions: Array<{ id: string; subscriber: string; channelId: string }>;
  held: string[];
}

export class VidEngagementState {
  /** `<channel id>:<video id>` the channel liked. */
  private ratings = new Set<string>();
  private subscriptions: VidEngagementSnapshot['subscriptions'] = [];
  private held = new Set<string>();
  private refusals: GoogleFailure[] = [];
  private calls: Record<string, number> = {};

  register(router: Router, host: VidEngagementHost): void {
    router.post('/youtube/v3/videos/rate', (ctx) =>
      this.act(ctx, host, 'rate', (channel) => {
        const rating = param(ctx, 'rating');
        if (rating !== 'like' && rating !== 'none' && rating !== 'dislike') {
          return answerFailure(
            ctx,
            failure(
              400,
              'invalidRating',
              'The request contained an unexpected value for the rating parameter.',
            ),
          );
        }
        const video = host.visibleVideo(param(ctx, 'id') ?? '', channel);
        if (!video)
          return answerFailure(
            ctx,
            failure(404, 'videoNotFound', 'The video that you are trying to rate cannot be found.', {
              domain: 'youtube.video',
            }),
          );
        const key = `${channel.channelId}:${video.id}`;
        if (rating === 'like') this.ratings.add(key);
        else this.ratings.delete(key);
        ctx.status = 204;
      }),
    );
    router.post('/youtube/v3/comments/setModerationStatus', (ctx) =>
      this.act(ctx, host, 'moderate', (channel) => {
        const status = param(ctx, 'moderationStatus');
        if (status !== 'heldForReview' && status !== 'published' && status !== 'rejected') {
          return answerFailure(
            ctx,
            failure(400, 'invalidModerationStatus', 'The moderation status is not valid.'),
          );
        }
        const comment = liveComment(host, param(ctx, 'id'));
        if (!comment) return answerFailure(ctx, COMMENT_NOT_FOUND);
        // Only the owner of the video moderates the comments under it.
        if (comment.videoChannelId !== channel.channelId) return answerFailure(ctx, REFUSALS.forbidden);
        if (status === 'published') this.held.delete(comment.id);
        else this.held.add(comment.id);
        ctx.status = 204;
      }),
    );
    router.post('/youtube/v3/comments', (ctx) =>
      this.act(ctx, host, 'reply', async (channel, kind) => {
        const snippet = objectOf(objectOf((ctx.request as { body?: unknown }).body).snippet);
        const parent = liveComment(host, typeof snippet.parentId === 'string' ? snippet.parentId : undefined);
        if (!parent)
          return answerFailure(
            ctx,
            failure(404, 'parentCommentNotFound', 'The parent comment could not be found.', {
              domain: 'youtube.comment',
            }),
          );
        // Replies go under a top-level comment only: a reply's parent is a video.
        if (parent.parentId !== undefined) {
          return answerFailure(
            ctx,
            failure(400, 'operationNotSupported', 'Replies can only be made to top-level comments.', {
              domain: 'youtube.comment',
            }),
          );
        }
        const text = snippet.textOriginal;
        if (typeof text !== 'string' || text.trim() === '') {
          return answerFailure(
            ctx,
            failure(
              400,
              'invalidCommentMetadata',
              'The request metadata is invalid: the comment has no text.',
              { domain: 'youtube.comment' },
            ),
          );
        }
        const reply: EmulatedPost = {
          id: `${parent.id}.${newCommentId().slice(2, 24)}`,
          accountId: channel.channelId,
          text,
          replyToId: parent.id,
          parentId: parent.id,
          createdAt: new Date(host.now()).toISOString(),
          kind: 'comment',
          channelTitle: channel.handle,
          videoChannelId: parent.videoChannelId,
          videoId: parent.replyToId,
        };
        host.store().push(reply);
        if (!(await host.afterAccept(ctx, kind))) return;
        ctx.body = {
          ...renderComment(reply),
          snippet: { ...(renderComment(reply).snippet as object), parentId: parent.id },
        };
      }),
    );
    router.get('/youtube/v3/comments', (ctx) => {
      const call = host.open(ctx, 'read');
      if (!call) return;
      const parentId = param(ctx, 'parentId');
      if (parentId === undefined) {
        return answerFailure(
          ctx,
          failure(400, 'missingRequiredParameter', 'No filter selected. Expected: parentId or id.'),
        );
      }
      const items = host
        .store()
        .filter((p) => p.kind === 'comment' && p.parentId === parentId && !p.deleted)
        .map((p) => ({
          ...renderComment(p),
          snippet: { ...(renderComment(p).snippet as object), parentId },
        }));
      ctx.body = {
        kind: 'youtube#commentListResponse',
        items,
        pageInfo: { totalResults: items.length, resultsPerPage: 100 },
      };
    });
    router.post('/youtube/v3/subscriptions', (ctx) =>
      this.act(ctx, host, 'subscribe', (channel) => {
        const snippet = objectOf(objectOf((ctx.request as { body?: unknown }).body).snippet);
        const target = objectOf(snippet.resourceId).channelId;
        if (typeof target !== 'string' || !/^UC[A-Za-z0-9_-]{22}$/.test(target)) {
          return answerFailure(
            ctx,
            failure(404, 'publisherNotFound', 'The resource specified by the request cannot be found.', {
              domain: 'youtube.subscription',
            }),
          );
        }
        if (target === channel.channelId) {
          return answerFailure(
            ctx,
            failure(400, 'subscriptionForbidden', 'You cannot subscribe to your own channel.', {
              domain: 'youtube.subscription',
            }),
          );
        }
        if (this.subscriptions.some((s) => s.subscriber === channel.channelId && s.channelId === target)) {
          return answerFailure(
            ctx,
            failure(
              400,
              'subscriptionDuplicate',
              'The subscription that you are trying to create already exists.',
              { domain: 'youtube.subscription' },
            ),
          );
        }
        const id = newCommentId().slice(2, 24);
        this.subscriptions.push({ id, subscriber: channel.channelId, channelId: target });
        ctx.body = {
          kind: 'youtube#subscription',
          id,
          snippet: { resourceId: { kind: 'youtube#channel', channelId: target } },
        };
      }),
    );
    router.get('/youtube/v3/subscriptions', (ctx) => {
      const call = host.open(ctx, 'read');
      if (!call) return;
      const forChannel = (param(ctx, 'forChannelId') ?? '').split(',').filter((id) => id !== '');
      const items = this.subscriptions
        .filter((s) => s.subscriber === call.channel.channelId)
        .filter((s) => forChannel.length === 0 || forChannel.includes(s.channelId))
        .map((s) => ({
          kind: 'youtube#subscription',
          id: s.id,
          snippet: { resourceId: { kind: 'youtube#channel', channelId: s.channelId } },
        }));
      ctx.body = {
        kind: 'youtube#subscriptionListResponse',
        items,
        pageInfo: { totalResults: items.length, resultsPerPage: 50 },
      };
    });
    router.delete('/youtube/v3/subscriptions', (ctx) =>
      this.act(ctx, host, 'unsubscribe', (channel) => {
        const found = this.subscriptions.find(
          (s) => s.id === param(ctx, 'id') && s.subscriber === channel.channelId,
        );
        if (!found)
          return answerFailure(
            ctx,
            failure(
              404,
              'subscriptionNotFound',
              'The subscription that you are trying to delete cannot be found.',
              { domain: 'youtube.subscription' },
            ),
          );
        this.subscriptions = this.subscriptions.filter((s) => s !== found);
        ctx.status = 204;
      }),
    );
    router.get('/_sandbox/engagement', (ctx) => {
      ctx.body = this.view();
    });
    router.post('/_sandbox/engagement/refuse', (ctx) => {
      const { kind, count } = objectOf((ctx.request as { body?: unknown }).body);
      if (typeof kind !== 'string' || !(kind in ENGAGEMENT_REFUSALS)) {
        ctx.status = 400;
        ctx.body = { message: `kind must be one of ${Object.keys(ENGAGEMENT_REFUSALS).join(', ')}` };
        return;
      }
      const times = typeof count === 'number' ? count : 1;
      for (let i = 0; i < times; i += 1) this.refusals.push(ENGAGEMENT_REFUSALS[kind]);
      ctx.body = { queued: kind, count: times };
    });
  }

  /** Counts a top-level comment made through `commentThreads.insert` and takes its refusal, if any. */
  takeForComment(): GoogleFailure | undefined {
    this.calls.reply = (this.calls.reply ?? 0) + 1;
    return this.refusals.shift();
  }

  likesOf(videoId: string): number {
    return [...this.ratings].filter((k) => k.endsWith(`:${videoId}`)).length;
  }

  isHeld(commentId: string): boolean {
    return this.held.has(commentId);
  }

  view(): Record<string, unknown> {
    return {
      ratings: [...this.ratings].map((k) => ({
        channelId: k.split(':')[0],
        videoId: k.split(':')[1],
        rating: 'like',
      })),
      subscriptions: this.subscriptions.map((s) => ({ ...s })),
      held: [...this.held],
      calls: { ...this.calls },
    };
  }

  reset(): void {
    this.ratings = new Set();
    this.subscriptions = [];
    this.held = new Set();
    this.refusals = [];
    this.calls = {};
  }

  snapshot(): VidEngagementSnapshot {
    return { ratings: [...this.ratings], subscriptions: this.subscriptions, held: [...this.held] };
  }

  restore(saved: VidEngagementSnapshot | undefined): void {
    if (!saved) return;
    this.ratings = new Set(saved.ratings);
    this.subscriptions = saved.subscriptions;
    this.held = new Set(saved.held);
  }

  /** Counts the call, answers a queued refusal, checks the token, then acts. */
  private async act(
    ctx: Ctx,
    host: VidEngagementHost,
    kind: string,
    run: (channel: Channel, failureKind: string | undefined) => void | Promise<void>,
  ): Promise<void> {
    this.calls[kind] = (this.calls[kind] ?? 0) + 1;
    const refusal = this.refusals.shift();
    if (refusal) return answerFailure(ctx, refusal);
    const call = host.open(ctx, 'write');
    if (!call) return;
    await run(call.channel, call.kind);
  }
}

/** A handle's channel id in the sandbox: the one its sandbox account gets. */
export function sandboxChannelIdFor(handle: string): string {
  return vidSandboxUser(handle.replace(/^@/, '')).id;
}

function liveComment(host: VidEngagementHost, id: string | undefined): EmulatedPost | undefined {
  return host.store().find((p) => p.kind === 'comment' && p.id === id && !p.deleted);
}

function param(ctx: Ctx, name: string): string | undefined {
  const value = ctx.query[name];
  return Array.isArray(value) ? value[0] : value;
}
