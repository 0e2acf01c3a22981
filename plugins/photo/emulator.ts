import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { KoaEmulator } from '../../core/sandbox/koa-emulator';
import { MetaInbox, type InboxMessage } from '../../core/sandbox/meta-inbox';
import { MetaWebhookSender, type WebhookSubscription } from '../../core/sandbox/meta-webhooks';
import { metaOAuthProvider } from '../../core/sandbox/meta-oauth';
import { PHOTO_ENGAGEMENT_METRICS, photoComment, registerPhotoReads } from './emulator-reads';
import type { ContainerStatusCode } from './client';
import { StepFailureQueue, type WriteStep } from './emulator-failures';
import {
  answer,
  dailyLimit,
  INJECTED,
  INVALID_TOKEN,
  invalidParameter,
  MEDIA_EXPIRED,
  NO_TOKEN,
  NOT_READY,
  unknownKind,
  unsupportedRequest,
  type GraphFailure,
} from './emulator-graph';
import { PhotoEngagementState, type NewComment, type PhotoEngagementSnapshot } from './emulator-engagement';
import { receiveCover, receiveImage, receiveVideo, type ReceivedFile } from './emulator-media';
import { registerPhotoOAuth } from './emulator-oauth';
import { answerPage, edgeFieldsOf, fieldsOf, newestFirst, permalinkOf, render } from './emulator-render';
import { readContainerRequest, type ContainerMediaType, type ContainerRequest } from './emulator-params';
import { PHOTO_CAPTION_LIMIT, REEL_SECONDS, STORY_SECONDS } from './rules';
import { photoSandboxAccount, sandboxUserForToken, type SandboxUser } from './sandbox';

export interface PhotoEmulatorOptions {
  /** Milliseconds since the epoch; tests move it to let containers expire and quotas roll. */
  now?: () => number;
  /** Posts per rolling 24 hours (the platform documents 25, 50 or 100; 50 here). */
  quotaTotal?: number;
  /** Status reads a video container answers IN_PROGRESS before it is FINISHED. */
  processingPolls?: number;
  fetchTimeoutMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Carousel videos run at most 60 seconds, like story videos. */
const VIDEO_SECONDS: Record<'REELS' | 'STORIES' | 'VIDEO', { min: number; max: number }> = {
  REELS: REEL_SECONDS,
  STORIES: STORY_SECONDS,
  VIDEO: { min: 3, max: 60 },
};
const STATUS_TEXT: Record<Exclude<ContainerStatusCode, 'ERROR'>, string> = {
  IN_PROGRESS: 'In Progress: Media is still being processed.',
  FINISHED: 'Finished: Media has been uploaded and it is ready to be published.',
  PUBLISHED: 'Published: Media has been published.',
  EXPIRED: 'Expired: The media container was not published within 24 hours.',
};

/** A container as the emulator keeps it: the request, what was fetched for it, and its state. */
interface Container {
  id: string;
  userId: string;
  createdAt: number;
  request: ContainerRequest;
  file?: ReceivedFile;
  cover?: ReceivedFile;
  /** Set when processing failed: the status sentence after "Error: ". */
  errorText?: string;
  pollsLeft: number;
  /** Queued `stuck_in_progress`: never finishes. */
  stuck: boolean;
  /** The carousel this item went into. */
  usedBy?: string;
  /** The post this container became. */
  publishedAs?: string;
}

type Ctx = RouterContext;

/**
 * Instagram Graph API content publishing in memory: containers (image, reel, story, carousel and
 * its items) with the platform's status machine (IN_PROGRESS, FINISHED, ERROR, EXPIRED after
 * 24 hours, PUBLISHED), `media_publish` with the rolling 24-hour quota, comments, the account's
 * media and story listings, and the Graph error envelope. It fetches every media URL it is given
 * and checks the bytes it receives. `GET /_sandbox/posts/:id` stands in for a post's public page.
 */
export class PhotoEmulator extends KoaEmulator {
  /** Instagram Login: Meta's flow (no PKCE, one-hour tokens from a code, the token itself is refreshed). */
  protected override readonly oauth = metaOAuthProvider((handle) => ({
    id: photoSandboxAccount(handle).externalAccountId,
    handle,
  }));
  private readonly steps = new StepFailureQueue();
  /** Likes, and the refusals queued for engagement calls (plugins/photo/emulator-engagement.ts). */
  readonly engagementState = new PhotoEngagementState();
  /** Comment webhooks (`object: instagram`, field `comments`) to the subscribed callback. */
  readonly webhooks = new MetaWebhookSender('instagram');
  /** Private replies to commenters (core/sandbox/meta-inbox.ts). */
  readonly inbox = new MetaInbox();
  private containers = new Map<string, Container>();
  private lastId = 0n;
  private readonly now: () => number;
  private readonly quotaTotal: number;
  private readonly processingPolls: number;
  private readonly fetchTimeoutMs: number;

  constructor(options: PhotoEmulatorOptions = {}) {
    super();
    this.now = options.now ?? Date.now;
    this.quotaTotal = options.quotaTotal ?? 50;
    this.processingPolls = options.processingPolls ?? 1;
    this.fetchTimeoutMs = options.fetchTimeoutMs ?? 10_000;
  }

  protected override routes(router: Router): void {
    // First: `POST /_sandbox/comments` would otherwise be taken for `POST /{media-id}/comments`.
    this.webhooks.register(router, paramsOf);
    this.inbox.register(router, {
      authenticate: (ctx) => this.authenticate(ctx)?.id,
      posts: () => this.store,
      ownerOfComment: (comment) => this.mediaOf(comment)?.accountId,
      visitorComment: (post, comment, at) => this.visitorComment(post, comment, at),
      now: () => this.now(),
      nextId: () => this.nextId(),
      params: paramsOf,
      permission: 'instagram_business_manage_messages',
    });
    router.get('/_sandbox/posts/:id', (ctx) => this.publicPost(ctx));
    router.get('/_sandbox/containers', (ctx) => {
      ctx.body = { containers: this.containerStates() };
    });
    registerPhotoOAuth(router, {
      oauth: this.oauth,
      authenticate: (ctx) => this.authenticate(ctx),
    });
    router.post('/:userId/media', (ctx) => this.createContainer(ctx));
    router.get('/:userId/media', (ctx) => this.listMedia(ctx));
    router.post('/:userId/media_publish', (ctx) => this.publish(ctx));
    router.get('/:userId/stories', (ctx) => this.listStories(ctx));
    router.get('/:userId/content_publishing_limit', (ctx) => this.publishingLimit(ctx));
    router.post('/:mediaId/comments', (ctx) => this.createComment(ctx));
    router.get('/:mediaId/comments', (ctx) => this.listComments(ctx));
    registerPhotoReads(router, {
      authenticate: (ctx) => this.authenticate(ctx),
      ownMedia: (id, user) => this.ownMedia(id, user),
      posts: () => this.store,
      engagement: this.engagement,
      likesOf: (id) => this.engagementState.likesOf(id),
    });
    this.engagementState.register(router, {
      authenticate: (ctx) => this.authenticate(ctx),
      ownMedia: (id, user) => this.ownMedia(id, user),
      posts: () => this.store,
      keepComment: (ctx, comment) => this.keepComment(ctx, comment),
      params: paramsOf,
    });
    router.get('/:id', (ctx) => this.readNode(ctx));
  }

  override failNext(kind: string, count = 1): void {
    this.steps.push(kind, count);
  }

  protected override engagementMetrics(): readonly string[] {
    return PHOTO_ENGAGEMENT_METRICS;
  }

  /** Someone else's comment is a comment in the store, listed and counted with the account's own. */
  protected override storeReply(
    post: EmulatedPost,
    reply: { text: string; authorHandle: string },
  ): string | void {
    const comment = this.visitorComment(post, reply, this.now());
    if (typeof comment === 'string') return comment;
  }

  /** Stores a visitor's comment made at `at` and pushes it to the subscribed webhook, as the platform does. */
  private visitorComment(
    post: EmulatedPost,
    reply: { text: string; authorHandle: string },
    at: number,
  ): EmulatedPost | string {
    const comment = photoComment(this.nextId(), at, post, reply);
    if (typeof comment === 'string') return comment;
    this.store.push(comment);
    this.webhooks.notify({
      id: post.accountId,
      time: Math.floor(at / 1000),
      changes: [
        {
          field: 'comments',
          value: {
            from: { id: comment.accountId, username: reply.authorHandle },
            media: { id: post.id, media_product_type: post.productType },
            id: comment.id,
            text: comment.text,
          },
        },
      ],
    });
    return comment;
  }

  /** The media a comment (or a reply under one) is under. */
  private mediaOf(comment: EmulatedPost): EmulatedPost | undefined {
    let at: EmulatedPost | undefined = comment;
    for (let hops = 0; at?.kind === 'comment' && hops < 3; hops += 1) {
      const parent: string | undefined = at.replyToId;
      at = this.store.find((p) => p.id === parent);
    }
    return at?.kind === 'comment' ? undefined : at;
  }

  override reset(): void {
    super.reset();
    this.steps.clear();
    this.containers = new Map();
    this.engagementState.reset();
    this.webhooks.reset();
    this.inbox.reset();
  }
  protected override ownState(): Record<string, unknown> {
    return {
      lastId: this.lastId.toString(),
      engagement: this.engagementState.snapshot(),
      webhooks: this.webhooks.snapshot(),
      inbox: this.inbox.snapshot(),
    };
  }

  protected override restoreOwnState(saved: Record<string, unknown>): void {
    if (typeof saved.lastId === 'string') this.lastId = BigInt(saved.lastId);
    this.engagementState.restore(saved.engagement as PhotoEngagementSnapshot | undefined);
    this.webhooks.restore(saved.webhooks as WebhookSubscription | undefined);
    this.inbox.restore(saved.inbox as InboxMessage[] | undefined);
  }

  /** Every container with its current status (read without moving processing on), oldest first. */
  containerStates(): Array<{ id: string; userId: string; status: ContainerStatusCode } & ContainerRequest> {
    return [...this.containers.values()].map((c) => ({
      id: c.id,
      userId: c.userId,
      status: this.statusOf(c, false),
      ...c.request,
    }));
  }

  private async createContainer(ctx: Ctx): Promise<void> {
    const taken = this.failureFor(ctx, 'container');
    if (!taken) return;
    const user = this.authenticate(ctx);
    if (!user) return;
    if (ctx.params.userId !== user.id)
      return answer(ctx, unsupportedRequest(ctx.params.userId, 'post'), user.id);
    const request = readContainerRequest(paramsOf(ctx));
    if ('error' in request) return answer(ctx, request, user.id);

    const container: Container = {
      id: this.nextId(),
      userId: user.id,
      createdAt: this.now(),
      request,
      pollsLeft: 0,
      stuck: taken.kind === 'stuck_in_progress',
    };
    const refused =
      request.mediaType === 'CAROUSEL'
        ? this.takeChildren(container, request.children ?? [])
        : await this.receive(container);
    if (refused) return answer(ctx, refused, user.id);
    this.containers.set(container.id, container);
    ctx.body = { id: container.id };
  }

  /**
   * Pulls the container's file. An image is checked now and a bad one refuses the call; a video
   * is processed "later": the container starts IN_PROGRESS and a bad video ends it in ERROR.
   */
  private async receive(container: Container): Promise<GraphFailure | undefined> {
    const r = container.request;
    if (r.imageUrl !== undefined) {
      const use = r.mediaType === 'STORIES' ? 'story' : 'feed';
      const received = await receiveImage(r.imageUrl, use, this.fetchTimeoutMs);
      if ('failure' in received) return received.failure;
      container.file = received.file;
      return undefined;
    }
    container.pollsLeft = this.processingPolls;
    const seconds = VIDEO_SECONDS[r.mediaType as keyof typeof VIDEO_SECONDS];
    const video = await receiveVideo(r.videoUrl ?? '', seconds, this.fetchTimeoutMs);
    if ('problem' in video) {
      container.errorText = video.problem;
      return undefined;
    }
    container.file = video.file;
    if (r.coverUrl !== undefined) {
      const cover = await receiveCover(r.coverUrl, this.fetchTimeoutMs);
      if ('problem' in cover) container.errorText = cover.problem;
      else container.cover = cover.file;
    }
    return undefined;
  }

  /** A carousel's items must be this account's unused carousel items, alive and not failed. */
  private takeChildren(album: Container, ids: string[]): GraphFailure | undefined {
    if (new Set(ids).size !== ids.length) return invalidParameter('A carousel cannot hold one item twice.');
    for (const id of ids) {
      const child = this.containers.get(id);
      if (!child || child.userId !== album.userId)
        return invalidParameter(`Media ID ${id} is not available.`);
      if (!child.request.isCarouselItem)
        return invalidParameter(`Container ${id} was not made as a carousel item.`);
      if (child.usedBy !== undefined) return invalidParameter(`Container ${id} is already in a carousel.`);
      const status = this.statusOf(child, false);
      if (status === 'EXPIRED') return MEDIA_EXPIRED;
      if (status === 'ERROR') return invalidParameter(`Container ${id} failed: ${child.errorText}`);
    }
    ids.forEach((id) => (this.containers.get(id)!.usedBy = album.id));
    return undefined;
  }

  private async publish(ctx: Ctx): Promise<void> {
    const taken = this.failureFor(ctx, 'publish');
    if (!taken) return;
    const user = this.authenticate(ctx);
    if (!user) return;
    if (ctx.params.userId !== user.id)
      return answer(ctx, unsupportedRequest(ctx.params.userId, 'post'), user.id);
    const creationId = paramsOf(ctx).creation_id;
    if (typeof creationId !== 'string' || creationId === '') {
      return answer(ctx, invalidParameter('The parameter creation_id is required.'), user.id);
    }
    const container = this.containers.get(creationId);
    if (!container || container.userId !== user.id) {
      return answer(ctx, invalidParameter('Media ID is not available', 2207006), user.id);
    }
    if (container.request.isCarouselItem) {
      return answer(
        ctx,
        invalidParameter('A carousel item is published with its carousel, not on its own.'),
        user.id,
      );
    }
    const refused = this.unpublishable(container);
    if (refused) return answer(ctx, refused, user.id);
    const minutes = this.quotaFull(user.id);
    if (minutes !== undefined) return answer(ctx, dailyLimit(minutes), user.id);

    const post = this.postFrom(container, user);
    this.store.push(post);
    container.publishedAs = post.id;
    if (!(await this.afterAccept(ctx, taken.kind))) return;
    ctx.body = { id: post.id };
  }

  private unpublishable(container: Container): GraphFailure | undefined {
    switch (this.statusOf(container, true)) {
      case 'EXPIRED':
        return MEDIA_EXPIRED;
      case 'IN_PROGRESS':
        return NOT_READY;
      case 'ERROR':
        return invalidParameter(`The media container failed processing: ${this.errorTextOf(container)}`);
      case 'PUBLISHED':
        // [?] The platform's answer to a second publish of one container is not documented.
        return invalidParameter('The media container has already been published.');
      default:
        return undefined;
    }
  }

  /** Minutes until a slot frees when the account used its 24-hour allowance; undefined if not. */
  private quotaFull(userId: string): number | undefined {
    const now = this.now();
    const recent = this.publishedSince(userId, now - DAY_MS);
    if (recent.length < this.quotaTotal) return undefined;
    const oldest = Math.min(...recent.map((p) => Date.parse(p.createdAt)));
    return Math.max(1, Math.ceil((oldest + DAY_MS - now) / 60_000));
  }

  private publishedSince(userId: string, from: number): EmulatedPost[] {
    return this.store.filter(
      (p) => p.accountId === userId && p.kind !== 'comment' && Date.parse(p.createdAt) > from,
    );
  }

  private postFrom(container: Container, user: SandboxUser): EmulatedPost {
    const r = container.request;
    const items = r.children ? r.children.map((id) => this.containers.get(id)!) : [container];
    const kind = KIND_OF[r.mediaType];
    const id = this.nextId();
    return {
      id,
      accountId: user.id,
      text: r.caption ?? '',
      createdAt: new Date(this.now()).toISOString(),
      kind,
      mediaType: r.mediaType === 'CAROUSEL' ? 'CAROUSEL_ALBUM' : r.videoUrl !== undefined ? 'VIDEO' : 'IMAGE',
      productType: kind === 'reel' ? 'REELS' : kind === 'story' ? 'STORY' : 'FEED',
      media: items.map((item) => ({
        type: item.request.videoUrl !== undefined ? 'VIDEO' : 'IMAGE',
        ...item.file,
        ...(item.request.userTags ? { userTags: item.request.userTags } : {}),
      })),
      containerId: container.id,
      username: user.handle,
      permalink: permalinkOf(kind, id, user.handle),
      ...(r.collaborators ? { collaborators: r.collaborators } : {}),
      ...(r.shareToFeed !== undefined ? { shareToFeed: r.shareToFeed } : {}),
      ...(container.cover ? { cover: container.cover } : {}),
      ...(r.thumbOffset !== undefined ? { thumbOffset: r.thumbOffset } : {}),
    };
  }

  private async createComment(ctx: Ctx): Promise<void> {
    const user = this.authenticate(ctx);
    if (!user) return;
    const media = this.ownMedia(ctx.params.mediaId, user);
    if (!media) return answer(ctx, unsupportedRequest(ctx.params.mediaId, 'post'), user.id);
    // A comment is a reply to the post: the engagement refusals queued in the sandbox apply.
    if (this.engagementState.refused(ctx, 'reply', user.id)) return;
    if (media.kind === 'story')
      return answer(ctx, invalidParameter('Stories cannot be commented on.'), user.id);
    const message = paramsOf(ctx).message;
    if (typeof message !== 'string' || message.trim() === '') {
      return answer(ctx, invalidParameter('The parameter message is required.'), user.id);
    }
    if ([...message].length > PHOTO_CAPTION_LIMIT) {
      return answer(
        ctx,
        invalidParameter(`A comment holds up to ${PHOTO_CAPTION_LIMIT} characters.`),
        user.id,
      );
    }
    await this.keepComment(ctx, {
      accountId: user.id,
      text: message,
      replyToId: media.id,
      kind: 'comment',
      username: user.handle,
    });
  }

  /** Stores a comment or reply, then answers its id (unless a queued failure loses the answer). */
  private async keepComment(ctx: Ctx, fields: NewComment): Promise<void> {
    const taken = this.failureFor(ctx, 'comment');
    if (!taken) return;
    const comment: EmulatedPost = {
      ...fields,
      id: this.nextId(),
      createdAt: new Date(this.now()).toISOString(),
    };
    this.store.push(comment);
    if (!(await this.afterAccept(ctx, taken.kind))) return;
    ctx.body = { id: comment.id };
  }

  private listComments(ctx: Ctx): void {
    const user = this.authenticate(ctx);
    if (!user) return;
    const media = this.ownMedia(ctx.params.mediaId, user);
    if (!media) return answer(ctx, unsupportedRequest(ctx.params.mediaId, 'get'), user.id);
    const comments = newestFirst(this.store.filter((p) => p.replyToId === media.id && !p.deleted));
    // `replies{...}` expands each comment's replies in the same answer, as the platform does.
    const replyFields = edgeFieldsOf(ctx, 'replies');
    answerPage(ctx, user.id, comments, (comment) => {
      if (replyFields === undefined) return {};
      const replies = newestFirst(this.store.filter((p) => p.replyToId === comment.id && !p.deleted));
      return replies.length === 0 ? {} : { replies: { data: replies.map((r) => render(r, replyFields)) } };
    });
  }

  /** Feed posts, carousels and reels; stories have their own listing. */
  private listMedia(ctx: Ctx): void {
    const user = this.ownAccount(ctx);
    if (!user) return;
    const media = this.store.filter(
      (p) => p.accountId === user.id && !p.deleted && p.kind !== 'comment' && p.kind !== 'story',
    );
    answerPage(ctx, user.id, newestFirst(media));
  }

  /** Stories stay listed for 24 hours. */
  private listStories(ctx: Ctx): void {
    const user = this.ownAccount(ctx);
    if (!user) return;
    const from = this.now() - DAY_MS;
    const stories = this.store.filter(
      (p) => p.accountId === user.id && !p.deleted && p.kind === 'story' && Date.parse(p.createdAt) > from,
    );
    answerPage(ctx, user.id, newestFirst(stories));
  }

  private publishingLimit(ctx: Ctx): void {
    const user = this.ownAccount(ctx);
    if (!user) return;
    const fields = fieldsOf(ctx, ['quota_usage']);
    const entry: Record<string, unknown> = {};
    if (fields.has('quota_usage'))
      entry.quota_usage = this.publishedSince(user.id, this.now() - DAY_MS).length;
    if (fields.has('config')) entry.config = { quota_total: this.quotaTotal, quota_duration: DAY_MS / 1000 };
    ctx.body = { data: [entry] };
  }

  /** A container's status, a post or a comment, each with the fields asked for. */
  private readNode(ctx: Ctx): void {
    const user = this.authenticate(ctx);
    if (!user) return;
    const id = ctx.params.id;
    const container = this.containers.get(id);
    if (container && container.userId === user.id) {
      const fields = fieldsOf(ctx, []);
      const code = this.statusOf(container, fields.has('status_code') || fields.has('status'));
      ctx.body = {
        ...(fields.has('status_code') ? { status_code: code } : {}),
        ...(fields.has('status') ? { status: this.statusText(container, code) } : {}),
        id,
      };
      return;
    }
    const post = this.store.find((p) => p.id === id && !p.deleted && p.accountId === user.id);
    if (!post) return answer(ctx, unsupportedRequest(id, 'get'), user.id);
    ctx.body = render(post, fieldsOf(ctx, ['id']));
  }

  private publicPost(ctx: Ctx): void {
    const post = this.store.find((p) => p.id === ctx.params.id);
    ctx.status = post ? 200 : 404;
    ctx.body = post ? { ...post } : { message: `No post ${ctx.params.id} on the emulated platform.` };
  }

  /**
   * Processing moves on only when someone reads the status (`advance`), so a test decides how
   * many reads a video takes. A carousel is as far along as its least finished item.
   */
  private statusOf(c: Container, advance: boolean): ContainerStatusCode {
    if (c.publishedAs !== undefined) return 'PUBLISHED';
    if (this.now() - c.createdAt >= DAY_MS) return 'EXPIRED';
    if (c.errorText !== undefined) return 'ERROR';
    if (c.stuck) return 'IN_PROGRESS';
    if (c.request.children) {
      const states = c.request.children.map((id) => {
        const child = this.containers.get(id);
        return child ? this.statusOf(child, advance) : 'ERROR';
      });
      return (['ERROR', 'EXPIRED', 'IN_PROGRESS'] as const).find((s) => states.includes(s)) ?? 'FINISHED';
    }
    if (c.pollsLeft > 0) {
      if (advance) c.pollsLeft -= 1;
      return 'IN_PROGRESS';
    }
    return 'FINISHED';
  }

  private statusText(c: Container, code: ContainerStatusCode): string {
    return code === 'ERROR' ? `Error: ${this.errorTextOf(c)}` : STATUS_TEXT[code];
  }

  private errorTextOf(c: Container): string {
    if (c.errorText !== undefined) return c.errorText;
    const failed = (c.request.children ?? []).map((id) => this.containers.get(id)).find((x) => x?.errorText);
    return failed ? `Carousel item ${failed.id}: ${failed.errorText}` : 'Unknown processing error';
  }

  /**
   * Takes the failure queued for this step. The kinds that refuse the call outright are answered
   * here (null: nothing more to do); the others come back for the handler to act on.
   */
  private failureFor(ctx: Ctx, step: WriteStep): { kind?: string } | null {
    const kind = this.steps.take(step);
    if (
      kind === undefined ||
      ['drop_after_accept', 'hold_after_accept', 'stuck_in_progress'].includes(kind)
    ) {
      return { kind };
    }
    answer(ctx, INJECTED[kind] ?? unknownKind(kind), firstParam(ctx));
    return null;
  }

  /** The token's account, from `Authorization: Bearer` (or `OAuth`) or an `access_token` parameter. */
  private authenticate(ctx: Ctx): SandboxUser | undefined {
    const fromHeader = /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1];
    const fromParams = paramsOf(ctx).access_token;
    const token = fromHeader ?? (typeof fromParams === 'string' ? fromParams : undefined);
    const user = token === undefined ? undefined : (sandboxUserForToken(token) ?? this.oauth.userFor(token));
    if (!user) answer(ctx, token === undefined ? NO_TOKEN : INVALID_TOKEN, firstParam(ctx));
    return user;
  }

  /** The token's account when the path names it; the Graph API's "unsupported request" otherwise. */
  private ownAccount(ctx: Ctx): SandboxUser | undefined {
    const user = this.authenticate(ctx);
    if (!user) return undefined;
    if (ctx.params.userId === user.id) return user;
    answer(ctx, unsupportedRequest(ctx.params.userId, 'get'), user.id);
    return undefined;
  }

  private ownMedia(id: string, user: SandboxUser): EmulatedPost | undefined {
    return this.store.find(
      (p) => p.id === id && !p.deleted && p.kind !== 'comment' && p.accountId === user.id,
    );
  }

  /** Graph ids are long digit strings; one counter for containers, posts and comments keeps them growing. */
  private nextId(): string {
    this.lastId += 1n;
    return (17_900_000_000_000_000n + this.lastId).toString();
  }
}

const KIND_OF: Record<ContainerMediaType, string> = {
  IMAGE: 'feed',
  VIDEO: 'feed',
  REELS: 'reel',
  STORIES: 'story',
  CAROUSEL: 'carousel',
};

/** Query string and body together: the Graph API reads parameters from either. */
function paramsOf(ctx: Ctx): Record<string, unknown> {
  const query = Object.fromEntries(
    Object.entries(ctx.query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
  );
  const body = (ctx.request as { body?: unknown }).body;
  return { ...query, ...(typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) };
}

/** The id the path starts with, for the usage header of an answer given before authentication. */
function firstParam(ctx: Ctx): string {
  return ctx.params.userId ?? ctx.params.mediaId ?? ctx.params.id ?? '';
}
