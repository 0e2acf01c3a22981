import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import type { EngagementBook } from '../../core/sandbox/engagement';
import { microSandboxAccount } from './sandbox';

/**
 * What other people do to tweets, as X v2 shows it: `public_metrics` on a tweet, and recent
 * search by `conversation_id:` for the replies. Engagement comes from `POST /_sandbox/engage`;
 * a reply from someone else is a tweet of theirs in the store, so every read path sees it.
 */

/** The counts `POST /_sandbox/engage` takes here: what `public_metrics` reports. */
export const MICRO_ENGAGEMENT_METRICS = ['views', 'likes', 'replies', 'reposts', 'quotes', 'saves'];

const SEARCH_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const INVALID_REQUEST = 'https://api.twitter.com/2/problems/invalid-request';

export interface MicroReadsHost {
  /** The token's user, or undefined with the 401 already answered. */
  authenticate(ctx: RouterContext): { id: string; handle: string } | undefined;
  /** The live store, oldest first. */
  posts(): EmulatedPost[];
  engagement: EngagementBook;
  /** Hidden by the conversation's owner (`PUT /2/tweets/:id/hidden`). */
  isHidden(tweetId: string): boolean;
}

export function registerMicroReads(router: Router, host: MicroReadsHost): void {
  router.get('/2/tweets/search/recent', (ctx) => searchRecent(ctx, host));
}

/** Someone else's reply to `post`: a tweet of theirs (its id from the emulator's id clock). */
export function microReplyTweet(
  id: string,
  post: EmulatedPost,
  reply: { text: string; authorHandle: string },
) {
  return {
    id,
    accountId: microSandboxAccount(reply.authorHandle).externalAccountId,
    handle: reply.authorHandle,
    text: reply.text,
    createdAt: new Date().toISOString(),
    replyToId: post.id,
  };
}

/**
 * `public_metrics` of a stored tweet: replies are counted from the store, likes are the sandbox
 * accounts' (`ourLikes`) plus those recorded, the rest recorded.
 */
export function publicMetrics(post: EmulatedPost, store: EmulatedPost[], book: EngagementBook, ourLikes = 0) {
  const replies = store.filter((p) => p.replyToId === post.id && !p.deleted).length;
  return {
    retweet_count: book.count(post.id, 'reposts'),
    reply_count: replies + book.count(post.id, 'replies'),
    like_count: ourLikes + book.count(post.id, 'likes'),
    quote_count: book.count(post.id, 'quotes'),
    bookmark_count: book.count(post.id, 'saves'),
    impression_count: book.count(post.id, 'views'),
  };
}

function searchRecent(ctx: RouterContext, host: MicroReadsHost): void {
  const caller = host.authenticate(ctx);
  if (!caller) return;
  const query = single(ctx.query.query)?.trim() ?? '';
  // The sandbox knows one operator: the conversation a tweet belongs to.
  const conversation = /^conversation_id:(\d+)$/.exec(query)?.[1];
  if (conversation === undefined) {
    return invalid(ctx, `The sandbox searches by conversation_id:<tweet id> only; got [${query}].`, 'query');
  }
  const max = single(ctx.query.max_results);
  const maxResults = max === undefined ? 10 : Number(max);
  if (!Number.isInteger(maxResults) || maxResults < 10 || maxResults > 100) {
    return invalid(
      ctx,
      `The \`max_results\` query parameter value [${max}] is not between 10 and 100`,
      'max_results',
    );
  }
  const store = host.posts();
  const byId = new Map(store.map((p) => [p.id, p]));
  const from = Date.now() - SEARCH_WINDOW_MS;
  const matching = store
    .filter((p) => !p.deleted && p.id !== conversation && Date.parse(p.createdAt) >= from)
    // A hidden reply leaves the conversation for all but its author, as on X.
    .filter((p) => !host.isHidden(p.id) || p.accountId === caller.id)
    .filter((p) => rootOf(p, byId) === conversation)
    .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
  const page = matching.slice(0, maxResults);
  if (page.length === 0) {
    ctx.body = { meta: { result_count: 0 } };
    return;
  }
  const fields = new Set((single(ctx.query['tweet.fields']) ?? '').split(','));
  const data = page.map((p) => render(p, conversation, fields, byId));
  const body: Record<string, unknown> = {
    data,
    meta: { result_count: page.length, newest_id: page[0].id, oldest_id: page[page.length - 1].id },
  };
  if ((single(ctx.query.expansions) ?? '').split(',').includes('author_id')) {
    const users = new Map<string, string>();
    for (const p of page) users.set(p.accountId, handleOf(p, caller));
    body.includes = { users: [...users].map(([id, handle]) => ({ id, name: handle, username: handle })) };
  }
  ctx.body = body;
}

/** The tweet a reply chain starts from: its conversation id. */
function rootOf(post: EmulatedPost, byId: Map<string, EmulatedPost>): string {
  let at = post;
  for (let hops = 0; at.replyToId !== undefined && hops < 1000; hops += 1) {
    const parent = byId.get(at.replyToId);
    if (!parent) return at.replyToId;
    at = parent;
  }
  return at.id;
}

function render(
  post: EmulatedPost,
  conversation: string,
  fields: Set<string>,
  byId: Map<string, EmulatedPost>,
): Record<string, unknown> {
  const tweet: Record<string, unknown> = { id: post.id, text: post.text, edit_history_tweet_ids: [post.id] };
  if (fields.has('created_at')) tweet.created_at = post.createdAt;
  if (fields.has('author_id')) tweet.author_id = post.accountId;
  if (fields.has('conversation_id')) tweet.conversation_id = conversation;
  if (post.replyToId !== undefined) {
    const parent = byId.get(post.replyToId);
    if (fields.has('in_reply_to_user_id') && parent) tweet.in_reply_to_user_id = parent.accountId;
    if (fields.has('referenced_tweets'))
      tweet.referenced_tweets = [{ type: 'replied_to', id: post.replyToId }];
  }
  return tweet;
}

/** Others' tweets carry their handle; the caller's own are known from the token. */
function handleOf(post: EmulatedPost, caller: { id: string; handle: string }): string {
  if (typeof post.handle === 'string') return post.handle;
  return post.accountId === caller.id ? caller.handle : post.accountId;
}

function invalid(ctx: RouterContext, message: string, parameter: string): void {
  ctx.status = 400;
  ctx.type = 'application/problem+json';
  ctx.body = {
    title: 'Invalid Request',
    detail: 'One or more parameters to your request was invalid.',
    type: INVALID_REQUEST,
    status: 400,
    errors: [{ message, parameters: { [parameter]: [single(ctx.query[parameter])] } }],
  };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
