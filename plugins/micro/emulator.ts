import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { KoaEmulator } from '../../core/sandbox/koa-emulator';
import { MICRO_TEXT_LIMIT } from './rules';
import { sandboxUserForToken } from './sandbox';
import { weightedLength } from './weighted-length';

const INVALID_REQUEST = 'https://api.twitter.com/2/problems/invalid-request';
const NOT_FOUND = 'https://api.twitter.com/2/problems/resource-not-found';
const DUPLICATE_DETAIL = 'You are not allowed to create a Tweet with duplicate content.';
const FORBIDDEN_DETAIL = 'You are not permitted to perform this action.';
const REPLY_SETTINGS = ['following', 'mentionedUsers', 'subscribers'];
/** X's snowflake epoch: ids made from it are 19 digits and grow with time, like real tweet ids. */
const SNOWFLAKE_EPOCH_MS = 1288834974657n;

type Ctx = RouterContext;

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
  private lastId = 0n;

  protected override routes(router: Router): void {
    router.post('/2/tweets', (ctx) => this.createTweet(ctx));
    router.delete('/2/tweets/:id', (ctx) => this.deleteTweet(ctx));
    router.get('/2/users/:id/tweets', (ctx) => this.userTweets(ctx));
    router.get('/2/tweets/:id', (ctx) => this.getTweet(ctx));
    router.get('/_sandbox/posts/:id', (ctx) => this.publicPost(ctx));
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
    };
    this.store.push(post);
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
    ctx.body = { data: renderTweet(post, readFields(ctx.query['tweet.fields'])) };
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

  private authenticate(ctx: Ctx): MicroUser | undefined {
    const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'));
    const user = match ? sandboxUserForToken(match[1]) : undefined;
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

function problem(
  ctx: Ctx,
  status: number,
  title: string,
  detail: string,
  extra: Record<string, unknown> = {},
): void {
  ctx.status = status;
  ctx.body = { title, detail, type: 'about:blank', status, ...extra };
  ctx.type = 'application/problem+json';
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
