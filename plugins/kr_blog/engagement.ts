import type {
  EngagementCapability,
  EngagementResult,
  EngagementTarget,
  LinkedPost,
} from '../../core/channels/engagement';
import type { BridgeAnswer, PublishContext } from '../../core/channels/plugin';
import { BLOG_HOSTS, BLOG_ID } from './research/blog-id';

/** Engagement jobs wait this long for the extension (inside the engage activity's minute). */
const ENGAGE_WAIT_MS = 45_000;
/** How far before `since` a look-up starts, so a blog clock a little behind ours still matches. */
const CLOCK_SLACK_MS = 10_000;
/** A post number (logNo). */
const LOG_NO = /^\d{1,20}$/;
/** A comment as the thread read names it: `<logNo>-<comment id>` (a comment is only found under its post). */
const COMMENT = /^(\d{1,20})-([A-Za-z0-9]{1,40})$/;
/** The sandbox blog's post pages: <sandbox>/kr_blog/<blogId>/<logNo>, /kr_blog/m/..., /kr_blog/PostView?... */
const SANDBOX_LINK =
  /^https?:\/\/[^/]+(?:\/[^?#]*)?\/kr_blog\/(?:m\/)?([A-Za-z0-9_-]{2,40})\/(\d{1,20})(?:[?#].*)?$/;

/** A failure carrying a spec code, as classify reads it. */
function coded(code: string, detail?: string): Error {
  return Object.assign(new Error(detail ?? code), { code });
}

/** A comment's id as the thread read and our replies name it. */
export function krCommentId(logNo: string, commentId: string): string {
  return `${logNo}-${commentId}`;
}

/** The blog and post a target is on, and the comment when it is one. */
function placeOf(ctx: PublishContext, target: EngagementTarget) {
  const comment = COMMENT.exec(target.externalId);
  return {
    blogId: target.ownerHandle ?? ctx.account.externalAccountId,
    logNo: comment ? comment[1] : target.externalId,
    ...(comment ? { commentId: comment[2] } : {}),
  };
}

/**
 * A post link of the blog: `blog.naver.com/<id>/<logNo>`, `m.blog.naver.com/<id>/<logNo>`, or a
 * post-view address with `blogId` and `logNo` (research/blog-id.ts reads the same three forms);
 * and the sandbox blog's post pages.
 */
export function parseKrLink(input: string): LinkedPost | null {
  const text = input.trim();
  const sandbox = SANDBOX_LINK.exec(text);
  if (sandbox) return { ownerHandle: sandbox[1], externalId: sandbox[2] };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (!BLOG_HOSTS.includes(url.hostname.toLowerCase())) return null;
  const blogId = url.searchParams.get('blogId');
  const logNo = url.searchParams.get('logNo');
  if (blogId !== null || logNo !== null) {
    return blogId && logNo && BLOG_ID.test(blogId) && LOG_NO.test(logNo)
      ? { ownerHandle: blogId, externalId: logNo }
      : null;
  }
  const [id, no, ...rest] = url.pathname.split('/').filter(Boolean);
  return id && no && rest.length === 0 && BLOG_ID.test(id) && LOG_NO.test(no)
    ? { ownerHandle: id, externalId: no }
    : null;
}

/**
 * Engagement on the Korean blog: each action a bridge job (bridge/protocol.ts) that the person's
 * extension does on the blog's own pages, where they are signed in. Like = the 공감 toggle of a
 * post or a comment (not one's own: `kr_not_allowed`; engagement acts on the workspace's own blog,
 * so a like lands on readers' comments); reply = a comment, or a reply under one comment, text
 * only; delete = the comment's 삭제 (one already gone counts as deleted); follow = 이웃추가
 * (`kr_follow_blocked` when refused). The blog has no hide.
 */
export function krEngagement(): EngagementCapability {
  const ask = async (
    ctx: PublishContext,
    kind: string,
    payload: Record<string, unknown>,
  ): Promise<Record<string, unknown>> => {
    if (!ctx.account.bridge) throw coded('bridge_offline', 'this account has no browser extension paired');
    const answer: BridgeAnswer | undefined = await ctx.account.bridge.ask(kind, payload, ENGAGE_WAIT_MS);
    if (!answer) {
      // A comment may have gone out while its answer did not come back: only the person can say.
      if (kind === 'reply')
        throw coded('kr_reply_unknown', `the extension did not answer within ${ENGAGE_WAIT_MS / 1000} s`);
      throw coded('bridge_stalled', `the extension did not answer within ${ENGAGE_WAIT_MS / 1000} s`);
    }
    if (!answer.ok) throw coded(answer.code, answer.detail);
    return 'data' in answer ? answer.data : {};
  };
  const like = (kind: 'like' | 'unlike') => async (ctx: PublishContext, target: EngagementTarget) => {
    await ask(ctx, kind, placeOf(ctx, target));
  };

  return {
    isExternalId: (value) => LOG_NO.test(value) || COMMENT.test(value),
    parseLink: parseKrLink,

    like: like('like'),
    unlike: like('unlike'),

    async reply(ctx, target, input): Promise<EngagementResult> {
      if (input.mediaIds.length > 0)
        throw coded('kr_reply_media_not_supported', 'A comment on the blog is text only; nothing was sent.');
      const place = placeOf(ctx, target);
      const data = await ask(ctx, 'reply', { ...place, text: input.text, since: new Date().toISOString() });
      return {
        externalId: krCommentId(place.logNo, String(data.commentId)),
        ...(typeof data.url === 'string' ? { url: data.url } : {}),
      };
    },

    async findReply(ctx, target, text, since): Promise<EngagementResult | null> {
      const place = placeOf(ctx, target);
      const data = await ask(ctx, 'comments', { blogId: place.blogId, logNo: place.logNo });
      const comments = Array.isArray(data.comments) ? (data.comments as Array<Record<string, unknown>>) : [];
      const start = since.getTime() - CLOCK_SLACK_MS;
      const found = comments.find(
        (c) =>
          c.author === ctx.account.externalAccountId &&
          c.text === text &&
          Date.parse(String(c.at)) >= start &&
          (c.parentId ?? undefined) === place.commentId,
      );
      return found
        ? {
            externalId: krCommentId(place.logNo, String(found.id)),
            url: `${ctx.account.baseUrl}/${place.blogId}/${place.logNo}#comment-${String(found.id)}`,
          }
        : null;
    },

    async deleteReply(ctx, externalId) {
      const place = placeOf(ctx, { externalId });
      if (!place.commentId) throw coded('bad_post_ref', `${externalId} is not a comment`);
      try {
        await ask(ctx, 'deleteReply', place);
      } catch (err) {
        // Deleted already (by hand, or by a try whose answer was lost), or its post is: done.
        const code = (err as { code?: string }).code;
        if (code !== 'kr_comment_gone' && code !== 'kr_post_unavailable') throw err;
      }
    },

    follow: async (ctx, handle) => void (await ask(ctx, 'follow', { blogId: handle })),
    unfollow: async (ctx, handle) => void (await ask(ctx, 'unfollow', { blogId: handle })),
  };
}
