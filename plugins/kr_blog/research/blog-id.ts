/** A blog id: 2-40 letters, digits, `-`, `_` (spec: Limits). */
export const BLOG_ID = /^[A-Za-z0-9_-]{2,40}$/;
/** The platform's hosts a blog or post link may name (desktop, mobile). */
export const BLOG_HOSTS = ['blog.naver.com', 'm.blog.naver.com'];

/**
 * The blog id in what a person pasted: the id itself, `<blog host>/<id>`, `<mobile host>/<id>/<logNo>`,
 * or a post-view address carrying `blogId=<id>` (with or without a scheme); undefined when none.
 */
export function blogIdOf(input: string): string | undefined {
  const text = input.trim();
  if (BLOG_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (!BLOG_HOSTS.includes(url.hostname.toLowerCase())) return undefined;
  const fromQuery = url.searchParams.get('blogId');
  if (fromQuery !== null) return BLOG_ID.test(fromQuery) ? fromQuery : undefined;
  const first = url.pathname.split('/').filter(Boolean)[0];
  return first !== undefined && BLOG_ID.test(first) && !/\.naver$/i.test(first) ? first : undefined;
}
