/**
 * The sandbox blog's own refusal codes, as the spec's: its editor's, then its post and neighbor
 * pages' (the same table as engage-driver.js's).
 */
const BLOG_CODES: Record<string, string> = {
  category_missing: 'kr_category_missing',
  is_draft: 'kr_draft_unpublished',
  source_changed: 'kr_source_required',
  keep_unknown: 'kr_keep_unknown',
  own_post: 'kr_not_allowed',
  own_blog: 'kr_not_allowed',
  not_comment_author: 'kr_not_allowed',
  comment_gone: 'kr_comment_gone',
  comments_closed: 'kr_comments_closed',
  neighbor_refused: 'kr_follow_blocked',
};

/**
 * A refusal of the blog as the spec's code: by the blog's own code, else by the status (signed
 * out, someone else signed in, the daily limit); `notFound` says what a 404 means for this call.
 */
export function blogRefusal(
  status: number,
  answer: { code?: unknown; message?: unknown },
  notFound: string,
): { ok: false; code: string; detail: string } {
  const byStatus: Record<number, string> = {
    401: 'kr_not_logged_in',
    403: 'kr_wrong_login',
    404: notFound,
    429: 'kr_rate_limited',
  };
  return {
    ok: false,
    code: BLOG_CODES[String(answer.code)] ?? byStatus[status] ?? 'kr_publish_failed',
    detail: typeof answer.message === 'string' ? answer.message : `the blog answered ${status}`,
  };
}
