import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KrBlogEmulator } from '../../plugins/kr_blog/sandbox-blog/emulator';
import { type Listening, serveEmulator } from '../support/listen';

/** The sandbox blog over real HTTP, as the extension's editor calls (and the protocol client) reach it. */
describe('the sandbox Korean blog', () => {
  let blog: KrBlogEmulator;
  let server: Listening;
  const call = async (method: string, route: string, body?: unknown, type = 'application/json') => {
    const res = await fetch(`${server.url}${route}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': type },
      body: body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      text,
      body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    };
  };
  const hazards = (h: Record<string, unknown>) => call('POST', '/_sandbox/kr/hazards', h);
  const post = {
    title: '서울 맛집',
    categoryId: '4',
    tags: ['서울맛집'],
    blocks: [{ kind: 'text', text: '점심 이야기' }],
  };

  beforeEach(async () => {
    blog = new KrBlogEmulator();
    server = await serveEmulator(blog);
  });
  afterEach(() => server.close());

  it('signs in the blog owner, uploads a photo, publishes it, shows the post, counts views, lists it in RSS', async () => {
    expect((await call('GET', '/api/session?blogId=demo_kr')).body).toMatchObject({
      signedIn: true,
      user: 'demo_kr',
    });
    const upload = await call('POST', '/api/demo_kr/upload', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(upload.status).toBe(200);
    const published = await call('POST', '/api/demo_kr/posts', {
      ...post,
      blocks: [...post.blocks, { kind: 'image', url: upload.body.url, caption: '입구' }],
    });
    expect(published.status).toBe(200);
    expect(published.body.logNo).toMatch(/^\d{12}$/);
    expect(published.body.url).toBe(`${server.url}/demo_kr/${published.body.logNo}`);
    const page = await call('GET', `/demo_kr/${published.body.logNo}`);
    expect(page.text).toContain(`PostView?blogId=demo_kr&logNo=${published.body.logNo}`);
    const view = await call('GET', `/PostView?blogId=demo_kr&logNo=${published.body.logNo}`);
    expect(view.text).toContain('서울 맛집');
    expect(view.text).toContain(upload.body.url);
    await call('GET', `/m/demo_kr/${published.body.logNo}`);
    expect(blog.blogPosts('demo_kr')[0].views).toBe(2);
    const rss = await call('GET', '/rss/demo_kr.xml');
    expect(rss.text).toContain(`<link>${server.url}/demo_kr/${published.body.logNo}</link>`);
    expect(rss.text).toContain('<category>Food</category>');
  });

  it('keeps drafts in the draft box and publishes one under the same number', async () => {
    const draft = await call('POST', '/api/demo_kr/drafts', { title: '초안', blocks: [] });
    expect(
      (await call('GET', '/api/demo_kr/drafts')).body.drafts.map((d: { logNo: string }) => d.logNo),
    ).toEqual([draft.body.logNo]);
    expect((await call('GET', `/demo_kr/${draft.body.logNo}`)).status).toBe(404);
    const published = await call('POST', '/api/demo_kr/posts', { ...post, fromDraft: draft.body.logNo });
    expect(published.body.logNo).toBe(draft.body.logNo);
    expect((await call('GET', '/api/demo_kr/drafts')).body.drafts).toEqual([]);
  });

  it('answers like the platform when signed out, signed in as someone else, over the daily limit, or without a category', async () => {
    expect((await call('POST', '/api/demo_kr/posts', { ...post, categoryId: '99' })).body.code).toBe(
      'category_missing',
    );
    await hazards({ signedOut: true });
    expect((await call('POST', '/api/demo_kr/posts', post)).status).toBe(401);
    expect((await call('GET', '/api/session?blogId=demo_kr')).body).toEqual({ signedIn: false });
    await hazards({ otherAccount: 'someone_else' });
    expect((await call('POST', '/api/demo_kr/posts', post)).status).toBe(403);
    await hazards({ dailyLimit: true });
    const limited = await call('POST', '/api/demo_kr/posts', post);
    expect(limited.status).toBe(429);
    expect(blog.blogPosts('demo_kr').find((p) => p.logNo === limited.body.draftLogNo)?.status).toBe('draft');
    expect(blog.blogPosts('demo_kr').filter((p) => p.status === 'published')).toEqual([]);
  });

  it('refuses files that are not photos or videos and photos over 20 MB', async () => {
    expect((await call('POST', '/api/demo_kr/upload', Buffer.from('x'), 'application/pdf')).status).toBe(415);
    expect(
      (await call('POST', '/api/demo_kr/upload', Buffer.alloc(20 * 1024 * 1024 + 1), 'image/png')).status,
    ).toBe(413);
  });

  it('hides deleted and private posts, and lists what was published since a time (to check a lost answer)', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const shown = await call('POST', '/api/demo_kr/posts', post);
    const hidden = await call('POST', '/api/demo_kr/posts', { ...post, openType: 'private' });
    expect((await call('GET', `/demo_kr/${hidden.body.logNo}`)).status).toBe(404);
    const since = await call('GET', `/api/demo_kr/posts?since=${encodeURIComponent(before)}`);
    expect(since.body.posts.map((p: { logNo: string }) => p.logNo)).toEqual([
      hidden.body.logNo,
      shown.body.logNo,
    ]);
    expect((await call('DELETE', `/api/demo_kr/posts/${shown.body.logNo}`)).status).toBe(200);
    expect((await call('GET', `/demo_kr/${shown.body.logNo}`)).status).toBe(404);
    expect((await call('DELETE', `/api/demo_kr/posts/${shown.body.logNo}`)).status).toBe(404);
  });

  it('keeps its posts and numbering across a restart with a state file', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kr-blog-')), 'kr_blog.json');
    blog.persistTo(file);
    const first = await call('POST', '/api/demo_kr/posts', post);
    blog.stopPersisting();
    const again = new KrBlogEmulator();
    again.persistTo(file);
    expect(again.blogPosts('demo_kr').map((p) => p.logNo)).toEqual([first.body.logNo]);
    again.stopPersisting();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('keeps comments and view counts per post, and closes comments when asked', async () => {
    const { body: created } = await call('POST', '/api/demo_kr/posts', post);
    await call('GET', `/PostView?blogId=demo_kr&logNo=${created.logNo}`);
    const comment = await call('POST', `/api/demo_kr/posts/${created.logNo}/comments`, {
      author: 'reader1',
      text: '잘 봤어요',
    });
    expect(comment.status).toBe(200);
    expect((await call('GET', `/api/demo_kr/posts/${created.logNo}/comments`)).body).toMatchObject({
      open: true,
      comments: [{ author: 'reader1', text: '잘 봤어요' }],
    });
    expect((await call('GET', `/api/demo_kr/posts/${created.logNo}/stats`)).body).toEqual({
      views: 1,
      comments: 1,
    });
    await call('POST', `/_sandbox/kr/posts/${created.logNo}/comments-open`, { open: false });
    const closed = await call('POST', `/api/demo_kr/posts/${created.logNo}/comments`, { text: '또' });
    expect([closed.status, closed.body.code]).toEqual([403, 'comments_closed']);
    const draft = await call('POST', '/api/demo_kr/drafts', { title: '초안', blocks: [] });
    // A draft is no post: said apart, so the service can answer kr_draft_unpublished.
    const stats = await call('GET', `/api/demo_kr/posts/${draft.body.logNo}/stats`);
    expect([stats.status, stats.body.code]).toEqual([400, 'is_draft']);
    expect((await call('GET', '/api/demo_kr/posts/999999/stats')).status).toBe(404);
  });
});
