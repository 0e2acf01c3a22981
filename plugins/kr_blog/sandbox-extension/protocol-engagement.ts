import { blogRefusal } from './blog-refusal';

/** The engagement jobs (bridge/protocol.ts), as the real extension's service worker lists them. */
export const ENGAGE_KINDS = ['like', 'unlike', 'reply', 'deleteReply', 'follow', 'unfollow'] as const;
export type EngageKind = (typeof ENGAGE_KINDS)[number];

export type EngageResult =
  { ok: true; data: Record<string, unknown> } | { ok: false; code: string; detail?: string };

interface Comment {
  id: string;
  author: string;
  text: string;
  at: string;
  parentId?: string;
}

/**
 * The engagement jobs of the browserless sandbox extension: the calls the sandbox blog's post and
 * neighbor pages make when their controls are clicked (sandbox-blog/engage-page.ts), sent as a
 * browser signed in on the blog's /login (its cookie), with the refusals the real extension reads
 * off those pages. A comment whose call got no answer is looked for in the post's comment list,
 * never sent again, as the service worker does.
 */
export class BlogPages {
  private cookie?: string;

  constructor(private readonly o: { blogBase: string; blogId: string }) {}

  async engage(
    kind: EngageKind,
    p: Record<string, unknown>,
    progress: (step: 'publishing') => void,
  ): Promise<EngageResult> {
    const post = `/api/${encodeURIComponent(String(p.blogId))}/posts/${encodeURIComponent(String(p.logNo))}`;
    const comment = p.commentId ? `/comments/${encodeURIComponent(String(p.commentId))}` : '';
    switch (kind) {
      case 'like':
      case 'unlike': {
        const r = await this.call(kind === 'like' ? 'POST' : 'DELETE', `${post}${comment}/like`);
        return r.status === 200 ? { ok: true, data: { liked: r.answer.liked } } : this.refused(r);
      }
      case 'follow':
      case 'unfollow': {
        const path = `/api/${encodeURIComponent(String(p.blogId))}/neighbors`;
        const r = await this.call(kind === 'follow' ? 'POST' : 'DELETE', path);
        return r.status === 200 ? { ok: true, data: { neighbor: r.answer.neighbor } } : this.refused(r);
      }
      case 'deleteReply': {
        const r = await this.call('DELETE', `${post}${comment}`);
        return r.status === 200 ? { ok: true, data: { deleted: true } } : this.refused(r);
      }
      case 'reply':
        return this.reply(post, p, progress);
    }
  }

  private async reply(
    post: string,
    p: Record<string, unknown>,
    progress: (step: 'publishing') => void,
  ): Promise<EngageResult> {
    const text = String(p.text ?? '');
    await this.signIn();
    // From here the comment may be on the blog: Fanout hears it before the call (never a reply twice).
    progress('publishing');
    const r = await this.call('POST', `${post}/comments`, {
      text,
      ...(p.commentId ? { parentId: p.commentId } : {}),
    }).catch(() => undefined);
    if (r?.status === 200) return this.commented(p, String(r.answer.id));
    if (r) return this.refused(r);
    const list = await fetch(`${this.o.blogBase}${post}/comments`).catch(() => undefined);
    if (list?.status !== 200)
      return {
        ok: false,
        code: 'kr_reply_unknown',
        detail: `the comment got no answer and the list could not be read (${list?.status ?? 'no answer'})`,
      };
    const { comments } = (await list.json()) as { comments: Comment[] };
    const since = Date.parse(String(p.since ?? '')) || 0;
    const ours = comments.find(
      (c) =>
        c.author === this.o.blogId &&
        c.text === text &&
        Date.parse(c.at) >= since &&
        c.parentId === (p.commentId ?? undefined),
    );
    if (ours) return this.commented(p, ours.id);
    return {
      ok: false,
      code: 'kr_reply_unknown',
      detail: 'the comment got no answer and is not in the list yet',
    };
  }

  /** A comment's answer names its address on the post's page. */
  private commented(p: Record<string, unknown>, commentId: string): EngageResult {
    const url = `${this.o.blogBase}/${String(p.blogId)}/${String(p.logNo)}#comment-${commentId}`;
    return { ok: true, data: { commentId, url } };
  }

  private refused(r: { status: number; answer: Record<string, unknown> }): EngageResult {
    return blogRefusal(r.status, r.answer, 'kr_post_unavailable');
  }

  private async call(method: string, path: string, body?: unknown) {
    const res = await fetch(`${this.o.blogBase}${path}`, {
      method,
      headers: {
        cookie: await this.signIn(),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, answer: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  }

  /** Signs in on the blog's /login as its owner, once, as the person did in the real browser. */
  private async signIn(): Promise<string> {
    if (this.cookie) return this.cookie;
    const res = await fetch(`${this.o.blogBase}/login?id=${encodeURIComponent(this.o.blogId)}`);
    this.cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return this.cookie;
  }
}
