import type { BlogComment, BlogPost } from './model';

/*
 * The engagement controls of the sandbox blog's pages, as a signed-in reader sees them
 * (PLATFORMS.md, kr_blog Engagement): under a post the like (공감) toggle, the comment list (a
 * deleted comment shown as such, each live one with its Reply button, and Delete where the reader
 * wrote it or owns the blog) and the comment box, or the
 * notice that comments are off; the neighbor page's Add neighbor button. The page's script calls
 * the emulator's JSON endpoints (emulator-engagement.ts) and shows a refusal in `[role=status]`
 * with the blog's own code in `data-code`; a call that got no answer shows `data-code="network"`.
 * The browser extension's engage-driver.js finds these by role and label.
 */

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Who may delete a comment: its author, and the owner of the blog it is on. */
export function mayDelete(c: BlogComment, post: BlogPost, viewer: string | undefined): boolean {
  return viewer !== undefined && (c.author === viewer || post.blogId === viewer);
}

const DELETED = '<p>삭제된 댓글입니다.</p>';

function commentHtml(c: BlogComment, post: BlogPost, viewer: string | undefined): string {
  const attrs = `data-comment-id="${escape(c.id)}"${c.parentId ? ` data-parent-id="${escape(c.parentId)}"` : ''}`;
  if (c.deleted) return `<li ${attrs} data-deleted="true">${DELETED}</li>`;
  const liked = viewer !== undefined && (c.likedBy ?? []).includes(viewer);
  const remove = mayDelete(c, post, viewer)
    ? ' <button type="button" aria-label="Delete comment">삭제</button>'
    : '';
  return `<li ${attrs} data-author="${escape(c.author)}"><b class="author">${escape(c.author)}</b> <span class="text">${escape(c.text)}</span> <button type="button" aria-label="Like comment" aria-pressed="${liked}">공감</button> <button type="button" aria-label="Reply to comment">답글</button>${remove}</li>`;
}

/** The like toggle, comments and comment box under a post, with the script that runs them. */
export function postEngagementHtml(post: BlogPost, viewer: string | undefined, origin: string): string {
  const liked = viewer !== undefined && (post.likedBy ?? []).includes(viewer);
  const api = `${origin}/api/${encodeURIComponent(post.blogId)}/posts/${encodeURIComponent(post.logNo)}`;
  const box = post.commentsOpen
    ? `<form aria-label="Write a comment"><textarea aria-label="Comment"></textarea><button type="submit" aria-label="Post comment">등록</button></form>`
    : `<p role="note" data-reason="comments_closed">댓글 쓰기가 제한된 글입니다.</p>`;
  return `<div class="post-engagement">
<button type="button" aria-label="Like" aria-pressed="${liked}">공감 <span class="like-count">${(post.likedBy ?? []).length}</span></button>
<ul role="list" aria-label="Comments">${post.comments.map((c) => commentHtml(c, post, viewer)).join('')}</ul>
${box}
<p role="status"></p>
<script>
(() => {
  const api = ${JSON.stringify(api)};
  const status = document.querySelector('[role=status]');
  const refused = (code, message) => { status.dataset.code = code; status.textContent = message; };
  const call = async (method, path, body) => {
    try {
      const res = await fetch(api + path, { method, credentials: 'include', signal: AbortSignal.timeout(4000), headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
      return { status: res.status, answer: await res.json().catch(() => ({})) };
    } catch {
      refused('network', 'The blog did not answer. Check the connection and the post before trying again.');
      return undefined;
    }
  };
  const like = document.querySelector('button[aria-label=Like]');
  like.addEventListener('click', async () => {
    const on = like.getAttribute('aria-pressed') !== 'true';
    const r = await call(on ? 'POST' : 'DELETE', '/like');
    if (!r) return;
    if (r.status !== 200) return refused(r.answer.code || 'refused', r.answer.message || 'Not possible.');
    like.setAttribute('aria-pressed', String(r.answer.liked));
    like.querySelector('.like-count').textContent = String(r.answer.count);
  });
  const list = document.querySelector('[role=list][aria-label=Comments]');
  const post = async (text, parentId) => {
    const r = await call('POST', '/comments', parentId ? { text, parentId } : { text });
    if (!r) return;
    if (r.status !== 200) return refused(r.answer.code || 'refused', r.answer.message || 'Not posted.');
    const li = document.createElement('li');
    li.dataset.commentId = r.answer.id;
    li.dataset.author = r.answer.author;
    if (r.answer.parentId) li.dataset.parentId = r.answer.parentId;
    li.innerHTML = '<b class="author"></b> <span class="text"></span>';
    li.querySelector('.author').textContent = r.answer.author;
    li.querySelector('.text').textContent = r.answer.text;
    list.appendChild(li);
  };
  const form = document.querySelector('form[aria-label="Write a comment"]');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    const box = form.querySelector('textarea');
    post(box.value, form.dataset.parentId);
    box.value = '';
  });
  list.addEventListener('click', async (event) => {
    const likeButton = event.target.closest('button[aria-label="Like comment"]');
    if (!likeButton) return;
    const on = likeButton.getAttribute('aria-pressed') !== 'true';
    const r = await call(on ? 'POST' : 'DELETE', '/comments/' + encodeURIComponent(likeButton.closest('li').dataset.commentId) + '/like');
    if (!r) return;
    if (r.status !== 200) return refused(r.answer.code || 'refused', r.answer.message || 'Not possible.');
    likeButton.setAttribute('aria-pressed', String(r.answer.liked));
  });
  // A comment's delete: the row then shows it deleted, as a reload would.
  list.addEventListener('click', async (event) => {
    const button = event.target.closest('button[aria-label="Delete comment"]');
    if (!button) return;
    const li = button.closest('li');
    const r = await call('DELETE', '/comments/' + encodeURIComponent(li.dataset.commentId));
    if (!r) return;
    if (r.status !== 200) return refused(r.answer.code || 'refused', r.answer.message || 'Not deleted.');
    li.dataset.deleted = 'true';
    li.innerHTML = ${JSON.stringify(DELETED)};
  });
  // Reply under a comment: the same box, now answering that comment.
  list.addEventListener('click', (event) => {
    const button = event.target.closest('button[aria-label="Reply to comment"]');
    if (!button || !form) return;
    form.dataset.parentId = button.closest('li').dataset.commentId;
    form.querySelector('textarea').setAttribute('aria-description', 'reply to ' + form.dataset.parentId);
  });
})();
</script>
</div>`;
}

/** The neighbor page of a blog (이웃추가), `/BuddyAddForm?blogId=`. */
export function neighborPageHtml(blogId: string, neighbor: boolean, origin: string): string {
  const api = `${origin}/api/${encodeURIComponent(blogId)}/neighbors`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>이웃추가 ${escape(blogId)}</title></head><body>
<h1>${escape(blogId)}</h1>
<button type="button" aria-label="Add neighbor" aria-pressed="${neighbor}">이웃추가</button>
<button type="button" aria-label="Remove neighbor">이웃끊기</button>
<p role="status"></p>
<script>
(() => {
  const status = document.querySelector('[role=status]');
  const add = document.querySelector('button[aria-label="Add neighbor"]');
  const act = async (method) => {
    let res;
    try {
      res = await fetch(${JSON.stringify(api)}, { method, credentials: 'include' });
    } catch {
      status.dataset.code = 'network';
      status.textContent = 'The blog did not answer.';
      return;
    }
    const answer = await res.json().catch(() => ({}));
    if (res.status !== 200) {
      status.dataset.code = answer.code || 'refused';
      status.textContent = answer.message || 'Not possible.';
      return;
    }
    add.setAttribute('aria-pressed', String(answer.neighbor));
  };
  add.addEventListener('click', () => act('POST'));
  document.querySelector('button[aria-label="Remove neighbor"]').addEventListener('click', () => act('DELETE'));
})();
</script></body></html>`;
}
