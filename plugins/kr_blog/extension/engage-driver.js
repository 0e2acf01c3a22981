/*
 * Drives the blog's own post and neighbor pages for one engagement job (bridge protocol, extension
 * 0.10.0; delete 0.11.0): clicks the like (공감) toggle, writes in the comment box (or under a
 * comment), presses a comment's delete (삭제), presses Add neighbor. Injected by the service worker into the page it opened, with the job as argument.
 * Answers {ok: true, data} or {ok: false, code, detail}; a reply whose click got no answer is
 * {ok: false, unconfirmed: true}, which the service worker settles by reading the comment list,
 * never by clicking again. Controls are found by role and label, as editor-driver.js finds its own.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the service worker after injecting this file
async function fanoutEngage(job) {
  const SELECTORS = {
    like: () => document.querySelector('button[aria-label="Like"]'),
    comments: () => document.querySelector('[role=list][aria-label="Comments"]'),
    comment: (id) => document.querySelector(`[data-comment-id="${CSS.escape(id)}"]`),
    closed: () => document.querySelector('[role=note][data-reason="comments_closed"]'),
    box: () => document.querySelector('textarea[aria-label="Comment"]'),
    send: () => document.querySelector('button[aria-label="Post comment"]'),
    replyTo: (li) => li.querySelector('button[aria-label="Reply to comment"]'),
    neighbor: (on) =>
      document.querySelector(`button[aria-label="${on ? 'Add neighbor' : 'Remove neighbor'}"]`),
    added: () => document.querySelector('button[aria-label="Add neighbor"]'),
    status: () => document.querySelector('[role=status]'),
  };
  /** The blog's refusals shown on its pages, as the spec's codes. */
  const CODES = {
    own_post: 'kr_not_allowed',
    own_blog: 'kr_not_allowed',
    comment_gone: 'kr_comment_gone',
    comments_closed: 'kr_comments_closed',
    neighbor_refused: 'kr_follow_blocked',
    not_comment_author: 'kr_not_allowed',
  };
  const fail = (code, detail) => ({ ok: false, code, detail });
  const wait = async (find, ms) => {
    const until = Date.now() + ms;
    for (;;) {
      const found = find();
      if (found) return found;
      if (Date.now() > until) return null;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const refusal = () => {
    const status = SELECTORS.status();
    return status && status.dataset.code ? status : null;
  };
  const refused = (status) =>
    status.dataset.code === 'network'
      ? null
      : fail(CODES[status.dataset.code] || 'kr_publish_failed', status.textContent);

  if (/\/login$/.test(location.pathname)) return fail('kr_not_logged_in', 'the blog asks to sign in');
  if (!SELECTORS.like() && !SELECTORS.added() && /does not exist|not public/.test(document.body.innerText))
    return fail('kr_post_unavailable', document.body.innerText.slice(0, 200));

  if (job.kind === 'like' || job.kind === 'unlike') {
    // A comment's like is in its row; a deleted comment has none.
    const row = job.commentId ? SELECTORS.comment(job.commentId) : null;
    if (job.commentId && (!row || row.dataset.deleted === 'true'))
      return fail('kr_comment_gone', `comment ${job.commentId} is deleted`);
    const button = row ? row.querySelector('button[aria-label="Like comment"]') : SELECTORS.like();
    if (!button) return fail('kr_ui_changed', 'like control not found');
    const want = String(job.kind === 'like');
    // Already as asked: a like is safe to send twice, the toggle is not.
    if (button.getAttribute('aria-pressed') === want) return { ok: true, data: { liked: want === 'true' } };
    button.click();
    const outcome = await wait(
      () => refusal() || (button.getAttribute('aria-pressed') === want ? 'done' : null),
      10000,
    );
    if (outcome === 'done') return { ok: true, data: { liked: want === 'true' } };
    if (!outcome) return fail('kr_publish_failed', 'the like control did not change');
    return refused(outcome) || fail('kr_publish_failed', outcome.textContent);
  }

  if (job.kind === 'deleteReply') {
    // Shown deleted, or not there at all: gone either way, which Fanout counts as deleted.
    const row = SELECTORS.comment(job.commentId);
    if (!row || row.dataset.deleted === 'true')
      return fail('kr_comment_gone', `comment ${job.commentId} is gone`);
    const button = row.querySelector('button[aria-label="Delete comment"]');
    if (!button) return fail('kr_not_allowed', 'this comment has no delete control for this account');
    button.click();
    const outcome = await wait(
      () => refusal() || (SELECTORS.comment(job.commentId)?.dataset.deleted === 'true' ? 'done' : null),
      10000,
    );
    if (outcome === 'done') return { ok: true, data: { deleted: true } };
    if (!outcome) return fail('kr_publish_failed', 'the comment did not show deleted');
    return refused(outcome) || fail('kr_publish_failed', outcome.textContent);
  }

  if (job.kind === 'follow' || job.kind === 'unfollow') {
    const on = job.kind === 'follow';
    const button = SELECTORS.neighbor(on);
    if (!button) return fail('kr_ui_changed', 'neighbor control not found');
    if (SELECTORS.added()?.getAttribute('aria-pressed') === String(on))
      return { ok: true, data: { neighbor: on } };
    button.click();
    const outcome = await wait(
      () => refusal() || (SELECTORS.added()?.getAttribute('aria-pressed') === String(on) ? 'done' : null),
      10000,
    );
    if (outcome === 'done') return { ok: true, data: { neighbor: on } };
    if (!outcome) return fail('kr_publish_failed', 'the neighbor control did not change');
    return refused(outcome) || fail('kr_publish_failed', outcome.textContent);
  }

  // A reply: under the post, or under one comment (one level, as the blog allows).
  if (!SELECTORS.comments()) return fail('kr_ui_changed', 'comment list not found');
  if (SELECTORS.closed()) return fail('kr_comments_closed', SELECTORS.closed().textContent);
  if (job.commentId) {
    const li = SELECTORS.comment(job.commentId);
    if (!li || li.dataset.deleted === 'true')
      return fail('kr_comment_gone', `comment ${job.commentId} is deleted`);
    const reply = SELECTORS.replyTo(li);
    if (!reply) return fail('kr_ui_changed', 'reply control not found');
    reply.click();
  }
  const box = SELECTORS.box();
  const send = SELECTORS.send();
  if (!box || !send) return fail('kr_ui_changed', 'comment box not found');
  box.value = job.text;
  box.dispatchEvent(new InputEvent('input', { bubbles: true }));
  const before = new Set(
    [...document.querySelectorAll('[data-comment-id]')].map((li) => li.dataset.commentId),
  );
  // From here the comment may be on the blog: the service worker (and Fanout) learn it first.
  await chrome.runtime.sendMessage({ type: 'clicking', jobId: job.jobId });
  send.click();
  const outcome = await wait(
    () =>
      refusal() ||
      [...document.querySelectorAll('[data-comment-id]')].find(
        (li) => !before.has(li.dataset.commentId) && li.querySelector('.text')?.textContent === job.text,
      ),
    8000,
  );
  if (outcome && outcome.dataset.commentId)
    return { ok: true, data: { commentId: outcome.dataset.commentId } };
  if (outcome && refused(outcome)) return refused(outcome);
  return {
    ok: false,
    unconfirmed: true,
    detail: outcome ? outcome.textContent : 'no answer from the comment box',
  };
}
