import type { MikroORM } from '@mikro-orm/postgresql';
import { raw, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { Account, EngagementAction, Post, PostTarget, type PostStatus, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { DATE_PROBLEMS, LATEST_INSTANT, readDateTime, readDay } from '../../text/dates';
import type { AuthContext } from '../../auth/auth-context';
import { requireScope } from '../../auth/scopes';
import type { WorkspaceService } from '../people/workspace-service';
import type { PostEngagement, TargetChannelReplies, TargetMetrics } from './post-engagement';
import { postView, type PostView } from './post-view';

/** Every post status, in the spec's order: what `status` may list. */
export const POST_STATUSES: readonly PostStatus[] = [
  'scheduled',
  'draft',
  'publishing',
  'published',
  'partial',
  'failed',
  'cancelled',
];

/** `GET /v1/posts` query, as the API schema lets it through (all optional; strings as sent). */
export interface PostListQuery {
  /** 1-100 (the schema's bounds), default 20. */
  limit?: number;
  /** A post id (a previous page's `nextBefore`): only posts with lower ids. Not with `sort`. */
  before?: string;
  /** `true` lists posts deleted from their channels too. */
  includeDeleted?: boolean;
  /** Comma-separated statuses. */
  status?: string;
  /** `YYYY-MM-DD` (from the start of that day, UTC) or ISO 8601 with an offset. */
  since?: string;
  /** `YYYY-MM-DD` (through the end of that day, UTC) or ISO 8601 with an offset. */
  until?: string;
  /** `scheduled`: by the post's date, oldest first, one page only. */
  sort?: 'scheduled';
  /** Only the posts of this batch. */
  batchId?: string;
  /** Comma-separated channel ids: only posts with a target on one of them. */
  platform?: string;
}

export interface PostListPage {
  data: PostView[];
  /** The last id of this page when older posts remain; pass it as `before`. Null otherwise. */
  nextBefore: string | null;
}

export interface PostThreadView extends PostView {
  /** Our posts published as replies to this one, oldest first. */
  replies: PostView[];
  /** One entry per target of this post: what its channel counts. */
  metrics: TargetMetrics[];
  /** One entry per target of this post: the replies its channel lists, whoever wrote them. */
  channelReplies: TargetChannelReplies[];
}

/** A `since`/`until` bound as a comparison on the post's date. */
export interface DateBound {
  op: '$gte' | '$lt' | '$lte';
  at: Date;
}

interface Problem {
  field: string;
  message: string;
}

/** The read side of posts: lists and threads. Writes live in PostService. */
export class PostQueryService {
  constructor(
    private readonly orm: MikroORM,
    private readonly workspaces: WorkspaceService,
    private readonly engagement: PostEngagement,
  ) {}

  /**
   * The workspace's posts, newest first (ids sort by creation time), without replies and, unless
   * `includeDeleted`, without posts deleted from their channels. `sort: 'scheduled'` orders by the
   * post's date instead (scheduledAt for a scheduled post, createdAt otherwise), oldest first, and
   * answers one page with no `nextBefore`.
   */
  async list(auth: AuthContext, workspace: Workspace, query: PostListQuery): Promise<PostListPage> {
    requireScope(auth, 'posts:read');
    const problems: Problem[] = [];
    const limit = query.limit ?? 20;
    let statuses: PostStatus[] | undefined;
    if (query.status !== undefined) {
      const parsed = parseStatuses(query.status);
      if (typeof parsed === 'string') problems.push({ field: 'status', message: parsed });
      else statuses = parsed;
    }
    const bounds: DateBound[] = [];
    for (const side of ['since', 'until'] as const) {
      const value = query[side];
      if (value === undefined) continue;
      const bound = dateBound(side, value);
      if (typeof bound === 'string') problems.push({ field: side, message: bound });
      else bounds.push(bound);
    }
    const byDate = query.sort === 'scheduled';
    if (byDate && query.before !== undefined) {
      problems.push({
        field: 'before',
        message: 'before: sort=scheduled answers one page and does not page; leave before out',
      });
    }
    if (problems.length > 0) throw invalidParams(problems);

    // Read fresh rows: workflows change posts outside this request's identity map.
    const em = this.orm.em.fork();
    const where: FilterQuery<Post>[] = [{ workspaceId: workspace.id }, { replyToPostId: null }];
    if (!query.includeDeleted) where.push({ deletedAt: null });
    if (statuses) where.push({ status: { $in: statuses } });
    if (query.batchId !== undefined) where.push({ batchId: query.batchId });
    if (query.platform !== undefined) {
      const onChannels = em
        .createQueryBuilder(PostTarget, 't')
        .select('t.postId')
        .where({ platform: { $in: query.platform.split(',') } });
      // A subquery, not a list of ids: a channel may hold many posts. (The types do not know it.)
      where.push({ id: { $in: onChannels.getKnexQuery() } } as unknown as FilterQuery<Post>);
    }
    for (const bound of bounds) where.push({ [postDate()]: { [bound.op]: bound.at } });
    if (!byDate && query.before !== undefined) where.push({ id: { $lt: query.before } });

    const orderBy: QueryOrderMap<Post>[] = byDate
      ? [{ [postDate()]: 'asc' }, { id: 'asc' }]
      : [{ id: 'desc' }];
    const rows = await em.find(Post, { $and: where }, { orderBy, limit: byDate ? limit : limit + 1 });
    const page = rows.slice(0, limit);
    return {
      data: await this.views(em, page),
      nextBefore: !byDate && rows.length > limit ? page[page.length - 1].id : null,
    };
  }

  /**
   * One post (a reply's id works too) with our posts that reply to it, oldest first, and each
   * target's metrics and channel replies, read live. 404 `post_not_found`, or
   * `workspace_mismatch` when the post is in another workspace the caller's key reaches.
   */
  async thread(auth: AuthContext, workspace: Workspace, id: string): Promise<PostThreadView> {
    requireScope(auth, 'posts:read');
    const em = this.orm.em.fork();
    const post = await this.workspaces.postIn(auth, workspace, id, em);
    const replies = await em.find(
      Post,
      { workspaceId: workspace.id, replyToPostId: post.id },
      { orderBy: { id: 'asc' } },
    );
    const { targets, accounts } = await this.related(em, [post, ...replies]);
    const own = targets.filter((t) => t.postId === post.id);
    const engaged = await em.find(EngagementAction, {
      workspaceId: workspace.id,
      postId: post.id,
      kind: 'reply',
      status: 'done',
    });
    const live = await Promise.all(
      own.map((t) => {
        const ourReplies = new Map<string, string>();
        for (const r of targets) {
          if (r.postId !== post.id && r.accountId === t.accountId && r.externalId) {
            ourReplies.set(r.externalId, r.postId);
          }
        }
        const ownIds = new Set([...(t.externalId ? [t.externalId] : []), ...t.itemExternalIds]);
        const account = t.accountId ? accounts.get(t.accountId) : undefined;
        const engagementReplies = new Map(
          engaged.filter((a) => a.accountId === t.accountId).map((a) => [a.resultExternalId!, a.id]),
        );
        return this.engagement.ofTarget(t, account, { ownIds, ourReplies, engagementReplies });
      }),
    );
    return {
      ...postView(post, own, accounts),
      replies: replies.map((r) =>
        postView(
          r,
          targets.filter((t) => t.postId === r.id),
          accounts,
        ),
      ),
      metrics: live.map((l) => l.metrics),
      channelReplies: live.map((l) => l.channelReplies),
    };
  }

  private async views(em: MikroORM['em'], posts: Post[]): Promise<PostView[]> {
    const { targets, accounts } = await this.related(em, posts);
    const byPost = new Map<string, PostTarget[]>();
    for (const t of targets) byPost.set(t.postId, [...(byPost.get(t.postId) ?? []), t]);
    return posts.map((p) => postView(p, byPost.get(p.id) ?? [], accounts));
  }

  /** The targets of all `posts` and their accounts, in two queries whatever the number of posts. */
  private async related(
    em: MikroORM['em'],
    posts: Post[],
  ): Promise<{ targets: PostTarget[]; accounts: Map<string, Account> }> {
    if (posts.length === 0) return { targets: [], accounts: new Map() };
    const targets = await em.find(
      PostTarget,
      { postId: { $in: posts.map((p) => p.id) } },
      { orderBy: { id: 'asc' } },
    );
    const accountIds = [...new Set(targets.map((t) => t.accountId).filter((a): a is string => a !== null))];
    const accounts = accountIds.length > 0 ? await em.find(Account, { id: { $in: accountIds } }) : [];
    return { targets, accounts: new Map(accounts.map((a) => [a.id, a])) };
  }
}

/**
 * The post's date as SQL: scheduledAt for a scheduled post, createdAt otherwise. A new fragment
 * each time: MikroORM uses a raw fragment once.
 */
function postDate(): string {
  return raw(
    (alias: string) =>
      `coalesce(case when ${alias}.status = 'scheduled' then ${alias}.scheduled_at end, ${alias}.created_at)`,
  );
}

/** `status` as sent (comma-separated, spaces allowed) to a list, or the problem's sentence. */
export function parseStatuses(value: string): PostStatus[] | string {
  const names = value.split(',').map((s) => s.trim());
  const unknown = names.filter((s) => !(POST_STATUSES as readonly string[]).includes(s));
  if (unknown.length > 0) {
    const shown = unknown.map((s) => (s === '' ? 'an empty entry' : `"${s}"`)).join(', ');
    return `status: ${shown} is not a post status; use a comma-separated list of ${POST_STATUSES.join(', ')}`;
  }
  return [...new Set(names as PostStatus[])];
}

/**
 * `since`/`until` as a bound on the post's date, or the problem's sentence. A bare date is a whole
 * UTC day: `since` from its start, `until` through its end. A date and time must carry its offset
 * (`Z` or `±hh:mm`) and is taken as is. Read by core/text/dates.ts, as every date is.
 */
export function dateBound(side: 'since' | 'until', value: string): DateBound | string {
  const day = readDay(value);
  if ('at' in day) {
    if (side === 'since') return { op: '$gte', at: day.at };
    const next = day.at.getTime() + 24 * 60 * 60 * 1000;
    // The day after 9999-12-31 is past what the database holds: through its last instant instead.
    if (next > LATEST_INSTANT) return { op: '$lte', at: new Date(LATEST_INSTANT) };
    return { op: '$lt', at: new Date(next) };
  }
  const reading = day.problem === 'format' ? readDateTime(asIsoText(value)) : day;
  if ('at' in reading) return { op: side === 'since' ? '$gte' : '$lte', at: reading.at };
  if (reading.problem === 'format') {
    return `${side}: use YYYY-MM-DD or ISO 8601 with a timezone offset, like 2026-03-01T09:00:00+09:00`;
  }
  return `${side}: ${value} ${DATE_PROBLEMS[reading.problem]}`;
}

/**
 * What a query string makes of an ISO 8601 time, put back: a `+` in the offset arrives decoded as
 * a space, and ISO 8601 also allows a decimal comma and an offset of hours alone (`+09`).
 */
function asIsoText(value: string): string {
  return value
    .replace(/(\d{2}),(\d+)/, '$1.$2')
    .replace(/ (\d{2}(:?\d{2})?)$/, '+$1')
    .replace(/([+-]\d{2})$/, '$1:00');
}

/** One 400 `invalid_params` naming every bad field, shaped like api/validation.ts's. */
function invalidParams(problems: Problem[]): AppError {
  const extra: Record<string, unknown> = { field: problems[0].field };
  if (problems.length > 1) extra.problems = problems;
  return AppError.of('invalid_params', extra, problems.map((p) => p.message).join('; '));
}
