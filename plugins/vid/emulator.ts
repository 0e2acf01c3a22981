import { VidResearchData } from './emulator-research';
import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { KoaEmulator, rawBodyOf } from '../../core/sandbox/koa-emulator';
import { SandboxOAuthProvider } from '../../core/sandbox/oauth-provider';
import { sandboxChannelIdFor, VidEngagementState, type VidEngagementSnapshot } from './emulator-engagement';
import { vidOAuthRoutes } from './emulator-oauth';
import { VID_ENGAGEMENT_METRICS, videoStatistics, viewerComment } from './emulator-reads';
import { codePoints } from '../../core/text/count';
import { VidFailureQueue, type CallKind } from './emulator-failures';
import { isFailure, objectOf, readMetadata, type VideoMetadata } from './emulator-metadata';
import {
  answerFailure,
  failure,
  newCommentId,
  newUploadId,
  newVideoId,
  pageOf,
  privacyNow,
  REFUSALS,
  renderComment,
  renderCommentThread,
  renderPlaylistItem,
  renderVideo,
  sha256,
  UNAUTHORIZED,
  uploadsPlaylistOf,
  type GoogleFailure,
} from './emulator-shapes';
import { UPLOAD_GRANULE, VID_COMMENT_LIMIT, VID_THUMBNAIL_LIMIT, VID_THUMBNAIL_TYPES } from './limits';
import { pacificDay } from './pacific';
import { sandboxChannelForToken, vidSandboxUser } from './sandbox';

type Ctx = RouterContext;
type Body = Record<string, unknown>;

interface Channel {
  channelId: string;
  handle: string;
}

/** One resumable upload: open until its last byte arrives, then it names the video it made. */
interface UploadSession {
  id: string;
  channel: Channel;
  metadata: VideoMetadata;
  total: number;
  contentType: string;
  data: Buffer;
  /** Chunk requests that added bytes. */
  chunks: number;
  /** Set by the `stall` failure: the session keeps no more bytes. */
  stalled: boolean;
  videoId?: string;
}

export interface VidEmulatorOptions {
  /** Milliseconds since the epoch; tests move it across a scheduled release or a quota day. */
  now?: () => number;
  /** Uploads a channel may make per Pacific day before `uploadLimitExceeded`. */
  dailyUploadCap?: number;
}

const SESSION_GONE = failure(404, 'notFound', 'The upload session was not found or has expired.');
const VIDEO_NOT_FOUND = failure(
  404,
  'videoNotFound',
  'The video identified by the id parameter cannot be found.',
  { domain: 'youtube.video', location: 'id' },
);
const COMMENT_NOT_FOUND = failure(404, 'commentNotFound', 'The comment could not be found.', {
  domain: 'youtube.comment',
});
const NOT_YOURS = failure(403, 'forbidden', 'The request is not properly authorized.', {
  domain: 'youtube.video',
});
const SNIPPET_AND_STATUS: ReadonlySet<string> = new Set(['snippet', 'status']);

/**
 * The video platform (YouTube Data API v3) in memory: resumable uploads checked chunk by chunk
 * (order, 256 KiB granularity, byte ranges, total size, and the assembled bytes' SHA-256 kept on
 * the video so tests can compare them with the source), thumbnails, video read/update/delete, the
 * uploads playlist, and top-level comments, with the platform's error envelope and reasons, field
 * limits, scheduled release and daily upload cap. `GET /_sandbox/posts/:id` stands in for a watch page.
 */
export class VidEmulator extends KoaEmulator {
  /** The data API's research side (search, videos and channels by API key): emulator-research.ts. */
  readonly research = new VidResearchData();
  /** Google's: one-hour access tokens, PKCE checked when sent, a refresh token that stays the same. */
  protected override readonly oauth = new SandboxOAuthProvider({
    pkce: 'optional',
    accessTokenTtlSeconds: 3599,
    refreshTokens: 'fixed',
    userFor: vidSandboxUser,
  });
  private readonly queue = new VidFailureQueue();
  /** Ratings, subscriptions, held comments (plugins/vid/emulator-engagement.ts). */
  readonly engagementState = new VidEngagementState();
  private sessions = new Map<string, UploadSession>();
  private readonly now: () => number;
  private readonly dailyUploadCap: number;

  constructor(options: VidEmulatorOptions = {}) {
    super();
    this.now = options.now ?? Date.now;
    this.dailyUploadCap = options.dailyUploadCap ?? 100;
  }

  override failNext(kind: string, count = 1): void {
    this.queue.push(kind, count);
  }

  protected override engagementMetrics(): readonly string[] {
    return VID_ENGAGEMENT_METRICS;
  }

  /** A viewer's comment is a comment in the store, listed and counted with the channel's own. */
  protected override storeReply(
    post: EmulatedPost,
    reply: { text: string; authorHandle: string },
  ): string | void {
    const comment = viewerComment(this.now(), post, reply);
    if (typeof comment === 'string') return comment;
    this.store.push(comment);
  }

  override reset(): void {
    super.reset();
    this.research.reset();
    this.queue.clear();
    this.sessions = new Map();
    this.engagementState.reset();
  }

  protected override ownState(): Record<string, unknown> {
    return { engagement: this.engagementState.snapshot() };
  }

  protected override restoreOwnState(saved: Record<string, unknown>): void {
    this.engagementState.restore(saved.engagement as VidEngagementSnapshot | undefined);
  }

  protected override routes(router: Router): void {
    vidOAuthRoutes(router, this.oauth);
    this.research.mount(router);
    router.post('/upload/youtube/v3/videos', (ctx) => this.startUpload(ctx));
    router.put('/upload/youtube/v3/videos', (ctx) => this.uploadBytes(ctx));
    router.post('/upload/youtube/v3/thumbnails/set', (ctx) => this.setThumbnail(ctx));
    this.engagementState.register(router, {
      open: (ctx, call) => this.open(ctx, call),
      store: () => this.store,
      visibleVideo: (id, viewer) => this.visibleVideo(id, viewer),
      afterAccept: (ctx, kind) => this.afterAccept(ctx, kind),
      now: () => this.now(),
    });
    router.get('/youtube/v3/videos', (ctx) => this.listVideos(ctx));
    router.put('/youtube/v3/videos', (ctx) => this.updateVideo(ctx));
    router.delete('/youtube/v3/videos', (ctx) => this.deleteVideo(ctx));
    router.get('/youtube/v3/channels', (ctx) => this.listChannels(ctx));
    router.get('/youtube/v3/playlistItems', (ctx) => this.listPlaylistItems(ctx));
    router.get('/youtube/v3/commentThreads', (ctx) => this.listCommentThreads(ctx));
    router.post('/youtube/v3/commentThreads', (ctx) => this.insertCommentThread(ctx));
    router.put('/youtube/v3/comments', (ctx) => this.updateComment(ctx));
    router.delete('/youtube/v3/comments', (ctx) => this.deleteComment(ctx));
    router.get('/_sandbox/posts/:id', (ctx) => this.publicPost(ctx));
  }

  // ---- uploads ------------------------------------------------------------------------------

  private startUpload(ctx: Ctx): void {
    const call = this.open(ctx, 'insert');
    if (!call || !this.partsOf(ctx)) return;
    if (param(ctx, 'uploadType') !== 'resumable') {
      return answerFailure(
        ctx,
        failure(400, 'invalidParameter', 'This endpoint takes resumable uploads: uploadType=resumable.', {
          location: 'uploadType',
        }),
      );
    }
    const total = Number(ctx.get('x-upload-content-length'));
    if (!Number.isSafeInteger(total) || total <= 0) {
      return answerFailure(
        ctx,
        failure(400, 'invalidParameter', 'X-Upload-Content-Length must be the size of the video in bytes.', {
          location: 'X-Upload-Content-Length',
        }),
      );
    }
    const contentType = ctx.get('x-upload-content-type');
    if (!/^video\/[\w.+-]+$/.test(contentType) && contentType !== 'application/octet-stream') {
      return answerFailure(
        ctx,
        failure(
          400,
          'badContent',
          `Media type '${contentType}' is not supported. Valid media types: [video/*, application/octet-stream]`,
        ),
      );
    }
    const metadata = readMetadata(bodyOf(ctx), false);
    if (isFailure(metadata)) return answerFailure(ctx, metadata);
    if (this.uploadsToday(call.channel.channelId) >= this.dailyUploadCap) {
      return answerFailure(ctx, REFUSALS.upload_limit);
    }

    const session: UploadSession = {
      id: newUploadId(),
      channel: call.channel,
      metadata,
      total,
      contentType,
      data: Buffer.alloc(0),
      chunks: 0,
      stalled: false,
    };
    this.sessions.set(session.id, session);
    ctx.status = 200;
    // The platform answers an absolute URL; a relative one resolves the same way against the request
    // and stays right when the emulator is served under a prefix (the sandbox server's /vid).
    ctx.set('location', `videos?uploadType=resumable&part=snippet,status&upload_id=${session.id}`);
    ctx.set('x-guploader-uploadid', session.id);
    ctx.body = '';
  }

  /** A chunk (`bytes a-b/total`), the whole file (no Content-Range), or a status query (`bytes * /total`). */
  private async uploadBytes(ctx: Ctx): Promise<void> {
    const session = this.sessions.get(param(ctx, 'upload_id') ?? '');
    if (!session) return answerFailure(ctx, SESSION_GONE);
    const bytes = rawBodyOf(ctx);
    const range = parseContentRange(ctx.get('content-range'), bytes.length);
    if (!range)
      return answerFailure(ctx, failure(400, 'badRequest', 'Failed to parse Content-Range header.'));
    if (range.total !== undefined && range.total !== session.total) {
      return answerFailure(
        ctx,
        failure(400, 'badRequest', `The upload was opened for ${session.total} bytes, not ${range.total}.`),
      );
    }
    if (range.start === undefined) {
      if (bytes.length > 0) {
        return answerFailure(ctx, failure(400, 'badRequest', 'A status query carries no bytes.'));
      }
      return this.answerProgress(ctx, session);
    }
    // A completed session answers any later request with its video, as the platform does.
    if (session.videoId !== undefined) return this.answerProgress(ctx, session);

    const end = range.start + bytes.length;
    if (range.end + 1 !== end || end > session.total) {
      return answerFailure(
        ctx,
        failure(
          400,
          'badRequest',
          `Content-Range ${range.start}-${range.end} does not match the ${bytes.length} bytes sent.`,
        ),
      );
    }
    const kind = this.queue.take(end === session.total ? 'final' : 'chunk');
    if (kind !== undefined && REFUSALS[kind]) return answerFailure(ctx, REFUSALS[kind]);
    if (kind === 'session_expired') {
      this.sessions.delete(session.id);
      return answerFailure(ctx, SESSION_GONE);
    }
    if (kind === 'stall') session.stalled = true;

    const held = session.data.length;
    if (range.start > held) {
      return answerFailure(
        ctx,
        failure(
          400,
          'badRequest',
          `Chunk out of order: it starts at byte ${range.start}, but ${held} bytes were received.`,
        ),
      );
    }
    if (end < session.total && bytes.length % UPLOAD_GRANULE !== 0) {
      return answerFailure(
        ctx,
        failure(
          400,
          'badRequest',
          `A chunk before the last must be a multiple of ${UPLOAD_GRANULE} bytes, not ${bytes.length}.`,
        ),
      );
    }
    // A chunk sent again after a lost answer overlaps what was kept; the overlap must be the same bytes.
    const overlap = Math.min(held - range.start, bytes.length);
    if (!bytes.subarray(0, overlap).equals(session.data.subarray(range.start, range.start + overlap))) {
      return answerFailure(
        ctx,
        failure(400, 'badRequest', `The bytes from ${range.start} differ from those already received.`),
      );
    }
    if (!session.stalled && end > held) {
      session.data = Buffer.concat([session.data, bytes.subarray(overlap)]);
      session.chunks += 1;
    }

    if (session.data.length === session.total) {
      const video = this.createVideo(session);
      const lost = kind === 'drop_chunk_after_accept' ? 'drop_after_accept' : kind;
      if (!(await this.afterAccept(ctx, lost))) return;
      ctx.status = 200;
      ctx.body = renderVideo(video, SNIPPET_AND_STATUS, { nowMs: this.now(), owner: true });
      return;
    }
    if (kind === 'drop_chunk_after_accept') {
      await this.afterAccept(ctx, 'drop_after_accept');
      return;
    }
    answerIncomplete(ctx, session);
  }

  private answerProgress(ctx: Ctx, session: UploadSession): void {
    const video = this.store.find((p) => p.id === session.videoId);
    if (!video) return answerIncomplete(ctx, session);
    ctx.status = 200;
    ctx.body = renderVideo(video, SNIPPET_AND_STATUS, { nowMs: this.now(), owner: true });
  }

  private createVideo(session: UploadSession): EmulatedPost {
    const { metadata, channel } = session;
    const video: EmulatedPost = {
      id: newVideoId(),
      accountId: channel.channelId,
      text: metadata.description,
      createdAt: new Date(this.now()).toISOString(),
      kind: 'video',
      channelTitle: channel.handle,
      ...metadataFields(metadata),
      contentType: session.contentType,
      bytes: session.total,
      sha256: sha256(session.data),
      chunks: session.chunks,
    };
    this.store.push(video);
    session.videoId = video.id;
    session.data = Buffer.alloc(0);
    return video;
  }

  private uploadsToday(channelId: string): number {
    const today = pacificDay(this.now());
    return this.store.filter(
      (p) => p.kind === 'video' && p.accountId === channelId && pacificDay(Date.parse(p.createdAt)) === today,
    ).length;
  }

  private async setThumbnail(ctx: Ctx): Promise<void> {
    const call = this.open(ctx, 'write');
    if (!call) return;
    const video = this.ownVideo(ctx, call.channel, param(ctx, 'videoId'));
    if (!video) return;
    const bytes = rawBodyOf(ctx);
    const type = ctx.get('content-type').split(';')[0].trim();
    if (bytes.length === 0) {
      return answerFailure(
        ctx,
        failure(400, 'mediaBodyRequired', 'The request does not include the image content.'),
      );
    }
    if (!VID_THUMBNAIL_TYPES.includes(type)) {
      return answerFailure(ctx, failure(400, 'invalidImage', 'The provided image content is invalid.'));
    }
    if (bytes.length > VID_THUMBNAIL_LIMIT) {
      return answerFailure(ctx, failure(413, 'uploadTooLarge', 'The thumbnail image is larger than 2MB.'));
    }
    video.thumbnail = { contentType: type, bytes: bytes.length, sha256: sha256(bytes) };
    if (!(await this.afterAccept(ctx, call.kind))) return;
    const url = (size: string) => `https://i.ytimg.com/vi/${video.id}/${size}.jpg`;
    ctx.body = {
      kind: 'youtube#thumbnailSetResponse',
      items: [
        {
          default: { url: url('default'), width: 120, height: 90 },
          medium: { url: url('mqdefault'), width: 320, height: 180 },
          high: { url: url('hqdefault'), width: 480, height: 360 },
        },
      ],
    };
  }

  // ---- videos ---------------------------------------------------------------------------------

  private listVideos(ctx: Ctx): void {
    if (this.research.handles(ctx)) return this.research.videos(ctx);
    const call = this.open(ctx, 'read');
    const parts = call && this.partsOf(ctx);
    if (!call || !parts) return;
    const ids = (param(ctx, 'id') ?? '').split(',').filter((id) => id !== '');
    if (ids.length === 0) {
      return answerFailure(
        ctx,
        failure(400, 'missingRequiredParameter', 'No filter selected. Expected: id.'),
      );
    }
    const items = ids
      .map((id) => this.visibleVideo(id, call.channel))
      .filter((video): video is EmulatedPost => video !== undefined)
      .map((video) => ({
        ...renderVideo(video, parts, {
          nowMs: this.now(),
          owner: video.accountId === call.channel.channelId,
        }),
        ...(parts.has('statistics')
          ? {
              statistics: videoStatistics(
                video,
                this.store,
                this.engagement,
                this.engagementState.likesOf(video.id),
              ),
            }
          : {}),
      }));
    ctx.body = {
      kind: 'youtube#videoListResponse',
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    };
  }

  /** Replaces the parts it names: a snippet left without tags or description clears them. */
  private async updateVideo(ctx: Ctx): Promise<void> {
    const call = this.open(ctx, 'write');
    const parts = call && this.partsOf(ctx);
    if (!call || !parts) return;
    const body = bodyOf(ctx);
    const video = this.ownVideo(ctx, call.channel, typeof body.id === 'string' ? body.id : undefined);
    if (!video) return;
    const current = renderVideo(video, SNIPPET_AND_STATUS, { nowMs: this.now(), owner: true });
    const metadata = readMetadata(
      {
        snippet: parts.has('snippet') ? body.snippet : current.snippet,
        status: parts.has('status')
          ? body.status
          : { ...(current.status as Body), privacyStatus: video.privacyStatus },
      },
      true,
    );
    if (isFailure(metadata)) return answerFailure(ctx, metadata);
    for (const field of ['tags', 'defaultLanguage', 'publishAt', 'selfDeclaredMadeForKids'])
      delete video[field];
    Object.assign(video, {
      text: metadata.description,
      ...metadataFields(metadata),
      editedAt: new Date(this.now()).toISOString(),
    });
    if (!(await this.afterAccept(ctx, call.kind))) return;
    ctx.body = renderVideo(video, parts, { nowMs: this.now(), owner: true });
  }

  private async deleteVideo(ctx: Ctx): Promise<void> {
    const call = this.open(ctx, 'write');
    if (!call) return;
    const video = this.ownVideo(ctx, call.channel, param(ctx, 'id'));
    if (!video) return;
    video.deleted = true;
    if (!(await this.afterAccept(ctx, call.kind))) return;
    ctx.status = 204;
  }

  // ---- channel and uploads playlist ---------------------------------------------------------------

  private listChannels(ctx: Ctx): void {
    if (this.research.handles(ctx)) return this.research.channels(ctx);
    const call = this.open(ctx, 'read');
    const parts = call && this.partsOf(ctx);
    if (!call || !parts) return;
    const forHandle = param(ctx, 'forHandle');
    if (forHandle !== undefined) {
      // Every well-formed handle is a channel in the sandbox: the one its sandbox account gets.
      const items = /^@?[\w.-]{3,30}$/.test(forHandle)
        ? [{ kind: 'youtube#channel', id: sandboxChannelIdFor(forHandle) }]
        : [];
      ctx.body = {
        kind: 'youtube#channelListResponse',
        items,
        pageInfo: { totalResults: items.length, resultsPerPage: 5 },
      };
      return;
    }
    const { channelId, handle } = call.channel;
    const mine = param(ctx, 'mine') === 'true' || param(ctx, 'id') === channelId;
    const channel: Body = { kind: 'youtube#channel', id: channelId };
    if (parts.has('snippet')) channel.snippet = { title: handle, customUrl: `@${handle}` };
    if (parts.has('contentDetails')) {
      channel.contentDetails = { relatedPlaylists: { likes: 'LL', uploads: uploadsPlaylistOf(channelId) } };
    }
    const items = mine ? [channel] : [];
    ctx.body = {
      kind: 'youtube#channelListResponse',
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: 5 },
    };
  }

  /** Only uploads playlists exist here: newest first, private videos for their owner alone. */
  private listPlaylistItems(ctx: Ctx): void {
    const call = this.open(ctx, 'read');
    if (!call || !this.partsOf(ctx)) return;
    const playlistId = param(ctx, 'playlistId') ?? '';
    if (!/^UU[A-Za-z0-9_-]{22}$/.test(playlistId)) {
      return answerFailure(
        ctx,
        failure(
          404,
          'playlistNotFound',
          'The playlist identified with the playlistId parameter cannot be found.',
          {
            domain: 'youtube.playlistItem',
            location: 'playlistId',
          },
        ),
      );
    }
    const size = this.pageSize(ctx, 0, 50, 5);
    if (size === undefined) return;
    const channelId = `UC${playlistId.slice(2)}`;
    const videos = this.newestFirst(
      (p) =>
        p.kind === 'video' &&
        p.accountId === channelId &&
        (channelId === call.channel.channelId || privacyNow(p, this.now()) === 'public'),
    );
    const paged = this.page(ctx, videos, size);
    if (!paged) return;
    const offset = videos.indexOf(paged.page[0]);
    ctx.body = {
      kind: 'youtube#playlistItemListResponse',
      ...(paged.nextPageToken ? { nextPageToken: paged.nextPageToken } : {}),
      items: paged.page.map((video, i) => renderPlaylistItem(video, playlistId, offset + i)),
      pageInfo: { totalResults: videos.length, resultsPerPage: size },
    };
  }

  // ---- comments -----------------------------------------------------------------------------

  private listCommentThreads(ctx: Ctx): void {
    const call = this.open(ctx, 'read');
    if (!call || !this.partsOf(ctx)) return;
    const videoId = param(ctx, 'videoId');
    if (videoId === undefined) {
      return answerFailure(
        ctx,
        failure(400, 'missingRequiredParameter', 'No filter selected. Expected: videoId.'),
      );
    }
    if (!this.visibleVideo(videoId, call.channel)) return answerFailure(ctx, VIDEO_NOT_FOUND);
    const size = this.pageSize(ctx, 1, 100, 20);
    if (size === undefined) return;
    // Held comments are listed only when asked for by moderation status, as on the platform.
    const held = param(ctx, 'moderationStatus') === 'heldForReview';
    const comments = this.newestFirst(
      (p) => p.kind === 'comment' && p.replyToId === videoId && this.engagementState.isHeld(p.id) === held,
    );
    const paged = this.page(ctx, comments, size);
    if (!paged) return;
    ctx.body = {
      kind: 'youtube#commentThreadListResponse',
      ...(paged.nextPageToken ? { nextPageToken: paged.nextPageToken } : {}),
      items: paged.page.map(renderCommentThread),
      pageInfo: { totalResults: comments.length, resultsPerPage: size },
    };
  }

  private async insertCommentThread(ctx: Ctx): Promise<void> {
    const call = this.open(ctx, 'write');
    if (!call || !this.partsOf(ctx)) return;
    const snippet = objectOf(bodyOf(ctx).snippet);
    const videoId = typeof snippet.videoId === 'string' ? snippet.videoId : '';
    const text = objectOf(objectOf(snippet.topLevelComment).snippet).textOriginal;
    const refusal = this.engagementState.takeForComment();
    if (refusal) return answerFailure(ctx, refusal);
    const video = this.visibleVideo(videoId, call.channel);
    if (!video) return answerFailure(ctx, VIDEO_NOT_FOUND);
    if (video.selfDeclaredMadeForKids === true) {
      return answerFailure(
        ctx,
        failure(403, 'commentsDisabled', 'The video has disabled comments.', {
          domain: 'youtube.commentThread',
        }),
      );
    }
    const refused = commentTextFailure(text);
    if (refused) return answerFailure(ctx, refused);
    const comment: EmulatedPost = {
      id: newCommentId(),
      accountId: call.channel.channelId,
      text: String(text),
      replyToId: video.id,
      createdAt: new Date(this.now()).toISOString(),
      kind: 'comment',
      channelTitle: call.channel.handle,
      videoChannelId: video.accountId,
    };
    this.store.push(comment);
    if (!(await this.afterAccept(ctx, call.kind))) return;
    ctx.body = renderCommentThread(comment);
  }

  private async updateComment(ctx: Ctx): Promise<void> {
    const call = this.open(ctx, 'write');
    if (!call || !this.partsOf(ctx)) return;
    const body = bodyOf(ctx);
    const comment = this.ownComment(ctx, call.channel, typeof body.id === 'string' ? body.id : undefined);
    if (!comment) return;
    const text = objectOf(body.snippet).textOriginal;
    const refused = commentTextFailure(text);
    if (refused) return answerFailure(ctx, refused);
    comment.text = String(text);
    comment.editedAt = new Date(this.now()).toISOString();
    if (!(await this.afterAccept(ctx, call.kind))) return;
    ctx.body = renderComment(comment);
  }

  private async deleteComment(ctx: Ctx): Promise<void> {
    const call = this.open(ctx, 'write');
    if (!call) return;
    const comment = this.ownComment(ctx, call.channel, param(ctx, 'id'));
    if (!comment) return;
    comment.deleted = true;
    if (!(await this.afterAccept(ctx, call.kind))) return;
    ctx.status = 204;
  }

  private publicPost(ctx: Ctx): void {
    const post = this.store.find((p) => p.id === ctx.params.id);
    ctx.status = post ? 200 : 404;
    ctx.body = post ? { ...post } : { message: `No post ${ctx.params.id} on the emulated platform.` };
  }

  // ---- helpers ------------------------------------------------------------------------------

  /**
   * Takes the failure kind queued for this call and answers the refusals among them, then checks
   * the token. Returns the caller's channel and the kind still to play out (lost or held answers).
   */
  private open(ctx: Ctx, call: CallKind): { channel: Channel; kind?: string } | undefined {
    const kind = this.queue.take(call);
    if (kind !== undefined && REFUSALS[kind]) {
      answerFailure(ctx, REFUSALS[kind]);
      return undefined;
    }
    const token = /^Bearer (.+)$/i.exec(ctx.get('authorization'))?.[1];
    const channel =
      token === undefined ? undefined : (sandboxChannelForToken(token) ?? this.oauthChannel(token));
    if (!channel) {
      answerFailure(ctx, UNAUTHORIZED);
      return undefined;
    }
    return { channel, kind };
  }

  /** The channel behind a token the OAuth flow issued (unknown or expired: undefined). */
  private oauthChannel(token: string): Channel | undefined {
    const user = this.oauth.userFor(token);
    return user && { channelId: user.id, handle: user.handle };
  }

  private partsOf(ctx: Ctx): Set<string> | undefined {
    const parts = (param(ctx, 'part') ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '');
    if (parts.length > 0) return new Set(parts);
    answerFailure(ctx, failure(400, 'required', 'Required parameter: part', { location: 'part' }));
    return undefined;
  }

  private pageSize(ctx: Ctx, min: number, max: number, fallback: number): number | undefined {
    const raw = param(ctx, 'maxResults');
    const size = raw === undefined ? fallback : Number(raw);
    if (Number.isInteger(size) && size >= min && size <= max) return size;
    answerFailure(
      ctx,
      failure(
        400,
        'invalidParameter',
        `Invalid value '${raw}'. Values must be within the range: [${min}, ${max}]`,
        {
          location: 'maxResults',
        },
      ),
    );
    return undefined;
  }

  private page(ctx: Ctx, items: EmulatedPost[], size: number): ReturnType<typeof pageOf<EmulatedPost>> {
    const paged = pageOf(items, param(ctx, 'pageToken'), size);
    if (!paged) {
      answerFailure(
        ctx,
        failure(400, 'invalidPageToken', 'The request specifies an invalid page token.', {
          location: 'pageToken',
        }),
      );
    }
    return paged;
  }

  private newestFirst(keep: (post: EmulatedPost) => boolean): EmulatedPost[] {
    return this.store
      .map((post, index) => ({ post, index }))
      .filter(({ post }) => !post.deleted && keep(post))
      .sort((a, b) => Date.parse(b.post.createdAt) - Date.parse(a.post.createdAt) || b.index - a.index)
      .map(({ post }) => post);
  }

  /** A live video the caller may see: any of its own, others' unless private. */
  private visibleVideo(id: string, viewer: Channel): EmulatedPost | undefined {
    return this.store.find(
      (p) =>
        p.kind === 'video' &&
        p.id === id &&
        !p.deleted &&
        (p.accountId === viewer.channelId || privacyNow(p, this.now()) !== 'private'),
    );
  }

  private ownVideo(ctx: Ctx, channel: Channel, id: string | undefined): EmulatedPost | undefined {
    const video = this.store.find((p) => p.kind === 'video' && p.id === id && !p.deleted);
    if (!video) answerFailure(ctx, VIDEO_NOT_FOUND);
    else if (video.accountId !== channel.channelId) answerFailure(ctx, NOT_YOURS);
    else return video;
    return undefined;
  }

  private ownComment(ctx: Ctx, channel: Channel, id: string | undefined): EmulatedPost | undefined {
    const comment = this.store.find((p) => p.kind === 'comment' && p.id === id && !p.deleted);
    if (!comment) answerFailure(ctx, COMMENT_NOT_FOUND);
    else if (comment.accountId !== channel.channelId) answerFailure(ctx, NOT_YOURS);
    else return comment;
    return undefined;
  }
}

/** The stored fields of a video's metadata (the description is the post's `text`). */
function metadataFields(metadata: VideoMetadata): Body {
  const { description: _description, tags, ...rest } = metadata;
  return { ...rest, ...(tags.length > 0 ? { tags } : {}) };
}

function answerIncomplete(ctx: Ctx, session: UploadSession): void {
  // 308 "Resume Incomplete": Range names the bytes kept; none kept means no Range at all.
  ctx.status = 308;
  if (session.data.length > 0) ctx.set('range', `bytes=0-${session.data.length - 1}`);
  ctx.body = '';
}

function commentTextFailure(text: unknown): GoogleFailure | undefined {
  if (typeof text !== 'string' || text.trim() === '') {
    return failure(
      400,
      'invalidCommentMetadata',
      'The request metadata is invalid: the comment has no text.',
      {
        domain: 'youtube.commentThread',
      },
    );
  }
  if (codePoints(text) > VID_COMMENT_LIMIT) {
    return failure(
      400,
      'commentTextTooLong',
      'The comment resource being inserted contains too many characters in the textOriginal property.',
      { domain: 'youtube.commentThread' },
    );
  }
  return undefined;
}

type ContentRange = { start?: undefined; total?: number } | { start: number; end: number; total?: number };

/** `bytes a-b/total`, `bytes a-b/*`, `bytes * /total` (a status query), or none: the whole body. */
function parseContentRange(header: string, bodyLength: number): ContentRange | undefined {
  if (header === '') return bodyLength > 0 ? { start: 0, end: bodyLength - 1, total: bodyLength } : undefined;
  const query = /^bytes \*\/(\d+|\*)$/.exec(header);
  if (query) return { total: query[1] === '*' ? undefined : Number(query[1]) };
  const chunk = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(header);
  if (!chunk) return undefined;
  const [start, end] = [Number(chunk[1]), Number(chunk[2])];
  if (end < start) return undefined;
  return { start, end, total: chunk[3] === '*' ? undefined : Number(chunk[3]) };
}

function param(ctx: Ctx, name: string): string | undefined {
  const value = ctx.query[name];
  return Array.isArray(value) ? value[0] : value;
}

function bodyOf(ctx: Ctx): Body {
  return objectOf((ctx.request as { body?: unknown }).body);
}
