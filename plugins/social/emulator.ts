import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { KoaEmulator } from '../../core/sandbox/koa-emulator';
import { MetaInbox, type InboxMessage } from '../../core/sandbox/meta-inbox';
import { MetaWebhookSender, type WebhookSubscription } from '../../core/sandbox/meta-webhooks';
import {
  AFTER_ACCEPT_KINDS,
  bodyOf,
  errors,
  flag,
  graphFail,
  injectedFailure,
  single,
  structured,
  tokenOf,
  type Body,
  type GraphFailure,
} from './emulator-graph';
import { checkTargeting, checkText, optionalString } from './emulator-checks';
import { renderListing, renderObject, type Edge } from './emulator-listing';
import { SocialEngagementState, type SocialEngagementSnapshot } from './emulator-engagement';
import { registerSocialReads, SOCIAL_ENGAGEMENT_METRICS, socialComment } from './emulator-reads';
import { fetchMedia, type ReceivedMedia } from './emulator-media';
import { registerSocialOAuth, SocialOAuthServer } from './emulator-oauth';
import {
  handleUpload,
  isComplete,
  isExpired,
  newSession,
  uploadedMedia,
  UPLOAD_PATH,
  type UploadSession,
} from './emulator-upload';
import {
  isHttpUrl,
  PHOTO_MAX_BYTES,
  SCHEDULE_MAX_MS,
  SCHEDULE_MIN_MS,
  SOCIAL_COMMENT_LIMIT,
  SOCIAL_TEXT_LIMIT,
  VIDEO_URL_MAX_BYTES,
} from './rules';
import { sandboxPageForToken } from './sandbox';

/** What each stored post is; a test reads it from `/_sandbox/posts`. */
export type SocialPostKind = 'status' | 'link' | 'photo' | 'album' | 'video' | 'reel' | 'story' | 'comment';

/** A photo uploaded with `published=false`: a container for a multi-photo post or a story. */
interface UnpublishedPhoto {
  id: string;
  pageId: string;
  media: ReceivedMedia;
  temporary: boolean;
  usedBy?: string;
}

interface Page {
  pageId: string;
  handle: string;
}

type Ctx = RouterContext;

const REEL_STATES = ['PUBLISHED', 'DRAFT', 'SCHEDULED'];
/** Object ids start here, so they have the 16 digits real ones have. */
const ID_BASE = 1_000_000_000_000_000;

export interface SocialEmulatorOptions {
  /** Milliseconds since the epoch; tests move it to expire upload sessions and reach schedules. */
  now?: () => number;
}

/**
 * The Pages API in memory: feed, link, photo, multi-photo and video posts, reels and video stories
 * through upload sessions and the upload host, photo stories, comments, edit, delete, the Page's
 * listings, platform-side scheduling, with the Graph error envelope and the platform's limits.
 * It fetches the media URLs it is given over real HTTP and checks what arrives.
 * `GET /_sandbox/posts/:id` stands in for a post's public page.
 */
export class SocialEmulator extends KoaEmulator {
  /** Facebook Login: user tokens, and the Page tokens `/me/accounts` hands out. */
  private readonly login = new SocialOAuthServer();
  protected override readonly oauth = this.login.provider;
  private readonly now: () => number;
  private lastId = 0;
  private photos = new Map<string, UnpublishedPhoto>();
  private sessions = new Map<string, UploadSession>();
  /** The Pages' likes, and refusals queued for engagement calls (plugins/social/emulator-engagement.ts). */
  readonly engagementState = new SocialEngagementState();
  /** Page webhooks (`object: page`, field `feed`, comments) to the subscribed callback. */
  readonly webhooks = new MetaWebhookSender('page');
  /** Private replies to commenters (core/sandbox/meta-inbox.ts). */
  readonly inbox = new MetaInbox();

  constructor(options: SocialEmulatorOptions = {}) {
    super();
    this.now = options.now ?? Date.now;
  }

  protected override routes(router: Router): void {
    // The upload host lives beside the Graph paths, as `rupload` does beside `graph`.
    router.post(new RegExp(`^/${UPLOAD_PATH.replace(/\./g, '\\.')}`), (ctx) => {
      const takeFailure = () => passThrough(this.failures.take());
      const pageFor = (token: string) => sandboxPageForToken(token) ?? this.login.pageFor(token);
      return handleUpload({ sessions: this.sessions, takeFailure, now: this.now, pageFor }, ctx);
    });
    router.get('/_sandbox/posts/:id', (ctx) => this.publicPost(ctx));
    // Before the Graph paths: `POST /_sandbox/comments` would otherwise be `POST /{object-id}/comments`.
    this.webhooks.register(router, bodyOf);
    this.inbox.register(router, {
      authenticate: (ctx) => this.authenticate(ctx)?.pageId,
      posts: () => this.store,
      ownerOfComment: (comment) => this.store.find((p) => p.id === comment.replyToId)?.accountId,
      visitorComment: (post, comment, at) => this.visitorComment(post, comment, at),
      now: () => this.now(),
      nextId: () => this.nextId(),
      params: bodyOf,
      permission: 'pages_messaging',
    });
    this.engagementState.register(router, () => this.store);
    registerSocialOAuth(router, this.login);
    router.post('/:pageId/feed', (ctx) => this.write(ctx, (page) => this.createFeedPost(ctx, page)));
    router.post('/:pageId/photos', (ctx) => this.write(ctx, (page) => this.createPhoto(ctx, page)));
    router.post('/:pageId/videos', (ctx) => this.write(ctx, (page) => this.createVideo(ctx, page)));
    router.post('/:pageId/video_reels', (ctx) =>
      this.write(ctx, (page, kind) => this.videoUpload(ctx, page, 'video_reels', kind)),
    );
    router.post('/:pageId/video_stories', (ctx) =>
      this.write(ctx, (page, kind) => this.videoUpload(ctx, page, 'video_stories', kind)),
    );
    router.post('/:pageId/photo_stories', (ctx) =>
      this.write(ctx, (page) => this.createPhotoStory(ctx, page)),
    );
    router.post('/:objectId/comments', (ctx) => this.write(ctx, (page) => this.createComment(ctx, page)));
    for (const liked of [true, false]) {
      router[liked ? 'post' : 'delete']('/:objectId/likes', (ctx) =>
        this.write(ctx, async (page) => {
          const id = ctx.params.objectId;
          const target = this.live(id);
          return this.engagementState.like(
            page,
            target && isLive(target, this.now()) ? target : undefined,
            id,
            liked,
          );
        }),
      );
    }
    router.post('/:objectId', (ctx) => this.write(ctx, (page) => this.updateObject(ctx, page)));
    router.delete('/:objectId', (ctx) => this.write(ctx, (page) => this.deleteObject(ctx, page)));
    for (const edge of ['feed', 'scheduled_posts', 'videos', 'video_reels', 'stories'] as const) {
      router.get(`/:pageId/${edge}`, (ctx) => this.pageListing(ctx, edge));
    }
    router.get('/:objectId/comments', (ctx) => this.commentListing(ctx));
    registerSocialReads(router, {
      authenticate: (ctx) => this.authenticate(ctx),
      owned: (id, page) => this.owned(id, page),
      posts: () => this.store,
      engagement: this.engagement,
      likesOf: (id) => this.engagementState.likesOf(id),
    });
    router.get('/:objectId', (ctx) => this.readObject(ctx));
  }

  protected override engagementMetrics(): readonly string[] {
    return SOCIAL_ENGAGEMENT_METRICS;
  }

  /** Someone's comment is a comment in the store, listed and counted with the Page's own. */
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
    if (!isLive(post, this.now())) return 'The post is not published yet.';
    const comment = socialComment(this.nextId(), at, post, reply);
    if (typeof comment === 'string') return comment;
    this.store.push(comment);
    const time = Math.floor(at / 1000);
    this.webhooks.notify({
      id: post.accountId,
      time,
      changes: [
        {
          field: 'feed',
          value: {
            from: { id: comment.accountId, name: reply.authorHandle },
            post: { id: post.id, status_type: 'added_photos', is_published: true },
            message: comment.text,
            post_id: post.id,
            comment_id: comment.id,
            created_time: time,
            item: 'comment',
            parent_id: post.id,
            verb: 'add',
          },
        },
      ],
    });
    return comment;
  }

  override reset(): void {
    super.reset();
    this.lastId = 0;
    this.photos = new Map();
    this.sessions = new Map();
    this.engagementState.reset();
    this.webhooks.reset();
    this.inbox.reset();
  }
  protected override ownState(): Record<string, unknown> {
    return {
      lastId: this.lastId,
      login: this.login.snapshot(),
      engagement: this.engagementState.snapshot(),
      webhooks: this.webhooks.snapshot(),
      inbox: this.inbox.snapshot(),
    };
  }

  protected override restoreOwnState(saved: Record<string, unknown>): void {
    if (typeof saved.lastId === 'number') this.lastId = saved.lastId;
    this.engagementState.restore(saved.engagement as SocialEngagementSnapshot | undefined);
    this.webhooks.restore(saved.webhooks as WebhookSubscription | undefined);
    this.inbox.restore(saved.inbox as InboxMessage[] | undefined);
    if (saved.login) this.login.restore(saved.login as ReturnType<SocialOAuthServer['snapshot']>);
  }

  /**
   * Every write: a queued failure first (the platform's own trouble comes before any check),
   * then the token, then the call. `make` answers a failure or returns the answer to send once
   * what it stored is accepted (where `drop_after_accept` and `hold_after_accept` act).
   */
  private async write(
    ctx: Ctx,
    make: (page: Page, kind: string | undefined) => Promise<GraphFailure | Body>,
  ): Promise<void> {
    const kind = passThrough(this.failures.take());
    if (kind !== undefined && !AFTER_ACCEPT_KINDS.includes(kind)) {
      // An upload session can be made already expired, so the expiry shows where it does on the platform.
      const startsUpload = kind === 'session_expired' && bodyOf(ctx).upload_phase === 'start';
      if (!startsUpload) {
        const failure = injectedFailure(kind, this.pageOf(ctx)?.pageId ?? '0');
        return graphFail(ctx, failure ?? errors.invalid(`Unknown sandbox failure kind "${kind}".`));
      }
    }
    const page = this.authenticate(ctx);
    if (!page) return;
    const result = await make(page, kind);
    if (isFailure(result)) return graphFail(ctx, result);
    if (!(await this.afterAccept(ctx, kind))) return;
    ctx.status = 200;
    ctx.body = result;
  }

  private async createFeedPost(ctx: Ctx, page: Page): Promise<GraphFailure | Body> {
    const own = this.ownPage(ctx, page);
    if (own) return own;
    const body = bodyOf(ctx);
    const message = optionalString(body.message);
    const link = optionalString(body.link);
    const attached = structured(body.attached_media);
    if (message === null || link === null) return errors.invalid('message and link must be strings');
    if ((message ?? '') === '' && link === undefined && attached === undefined) {
      return errors.invalid('Missing message or attachment');
    }
    const tooLong = checkText(message, SOCIAL_TEXT_LIMIT);
    if (tooLong) return tooLong;
    if (link !== undefined && !isHttpUrl(link)) return errors.invalid('The link URL is not valid.');
    if (link !== undefined && attached !== undefined) {
      return errors.invalid('A post takes either a link or attached_media, not both.');
    }
    const photos = attached === undefined ? [] : this.takeAttached(attached, page);
    if (!Array.isArray(photos)) return photos;
    const targeting = structured(body.feed_targeting);
    if (targeting !== undefined) {
      const problem = checkTargeting(targeting, photos.length > 0);
      if (problem) return problem;
    }
    const timing = this.timing(body, true);
    if ('error' in timing) return timing;
    if (
      timing.published &&
      photos.length === 0 &&
      link === undefined &&
      this.isDuplicateStatus(page, message ?? '')
    ) {
      return errors.duplicate;
    }

    const post = this.keep({
      id: `${page.pageId}_${this.nextId()}`,
      pageId: page.pageId,
      kind: photos.length > 0 ? 'album' : link !== undefined ? 'link' : 'status',
      text: message ?? '',
      ...timing,
      ...(link !== undefined ? { link } : {}),
      ...(targeting !== undefined ? { feedTargeting: targeting } : {}),
      media: photos.map((p) => p.media),
      ...(photos.length > 0 ? { photoIds: photos.map((p) => p.id) } : {}),
    });
    photos.forEach((p) => (p.usedBy = post.id));
    return { id: post.id };
  }

  private async createPhoto(ctx: Ctx, page: Page): Promise<GraphFailure | Body> {
    const own = this.ownPage(ctx, page);
    if (own) return own;
    const body = bodyOf(ctx);
    const url = optionalString(body.url);
    if (url === undefined || url === null) return errors.download('no url and no file were sent');
    if (!isHttpUrl(url)) return errors.invalid('url should represent a valid URL');
    const caption = optionalString(body.caption);
    if (caption === null) return errors.invalid('caption must be a string');
    const tooLong = checkText(caption, SOCIAL_TEXT_LIMIT);
    if (tooLong) return tooLong;
    const timing = this.timing(body, true);
    if ('error' in timing) return timing;

    const fetched = await fetchMedia(url, 'image', PHOTO_MAX_BYTES);
    if (!fetched.ok) {
      return fetched.problem === 'download'
        ? errors.download(fetched.detail)
        : errors.invalid(`Invalid image: ${fetched.detail}`);
    }
    const photoId = this.nextId();
    if (!timing.published && timing.scheduledPublishTime === undefined) {
      this.photos.set(photoId, {
        id: photoId,
        pageId: page.pageId,
        media: fetched.media,
        temporary: flag(body.temporary, false),
      });
      return { id: photoId };
    }
    const post = this.keep({
      id: `${page.pageId}_${this.nextId()}`,
      pageId: page.pageId,
      kind: 'photo',
      text: caption ?? '',
      ...timing,
      media: [fetched.media],
      photoIds: [photoId],
    });
    return { id: photoId, post_id: post.id };
  }

  private async createVideo(ctx: Ctx, page: Page): Promise<GraphFailure | Body> {
    const own = this.ownPage(ctx, page);
    if (own) return own;
    const body = bodyOf(ctx);
    const fileUrl = optionalString(body.file_url);
    if (fileUrl === undefined || fileUrl === null || !isHttpUrl(fileUrl)) {
      return errors.invalid('file_url must be the http(s) address of the video file');
    }
    const description = optionalString(body.description);
    const title = optionalString(body.title);
    if (description === null || title === null)
      return errors.invalid('title and description must be strings');
    const tooLong = checkText(description, SOCIAL_TEXT_LIMIT);
    if (tooLong) return tooLong;
    const timing = this.timing(body, true);
    if ('error' in timing) return timing;

    const fetched = await fetchMedia(fileUrl, 'video', VIDEO_URL_MAX_BYTES);
    if (!fetched.ok) {
      if (fetched.problem === 'download') return errors.download(fetched.detail);
      return fetched.problem === 'type'
        ? errors.videoFormat(fetched.detail)
        : errors.invalid(`Video too large: ${fetched.detail}`);
    }
    const post = this.keep({
      id: this.nextId(),
      pageId: page.pageId,
      kind: 'video',
      text: description ?? '',
      ...timing,
      ...(title !== undefined ? { title } : {}),
      media: [fetched.media],
    });
    return { id: post.id };
  }

  /** `upload_phase=start` opens a session; `finish` publishes what the upload host received. */
  private async videoUpload(
    ctx: Ctx,
    page: Page,
    edge: UploadSession['edge'],
    kind: string | undefined,
  ): Promise<GraphFailure | Body> {
    const own = this.ownPage(ctx, page);
    if (own) return own;
    const body = bodyOf(ctx);
    if (body.upload_phase === 'start') {
      const session = newSession(this.nextId(), page.pageId, edge, this.now());
      session.forcedExpired = kind === 'session_expired';
      this.sessions.set(session.videoId, session);
      // Relative: the emulator cannot know the address it is mounted at; clients resolve it
      // against their base URL, which leaves the real platform's absolute URL as it is.
      return { video_id: session.videoId, upload_url: `${UPLOAD_PATH}${session.videoId}` };
    }
    if (body.upload_phase !== 'finish') return errors.invalid('upload_phase must be one of start, finish');

    const videoId = optionalString(body.video_id);
    const session = typeof videoId === 'string' ? this.sessions.get(videoId) : undefined;
    if (!session || session.pageId !== page.pageId || session.edge !== edge || session.finished) {
      return errors.missing(String(body.video_id));
    }
    if (isExpired(session, this.now())) return errors.expired;
    if (!isComplete(session)) {
      return errors.invalid(
        `The video upload is not complete: ${session.received} of ${session.fileSize ?? 'unknown'} bytes received.`,
      );
    }
    if (edge === 'video_stories') {
      session.finished = true;
      const story = this.keep({
        id: this.nextId(),
        pageId: page.pageId,
        kind: 'story',
        text: '',
        published: true,
        mediaType: 'video',
        videoId: session.videoId,
        media: [uploadedMedia(session)],
      });
      return { success: true, post_id: story.id };
    }

    const state = body.video_state ?? 'PUBLISHED';
    if (typeof state !== 'string' || !REEL_STATES.includes(state)) {
      return errors.invalid(`video_state must be one of ${REEL_STATES.join(', ')}`);
    }
    const description = optionalString(body.description);
    if (description === null) return errors.invalid('description must be a string');
    const tooLong = checkText(description, SOCIAL_TEXT_LIMIT);
    if (tooLong) return tooLong;
    const timing =
      state === 'SCHEDULED'
        ? this.timing({ ...body, published: false }, false)
        : { published: state === 'PUBLISHED' };
    if ('error' in timing) return timing;
    session.finished = true;
    this.keep({
      id: session.videoId,
      pageId: page.pageId,
      kind: 'reel',
      text: description ?? '',
      ...timing,
      videoState: state,
      media: [uploadedMedia(session)],
    });
    return { success: true };
  }

  private async createPhotoStory(ctx: Ctx, page: Page): Promise<GraphFailure | Body> {
    const own = this.ownPage(ctx, page);
    if (own) return own;
    const photoId = optionalString(bodyOf(ctx).photo_id);
    const photo = typeof photoId === 'string' ? this.photos.get(photoId) : undefined;
    if (!photo || photo.pageId !== page.pageId) return errors.missing(String(photoId));
    if (photo.usedBy !== undefined) return errors.invalid('This photo is already part of a post.');
    const story = this.keep({
      id: this.nextId(),
      pageId: page.pageId,
      kind: 'story',
      text: '',
      published: true,
      mediaType: 'photo',
      photoIds: [photo.id],
      media: [photo.media],
    });
    photo.usedBy = story.id;
    return { success: true, post_id: story.id };
  }

  private async createComment(ctx: Ctx, page: Page): Promise<GraphFailure | Body> {
    const target = this.live(ctx.params.objectId);
    if (!target || !isLive(target, this.now()) || target.kind === 'story')
      return errors.missing(ctx.params.objectId);
    // A comment is a reply: the engagement refusals queued in the sandbox apply.
    const refused = this.engagementState.refusal('reply', page.pageId);
    if (refused) return refused;
    const body = bodyOf(ctx);
    const message = optionalString(body.message);
    const attachmentUrl = optionalString(body.attachment_url);
    if (message === null || attachmentUrl === null)
      return errors.invalid('message and attachment_url must be strings');
    if ((message ?? '') === '' && attachmentUrl === undefined)
      return errors.invalid('Missing message or attachment');
    const tooLong = checkText(message, SOCIAL_COMMENT_LIMIT);
    if (tooLong) return tooLong;
    const media: ReceivedMedia[] = [];
    if (attachmentUrl !== undefined) {
      const fetched = await fetchMedia(attachmentUrl, 'image', PHOTO_MAX_BYTES);
      if (!fetched.ok) {
        return fetched.problem === 'download'
          ? errors.download(fetched.detail)
          : errors.invalid(`Invalid image: ${fetched.detail}`);
      }
      media.push(fetched.media);
    }
    // Comment ids are "{post id}_{comment id}", the post id without its Page part.
    const postPart = target.id.includes('_') ? target.id.slice(target.id.indexOf('_') + 1) : target.id;
    const comment = this.keep({
      id: `${postPart}_${this.nextId()}`,
      pageId: page.pageId,
      kind: 'comment',
      text: message ?? '',
      published: true,
      replyToId: target.id,
      media,
    });
    return { id: comment.id };
  }

  /** An edit: a post's or comment's `message`, a video's or reel's `description` and `title`. */
  private async updateObject(ctx: Ctx, page: Page): Promise<GraphFailure | Body> {
    const params = bodyOf(ctx);
    if (params.is_hidden !== undefined) {
      const id = ctx.params.objectId;
      return this.engagementState.hide(page, this.live(id), id, params, this.store);
    }
    const post = this.owned(ctx.params.objectId, page);
    if (!post) return errors.missing(ctx.params.objectId);
    const body = bodyOf(ctx);
    if (post.kind === 'story') return errors.invalid('Stories cannot be edited.');
    if (body.feed_targeting !== undefined)
      return errors.invalid('feed_targeting cannot change after publishing.');
    const isVideo = post.kind === 'video' || post.kind === 'reel';
    const field = isVideo ? 'description' : 'message';
    const text = optionalString(body[field]);
    const title = isVideo ? optionalString(body.title) : undefined;
    if (text === null || title === null) return errors.invalid(`${field} must be a string`);
    if (text === undefined && title === undefined) {
      return errors.invalid(
        isVideo ? 'Send description or title to edit a video.' : 'Send message to edit a post.',
      );
    }
    const tooLong = checkText(text, post.kind === 'comment' ? SOCIAL_COMMENT_LIMIT : SOCIAL_TEXT_LIMIT);
    if (tooLong) return tooLong;
    if (text !== undefined) post.text = text;
    if (title !== undefined) post.title = title;
    post.editedAt = new Date(this.now()).toISOString();
    return { success: true };
  }

  private async deleteObject(ctx: Ctx, page: Page): Promise<GraphFailure | Body> {
    const post = this.owned(ctx.params.objectId, page);
    if (!post) return errors.missing(ctx.params.objectId);
    if (post.kind === 'comment') {
      const refused = this.engagementState.refusal('deleteReply', page.pageId);
      if (refused) return refused;
    }
    post.deleted = true;
    return { success: true };
  }

  private pageListing(ctx: Ctx, edge: Exclude<Edge, 'comments'>): void {
    const page = this.authenticate(ctx);
    if (!page) return;
    const own = this.ownPage(ctx, page);
    if (own) return graphFail(ctx, own);
    const now = this.now();
    const mine = this.store.filter((p) => p.accountId === page.pageId && !p.deleted);
    const items = mine.filter((p) => {
      const kind = p.kind as SocialPostKind;
      switch (edge) {
        case 'feed':
          return ['status', 'link', 'photo', 'album'].includes(kind) && isLive(p, now);
        case 'scheduled_posts':
          return (
            kind !== 'comment' &&
            kind !== 'story' &&
            typeof p.scheduledPublishTime === 'number' &&
            !isLive(p, now)
          );
        case 'videos':
          return kind === 'video' && isLive(p, now);
        case 'video_reels':
          return kind === 'reel' && isLive(p, now);
        case 'stories':
          return kind === 'story';
      }
    });
    renderListing(ctx, edge, items, ctx.path.replace(/^\//, ''));
  }

  private commentListing(ctx: Ctx): void {
    if (!this.authenticate(ctx)) return;
    const target = this.live(ctx.params.objectId);
    if (!target) return graphFail(ctx, errors.missing(ctx.params.objectId));
    // `filter=stream` lists the replies to comments too (each with its `parent`), as the platform
    // does; the default (`toplevel`) only the comments on the object itself.
    const stream = single(ctx, 'filter') === 'stream';
    const under = (p: EmulatedPost): boolean => {
      for (let at: EmulatedPost | undefined = p; at?.kind === 'comment';) {
        if (at.replyToId === target.id) return true;
        if (!stream) return false;
        at = this.store.find((q) => q.id === at!.replyToId);
      }
      return false;
    };
    const comments = this.store
      .filter((p) => p.kind === 'comment' && !p.deleted && under(p))
      .map((p) => (p.replyToId === target.id ? p : { ...p, parentCommentId: p.replyToId }));
    renderListing(ctx, 'comments', comments, ctx.path.replace(/^\//, ''));
  }

  private readObject(ctx: Ctx): void {
    const page = this.authenticate(ctx);
    if (!page) return;
    const id = ctx.params.objectId;
    if (id === page.pageId) {
      ctx.body = { id, name: page.handle };
      return;
    }
    const session = this.sessions.get(id);
    const post = this.owned(id, page);
    if (!post && (!session || session.pageId !== page.pageId)) return graphFail(ctx, errors.missing(id));
    ctx.body = renderObject(ctx, post, session);
  }

  private publicPost(ctx: Ctx): void {
    const post = this.store.find((p) => p.id === ctx.params.id);
    ctx.status = post ? 200 : 404;
    ctx.body = post ? { ...post } : { message: `No post ${ctx.params.id} on the emulated platform.` };
  }

  private authenticate(ctx: Ctx): Page | undefined {
    const token = tokenOf(ctx);
    const page = this.pageOf(ctx);
    if (!page) graphFail(ctx, token === undefined ? errors.noToken : errors.badToken);
    return page;
  }

  private pageOf(ctx: Ctx): Page | undefined {
    const token = tokenOf(ctx);
    return token === undefined ? undefined : (sandboxPageForToken(token) ?? this.login.pageFor(token));
  }

  /** A Page token writes to and lists its own Page only. */
  private ownPage(ctx: Ctx, page: Page): GraphFailure | undefined {
    return ctx.params.pageId === page.pageId ? undefined : errors.notYourPage;
  }

  /** `published` and `scheduled_publish_time` as the platform reads them, or its refusal. */
  private timing(
    body: Body,
    defaultPublished: boolean,
  ): { published: boolean; scheduledPublishTime?: number } | GraphFailure {
    const published = flag(body.published, defaultPublished);
    if (body.scheduled_publish_time === undefined) return { published };
    if (published) return errors.invalid('Cannot specify a scheduled publish time on a published post.');
    const at = Number(body.scheduled_publish_time) * 1000;
    const ahead = at - this.now();
    if (!Number.isFinite(at) || ahead < SCHEDULE_MIN_MS || ahead > SCHEDULE_MAX_MS) {
      return errors.invalid('The specified scheduled publish time is invalid.');
    }
    return { published: false, scheduledPublishTime: at / 1000 };
  }

  /** The unpublished photos `attached_media` names, in order; each may be used once. */
  private takeAttached(value: unknown, page: Page): UnpublishedPhoto[] | GraphFailure {
    if (!Array.isArray(value) || value.length === 0)
      return errors.invalid('attached_media must be a list of {media_fbid}');
    const photos: UnpublishedPhoto[] = [];
    for (const [index, entry] of value.entries()) {
      const id = (structured(entry) as { media_fbid?: unknown } | undefined)?.media_fbid;
      const photo = typeof id === 'string' ? this.photos.get(id) : undefined;
      if (!photo || photo.pageId !== page.pageId || photo.usedBy !== undefined || photos.includes(photo)) {
        return errors.invalid(
          `param attached_media[${index}] must be an unpublished photo of this Page not used before`,
        );
      }
      photos.push(photo);
    }
    return photos;
  }

  /** The platform refuses a status update identical to the Page's latest one. */
  private isDuplicateStatus(page: Page, message: string): boolean {
    const latest = [...this.store]
      .reverse()
      .find((p) => p.accountId === page.pageId && !p.deleted && p.kind !== 'comment' && p.kind !== 'story');
    return latest?.kind === 'status' && latest.text === message;
  }

  private keep(fields: {
    id: string;
    pageId: string;
    kind: SocialPostKind;
    text: string;
    published: boolean;
    media: ReceivedMedia[];
    [more: string]: unknown;
  }): EmulatedPost {
    const { pageId, ...rest } = fields;
    const post: EmulatedPost = { ...rest, accountId: pageId, createdAt: new Date(this.now()).toISOString() };
    this.store.push(post);
    return post;
  }

  /** Any page's post that is not deleted, by its id or the id of its photo or video. */
  private live(id: string): EmulatedPost | undefined {
    return this.store.find(
      (p) =>
        !p.deleted &&
        (p.id === id || (Array.isArray(p.photoIds) && p.kind === 'photo' && p.photoIds.includes(id))),
    );
  }

  private owned(id: string, page: Page): EmulatedPost | undefined {
    const post = this.live(id);
    return post?.accountId === page.pageId ? post : undefined;
  }

  private nextId(): string {
    this.lastId += 1;
    return String(ID_BASE + this.lastId);
  }
}

/** Out on the Page: published, or scheduled for a time that has come. */
export function isLive(post: EmulatedPost, now: number): boolean {
  if (post.published === true) return true;
  return typeof post.scheduledPublishTime === 'number' && post.scheduledPublishTime * 1000 <= now;
}

/**
 * `pass`: the call this kind falls on goes through as usual. Queued before a real kind, it lets a
 * test fail a later step of a multi-call publish (the finish after a start, the first comment).
 */
function passThrough(kind: string | undefined): string | undefined {
  return kind === 'pass' ? undefined : kind;
}

function isFailure(value: GraphFailure | Body): value is GraphFailure {
  return typeof value.status === 'number' && typeof value.error === 'object' && value.error !== null;
}
