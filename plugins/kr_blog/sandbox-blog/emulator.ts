import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import { KoaEmulator, rawBodyOf } from '../../../core/sandbox/koa-emulator';
import { KR_TAGS_MAX } from '../limits';
import {
  BLOG_ID,
  sandboxBlogFor,
  type BlogComment,
  type BlogPost,
  type EditorBlock,
  type OpenType,
} from './model';
import { rssOf } from './rss';
import { researchBlogPosts } from '../sandbox-research/blogs';
import { ResearchUpstreams } from '../sandbox-research/upstreams';
import { editorHtml, writePageHtml } from './write-page';
import { postEngagementHtml } from './engage-page';
import { BlogEngagement, type Neighbor } from './emulator-engagement';

/** The platform allows about 200 posts a day per blog (PLATFORMS.md). */
export const DAILY_POST_LIMIT = 200;
/** The cookie of the sandbox's sign-in page. */
const SIGN_IN_COOKIE = 'kr_sandbox_user';
/** 20 MB per image. */
export const IMAGE_BYTES_LIMIT = 20 * 1024 * 1024;
/** How long a comment whose answer is lost (hazard `replyAnswerLost`) stays unanswered. */
const LOST_ANSWER_MS = 6_000;
/** Post numbers look like the platform's: twelve digits. */
const FIRST_LOG_NO = 223_400_000_001;

/** Switchable per test (`POST /_sandbox/kr/hazards`); everything off by default. */
export interface BlogHazards {
  /** The browser is signed out: every editor call answers 401 and the write page asks to sign in. */
  signedOut?: boolean;
  /** Someone else is signed in: the editor belongs to that person (403 on another's blog). */
  otherAccount?: string;
  /** The blog's own daily publish limit is reached: publishing answers 429 and keeps a draft. */
  dailyLimit?: boolean;
  /** The publish call answers this many milliseconds late. */
  slowPublishMs?: number;
  /** The write page: a "post in progress" pop-up on open, a help panel over the editor. */
  popup?: boolean;
  helpPanel?: boolean;
  /** The publish control has another label and class (the driver's selector table misses it). */
  renamedControl?: boolean;
  /** The publish panel opens this many milliseconds after the click. */
  slowPublishPanelMs?: number;
  /** Another editor release: every generated class name changes. */
  uiVersion?: string;
  /** A comment is kept but its page gets no answer (the connection drops after the blog took it). */
  replyAnswerLost?: boolean;
  /** The post's comment list cannot be read (503): a lost comment cannot be looked for. */
  commentListDown?: boolean;
  /** Blogs that take no neighbor requests (이웃추가 refused). */
  refusesNeighbors?: string[];
}

interface StoredFile {
  id: string;
  contentType: string;
  sha256: string;
  bytes: number;
}

/**
 * The Korean blog platform in memory, driven as a signed-in browser drives it. Its editor's calls
 * are JSON endpoints under /api (the write page's script calls them; the protocol client, the
 * sandbox extension without a browser, calls the same ones):
 *
 *   GET    /api/session?blogId=                 who is signed in: {signedIn, user, blogs}
 *   POST   /api/:blogId/upload                  a photo or video, raw bytes: {url, id}
 *   POST   /api/:blogId/drafts                  Save as draft {title, blocks, ...}: {logNo}
 *   GET    /api/:blogId/drafts                  the draft box, drafts saved by hand too
 *   POST   /api/:blogId/posts                   Publish {title, blocks, categoryId, tags, openType,
 *                                               publishAt?, fromDraft?}: {logNo, url}
 *   GET    /api/:blogId/posts?since=            the owner's latest posts (to check an unanswered publish)
 *   DELETE /api/:blogId/posts/:logNo            the owner deletes a post
 *   GET    /api/:blogId/categories              the blog's categories (a parent and child may share a name)
 *   GET    /api/:blogId/posts/:logNo/stats      the owner's view and comment counts of a published post
 *   GET    /api/:blogId/posts/:logNo/comments   a public post's comments (POST one: {author, text})
 *
 * The write page /:blogId/postwrite (signed out: to /login) holds the editor /:blogId/postwrite/editor
 * in its iframe #mainFrame (write-page.ts). Public pages: /:blogId/:logNo (the desktop view, content in an iframe to /PostView), /PostView
 * ?blogId=&logNo=, /m/:blogId/:logNo, and the RSS feed /rss/:blogId.xml. Each view counts.
 * Under a post page: the like toggle, the comments and the comment box (engage-page.ts, their calls
 * in emulator-engagement.ts); the neighbor page /BuddyAddForm?blogId=.
 * Test controls: GET|POST /_sandbox/kr/extension {running} (the sandbox extension of npm start, and
 * whether it runs as the real extension in Chromium or as the protocol client), POST /_sandbox/kr/posts/:logNo/comments-open {open}, POST /_sandbox/kr/hazards, POST /_sandbox/kr/categories {blogId, name, parentId?},
 * GET /_sandbox/kr/blogs/:blogId (posts, drafts, categories).
 */
export class KrBlogEmulator extends KoaEmulator {
  private hazards: BlogHazards = {};
  private nextLogNo = FIRST_LOG_NO;
  private files = new Map<string, StoredFile>();
  /** Categories added by tests, per blog, on top of the fixed sandbox ones. */
  private addedCategories: Record<string, Array<{ id: string; name: string; parentId?: string }>> = {};

  /** The sandbox extension of `npm start` (sandbox-extension/runner.ts): on, and how it runs. */
  private extension: { running: boolean; mode: 'browser' | 'protocol' | 'none' } = {
    running: true,
    mode: 'none',
  };
  private readonly extensionListeners = new Set<(running: boolean) => void>();
  /** The keyword research upstreams (sandbox-research/upstreams.ts), served beside the blog. */
  readonly research = new ResearchUpstreams();
  /** Likes and neighbors, as the post pages' controls make them (emulator-engagement.ts). */
  private readonly blogEngagement = new BlogEngagement();

  /** Called by the sandbox extension runner: told when a test or a person switches it. */
  onExtensionSwitch(listener: (running: boolean) => void): void {
    this.extensionListeners.add(listener);
  }

  setExtensionMode(mode: 'browser' | 'protocol' | 'none'): void {
    this.extension.mode = mode;
  }

  protected routes(router: Router): void {
    this.research.mount(router);
    router.get('/_sandbox/kr/extension', (ctx) => {
      ctx.body = this.extension;
    });
    router.post('/_sandbox/kr/extension', (ctx) => {
      const { running } = bodyOf(ctx);
      if (typeof running !== 'boolean') return refuse(ctx, 400, 'running: true or false');
      this.extension.running = running;
      this.extensionListeners.forEach((listener) => listener(running));
      ctx.body = this.extension;
    });
    router.post('/_sandbox/kr/hazards', (ctx) => {
      this.hazards = { ...(((ctx.request as { body?: BlogHazards }).body ?? {}) as BlogHazards) };
      ctx.body = { hazards: this.hazards };
    });
    router.post('/_sandbox/kr/categories', (ctx) => {
      const { blogId, name, parentId } = bodyOf(ctx);
      if (typeof blogId !== 'string' || typeof name !== 'string') return refuse(ctx, 400, 'blogId and name');
      const list = (this.addedCategories[blogId] ??= []);
      const category = {
        id: String(100 + list.length),
        name,
        ...(typeof parentId === 'string' ? { parentId } : {}),
      };
      list.push(category);
      ctx.body = category;
    });
    router.get('/_sandbox/kr/blogs/:blogId', (ctx) => {
      const blogId = ctx.params.blogId;
      ctx.body = {
        categories: this.categories(blogId),
        posts: this.blogPosts(blogId),
        neighbors: this.blogEngagement.of(blogId),
      };
    });
    this.blogEngagement.register(router, {
      visible: (blogId, logNo) => this.visible(blogId, logNo),
      byLogNo: (logNo) => (this.store as BlogPost[]).find((p) => p.logNo === logNo && !p.deleted),
      viewer: (ctx) => this.viewer(ctx),
      origin: (ctx) => this.origin(ctx),
      refuse,
      refusesNeighbors: (blogId) => (this.hazards.refusesNeighbors ?? []).includes(blogId),
    });

    router.get('/api/session', (ctx) => {
      // Without blogId: whoever signed in on /login in this browser (how pairing learns the blog).
      const blogId = String(ctx.query.blogId ?? ctx.cookies.get(SIGN_IN_COOKIE) ?? '');
      const user = this.signedInUser(blogId);
      ctx.body = user
        ? { signedIn: true, user, blogs: [{ id: user, categories: this.categories(user) }] }
        : { signedIn: false };
    });
    router.get('/api/:blogId/categories', (ctx) => {
      if (!this.mayWrite(ctx)) return;
      ctx.body = { categories: this.categories(ctx.params.blogId) };
    });
    router.post('/api/:blogId/upload', (ctx) => this.upload(ctx));
    router.post('/api/:blogId/drafts', (ctx) => this.save(ctx, 'draft'));
    router.get('/api/:blogId/drafts', (ctx) => {
      if (!this.mayWrite(ctx)) return;
      ctx.body = { drafts: this.blogPosts(ctx.params.blogId).filter((p) => p.status === 'draft') };
    });
    router.post('/api/:blogId/posts', (ctx) => this.save(ctx, 'published'));
    router.get('/api/:blogId/posts', (ctx) => {
      if (!this.mayWrite(ctx)) return;
      const since = Date.parse(String(ctx.query.since ?? '')) || 0;
      ctx.body = {
        posts: this.blogPosts(ctx.params.blogId).filter(
          (p) => p.status !== 'draft' && Date.parse(p.createdAt) >= since,
        ),
      };
    });
    // Comments and view counts of a post, as its page shows them (readers comment while signed in).
    router.get('/api/:blogId/posts/:logNo/stats', (ctx) => {
      if (!this.mayWrite(ctx)) return;
      const post = this.find(ctx.params.blogId, ctx.params.logNo);
      if (post?.status === 'draft') return refuse(ctx, 400, 'This is a draft, not a post.', 'is_draft');
      if (!post || post.status !== 'published') return refuse(ctx, 404, 'No view stats for this post.');
      ctx.body = { views: post.views, comments: post.comments.filter((c) => !c.deleted).length };
    });
    router.get('/api/:blogId/posts/:logNo/comments', (ctx) => {
      const post = this.visible(ctx.params.blogId, ctx.params.logNo);
      if (!post) return refuse(ctx, 404, 'This post does not exist or is not public.');
      if (this.hazards.commentListDown) return refuse(ctx, 503, 'Comments cannot be shown right now.');
      ctx.body = { open: post.commentsOpen, comments: post.comments.filter((c) => !c.deleted) };
    });
    router.post('/api/:blogId/posts/:logNo/comments', async (ctx) => {
      const post = this.visible(ctx.params.blogId, ctx.params.logNo);
      if (!post) return refuse(ctx, 404, 'This post does not exist or is not public.');
      if (!post.commentsOpen) return refuse(ctx, 403, 'Comments are closed.', 'comments_closed');
      const { author, text, parentId } = bodyOf(ctx);
      if (typeof text !== 'string' || text.trim() === '') return refuse(ctx, 400, 'Write a comment.');
      if (parentId !== undefined) {
        const parent = post.comments.find((c) => c.id === parentId);
        if (!parent || parent.deleted)
          return refuse(ctx, 404, '삭제된 댓글입니다. (This comment was deleted.)', 'comment_gone');
      }
      // A reader's comment by hand names its author (a test control); the page's is the signed-in person's.
      const viewer = typeof author === 'string' ? undefined : this.viewer(ctx);
      const comment: BlogComment = {
        id: `c${post.comments.length + 1}`,
        author: typeof author === 'string' ? author : (viewer ?? 'reader'),
        text,
        at: new Date().toISOString(),
        ...(typeof parentId === 'string' ? { parentId } : {}),
        ...(viewer ? { ours: true as const } : {}),
      };
      post.comments.push(comment);
      if (this.hazards.replyAnswerLost) {
        // Kept, then silence: the page gives up first (a reset socket a browser would send again).
        await new Promise((resolve) => setTimeout(resolve, LOST_ANSWER_MS));
        ctx.req.socket.destroy();
        return;
      }
      ctx.body = comment;
    });
    router.post('/_sandbox/kr/posts/:logNo/comments-open', (ctx) => {
      const post = (this.store as BlogPost[]).find((p) => p.logNo === ctx.params.logNo && !p.deleted);
      if (!post) return refuse(ctx, 404, 'No such post');
      post.commentsOpen = bodyOf(ctx).open !== false;
      ctx.body = { logNo: post.logNo, commentsOpen: post.commentsOpen };
    });
    // A post's blocks as the editor holds them, each with an id, and the version they make.
    router.get('/api/:blogId/posts/:logNo/source', (ctx) => {
      if (!this.mayWrite(ctx)) return;
      const post = this.find(ctx.params.blogId, ctx.params.logNo);
      if (post?.status === 'draft') return refuse(ctx, 400, 'This is a draft, not a post.', 'is_draft');
      if (!post) return refuse(ctx, 404, 'No such post');
      ctx.body = {
        version: sourceVersion(post.blocks),
        blocks: post.blocks.map((b, i) => ({ id: `b${i + 1}`, ...b })),
      };
    });
    // The owner rewrites a published post in the editor: title, body and settings, same number.
    // `{kind: "keep", id}` keeps a block as it is; with `sourceVersion`, only while it is current.
    router.put('/api/:blogId/posts/:logNo', (ctx) => {
      if (!this.mayWrite(ctx)) return;
      const post = this.find(ctx.params.blogId, ctx.params.logNo);
      if (post?.status === 'draft') return refuse(ctx, 400, 'This is a draft, not a post.', 'is_draft');
      if (!post) return refuse(ctx, 404, 'No such post');
      const body = bodyOf(ctx);
      if (typeof body.sourceVersion === 'string' && body.sourceVersion !== sourceVersion(post.blocks))
        return refuse(ctx, 409, 'The post changed since it was read.', 'source_changed');
      if (Array.isArray(body.blocks)) {
        const kept: EditorBlock[] = [];
        for (const block of body.blocks as Array<EditorBlock | { kind: 'keep'; id: string }>) {
          if (block.kind !== 'keep') {
            kept.push(block);
            continue;
          }
          const original = post.blocks[Number(/^b(\d+)$/.exec(block.id)?.[1] ?? 0) - 1];
          if (!original) return refuse(ctx, 400, `No block ${block.id} in this post.`, 'keep_unknown');
          kept.push(original);
        }
        body.blocks = kept;
      }
      const title = typeof body.title === 'string' ? body.title : post.title;
      if (title.trim() === '') return refuse(ctx, 400, 'Enter a title.');
      if (
        typeof body.categoryId === 'string' &&
        !this.categories(post.blogId).some((c) => c.id === body.categoryId)
      )
        return refuse(ctx, 400, 'Choose a category.', 'category_missing');
      Object.assign(post, {
        title,
        text: title,
        ...(Array.isArray(body.blocks) ? { blocks: body.blocks as EditorBlock[] } : {}),
        ...(Array.isArray(body.tags)
          ? { tags: body.tags.filter((t): t is string => typeof t === 'string') }
          : {}),
        ...(typeof body.categoryId === 'string' ? { categoryId: body.categoryId } : {}),
        ...(oneOf(body.openType, ['public', 'neighbors', 'private'] as const)
          ? { openType: body.openType }
          : {}),
        editedAt: new Date().toISOString(),
      });
      ctx.body = { logNo: post.logNo, url: `${this.origin(ctx)}/${post.blogId}/${post.logNo}` };
    });
    router.delete('/api/:blogId/posts/:logNo', (ctx) => {
      if (!this.mayWrite(ctx)) return;
      const post = this.find(ctx.params.blogId, ctx.params.logNo);
      if (post?.status === 'draft') return refuse(ctx, 400, 'This is a draft, not a post.', 'is_draft');
      if (!post) return refuse(ctx, 404, 'No such post');
      post.deleted = true;
      ctx.body = { deleted: post.logNo };
    });

    // The public feed: the blog's own public posts, or the history of another person's blog
    // (sandbox-research/blogs.ts). A blog with neither is not found, as on the platform.
    router.get('/rss/:file', async (ctx) => {
      const played = await this.research.before('rss', ctx);
      if (played === 'answered') return;
      const blogId = ctx.params.file.replace(/\.xml$/, '');
      if (!BLOG_ID.test(blogId)) return refuse(ctx, 404, 'No such blog');
      const posts = this.blogPosts(blogId).filter((p) => p.status === 'published' && p.openType === 'public');
      const history = researchBlogPosts(blogId);
      if (posts.length === 0 && history.length === 0) return refuse(ctx, 404, 'No such blog');
      ctx.type = 'application/rss+xml';
      const feed = rssOf(blogId, this.origin(ctx), posts, this.categories(blogId), history);
      // A feed over the 1 MB the service reads: the same feed with a long comment before its end.
      ctx.body =
        played === 'huge' ? feed.replace('</channel>', `<!--${'x'.repeat(1_200_000)}--></channel>`) : feed;
    });
    // Signing in: any password; the ID is remembered in a cookie, which /api/session then names.
    router.get('/login', (ctx) => {
      const id = String(ctx.query.id ?? '');
      ctx.type = 'html';
      if (BLOG_ID.test(id)) {
        ctx.cookies.set(SIGN_IN_COOKIE, id, { httpOnly: true, sameSite: 'lax', path: '/' });
        ctx.body = `<!doctype html><html><body><p role="status">Signed in as ${id}.</p></body></html>`;
        return;
      }
      ctx.body =
        '<!doctype html><html><body><form aria-label="Sign in" method="get"><input name="id" aria-label="ID"><input type="password" name="pw" aria-label="Password"><button>Sign in</button></form></body></html>';
    });
    router.get('/:blogId/postwrite', (ctx) => {
      const { blogId } = ctx.params;
      if (!BLOG_ID.test(blogId)) return refuse(ctx, 404, 'No such blog');
      if (!this.signedInUser(blogId))
        return ctx.redirect(`${this.origin(ctx)}/login?url=${encodeURIComponent(ctx.href)}`);
      ctx.type = 'html';
      ctx.body = writePageHtml(blogId);
    });
    router.get('/:blogId/postwrite/editor', (ctx) => {
      const { blogId } = ctx.params;
      if (!BLOG_ID.test(blogId)) return refuse(ctx, 404, 'No such blog');
      ctx.type = 'html';
      ctx.body = editorHtml({
        blogId,
        uiVersion: this.hazards.uiVersion ?? '1',
        popup: this.hazards.popup === true,
        helpPanel: this.hazards.helpPanel === true,
        renamedControl: this.hazards.renamedControl === true,
        slowPublishPanelMs: this.hazards.slowPublishPanelMs ?? 0,
        categories: this.categories(blogId),
      });
    });
    router.get('/PostView', (ctx) =>
      this.view(ctx, String(ctx.query.blogId ?? ''), String(ctx.query.logNo ?? '')),
    );
    router.get('/m/:blogId/:logNo', (ctx) => this.view(ctx, ctx.params.blogId, ctx.params.logNo));
    router.get('/:blogId/:logNo', (ctx) => {
      const { blogId, logNo } = ctx.params;
      if (!this.visible(blogId, logNo)) return refuse(ctx, 404, 'This post does not exist or is not public.');
      ctx.type = 'html';
      ctx.body = `<!doctype html><html><head><meta charset="utf-8"><title>${blogId}</title></head><body><iframe id="mainFrame" name="mainFrame" src="${this.origin(ctx)}/PostView?blogId=${encodeURIComponent(blogId)}&logNo=${encodeURIComponent(logNo)}"></iframe></body></html>`;
    });
  }

  protected override ownState(): Record<string, unknown> {
    return {
      nextLogNo: this.nextLogNo,
      files: [...this.files.values()],
      addedCategories: this.addedCategories,
      neighbors: this.blogEngagement.snapshot(),
    };
  }

  protected override restoreOwnState(saved: Record<string, unknown>): void {
    this.nextLogNo = Number(saved.nextLogNo ?? FIRST_LOG_NO);
    this.files = new Map(((saved.files as StoredFile[] | undefined) ?? []).map((f) => [f.id, f]));
    this.addedCategories = (saved.addedCategories as KrBlogEmulator['addedCategories'] | undefined) ?? {};
    this.blogEngagement.restore(saved.neighbors as Neighbor[] | undefined);
  }

  override reset(): void {
    super.reset();
    this.hazards = {};
    this.nextLogNo = FIRST_LOG_NO;
    this.files.clear();
    this.addedCategories = {};
    this.blogEngagement.restore([]);
    this.research.reset();
  }

  /** Every post and draft of a blog, newest first, not deleted. */
  blogPosts(blogId: string): BlogPost[] {
    return (this.store as BlogPost[]).filter((p) => p.blogId === blogId && !p.deleted).reverse();
  }

  private categories(blogId: string) {
    return [...sandboxBlogFor(blogId).categories, ...(this.addedCategories[blogId] ?? [])];
  }

  /** Who this browser signed in as on /login (the cookie), for the pages a reader acts on. */
  private viewer(ctx: RouterContext): string | undefined {
    if (this.hazards.signedOut) return undefined;
    return ctx.cookies.get(SIGN_IN_COOKIE) ?? undefined;
  }

  private signedInUser(blogId: string): string | undefined {
    if (this.hazards.signedOut) return undefined;
    return this.hazards.otherAccount ?? (BLOG_ID.test(blogId) ? blogId : undefined);
  }

  /** The editor of `:blogId` as the signed-in browser sees it: 401 signed out, 403 someone else's blog. */
  private mayWrite(ctx: RouterContext): boolean {
    const blogId = ctx.params.blogId;
    if (!BLOG_ID.test(blogId)) {
      refuse(ctx, 404, 'No such blog');
      return false;
    }
    const user = this.signedInUser(blogId);
    if (!user) {
      refuse(ctx, 401, 'Please sign in.');
      return false;
    }
    if (user !== sandboxBlogFor(blogId).owner) {
      refuse(ctx, 403, `Signed in as ${user}, who cannot write on ${blogId}.`);
      return false;
    }
    return true;
  }

  private upload(ctx: RouterContext): void {
    if (!this.mayWrite(ctx)) return;
    const bytes = rawBodyOf(ctx);
    const contentType = ctx.get('content-type') || 'application/octet-stream';
    if (!/^(image|video)\//.test(contentType)) return refuse(ctx, 415, 'Only photos and videos.');
    if (contentType.startsWith('image/') && bytes.length > IMAGE_BYTES_LIMIT)
      return refuse(ctx, 413, 'A photo can be up to 20 MB.');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const file: StoredFile = { id: sha256.slice(0, 16), contentType, sha256, bytes: bytes.length };
    this.files.set(file.id, file);
    ctx.body = { id: file.id, url: `${this.origin(ctx)}/files/${file.id}` };
  }

  private async save(ctx: RouterContext, status: 'draft' | 'published'): Promise<void> {
    if (!this.mayWrite(ctx)) return;
    const blogId = ctx.params.blogId;
    const body = bodyOf(ctx);
    // Publishing a draft turns it into the post (same number), as it is unless the body overrides.
    const fromDraft = typeof body.fromDraft === 'string' ? this.find(blogId, body.fromDraft) : undefined;
    if (typeof body.fromDraft === 'string' && fromDraft?.status !== 'draft')
      return refuse(ctx, 404, 'No such draft in the draft box.', 'draft_not_found');
    const title = typeof body.title === 'string' ? body.title : (fromDraft?.title ?? '');
    const blocks = Array.isArray(body.blocks) ? (body.blocks as EditorBlock[]) : (fromDraft?.blocks ?? []);
    const tags = Array.isArray(body.tags)
      ? body.tags.filter((t): t is string => typeof t === 'string')
      : (fromDraft?.tags ?? []);
    if (title.trim() === '') return refuse(ctx, 400, 'Enter a title.');
    if (tags.length > KR_TAGS_MAX) return refuse(ctx, 400, `Up to ${KR_TAGS_MAX} tags.`);
    // A draft published as it is goes to the category it was saved with, else the blog's first.
    const categoryId =
      typeof body.categoryId === 'string'
        ? body.categoryId
        : fromDraft
          ? ((fromDraft as { categoryId?: string }).categoryId ?? this.categories(blogId)[0]?.id)
          : undefined;
    if (status === 'published') {
      if (this.hazards.slowPublishMs) await new Promise((r) => setTimeout(r, this.hazards.slowPublishMs));
      if (!categoryId || !this.categories(blogId).some((c) => c.id === categoryId))
        return refuse(ctx, 400, 'Choose a category.', 'category_missing');
    }
    const failure = this.failures.take();
    if (failure === 'server_error') return refuse(ctx, 500, 'Temporary error. Please try again.');

    const limited =
      status === 'published' && (this.hazards.dailyLimit || this.publishedToday(blogId) >= DAILY_POST_LIMIT);
    const post: BlogPost = fromDraft ?? {
      id: String(this.nextLogNo),
      logNo: String(this.nextLogNo++),
      accountId: blogId,
      blogId,
      text: title,
      title,
      status: 'draft',
      tags,
      openType: 'public',
      blocks,
      views: 0,
      commentsOpen: true,
      comments: [],
      createdAt: new Date().toISOString(),
    };
    Object.assign(post, {
      title,
      text: title,
      tags,
      blocks,
      categoryId,
      openType:
        oneOf(body.openType, ['public', 'neighbors', 'private'] as const) ?? fromDraft?.openType ?? 'public',
      status: limited ? 'draft' : status,
      // A post of the platform's older editor (test control): its page has none of the current components.
      ...(body.legacyEditor === true ? { legacyEditor: true } : {}),
      publishAt: typeof body.publishAt === 'string' ? body.publishAt : undefined,
    });
    if (post.status === 'published' && typeof body.publishAt === 'string') post.status = 'scheduled';
    if (!fromDraft) this.store.push(post);
    if (limited) {
      return refuse(
        ctx,
        429,
        'You have reached the number of posts you can publish today. Your post was kept as a draft.',
        'daily_limit',
        {
          draftLogNo: post.logNo,
        },
      );
    }
    if (failure === 'drop_after_accept') {
      ctx.req.socket.destroy();
      return;
    }
    ctx.body = { logNo: post.logNo, url: `${this.origin(ctx)}/${blogId}/${post.logNo}` };
  }

  private publishedToday(blogId: string): number {
    const today = new Date().toISOString().slice(0, 10);
    return this.blogPosts(blogId).filter((p) => p.status !== 'draft' && p.createdAt.startsWith(today)).length;
  }

  private find(blogId: string, logNo: string): BlogPost | undefined {
    return (this.store as BlogPost[]).find((p) => p.blogId === blogId && p.logNo === logNo && !p.deleted);
  }

  private visible(blogId: string, logNo: string): BlogPost | undefined {
    const post = this.find(blogId, logNo);
    return post && post.status === 'published' && post.openType !== 'private' ? post : undefined;
  }

  private view(ctx: RouterContext, blogId: string, logNo: string): void {
    const post = this.visible(blogId, logNo);
    if (!post) return refuse(ctx, 404, 'This post does not exist or is not public.');
    post.views += 1;
    ctx.type = 'html';
    ctx.body = postHtml(post, postEngagementHtml(post, this.viewer(ctx), this.origin(ctx)));
  }

  private origin(ctx: RouterContext): string {
    return `${ctx.protocol}://${ctx.host}${ctx.get('x-emulator-base')}`;
  }
}

function postHtml(post: BlogPost, engagement: string): string {
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  if (post.legacyEditor)
    return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(post.title)}</title></head><body><div id="postViewArea">${post.blocks
      .map((b) => ('text' in b ? `<p>${escape(b.text)}</p>` : ''))
      .join('')}</div></body></html>`;
  const blocks = post.blocks
    .map((b) => {
      switch (b.kind) {
        case 'text':
          return `<div class="se-component se-text"><p class="se-text-paragraph${b.style === 'highlight' ? ' se-highlight' : ''}">${escape(b.text)}</p></div>`;
        case 'heading':
          return `<div class="se-component se-sectionTitle"><h${b.level}>${escape(b.text)}</h${b.level}></div>`;
        case 'quote':
          return `<div class="se-component se-quotation"><blockquote>${escape(b.text)}</blockquote></div>`;
        case 'divider':
          return '<div class="se-component se-horizontalLine"><hr></div>';
        case 'image':
          return `<div class="se-component se-image"><img src="${escape(b.url)}"><p class="se-caption">${escape(b.caption ?? '')}</p></div>`;
        case 'imageGroup':
          return `<div class="se-component se-imageGroup">${b.images.map((i) => `<img src="${escape(i.url)}">`).join('')}</div>`;
        case 'video':
          return `<div class="se-component se-video"><video src="${escape(b.url)}"></video></div>`;
        case 'card':
          return `<div class="se-component se-oglink"><a href="${escape(b.url)}">${escape(b.url)}</a></div>`;
        default:
          return '';
      }
    })
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(post.title)}</title></head><body><div class="se-viewer"><h3 class="se-title-text">${escape(post.title)}</h3>${blocks}</div><span class="view-count">${post.views}</span>${engagement}</body></html>`;
}

function bodyOf(ctx: RouterContext): Record<string, unknown> {
  const body = (ctx.request as { body?: unknown }).body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** The platform's error answer: `{message, code?}` with its HTTP status. */
/** The version of a post's blocks: changes whenever any block does. */
function sourceVersion(blocks: readonly EditorBlock[]): string {
  return createHash('sha256').update(JSON.stringify(blocks)).digest('hex').slice(0, 16);
}

function refuse(
  ctx: RouterContext,
  status: number,
  message: string,
  code?: string,
  more: Record<string, unknown> = {},
): void {
  ctx.status = status;
  ctx.body = { message, ...(code ? { code } : {}), ...more };
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === value);
}

export type { OpenType };
