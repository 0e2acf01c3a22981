import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { KoaEmulator } from '../../core/sandbox/koa-emulator';
import { metaOAuthProvider } from '../../core/sandbox/meta-oauth';
import { codePoints, lengthWithEmojiAsBytes } from '../../core/text/count';
import { CONTAINER_KINDS, INJECTED, refusals, refuse, type GraphRefusal } from './emulator-errors';
import { fetchMedia, type ReceivedMedia } from './emulator-media';
import type { ContainerStatus } from './graph-errors';
import {
  CAROUSEL_MAX,
  CAROUSEL_MIN,
  CONTAINER_TTL_MS,
  DELETE_QUOTA,
  POST_QUOTA,
  QUOTA_WINDOW_SECONDS,
  REPLY_CONTROLS,
  REPLY_QUOTA,
  TEXT_LIMIT,
  TOPIC_TAG_FORBIDDEN,
  TOPIC_TAG_MAX,
} from './limits';
import {
  decodeCursor,
  defined,
  encodeCursor,
  fieldsOf,
  flag,
  list,
  paramsOf,
  str,
  stringParams,
  timeParam,
  type Params,
} from './emulator-params';
import { StrandEngagementState } from './emulator-engagement';
import { registerStrandOAuth } from './emulator-oauth';
import { registerStrandReads, strandReplyPost } from './emulator-reads';
import { renderPost } from './emulator-render';
import type { StrandMediaType } from './media-plan';
import { STRAND_METRICS } from './reads';
import { sandboxUserForToken, strandSandboxAccount, type SandboxUser } from './sandbox';

type Ctx = RouterContext;

const MEDIA_TYPES: readonly StrandMediaType[] = ['TEXT', 'IMAGE', 'VIDEO', 'CAROUSEL'];
const DEFAULT_PAGE = 25;
const MAX_PAGE = 100;

/** A media container: what `POST /{user-id}/threads` made, on its way to being a post. */
export interface EmulatedContainer {
  id: string;
  userId: string;
  mediaType: StrandMediaType;
  text?: string;
  imageUrl?: string;
  videoUrl?: string;
  children: string[];
  isCarouselItem: boolean;
  replyToId?: string;
  replyControl?: string;
  topicTag?: string;
  linkAttachment?: string;
  createdAt: number;
  /** When preparation ends (media fetched and processed); unset while fetching. */
  readyAt?: number;
  /** The documented ERROR `error_message`, once preparation failed. */
  error?: string;
  /** Never finishes (the `processing_stuck` failure kind). */
  stuck?: boolean;
  /** Forced past its 24 hours (the `container_expired` failure kind). */
  expired?: boolean;
  /** The carousel that took this item; an item belongs to one carousel only. */
  usedBy?: string;
  publishedId?: string;
  media?: ReceivedMedia;
}

export interface StrandEmulatorOptions {
  /** Milliseconds since the epoch; tests move it to cross the 24-hour expiry and quota window. */
  now?: () => number;
  /** How long a fetched video stays IN_PROGRESS, standing in for the platform's transcoding. */
  videoProcessingMs?: number;
}

/**
 * The strand platform (modelled on the Threads API) in memory: the two publishing steps with
 * containers that are prepared, finish, fail or expire; carousels over item containers; media
 * pulled over real HTTP and checked; the account's posts and replies listed newest first; delete;
 * the rolling publishing quota; and the Graph error envelope.
 *
 * Failure kinds (POST /_sandbox/fail): the shared ones and those in `INJECTED` act on the next
 * publish or delete (the calls that change what readers see); `container_expired` expires the
 * container being published; those in `CONTAINER_KINDS` act on the next container created.
 */
export class StrandEmulator extends KoaEmulator {
  /** Threads: Meta's flow (no PKCE, one-hour tokens from a code, the token itself is refreshed). */
  protected override readonly oauth = metaOAuthProvider((handle) => ({
    id: strandSandboxAccount(handle).externalAccountId,
    handle,
  }));
  private readonly now: () => number;
  private readonly videoProcessingMs: number;
  private containerMap = new Map<string, EmulatedContainer>();
  private containerFailures: string[] = [];
  private deletions: Array<{ userId: string; at: number }> = [];
  /** Ids keep growing across resets, so an id remembered from before a reset never names a new object. */
  private lastId = 17_900_000_000_000_000n;
  /** Background media work started before a reset must not touch the state after it. */
  private generation = 0;
  /** Hidden replies and engagement refusals (plugins/strand/emulator-engagement.ts). */
  readonly engagementState = new StrandEngagementState();

  constructor(options: StrandEmulatorOptions = {}) {
    super();
    this.now = options.now ?? Date.now;
    this.videoProcessingMs = options.videoProcessingMs ?? 200;
  }

  protected override routes(router: Router): void {
    router.get('/_sandbox/posts/:id', (ctx) => this.publicPost(ctx));
    registerStrandOAuth(router, { oauth: this.oauth, userFor: (ctx) => this.userFor(ctx) });
    registerStrandReads(router, {
      userFor: (ctx) => this.userFor(ctx),
      posts: () => this.store,
      engagement: this.engagement,
      isHidden: (id) => this.engagementState.isHidden(id),
    });
    this.engagementState.register(router, {
      userFor: (ctx) => this.userFor(ctx),
      livePost: (id) => this.livePost(id),
    });
    router.post('/:userId/threads', (ctx) => this.createContainer(ctx));
    router.post('/:userId/threads_publish', (ctx) => this.publish(ctx));
    router.get('/:userId/threads', (ctx) => this.list(ctx, false));
    router.get('/:userId/replies', (ctx) => this.list(ctx, true));
    router.get('/:userId/threads_publishing_limit', (ctx) => this.publishingLimit(ctx));
    router.get('/:id', (ctx) => this.read(ctx));
    router.delete('/:id', (ctx) => this.deletePost(ctx));
  }

  override failNext(kind: string, count = 1): void {
    if (!(kind in CONTAINER_KINDS)) return super.failNext(kind, count);
    for (let i = 0; i < count; i += 1) this.containerFailures.push(kind);
  }

  override reset(): void {
    super.reset();
    this.containerMap = new Map();
    this.containerFailures = [];
    this.deletions = [];
    this.generation += 1;
    this.engagementState.reset();
  }
  protected override ownState(): Record<string, unknown> {
    return { lastId: this.lastId.toString(), hidden: this.engagementState.snapshot() };
  }

  protected override restoreOwnState(saved: Record<string, unknown>): void {
    if (typeof saved.lastId === 'string') this.lastId = BigInt(saved.lastId);
    this.engagementState.restore(saved.hidden);
  }

  protected override engagementMetrics(): readonly string[] {
    return STRAND_METRICS;
  }

  /** Someone else's reply is a post of theirs, listed and counted like the account's own replies. */
  protected override storeReply(post: EmulatedPost, reply: { text: string; authorHandle: string }): void {
    this.store.push(strandReplyPost(this.nextId(), this.now(), post, reply));
  }

  /** Every container with its current status, oldest first (tests read the state machine here). */
  containers(): Array<EmulatedContainer & { status: ContainerStatus }> {
    return [...this.containerMap.values()].map((c) => ({
      ...c,
      children: [...c.children],
      status: this.statusOf(c),
    }));
  }

  // --- step one: containers ---

  private async createContainer(ctx: Ctx): Promise<void> {
    const user = this.userFor(ctx);
    if (!user) return;
    const wrongPath = this.checkPath(ctx, user, 'POST');
    if (wrongPath) return refuse(ctx, wrongPath);
    const p = paramsOf(ctx);
    const checked = this.checkContainer(user, p);
    if ('status' in checked) return refuse(ctx, checked);

    const container: EmulatedContainer = { ...checked, id: this.nextId(), createdAt: this.now() };
    if (container.mediaType === 'IMAGE') {
      // The platform pulls an image while creating its container and refuses at once if it cannot.
      const fetched = await fetchMedia(container.imageUrl ?? '', 'image');
      if (!fetched.ok) {
        return refuse(
          ctx,
          fetched.problem === 'unreachable'
            ? refusals.notFetched(container.imageUrl ?? '', fetched.reason)
            : refusals.invalid(`The image at image_url was refused: ${fetched.reason}.`),
        );
      }
      container.media = fetched.media;
      container.readyAt = this.now();
    } else if (container.mediaType === 'VIDEO') {
      // A video is pulled and processed after the answer; its container stays IN_PROGRESS meanwhile.
      void this.prepareVideo(container, this.generation);
    } else {
      container.readyAt = this.now();
    }
    // Taken once the container exists, so a refused call does not use up the queued kind.
    const injected = this.containerFailures.shift();
    if (injected !== undefined) Object.assign(container, CONTAINER_KINDS[injected]);
    for (const childId of container.children) this.containerMap.get(childId)!.usedBy = container.id;
    this.containerMap.set(container.id, container);
    ctx.body = { id: container.id };
  }

  /** The container the parameters describe, or the platform's refusal of the first bad one. */
  private checkContainer(
    user: SandboxUser,
    p: Params,
  ): Omit<EmulatedContainer, 'id' | 'createdAt'> | GraphRefusal {
    const mediaType = str(p.media_type)?.toUpperCase() as StrandMediaType | undefined;
    if (!mediaType || !MEDIA_TYPES.includes(mediaType)) {
      return refusals.invalid(`Param media_type must be one of {${MEDIA_TYPES.join(', ')}}.`);
    }
    const text = str(p.text);
    if (mediaType === 'TEXT' && (text === undefined || text.trim() === '')) {
      return refusals.invalid('Param text is required for a TEXT post.');
    }
    if (text !== undefined && lengthWithEmojiAsBytes(text) > TEXT_LIMIT) {
      return refusals.invalid(`Param text must be at most ${TEXT_LIMIT} characters long.`);
    }
    const isCarouselItem = flag(p.is_carousel_item);
    if (isCarouselItem && mediaType !== 'IMAGE' && mediaType !== 'VIDEO') {
      return refusals.invalid('Only IMAGE and VIDEO containers can be carousel items.');
    }
    const imageUrl = str(p.image_url);
    const videoUrl = str(p.video_url);
    if (mediaType === 'IMAGE' && !imageUrl) return refusals.invalid('Param image_url is required for IMAGE.');
    if (mediaType === 'VIDEO' && !videoUrl) return refusals.invalid('Param video_url is required for VIDEO.');

    const children = mediaType === 'CAROUSEL' ? list(p.children) : [];
    if (mediaType === 'CAROUSEL') {
      const problem = this.checkChildren(user, children);
      if (problem) return problem;
    }
    const replyToId = str(p.reply_to_id);
    if (replyToId !== undefined && !this.livePost(replyToId)) {
      return refusals.invalid(`Param reply_to_id: the post ${replyToId} does not exist or was deleted.`);
    }
    const replyControl = str(p.reply_control);
    if (replyControl !== undefined && !REPLY_CONTROLS.includes(replyControl)) {
      return refusals.invalid(`Param reply_control must be one of {${REPLY_CONTROLS.join(', ')}}.`);
    }
    const topicTag = str(p.topic_tag);
    if (
      topicTag !== undefined &&
      (codePoints(topicTag) < 1 || codePoints(topicTag) > TOPIC_TAG_MAX || TOPIC_TAG_FORBIDDEN.test(topicTag))
    ) {
      return refusals.invalid(`Param topic_tag must be 1-${TOPIC_TAG_MAX} characters without "." or "&".`);
    }
    const linkAttachment = str(p.link_attachment);
    if (linkAttachment !== undefined && (mediaType !== 'TEXT' || !/^https?:\/\/\S+$/i.test(linkAttachment))) {
      return refusals.invalid('Param link_attachment must be an http(s) URL on a TEXT post.');
    }
    return {
      userId: user.id,
      mediaType,
      isCarouselItem,
      children,
      ...defined({ text, imageUrl, videoUrl, replyToId, replyControl, topicTag, linkAttachment }),
    };
  }

  private checkChildren(user: SandboxUser, children: string[]): GraphRefusal | undefined {
    if (children.length < CAROUSEL_MIN || children.length > CAROUSEL_MAX) {
      return refusals.invalid(`Param children must list ${CAROUSEL_MIN} to ${CAROUSEL_MAX} carousel items.`);
    }
    if (new Set(children).size !== children.length)
      return refusals.invalid('Param children repeats an item.');
    for (const id of children) {
      const child = this.containerMap.get(id);
      if (!child || child.userId !== user.id) return refusals.noSuchObject(id, 'POST');
      if (!child.isCarouselItem)
        return refusals.invalid(`Container ${id} was not created as a carousel item.`);
      if (child.usedBy !== undefined)
        return refusals.invalid(`Carousel item ${id} is already in a carousel.`);
      const status = this.statusOf(child);
      if (status !== 'FINISHED') return refusals.invalid(`Carousel item ${id} is ${status}, not FINISHED.`);
    }
    return undefined;
  }

  private async prepareVideo(container: EmulatedContainer, generation: number): Promise<void> {
    const fetched = await fetchMedia(container.videoUrl ?? '', 'video');
    if (generation !== this.generation) return;
    if (!fetched.ok) {
      container.error ??=
        fetched.problem === 'unreachable' ? 'FAILED_DOWNLOADING_VIDEO' : 'FAILED_PROCESSING_VIDEO';
      return;
    }
    container.media = fetched.media;
    container.readyAt = this.now() + this.videoProcessingMs;
  }

  private statusOf(c: EmulatedContainer): ContainerStatus {
    if (c.publishedId !== undefined) return 'PUBLISHED';
    if (c.error !== undefined) return 'ERROR';
    if (c.expired || this.now() - c.createdAt >= CONTAINER_TTL_MS) return 'EXPIRED';
    if (c.stuck || c.readyAt === undefined || this.now() < c.readyAt) return 'IN_PROGRESS';
    return 'FINISHED';
  }

  // --- step two: publish ---

  private async publish(ctx: Ctx): Promise<void> {
    const kind = this.failures.take();
    const user = this.userFor(ctx);
    if (!user) return;
    const answered = answerInjected(ctx, kind, user);
    if (answered) return;
    const problem = this.checkPath(ctx, user, 'POST');
    if (problem) return refuse(ctx, problem);

    const creationId = str(paramsOf(ctx).creation_id);
    if (!creationId) return refuse(ctx, refusals.invalid('Param creation_id is required.'));
    const container = this.containerMap.get(creationId);
    if (!container || container.userId !== user.id)
      return refuse(ctx, refusals.noSuchObject(creationId, 'POST'));
    if (kind === 'container_expired') container.expired = true;

    const refusal = this.publishRefusal(container);
    if (refusal) return refuse(ctx, refusal);
    // Publishing a reply is the engagement call: a refusal queued for replies answers it.
    const refused = container.replyToId !== undefined ? this.engagementState.take('reply', user) : undefined;
    if (refused) return refuse(ctx, refused);

    const post: EmulatedPost = {
      id: this.nextId(),
      accountId: user.id,
      handle: user.handle,
      text: container.text ?? '',
      createdAt: new Date(this.now()).toISOString(),
      mediaType: container.mediaType,
      containerId: container.id,
      ...defined({
        replyToId: container.replyToId,
        topicTag: container.topicTag,
        replyControl: container.replyControl,
        linkAttachment: container.linkAttachment,
      }),
      ...this.mediaOf(container),
    };
    container.publishedId = post.id;
    this.store.push(post);
    if (!(await this.afterAccept(ctx, kind))) return;
    ctx.body = { id: post.id };
  }

  private publishRefusal(container: EmulatedContainer): GraphRefusal | undefined {
    if (container.isCarouselItem) return refusals.invalid('A carousel item cannot be published on its own.');
    const status = this.statusOf(container);
    if (status === 'EXPIRED') return refusals.expired(container.id);
    if (status === 'IN_PROGRESS') return refusals.notReady(container.id);
    if (status === 'ERROR') return refusals.invalid(`The media container failed: ${container.error}.`);
    if (status === 'PUBLISHED')
      return refusals.invalid(`The media container ${container.id} is already published.`);
    if (container.replyToId !== undefined && !this.livePost(container.replyToId)) {
      return refusals.invalid(`The post ${container.replyToId} this replies to was deleted.`);
    }
    const isReply = container.replyToId !== undefined;
    const limit = isReply ? REPLY_QUOTA : POST_QUOTA;
    if (this.usage(container.userId, isReply) >= limit) {
      return refusals.quotaReached(isReply ? 'replies' : 'posts', limit);
    }
    return undefined;
  }

  /** The files as the post holds them: one for an image or a video, the items in order for a carousel. */
  private mediaOf(container: EmulatedContainer): Partial<EmulatedPost> {
    if (container.mediaType === 'IMAGE' || container.mediaType === 'VIDEO') {
      return { media: container.media ? [container.media] : [] };
    }
    if (container.mediaType === 'CAROUSEL') {
      const items = container.children.map((id) => this.containerMap.get(id)!);
      return { children: [...container.children], media: items.map((c) => c.media) };
    }
    return {};
  }

  // --- reads ---

  private list(ctx: Ctx, replies: boolean): void {
    const user = this.userFor(ctx);
    if (!user) return;
    const problem = this.checkPath(ctx, user, 'GET');
    if (problem) return refuse(ctx, problem);
    const p = paramsOf(ctx);
    const since = timeParam(p.since);
    const until = timeParam(p.until);
    const limit = p.limit === undefined ? DEFAULT_PAGE : Number(str(p.limit));
    if (since === null || until === null)
      return refuse(ctx, refusals.invalid('Params since and until take a unix timestamp.'));
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
      return refuse(ctx, refusals.invalid(`Param limit must be between 1 and ${MAX_PAGE}.`));
    }

    const matching = this.store
      .filter((post) => post.accountId === user.id && !post.deleted)
      .filter((post) => (post.replyToId !== undefined) === replies)
      .filter((post) => since === undefined || Date.parse(post.createdAt) >= since)
      .filter((post) => until === undefined || Date.parse(post.createdAt) <= until)
      .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
    const after = str(p.after);
    const start = after === undefined ? 0 : matching.findIndex((post) => post.id === decodeCursor(after)) + 1;
    if (after !== undefined && start === 0)
      return refuse(ctx, refusals.invalid('Param after is not a valid cursor.'));
    const page = matching.slice(start, start + limit);
    const fields = fieldsOf(p.fields);
    const body: Record<string, unknown> = { data: page.map((post) => renderPost(post, fields)) };
    if (page.length > 0) {
      const last = encodeCursor(page[page.length - 1].id);
      const paging: Record<string, unknown> = { cursors: { before: encodeCursor(page[0].id), after: last } };
      if (start + limit < matching.length) {
        const next = new URLSearchParams({ ...stringParams(p), after: last });
        next.delete('access_token');
        paging.next = `${ctx.path}?${next.toString()}`;
      }
      body.paging = paging;
    }
    ctx.body = body;
  }

  /** `GET /{id}`: a container's status, or a published post's fields. */
  private read(ctx: Ctx): void {
    const user = this.userFor(ctx);
    if (!user) return;
    const id = ctx.params.id;
    const fields = fieldsOf(paramsOf(ctx).fields);
    const container = this.containerMap.get(id);
    if (container && container.userId === user.id) {
      const status = this.statusOf(container);
      ctx.body = {
        id,
        ...(fields.has('status') ? { status } : {}),
        ...(fields.has('error_message') && container.error !== undefined
          ? { error_message: container.error }
          : {}),
      };
      return;
    }
    const post = this.store.find((p) => p.id === id && !p.deleted);
    if (!post) return refuse(ctx, refusals.noSuchObject(id, 'GET'));
    ctx.body = renderPost(post, fields);
  }

  private publishingLimit(ctx: Ctx): void {
    const user = this.userFor(ctx);
    if (!user) return;
    const problem = this.checkPath(ctx, user, 'GET');
    if (problem) return refuse(ctx, problem);
    const asked = fieldsOf(paramsOf(ctx).fields);
    const fields = asked.size > 1 ? asked : new Set(['quota_usage', 'config']);
    const config = (total: number) => ({ quota_total: total, quota_duration: QUOTA_WINDOW_SECONDS });
    const all: Record<string, unknown> = {
      quota_usage: this.usage(user.id, false),
      config: config(POST_QUOTA),
      reply_quota_usage: this.usage(user.id, true),
      reply_config: config(REPLY_QUOTA),
      delete_quota_usage: this.deletesInWindow(user.id),
      delete_config: config(DELETE_QUOTA),
    };
    ctx.body = { data: [Object.fromEntries(Object.entries(all).filter(([name]) => fields.has(name)))] };
  }

  private publicPost(ctx: Ctx): void {
    const post = this.store.find((p) => p.id === ctx.params.id);
    ctx.status = post ? 200 : 404;
    ctx.body = post ? { ...post } : { message: `No post ${ctx.params.id} on the emulated platform.` };
  }

  // --- delete ---

  private async deletePost(ctx: Ctx): Promise<void> {
    const kind = this.failures.take();
    const user = this.userFor(ctx);
    if (!user) return;
    if (answerInjected(ctx, kind, user)) return;
    const post = this.store.find((p) => p.id === ctx.params.id && !p.deleted);
    if (!post) return refuse(ctx, refusals.noSuchObject(ctx.params.id, 'DELETE'));
    if (post.accountId !== user.id) return refuse(ctx, refusals.permission());
    if (this.deletesInWindow(user.id) >= DELETE_QUOTA)
      return refuse(ctx, refusals.quotaReached('deletes', DELETE_QUOTA));

    post.deleted = true;
    post.deletedAt = new Date(this.now()).toISOString();
    this.deletions.push({ userId: user.id, at: this.now() });
    if (!(await this.afterAccept(ctx, kind))) return;
    ctx.body = { success: true, deleted_id: post.id };
  }

  // --- helpers ---

  /** The token's user (header or `access_token`), or the platform's 401 already sent. */
  private userFor(ctx: Ctx): SandboxUser | undefined {
    const header = /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(ctx.get('authorization'));
    const token = header?.[1] ?? str(paramsOf(ctx).access_token) ?? '';
    const user = sandboxUserForToken(token) ?? this.oauth.userFor(token);
    if (!user) refuse(ctx, refusals.badToken());
    return user;
  }

  /** `/{user-id}/...` must name the token's own user (or `me`). */
  private checkPath(ctx: Ctx, user: SandboxUser, method: string): GraphRefusal | undefined {
    const named = ctx.params.userId;
    return named === 'me' || named === user.id ? undefined : refusals.noSuchObject(named, method);
  }

  private livePost(id: string): EmulatedPost | undefined {
    return this.store.find((p) => p.id === id && !p.deleted);
  }

  /** Posts (or replies) the user published in the rolling window; deleting one gives nothing back. */
  private usage(userId: string, replies: boolean): number {
    const from = this.now() - QUOTA_WINDOW_SECONDS * 1000;
    return this.store.filter(
      (p) =>
        p.accountId === userId && (p.replyToId !== undefined) === replies && Date.parse(p.createdAt) > from,
    ).length;
  }

  private deletesInWindow(userId: string): number {
    const from = this.now() - QUOTA_WINDOW_SECONDS * 1000;
    return this.deletions.filter((d) => d.userId === userId && d.at > from).length;
  }

  private nextId(): string {
    this.lastId += 1n;
    return this.lastId.toString();
  }
}

/** Answers a queued failure kind that refuses the call outright; true when it answered. */
function answerInjected(ctx: Ctx, kind: string | undefined, user: SandboxUser): boolean {
  if (kind === undefined || ['drop_after_accept', 'hold_after_accept', 'container_expired'].includes(kind)) {
    return false;
  }
  // A misspelt kind should fail the test that queued it, not pass silently.
  refuse(ctx, INJECTED[kind]?.(user.id) ?? refusals.unknownKind(kind));
  return true;
}
