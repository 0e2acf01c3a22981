import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { KoaEmulator, rawBodyOf } from '../../core/sandbox/koa-emulator';
import { SandboxOAuthProvider } from '../../core/sandbox/oauth-provider';
import { MicroEngagementState, type MicroEngagementSnapshot } from './emulator-engagement';
import { microOAuthRoutes } from './emulator-oauth';
import { problem } from './emulator-problem';
import {
  MICRO_ENGAGEMENT_METRICS,
  microReplyTweet,
  publicMetrics,
  registerMicroReads,
} from './emulator-reads';
import { multipartBoundary, parseMultipart } from './multipart';
import { MICRO_TEXT_LIMIT } from './rules';
import { microSandboxUser, sandboxUserForToken } from './sandbox';
import { weightedLength } from './weighted-length';

const INVALID_REQUEST = 'https://api.twitter.com/2/problems/invalid-request';
const NOT_FOUND = 'https://api.twitter.com/2/problems/resource-not-found';
const DUPLICATE_DETAIL = 'You are not allowed to create a Tweet with duplicate content.';
const FORBIDDEN_DETAIL = 'You are not permitted to perform this action.';
const REPLY_SETTINGS = ['following', 'mentionedUsers', 'subscribers'];
/** X's snowflake epoch: ids made from it are 19 digits and grow with time, like real tweet ids. */
const SNOWFLAKE_EPOCH_MS = 1288834974657n;

type Ctx = RouterContext;

const MB = 1024 * 1024;
type Category = 'tweet_image' | 'tweet_gif' | 'tweet_video';
const CATEGORIES: Record<Category, { maxBytes: number; typePrefix: string; keyPrefix: string }> = {
  tweet_image: { maxBytes: 5 * MB, typePrefix: 'image/', keyPrefix: '3' },
  tweet_gif: { maxBytes: 15 * MB, typePrefix: 'image/gif', keyPrefix: '16' },
  tweet_video: { maxBytes: 8 * 1024 * MB, typePrefix: 'video/', keyPrefix: '7' },
};
const MAX_SEGMENT_INDEX = 999;
const UPLOAD_TTL_SECS = 86_400;

type MediaState = 'pending' | 'in_progress' | 'succeeded' | 'failed';

interface EmulatedMedia {
  id: string;
  key: string;
  ownerId: string;
  category: Category;
  totalBytes: number;
  segments: Buffer[];
  finalized: boolean;
  state?: MediaState;
  /** STATUS calls answered since finalize; processing moves one state per call. */
  checks: number;
  willFail: boolean;
  sha256?: string;
}

export interface MicroEmulatorOptions {
  /** STATUS calls a GIF or video needs after finalize before it is `succeeded` (default 2); Infinity never. */
  statusChecksToSucceed?: number;
}

interface ProblemDetail {
  message: string;
  parameters: Record<string, unknown[]>;
}

interface MicroUser {
  id: string;
  handle: string;
}

/**
 * X API v2 in memory: create, delete, read one tweet and a user's timeline, with X's problem
 * documents, weighted 280 limit, duplicate-content refusal and rate-limit headers.
 * `GET /_sandbox/posts/:id` stands in for a tweet's public page.
 */
export class MicroEmulator extends KoaEmulator {
  /** X's: two-hour access tokens, PKCE required, refresh tokens that rotate. */
  protected override readonly oauth = new SandboxOAuthProvider({
    pkce: 'required',
    accessTokenTtlSeconds: 7200,
    refreshTokens: 'rotating',
    userFor: microSandboxUser,
  });
  private lastId = 0n;
  private media = new Map<string, EmulatedMedia>();
  private processingFailures = 0;
  /** Timeline reads still to answer 503 (`POST /_sandbox/fail-reads`): a look-up that cannot be made. */
  private readFailures = 0;
  /** Likes, follows and hidden replies (plugins/micro/emulator-engagement.ts). */
  readonly engagementState = new MicroEngagementState();
  private readonly statusChecksToSucceed: number;

  constructor(options: MicroEmulatorOptions = {}) {
    super();
    this.statusChecksToSucceed = options.statusChecksToSucceed ?? 2;
  }

  protected override routes(router: Router): void {
    microOAuthRoutes(router, this.oauth, (ctx) => {
      const user = this.authenticate(ctx);
      if (user) ctx.body = { data: { id: user.id, name: user.handle, username: user.handle } };
    });
    router.post('/2/media/upload/initialize', (ctx) => this.initializeUpload(ctx));
    router.post('/2/media/upload/:id/append', (ctx) => this.appendSegment(ctx));
    router.post('/2/media/upload/:id/finalize', (ctx) => this.finalizeUpload(ctx));
    router.get('/2/media/upload', (ctx) => this.uploadStatus(ctx));
    router.post('/_sandbox/fail-processing', (ctx) => {
      const { count } = requestBody(ctx);
      this.failProcessing(typeof count === 'number' ? count : 1);
      ctx.body = { queued: 'processing_failed', count: typeof count === 'number' ? count : 1 };
    });
    router.post('/_sandbox/fail-reads', (ctx) => {
      const { count } = requestBody(ctx);
      this.failReads(typeof count === 'number' ? count : 1);
      ctx.body = { queued: 'read_failed', count: typeof count === 'number' ? count : 1 };
    });
    router.post('/2/tweets', (ctx) => this.createTweet(ctx));
    router.delete('/2/tweets/:id', (ctx) => this.deleteTweet(ctx));
    router.get('/2/users/:id/tweets', (ctx) => this.userTweets(ctx));
    router.get('/2/tweets/:id', (ctx) => this.getTweet(ctx));
    registerMicroReads(router, {
      authenticate: (ctx) => this.authenticate(ctx),
      posts: () => this.store,
      engagement: this.engagement,
      isHidden: (id) => this.engagementState.isHidden(id),
    });
    this.engagementState.register(router, {
      authenticate: (ctx) => this.authenticate(ctx),
      posts: () => this.store,
    });
    router.get('/_sandbox/posts/:id', (ctx) => this.publicPost(ctx));
  }

  override reset(): void {
    super.reset();
    this.media = new Map();
    this.processingFailures = 0;
    this.readFailures = 0;
    this.engagementState.reset();
  }
  protected override ownState(): Record<string, unknown> {
    return { lastId: this.lastId.toString(), engagement: this.engagementState.snapshot() };
  }

  protected override restoreOwnState(saved: Record<string, unknown>): void {
    if (typeof saved.lastId === 'string') this.lastId = BigInt(saved.lastId);
    this.engagementState.restore(saved.engagement as MicroEngagementSnapshot | undefined);
  }

  protected override engagementMetrics(): readonly string[] {
    return MICRO_ENGAGEMENT_METRICS;
  }

  /** Someone else's reply is their tweet, in the conversation like any other. */
  protected override storeReply(post: EmulatedPost, reply: { text: string; authorHandle: string }): void {
    this.store.push(microReplyTweet(this.nextId(), post, reply));
  }

  /** Make processing of the next `count` finalized GIFs or videos end `failed`. */
  failProcessing(count = 1): void {
    this.processingFailures += count;
  }

  /** The next `count` timeline reads (the look-up after a lost answer) answer 503. */
  failReads(count = 1): void {
    this.readFailures += count;
  }

  /** The sha256 (hex) of an uploaded file's assembled bytes, once finalized. */
  mediaSha256(id: string): string | undefined {
    return this.media.get(id)?.sha256;
  }

  private initializeUpload(ctx: Ctx): void {
    const user = this.authenticate(ctx);
    if (!user) return;
    const body = requestBody(ctx);
    const { media_type: mediaType, total_bytes: totalBytes, media_category: category } = body;
    const rule = typeof category === 'string' ? CATEGORIES[category as Category] : undefined;
    if (!rule) {
      invalidRequest(ctx, [
        {
          message: `media_category must be one of ${Object.keys(CATEGORIES).join(', ')}.`,
          parameters: { media_category: [category] },
        },
      ]);
      return;
    }
    if (typeof mediaType !== 'string' || !mediaType.startsWith(rule.typePrefix)) {
      invalidRequest(ctx, [
        {
          message: `media_type ${String(mediaType)} does not fit media_category ${String(category)}.`,
          parameters: { media_type: [mediaType] },
        },
      ]);
      return;
    }
    if (typeof totalBytes !== 'number' || !Number.isInteger(totalBytes) || totalBytes <= 0) {
      invalidRequest(ctx, [
        { message: 'total_bytes must be a positive integer.', parameters: { total_bytes: [totalBytes] } },
      ]);
      return;
    }
    if (totalBytes > rule.maxBytes) {
      invalidRequest(ctx, [
        {
          message: `File size exceeds ${rule.maxBytes} bytes for ${String(category)}.`,
          parameters: { total_bytes: [totalBytes] },
        },
      ]);
      return;
    }
    const id = this.nextId();
    const media: EmulatedMedia = {
      id,
      key: `${rule.keyPrefix}_${id}`,
      ownerId: user.id,
      category: category as Category,
      totalBytes,
      segments: [],
      finalized: false,
      checks: 0,
      willFail: false,
    };
    this.media.set(id, media);
    ctx.body = { data: { id, media_key: media.key, expires_after_secs: UPLOAD_TTL_SECS } };
  }

  private appendSegment(ctx: Ctx): void {
    const user = this.authenticate(ctx);
    if (!user) return;
    const media = this.ownMedia(ctx, user, ctx.params.id);
    if (!media) return;
    const boundary = multipartBoundary(ctx.get('content-type'));
    const parts = boundary ? parseMultipart(rawBodyOf(ctx), boundary) : undefined;
    if (!parts) {
      invalidRequest(ctx, [{ message: 'The append body must be multipart/form-data.', parameters: {} }]);
      return;
    }
    const indexPart = parts.find((p) => p.name === 'segment_index');
    const mediaPart = parts.find((p) => p.name === 'media');
    const index = indexPart ? Number(indexPart.data.toString('utf8').trim()) : NaN;
    if (!Number.isInteger(index) || index < 0 || index > MAX_SEGMENT_INDEX) {
      invalidRequest(ctx, [
        {
          message: `segment_index must be an integer from 0 to ${MAX_SEGMENT_INDEX}.`,
          parameters: { segment_index: [indexPart?.data.toString('utf8')] },
        },
      ]);
      return;
    }
    if (!mediaPart || mediaPart.data.length === 0) {
      invalidRequest(ctx, [{ message: 'The `media` part is required.', parameters: { media: [] } }]);
      return;
    }
    if (media.finalized) {
      invalidRequest(ctx, [
        { message: `Media ${media.id} is already finalized.`, parameters: { media_id: [media.id] } },
      ]);
      return;
    }
    if (index !== media.segments.length) {
      invalidRequest(ctx, [
        {
          message: `Segments must arrive in order: expected segment_index ${media.segments.length}, got ${index}.`,
          parameters: { segment_index: [index] },
        },
      ]);
      return;
    }
    const received = media.segments.reduce((sum, b) => sum + b.length, 0) + mediaPart.data.length;
    if (received > media.totalBytes) {
      invalidRequest(ctx, [
        {
          message: `Segments add up to ${received} bytes, more than total_bytes ${media.totalBytes}.`,
          parameters: { segment_index: [index] },
        },
      ]);
      return;
    }
    media.segments.push(Buffer.from(mediaPart.data));
    ctx.body = { data: { expires_at: Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECS } };
  }

  private finalizeUpload(ctx: Ctx): void {
    const user = this.authenticate(ctx);
    if (!user) return;
    const media = this.ownMedia(ctx, user, ctx.params.id);
    if (!media) return;
    if (media.finalized) {
      invalidRequest(ctx, [
        { message: `Media ${media.id} is already finalized.`, parameters: { media_id: [media.id] } },
      ]);
      return;
    }
    const assembled = Buffer.concat(media.segments);
    if (assembled.length !== media.totalBytes) {
      invalidRequest(ctx, [
        {
          message: `File size ${assembled.length} does not match total_bytes ${media.totalBytes}.`,
          parameters: { media_id: [media.id] },
        },
      ]);
      return;
    }
    media.finalized = true;
    media.sha256 = createHash('sha256').update(assembled).digest('hex');
    media.segments = [];
    if (media.category === 'tweet_image') {
      media.state = 'succeeded';
    } else {
      media.state = 'pending';
      if (this.processingFailures > 0) {
        this.processingFailures -= 1;
        media.willFail = true;
      }
    }
    ctx.body = { data: this.renderMedia(media) };
  }

  private uploadStatus(ctx: Ctx): void {
    const user = this.authenticate(ctx);
    if (!user) return;
    if (ctx.query.command !== 'STATUS') {
      invalidRequest(ctx, [
        { message: 'command must be STATUS.', parameters: { command: [ctx.query.command] } },
      ]);
      return;
    }
    const id = Array.isArray(ctx.query.media_id) ? ctx.query.media_id[0] : ctx.query.media_id;
    const media = this.ownMedia(ctx, user, id ?? '');
    if (!media) return;
    if (!media.finalized) {
      invalidRequest(ctx, [
        { message: `Media ${media.id} is not finalized.`, parameters: { media_id: [media.id] } },
      ]);
      return;
    }
    if (media.state === 'pending' || media.state === 'in_progress') {
      media.checks += 1;
      if (media.willFail) media.state = 'failed';
      else if (media.checks >= this.statusChecksToSucceed) media.state = 'succeeded';
      else media.state = 'in_progress';
    }
    ctx.body = { data: this.renderMedia(media) };
  }

  private renderMedia(media: EmulatedMedia): Record<string, unknown> {
    const data: Record<string, unknown> = {
      id: media.id,
      media_key: media.key,
      size: media.totalBytes,
      expires_after_secs: UPLOAD_TTL_SECS,
    };
    if (media.category !== 'tweet_image' && media.state !== undefined) {
      const info: Record<string, unknown> = { state: media.state };
      if (media.state === 'pending' || media.state === 'in_progress') info.check_after_secs = 1;
      if (media.state === 'in_progress') info.progress_percent = 50;
      if (media.state === 'failed') {
        info.error = { code: 1, name: 'InvalidMedia', message: 'Unsupported video format' };
      }
      data.processing_info = info;
    }
    return data;
  }

  private ownMedia(ctx: Ctx, user: MicroUser, id: string): EmulatedMedia | undefined {
    const media = this.media.get(id);
    if (!media || media.ownerId !== user.id) {
      problem(ctx, 404, 'Not Found Error', `Could not find media with id: [${id}].`, { type: NOT_FOUND });
      return undefined;
    }
    return media;
  }

  /** The media ids of a tweet body, or the problems with them; [] when the tweet carries none. */
  private readTweetMedia(user: MicroUser, value: unknown): { ids: string[] } | { problems: ProblemDetail[] } {
    if (value === undefined) return { ids: [] };
    const ids = (value as { media_ids?: unknown } | null)?.media_ids;
    if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => typeof id !== 'string')) {
      return {
        problems: [
          {
            message: 'media.media_ids must be a non-empty list of ids.',
            parameters: { 'media.media_ids': [ids] },
          },
        ],
      };
    }
    const found: EmulatedMedia[] = [];
    for (const id of ids as string[]) {
      const media = this.media.get(id);
      if (!media || media.ownerId !== user.id || media.state !== 'succeeded') {
        return {
          problems: [
            {
              message: `Your media IDs are invalid: media ${id} is not uploaded and processed.`,
              parameters: { 'media.media_ids': [id] },
            },
          ],
        };
      }
      found.push(media);
    }
    const images = found.filter((m) => m.category === 'tweet_image').length;
    if ((images !== found.length && found.length > 1) || images > 4 || new Set(ids).size !== ids.length) {
      return {
        problems: [
          {
            message: 'A Tweet takes up to 4 images, or 1 GIF, or 1 video.',
            parameters: { 'media.media_ids': ids },
          },
        ],
      };
    }
    return { ids: ids as string[] };
  }

  private async createTweet(ctx: Ctx): Promise<void> {
    const kind = this.failures.take();
    if (this.answeredByFailure(ctx, kind)) return;
    const user = this.authenticate(ctx);
    if (!user) return;

    const body = requestBody(ctx);
    const text = body.text;
    if (typeof text !== 'string' || text.trim() === '') {
      invalidRequest(ctx, [
        { message: 'The `text` field must be a non-empty string.', parameters: { text: [text] } },
      ]);
      return;
    }
    const length = weightedLength(text);
    if (length > MICRO_TEXT_LIMIT) {
      invalidRequest(ctx, [
        {
          message: `Your Tweet text is too long: ${length} weighted characters, at most ${MICRO_TEXT_LIMIT}.`,
          parameters: { text: [text] },
        },
      ]);
      return;
    }
    const replyToId = readReplyTo(body.reply);
    if (replyToId === null || (replyToId !== undefined && !this.visible(replyToId))) {
      invalidRequest(ctx, [
        {
          message: 'The Tweet you are replying to does not exist or is not visible to you.',
          parameters: { 'reply.in_reply_to_tweet_id': [replyToId ?? body.reply] },
        },
      ]);
      return;
    }
    const replySettings = body.reply_settings;
    if (
      replySettings !== undefined &&
      (typeof replySettings !== 'string' || !REPLY_SETTINGS.includes(replySettings))
    ) {
      invalidRequest(ctx, [
        {
          message: `reply_settings must be one of ${REPLY_SETTINGS.join(', ')}.`,
          parameters: { reply_settings: [replySettings] },
        },
      ]);
      return;
    }
    const media = this.readTweetMedia(user, body.media);
    if ('problems' in media) {
      invalidRequest(ctx, media.problems);
      return;
    }
    if (this.isDuplicate(user.id, text)) {
      problem(ctx, 403, 'Forbidden', DUPLICATE_DETAIL);
      return;
    }

    const post: EmulatedPost = {
      id: this.nextId(),
      accountId: user.id,
      text,
      createdAt: new Date().toISOString(),
      ...(replyToId !== undefined ? { replyToId } : {}),
      ...(replySettings !== undefined ? { replySettings } : {}),
      ...(media.ids.length > 0
        ? { mediaIds: media.ids, mediaSha256: media.ids.map((id) => this.media.get(id)?.sha256 ?? '') }
        : {}),
    };
    this.store.push(post);
    if (replyToId !== undefined) this.engagementState.countReply();
    if (!(await this.afterAccept(ctx, kind))) return;
    ctx.status = 201;
    ctx.body = { data: { id: post.id, text: post.text, edit_history_tweet_ids: [post.id] } };
  }

  private async deleteTweet(ctx: Ctx): Promise<void> {
    const kind = this.failures.take();
    if (this.answeredByFailure(ctx, kind)) return;
    const user = this.authenticate(ctx);
    if (!user) return;

    const post = this.store.find((p) => p.id === ctx.params.id && !p.deleted);
    if (!post) {
      notFound(ctx, ctx.params.id);
      return;
    }
    if (post.accountId !== user.id) {
      problem(ctx, 403, 'Forbidden', 'You are not allowed to delete a Tweet that is not yours.');
      return;
    }
    post.deleted = true;
    if (!(await this.afterAccept(ctx, kind))) return;
    ctx.body = { data: { deleted: true } };
  }

  private userTweets(ctx: Ctx): void {
    const user = this.authenticate(ctx);
    if (!user) return;
    if (this.readFailures > 0) {
      this.readFailures -= 1;
      problem(ctx, 503, 'Service Unavailable', 'Service Unavailable');
      return;
    }
    if (ctx.params.id !== user.id) {
      problem(ctx, 403, 'Forbidden', FORBIDDEN_DETAIL);
      return;
    }
    const query = readTimelineQuery(ctx);
    if ('problems' in query) {
      invalidRequest(ctx, query.problems);
      return;
    }

    const matching = this.store
      .filter((p) => p.accountId === user.id && !p.deleted)
      .filter((p) => query.startTime === undefined || Date.parse(p.createdAt) >= query.startTime)
      .filter((p) => query.before === undefined || BigInt(p.id) < query.before)
      .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
    const page = matching.slice(0, query.maxResults);
    if (page.length === 0) {
      ctx.body = { meta: { result_count: 0 } };
      return;
    }
    const meta: Record<string, unknown> = {
      result_count: page.length,
      newest_id: page[0].id,
      oldest_id: page[page.length - 1].id,
    };
    // The token is the last id shown; the next page starts below it.
    if (matching.length > page.length) meta.next_token = page[page.length - 1].id;
    ctx.body = { data: page.map((p) => renderTweet(p, query.fields)), meta };
  }

  private getTweet(ctx: Ctx): void {
    if (!this.authenticate(ctx)) return;
    const post = this.store.find((p) => p.id === ctx.params.id && !p.deleted);
    if (!post) {
      // X answers a missing tweet on this read path with 200 and an `errors` list, not a 404.
      ctx.body = {
        errors: [
          {
            value: ctx.params.id,
            detail: `Could not find tweet with id: [${ctx.params.id}].`,
            title: 'Not Found Error',
            resource_type: 'tweet',
            parameter: 'id',
            resource_id: ctx.params.id,
            type: NOT_FOUND,
          },
        ],
      };
      return;
    }
    const fields = readFields(ctx.query['tweet.fields']);
    const tweet = renderTweet(post, fields);
    if (fields.has('public_metrics')) {
      tweet.public_metrics = publicMetrics(
        post,
        this.store,
        this.engagement,
        this.engagementState.likesOf(post.id),
      );
    }
    ctx.body = { data: tweet };
  }

  private publicPost(ctx: Ctx): void {
    const post = this.store.find((p) => p.id === ctx.params.id);
    if (!post) {
      ctx.status = 404;
      ctx.body = { message: `No post ${ctx.params.id} on the emulated platform.` };
      return;
    }
    ctx.body = { ...post };
  }

  /** Answers the queued failure kinds that refuse the call outright; true when it answered. */
  private answeredByFailure(ctx: Ctx, kind: string | undefined): boolean {
    switch (kind) {
      case undefined:
      case 'drop_after_accept':
      case 'hold_after_accept':
        return false;
      case 'server_error':
        problem(ctx, 503, 'Service Unavailable', 'Service Unavailable');
        return true;
      case 'rate_limit':
        ctx.set('x-rate-limit-limit', '200');
        ctx.set('x-rate-limit-remaining', '0');
        ctx.set('x-rate-limit-reset', String(Math.floor(Date.now() / 1000) + 900));
        problem(ctx, 429, 'Too Many Requests', 'Too Many Requests');
        return true;
      case 'auth':
        unauthorized(ctx);
        return true;
      case 'duplicate':
        problem(ctx, 403, 'Forbidden', DUPLICATE_DETAIL);
        return true;
      case 'forbidden':
        problem(ctx, 403, 'Forbidden', FORBIDDEN_DETAIL);
        return true;
      case 'invalid':
        invalidRequest(ctx, [{ message: 'The request was refused by the sandbox.', parameters: {} }]);
        return true;
      default:
        // A misspelt kind should fail the test that queued it, not pass silently.
        problem(ctx, 500, 'Internal Error', `Unknown sandbox failure kind "${kind}".`);
        return true;
    }
  }

  /** The user behind the bearer token: a sandbox account's token, or one issued by the OAuth flow. */
  private authenticate(ctx: Ctx): MicroUser | undefined {
    const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'));
    const user = match ? (sandboxUserForToken(match[1]) ?? this.oauth.userFor(match[1])) : undefined;
    if (!user) unauthorized(ctx);
    return user;
  }

  private visible(id: string): boolean {
    return this.store.some((p) => p.id === id && !p.deleted);
  }

  private isDuplicate(userId: string, text: string): boolean {
    const normalized = text.normalize('NFC');
    return this.store.some(
      (p) => p.accountId === userId && !p.deleted && p.text.normalize('NFC') === normalized,
    );
  }

  private nextId(): string {
    const fromClock = (BigInt(Date.now()) - SNOWFLAKE_EPOCH_MS) << 22n;
    this.lastId = fromClock > this.lastId ? fromClock : this.lastId + 1n;
    return this.lastId.toString();
  }
}

function requestBody(ctx: Ctx): Record<string, unknown> {
  const body = (ctx.request as { body?: unknown }).body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** undefined: not a reply; null: a `reply` object without a usable id. */
function readReplyTo(reply: unknown): string | undefined | null {
  if (reply === undefined) return undefined;
  if (typeof reply !== 'object' || reply === null) return null;
  const id = (reply as { in_reply_to_tweet_id?: unknown }).in_reply_to_tweet_id;
  return typeof id === 'string' && /^\d+$/.test(id) ? id : null;
}

interface TimelineQuery {
  startTime?: number;
  maxResults: number;
  before?: bigint;
  fields: Set<string>;
}

function readTimelineQuery(ctx: Ctx): TimelineQuery | { problems: ProblemDetail[] } {
  const problems: ProblemDetail[] = [];
  const single = (name: string): string | undefined => {
    const value = ctx.query[name];
    return Array.isArray(value) ? value[0] : value;
  };

  const start = single('start_time');
  const startTime = start === undefined ? undefined : Date.parse(start);
  if (startTime !== undefined && Number.isNaN(startTime)) {
    problems.push({ message: `Invalid 'start_time':'${start}'.`, parameters: { start_time: [start] } });
  }
  const max = single('max_results');
  const maxResults = max === undefined ? 10 : Number(max);
  if (!Number.isInteger(maxResults) || maxResults < 5 || maxResults > 100) {
    problems.push({
      message: `The \`max_results\` query parameter value [${max}] is not between 5 and 100`,
      parameters: { max_results: [max] },
    });
  }
  const token = single('pagination_token');
  if (token !== undefined && !/^\d+$/.test(token)) {
    problems.push({
      message: 'The `pagination_token` is not valid.',
      parameters: { pagination_token: [token] },
    });
  }
  if (problems.length > 0) return { problems };
  return {
    startTime,
    maxResults,
    before: token === undefined ? undefined : BigInt(token),
    fields: readFields(ctx.query['tweet.fields']),
  };
}

function readFields(value: string | string[] | undefined): Set<string> {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(joined.split(',').filter((field) => field !== ''));
}

/** A tweet as X shows it: id, text and edit history always, the rest only when asked for. */
function renderTweet(post: EmulatedPost, fields: Set<string>): Record<string, unknown> {
  const tweet: Record<string, unknown> = { id: post.id, text: post.text, edit_history_tweet_ids: [post.id] };
  if (fields.has('created_at')) tweet.created_at = post.createdAt;
  if (fields.has('author_id')) tweet.author_id = post.accountId;
  if (fields.has('referenced_tweets') && post.replyToId !== undefined) {
    tweet.referenced_tweets = [{ type: 'replied_to', id: post.replyToId }];
  }
  return tweet;
}

function invalidRequest(ctx: Ctx, errors: ProblemDetail[]): void {
  problem(ctx, 400, 'Invalid Request', 'One or more parameters to your request was invalid.', {
    type: INVALID_REQUEST,
    errors,
  });
}

function unauthorized(ctx: Ctx): void {
  problem(ctx, 401, 'Unauthorized', 'Unauthorized');
}

function notFound(ctx: Ctx, id: string): void {
  problem(ctx, 404, 'Not Found Error', `Could not find tweet with id: [${id}].`, { type: NOT_FOUND });
}
