import { createHash, randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { KoaEmulator, rawBodyOf } from '../../core/sandbox/koa-emulator';
import { SandboxOAuthProvider } from '../../core/sandbox/oauth-provider';
import { clipOAuthRoutes } from './emulator-oauth';
import { CLIP_ENGAGEMENT_METRICS, clipCommentRefusal, registerClipReads } from './emulator-reads';
import { chunkPlanProblem, expectedRange } from './chunks';
import {
  BANNED,
  fail,
  INJECTED,
  invalidParams,
  isCarried,
  succeed,
  TOKEN_INVALID,
  TOO_MANY_POSTS,
  URL_UNVERIFIED,
  type CarriedFailure,
  type ClipRefusal,
} from './emulator-answers';
import { pullMedia } from './emulator-fetch';
import { postInfoProblem } from './emulator-post-info';
import { defaultCreator, type CreatorSettings, type PublishRecord } from './emulator-state';
import {
  MAX_PHOTOS,
  PHOTO_TYPES,
  PLATFORM_TRANSFER_LIMITS,
  VIDEO_TYPES,
  type TransferLimits,
} from './limits';
import { clipSandboxAccount, clipSandboxUser, sandboxCreatorForToken } from './sandbox';

const MB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ClipEmulatorOptions {
  /** Chunk bounds the upload server enforces; the platform's own when left out. */
  transfer?: Partial<TransferLimits>;
  /** How long processing takes once all bytes are in (upload) or pulled (URLs). */
  processingMs?: number;
  /** The platform's upload URLs live one hour. */
  uploadUrlTtlMs?: number;
  /** Posts a creator may make in 24 hours through the API. */
  dailyPostCap?: number;
  /** URL prefixes verified for PULL_FROM_URL; when left out every URL counts as verified. */
  verifiedUrlPrefixes?: string[];
  maxPhotoBytes?: number;
  maxVideoBytes?: number;
  now?: () => number;
}

type Ctx = RouterContext;
type Body = Record<string, unknown>;
interface Caller {
  openId: string;
  handle: string;
}

/**
 * The Content Posting API in memory: creator info, video init with a chunked FILE_UPLOAD (or
 * PULL_FROM_URL), photo init pulling its URLs over real HTTP, status polling through the
 * platform's states, the envelope and error codes, the daily post cap and URL ownership.
 * Uploads are served at `upload/?upload_id=..&upload_token=..`, relative to the API base, because
 * the emulator may be mounted under a path it cannot see. `GET /_sandbox/posts/:id` stands in for
 * a post's public page (by post id or publish id); `POST /_sandbox/creator` changes a creator's
 * settings.
 */
export class ClipEmulator extends KoaEmulator {
  /** Login Kit's: day-long access tokens, PKCE checked when sent, refresh tokens that rotate. */
  protected override readonly oauth = new SandboxOAuthProvider({
    pkce: 'optional',
    accessTokenTtlSeconds: 86_400,
    refreshTokens: 'rotating',
    userFor: clipSandboxUser,
  });
  private readonly transfer: TransferLimits;
  private readonly processingMs: number;
  private readonly uploadUrlTtlMs: number;
  private readonly dailyPostCap: number;
  private readonly verifiedUrlPrefixes?: string[];
  private readonly maxPhotoBytes: number;
  private readonly maxVideoBytes: number;
  private readonly now: () => number;

  private publishes = new Map<string, PublishRecord>();
  private creators = new Map<string, CreatorSettings>();
  private timers = new Set<NodeJS.Timeout>();
  // Bumped by reset, so work started before it (pulls, processing) does not land in the new state.
  private generation = 0;
  private lastPostId = 0n;
  private publishCount = 0;

  constructor(options: ClipEmulatorOptions = {}) {
    super();
    this.transfer = { ...PLATFORM_TRANSFER_LIMITS, ...options.transfer };
    this.processingMs = options.processingMs ?? 50;
    this.uploadUrlTtlMs = options.uploadUrlTtlMs ?? 60 * 60 * 1000;
    this.dailyPostCap = options.dailyPostCap ?? 15;
    this.verifiedUrlPrefixes = options.verifiedUrlPrefixes;
    this.maxPhotoBytes = options.maxPhotoBytes ?? 20 * MB;
    this.maxVideoBytes = options.maxVideoBytes ?? 4 * 1024 * MB;
    this.now = options.now ?? Date.now;
  }

  protected override routes(router: Router): void {
    clipOAuthRoutes(router, {
      oauth: this.oauth,
      authenticate: (ctx) => this.authenticate(ctx),
    });
    router.post('/v2/post/publish/creator_info/query/', (ctx) => this.creatorInfo(ctx));
    router.post('/v2/post/publish/video/init/', (ctx) => this.initVideo(ctx));
    router.post('/v2/post/publish/content/init/', (ctx) => this.initContent(ctx));
    router.post('/v2/post/publish/status/fetch/', (ctx) => this.fetchStatus(ctx));
    router.put('/upload/', (ctx) => this.uploadChunk(ctx));
    router.get('/_sandbox/posts/:id', (ctx) => this.publicPost(ctx));
    router.post('/_sandbox/creator', (ctx) => this.changeCreator(ctx));
    registerClipReads(router, {
      authenticate: (ctx) => this.authenticate(ctx),
      posts: () => this.store,
      engagement: this.engagement,
    });
  }

  protected override engagementMetrics(): readonly string[] {
    return CLIP_ENGAGEMENT_METRICS;
  }

  /** Comments are only counted (the API cannot read them), and refused where turned off. */
  protected override storeReply(post: EmulatedPost): string | void {
    return clipCommentRefusal(post);
  }

  override reset(): void {
    super.reset();
    this.generation += 1;
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers = new Set();
    this.publishes = new Map();
    this.creators = new Map();
  }
  protected override ownState(): Record<string, unknown> {
    return { lastPostId: this.lastPostId.toString(), publishCount: this.publishCount };
  }

  protected override restoreOwnState(saved: Record<string, unknown>): void {
    if (typeof saved.lastPostId === 'string') this.lastPostId = BigInt(saved.lastPostId);
    if (typeof saved.publishCount === 'number') this.publishCount = saved.publishCount;
  }

  /** Changes what the creator info query shows for `handle` (and what the init then enforces). */
  setCreator(handle: string, settings: Partial<CreatorSettings>): void {
    const caller = { openId: clipSandboxAccount(handle).externalAccountId, handle };
    this.creators.set(caller.openId, { ...this.creatorOf(caller), ...settings });
  }

  /** Every publish id the platform issued, with its state; for tests. */
  publishRecords(): PublishRecord[] {
    return [...this.publishes.values()];
  }

  private creatorInfo(ctx: Ctx): void {
    const caller = this.authenticate(ctx);
    if (!caller) return;
    const creator = this.creatorOf(caller);
    succeed(ctx, {
      creator_avatar_url: `https://sandbox.invalid/avatar/${caller.openId}.jpeg`,
      creator_username: caller.handle,
      creator_nickname: creator.nickname,
      privacy_level_options: creator.privacyLevelOptions,
      comment_disabled: creator.commentDisabled,
      duet_disabled: creator.duetDisabled,
      stitch_disabled: creator.stitchDisabled,
      max_video_post_duration_sec: creator.maxVideoPostDurationSec,
      can_post: this.postingRefusal(caller) === undefined,
    });
  }

  private async initVideo(ctx: Ctx): Promise<void> {
    const kind = this.takeFailure(ctx);
    if (kind === null) return;
    const caller = this.authenticate(ctx);
    if (!caller) return;
    const body = bodyOf(ctx);
    const refusal =
      this.postingRefusal(caller) ?? postInfoProblem(body.post_info, this.creatorOf(caller), 'video');
    if (refusal) return fail(ctx, refusal);
    const source = isRecord(body.source_info) ? body.source_info : {};

    let record: PublishRecord;
    let uploadUrl: string | undefined;
    if (source.source === 'FILE_UPLOAD') {
      const problem =
        chunkPlanProblem(source.video_size, source.chunk_size, source.total_chunk_count, this.transfer) ??
        (Number(source.video_size) > this.maxVideoBytes
          ? `video_size is over ${this.maxVideoBytes} bytes.`
          : undefined);
      if (problem) return fail(ctx, invalidParams(problem));
      record = this.newRecord(caller, 'video', 'v_pub_file', body.post_info, kind);
      const upload = {
        uploadId: randomBytes(8).toString('hex'),
        token: randomBytes(12).toString('hex'),
        videoSize: Number(source.video_size),
        chunkSize: Number(source.chunk_size),
        totalChunkCount: Number(source.total_chunk_count),
        nextChunk: 0,
        uploadedBytes: 0,
        hash: createHash('sha256'),
        // A carried `upload_url_expired` hands out a URL that is already past its hour.
        expiresAt: this.now() + (isCarried(kind) && kind === 'upload_url_expired' ? -1 : this.uploadUrlTtlMs),
      };
      record.upload = upload;
      uploadUrl = `upload/?upload_id=${upload.uploadId}&upload_token=${upload.token}`;
    } else if (source.source === 'PULL_FROM_URL') {
      const url = source.video_url;
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
        return fail(ctx, invalidParams('source_info.video_url must be an http(s) URL.'));
      }
      if (!this.verified(url)) return fail(ctx, URL_UNVERIFIED);
      record = this.newRecord(caller, 'video', 'v_pub_url', body.post_info, kind);
      record.status = 'PROCESSING_DOWNLOAD';
      record.urls = [url];
    } else {
      return fail(ctx, invalidParams('source_info.source must be FILE_UPLOAD or PULL_FROM_URL.'));
    }

    this.publishes.set(record.publishId, record);
    if (record.urls) void this.pull(record);
    if (!(await this.afterAccept(ctx, isCarried(kind) ? undefined : kind))) return;
    succeed(ctx, { publish_id: record.publishId, ...(uploadUrl ? { upload_url: uploadUrl } : {}) });
  }

  private async initContent(ctx: Ctx): Promise<void> {
    const kind = this.takeFailure(ctx);
    if (kind === null) return;
    const caller = this.authenticate(ctx);
    if (!caller) return;
    const body = bodyOf(ctx);
    if (body.media_type !== 'PHOTO') return fail(ctx, invalidParams('media_type must be PHOTO.'));
    if (body.post_mode !== 'DIRECT_POST' && body.post_mode !== 'MEDIA_UPLOAD') {
      return fail(ctx, invalidParams('post_mode must be DIRECT_POST or MEDIA_UPLOAD.'));
    }
    const refusal =
      this.postingRefusal(caller) ?? postInfoProblem(body.post_info, this.creatorOf(caller), 'photo');
    if (refusal) return fail(ctx, refusal);
    const source = isRecord(body.source_info) ? body.source_info : {};
    const problem = photoSourceProblem(source);
    if (problem) return fail(ctx, invalidParams(problem));
    const urls = source.photo_images as string[];
    if (!urls.every((url) => this.verified(url))) return fail(ctx, URL_UNVERIFIED);

    const record = this.newRecord(caller, 'photo', 'p_pub_url', body.post_info, kind);
    record.postMode = body.post_mode;
    record.status = 'PROCESSING_DOWNLOAD';
    record.urls = urls;
    record.coverIndex = Number(source.photo_cover_index);
    this.publishes.set(record.publishId, record);
    void this.pull(record);
    if (!(await this.afterAccept(ctx, isCarried(kind) ? undefined : kind))) return;
    succeed(ctx, { publish_id: record.publishId });
  }

  private async uploadChunk(ctx: Ctx): Promise<void> {
    const record = [...this.publishes.values()].find((r) => r.upload?.uploadId === ctx.query.upload_id);
    const upload = record?.upload;
    if (!record || !upload || upload.token !== ctx.query.upload_token) {
      return fail(ctx, { status: 404, code: 'not_found', message: 'No upload at this URL.' });
    }
    if (this.now() > upload.expiresAt) {
      return fail(ctx, { status: 403, code: 'upload_url_expired', message: 'The upload URL expired.' });
    }
    if (record.status !== 'PROCESSING_UPLOAD' || upload.nextChunk >= upload.totalChunkCount) {
      return fail(ctx, {
        status: 416,
        code: 'upload_complete',
        message: 'Every chunk was already received.',
      });
    }
    const range = parseContentRange(ctx.get('content-range'));
    if (!range || range.total !== upload.videoSize) {
      return fail(ctx, invalidParams('Content-Range must be "bytes first-last/video_size".'));
    }
    const expected = expectedRange(
      upload.nextChunk,
      upload.videoSize,
      upload.chunkSize,
      upload.totalChunkCount,
    );
    if (range.start !== expected.start || range.end !== expected.end) {
      return fail(ctx, {
        status: 416,
        code: 'range_not_satisfiable',
        message: `Chunk ${upload.nextChunk} must be bytes ${expected.start}-${expected.end - 1}; chunks go in order.`,
      });
    }
    const bytes = rawBodyOf(ctx);
    if (bytes.length !== range.end - range.start) {
      return fail(
        ctx,
        invalidParams(
          `The body has ${bytes.length} bytes; Content-Range announces ${range.end - range.start}.`,
        ),
      );
    }
    const contentType = ctx.get('content-type').split(';')[0].trim().toLowerCase();
    if (!(VIDEO_TYPES as readonly string[]).includes(contentType)) {
      return fail(ctx, invalidParams(`Content-Type must be one of ${VIDEO_TYPES.join(', ')}.`));
    }

    upload.hash.update(bytes);
    upload.uploadedBytes += bytes.length;
    upload.nextChunk += 1;
    upload.contentType = contentType;
    const last = upload.nextChunk === upload.totalChunkCount;
    if (!last) {
      ctx.status = 206;
      return;
    }
    record.received.push({ bytes: upload.uploadedBytes, sha256: upload.hash.digest('hex'), contentType });
    this.later(() => this.finish(record));
    if (
      !(await this.afterAccept(ctx, record.carried === 'drop_final_chunk' ? 'drop_after_accept' : undefined))
    ) {
      return;
    }
    ctx.status = 201;
  }

  private fetchStatus(ctx: Ctx): void {
    const caller = this.authenticate(ctx);
    if (!caller) return;
    const id = bodyOf(ctx).publish_id;
    const record = typeof id === 'string' ? this.publishes.get(id) : undefined;
    if (!record || record.openId !== caller.openId) {
      return fail(ctx, invalidParams('publish_id does not exist for this user.'));
    }
    succeed(ctx, {
      status: record.status,
      ...(record.failReason ? { fail_reason: record.failReason } : {}),
      // Ids are int64 on the platform; sent as strings here so no client loses digits.
      publicaly_available_post_id: record.postId ? [record.postId] : [],
      ...(record.upload
        ? { uploaded_bytes: record.upload.uploadedBytes }
        : { downloaded_bytes: record.downloadedBytes }),
    });
  }

  private publicPost(ctx: Ctx): void {
    const post = this.store.find((p) => p.id === ctx.params.id || p.publishId === ctx.params.id);
    ctx.status = post ? 200 : 404;
    ctx.body = post ? { ...post } : { message: `No post ${ctx.params.id} on the emulated platform.` };
  }

  /** `POST /_sandbox/creator {handle, ...settings}`: the HTTP form of `setCreator`, for curl. */
  private changeCreator(ctx: Ctx): void {
    const { handle, ...fields } = bodyOf(ctx);
    if (typeof handle !== 'string' || handle === '') {
      ctx.status = 400;
      ctx.body = { message: 'handle is required' };
      return;
    }
    const template = defaultCreator(handle);
    const unknown = Object.keys(fields).filter(
      (key) => !(key in template) || typeof fields[key] !== typeof template[key as keyof CreatorSettings],
    );
    if (unknown.length > 0) {
      ctx.status = 400;
      ctx.body = { message: `Not creator settings: ${unknown.join(', ')}`, settings: Object.keys(template) };
      return;
    }
    this.setCreator(handle, fields as Partial<CreatorSettings>);
    ctx.body = {
      handle,
      creator: this.creatorOf({ openId: clipSandboxAccount(handle).externalAccountId, handle }),
    };
  }

  /** Pulls a record's URLs in order, then processes it; the first bad file fails the publish. */
  private async pull(record: PublishRecord): Promise<void> {
    const generation = this.generation;
    const accepted = record.kind === 'photo' ? PHOTO_TYPES : VIDEO_TYPES;
    const max = record.kind === 'photo' ? this.maxPhotoBytes : this.maxVideoBytes;
    for (const url of record.urls ?? []) {
      const got = await pullMedia(url, accepted, max);
      if (generation !== this.generation) return;
      if (!got.ok) {
        record.status = 'FAILED';
        record.failReason = pullFailReason(record.kind, got.reason);
        return;
      }
      record.received.push({ url, bytes: got.bytes, sha256: got.sha256, contentType: got.contentType });
      record.downloadedBytes += got.bytes;
    }
    this.later(() => this.finish(record));
  }

  /** The end of processing: a post, the creator's inbox, or FAILED; a carried `stall` never ends. */
  private finish(record: PublishRecord): void {
    if (record.carried === 'stall') return;
    if (record.carried === 'processing_failed') {
      record.status = 'FAILED';
      record.failReason = 'file_format_check_failed';
      return;
    }
    if (record.postMode === 'MEDIA_UPLOAD') {
      record.status = 'SEND_TO_USER_INBOX';
      return;
    }
    const info = record.postInfo;
    const id = this.nextPostId();
    const post: EmulatedPost = {
      id,
      accountId: record.openId,
      text: String((record.kind === 'video' ? info.title : info.description) ?? ''),
      createdAt: new Date(this.now()).toISOString(),
      kind: record.kind,
      publishId: record.publishId,
      privacyLevel: info.privacy_level,
      disableComment: info.disable_comment ?? false,
      brandContentToggle: info.brand_content_toggle ?? false,
      ...(info.brand_organic_toggle !== undefined ? { brandOrganicToggle: info.brand_organic_toggle } : {}),
      ...(record.kind === 'video'
        ? { disableDuet: info.disable_duet ?? false, disableStitch: info.disable_stitch ?? false }
        : { title: info.title ?? '', coverIndex: record.coverIndex }),
      media: record.received.map((m) => ({ ...m })),
    };
    this.store.push(post);
    record.postId = id;
    record.status = 'PUBLISH_COMPLETE';
  }

  private newRecord(
    caller: Caller,
    kind: 'video' | 'photo',
    prefix: string,
    postInfo: unknown,
    failure: string | undefined,
  ): PublishRecord {
    this.publishCount += 1;
    return {
      publishId: `${prefix}~v2-1.${this.now()}${String(this.publishCount).padStart(4, '0')}`,
      openId: caller.openId,
      kind,
      postMode: 'DIRECT_POST',
      status: 'PROCESSING_UPLOAD',
      postInfo: isRecord(postInfo) ? { ...postInfo } : {},
      downloadedBytes: 0,
      received: [],
      ...(isCarried(failure) ? { carried: failure as CarriedFailure } : {}),
    };
  }

  /**
   * Takes the queued failure kind for an init. Answers the ones that refuse outright and returns
   * null; otherwise returns the kind (or undefined) for the init to carry out.
   */
  private takeFailure(ctx: Ctx): string | undefined | null {
    const kind = this.failures.take();
    if (
      kind === undefined ||
      kind === 'drop_after_accept' ||
      kind === 'hold_after_accept' ||
      isCarried(kind)
    ) {
      return kind;
    }
    // A misspelt kind should fail the test that queued it, not pass silently.
    fail(
      ctx,
      INJECTED[kind] ?? {
        status: 500,
        code: 'internal_error',
        message: `Unknown sandbox failure kind "${kind}".`,
      },
    );
    return null;
  }

  /** Why this creator may not post at all right now, as the init answers it. */
  private postingRefusal(caller: Caller): ClipRefusal | undefined {
    if (!this.creatorOf(caller).canPost) return BANNED;
    const since = this.now() - DAY_MS;
    const today = this.store.filter((p) => p.accountId === caller.openId && Date.parse(p.createdAt) > since);
    return today.length >= this.dailyPostCap ? TOO_MANY_POSTS : undefined;
  }

  private authenticate(ctx: Ctx): Caller | undefined {
    const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'));
    const caller = match ? (sandboxCreatorForToken(match[1]) ?? this.oauthCreator(match[1])) : undefined;
    if (!caller) fail(ctx, TOKEN_INVALID);
    return caller;
  }

  /** The creator behind a token the OAuth flow issued (unknown or expired: undefined). */
  private oauthCreator(token: string): Caller | undefined {
    const user = this.oauth.userFor(token);
    return user && { openId: user.id, handle: user.handle };
  }

  private creatorOf(caller: Caller): CreatorSettings {
    return this.creators.get(caller.openId) ?? defaultCreator(caller.handle);
  }

  private verified(url: string): boolean {
    return this.verifiedUrlPrefixes === undefined || this.verifiedUrlPrefixes.some((p) => url.startsWith(p));
  }

  private later(work: () => void): void {
    const generation = this.generation;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (generation === this.generation) work();
    }, this.processingMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** 19-digit ids that grow with time, like the platform's. */
  private nextPostId(): string {
    const fromClock = 7_000_000_000_000_000_000n + BigInt(this.now()) * 1000n;
    this.lastPostId = fromClock > this.lastPostId ? fromClock : this.lastPostId + 1n;
    return this.lastPostId.toString();
  }
}

function photoSourceProblem(source: Body): string | undefined {
  if (source.source !== 'PULL_FROM_URL') return 'source_info.source must be PULL_FROM_URL for photos.';
  const images = source.photo_images;
  if (!Array.isArray(images) || images.length === 0 || images.length > MAX_PHOTOS) {
    return `source_info.photo_images must hold 1 to ${MAX_PHOTOS} URLs.`;
  }
  if (!images.every((url) => typeof url === 'string' && /^https?:\/\//.test(url))) {
    return 'source_info.photo_images must be http(s) URLs.';
  }
  const cover = source.photo_cover_index;
  if (typeof cover !== 'number' || !Number.isInteger(cover) || cover < 0 || cover >= images.length) {
    return 'source_info.photo_cover_index must point at one of photo_images.';
  }
  return undefined;
}

function pullFailReason(kind: 'video' | 'photo', reason: 'pull_failed' | 'format' | 'size'): string {
  if (reason === 'format') return 'file_format_check_failed';
  if (reason === 'size') return kind === 'photo' ? 'picture_size_check_failed' : 'file_format_check_failed';
  return kind === 'photo' ? 'photo_pull_failed' : 'video_pull_failed';
}

/** `bytes first-last/total` as a half-open range. */
function parseContentRange(value: string): { start: number; end: number; total: number } | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value.trim());
  if (!match) return undefined;
  const [start, last, total] = match.slice(1).map(Number);
  return last < start ? undefined : { start, end: last + 1, total };
}

function bodyOf(ctx: Ctx): Body {
  const body = (ctx.request as { body?: unknown }).body;
  return isRecord(body) ? body : {};
}

function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
