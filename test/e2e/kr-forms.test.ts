import { BridgeJobs } from '../../core/services/accounts/bridge-jobs';
import { ProtocolClient } from '../../plugins/kr_blog/sandbox-extension/protocol-client';
import { startHarness, type Harness } from '../support/harness';
import { jpeg } from '../support/media-files';
import { uploadMedia } from '../support/uploads';
import { until, waitForPost } from '../support/wait';

/** The post forms over HTTP: listing, laying out, and publishing with one (and remembering it). */
describe('kr post forms (GET /v1/kr/forms, POST /v1/kr/layout, options.kr_blog.form)', () => {
  let h: Harness;
  let accountId: string;
  let handle: string;
  let extension: ProtocolClient;
  const body = '들어가며.\n\n## 첫 곳\n\n좋았어요.\n\n## 둘째 곳\n\n더 좋았어요.';

  beforeAll(async () => {
    h = await startHarness();
    accountId = await h.accountId('kr_blog');
    handle = (await h.call('GET', '/v1/accounts')).body.data.find(
      (a: { id: string }) => a.id === accountId,
    ).handle;
    extension = new ProtocolClient({
      apiUrl: h.url,
      token: await h.container.resolve(BridgeJobs).pair(accountId),
      blogBase: `${h.config.sandboxUrl}/kr_blog`,
      blogId: handle,
    });
    extension.start();
  });
  afterAll(async () => {
    extension?.stop();
    await h.close();
  });

  it('lists the seven forms with what each does', async () => {
    const res = await h.call('GET', '/v1/kr/forms');
    expect(res.status).toBe(200);
    expect(res.body.default).toBe('photo-story');
    expect(res.body.data).toHaveLength(7);
    expect(res.body.data[0]).toMatchObject({
      id: 'photo-story',
      name: expect.any(String),
      when: expect.any(String),
      sectionOpener: 'heading',
      imagesPerSection: 2,
      captions: 'fill',
    });
  });

  it('lays out one body with one form, with all seven, and refuses what it cannot', async () => {
    const photo = await uploadMedia(h, jpeg(80, 60), 'image/jpeg', { fileName: 'l.jpg' });
    const one = await h.call('POST', '/v1/kr/layout', { content: body, mediaIds: [photo.id] });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ form: 'photo-story', sections: 3, placedByForm: [photo.id] });
    expect(one.body.content).toContain(`![첫 곳](media:${photo.id})`);
    const all = await h.call('POST', '/v1/kr/layout', { content: body, forms: 'all' });
    expect(all.body.layouts.map((l: { form: string }) => l.form)).toEqual([
      'photo-story',
      'review',
      'how-to',
      'listicle',
      'travel-log',
      'recipe',
      'qna',
    ]);
    // On a short body without files, forms differ by how they open sections: headings, quotes, bold lines.
    const openings = all.body.layouts.map((l: { content: string }) => l.content.split('\n\n')[1]);
    expect(new Set(openings)).toEqual(
      new Set([
        '## 첫 곳',
        '> 첫 곳 {.quote-box}',
        '**1. 첫 곳**',
        '> 첫 곳 {.quote-bubble}',
        '> 첫 곳 {.quote-line}',
      ]),
    );
    const two = await h.call('POST', '/v1/kr/layout', { content: body, forms: ['review', 'qna'] });
    expect(two.body.layouts).toHaveLength(2);

    const missing = await h.call('POST', '/v1/kr/layout', { mediaIds: [] });
    expect([missing.status, missing.body.error.code]).toEqual([422, 'content_required']);
    const unknown = await h.call('POST', '/v1/kr/layout', { content: body, form: 'nope' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toMatchObject({ code: 'kr_form_unknown', unknown: ['nope'] });
    expect(unknown.body.error.forms).toContain('photo-story');
  });

  it('asks for a form first (kr_form_required with the forms), then lays out with it and remembers it', async () => {
    const options = { title: '양식', category: 'Food' };
    const none = await h.call('POST', '/v1/posts', {
      content: body,
      accountIds: [accountId],
      options: { kr_blog: options },
    });
    expect(none.status).toBe(400);
    expect(none.body.error.code).toBe('kr_form_required');
    expect(none.body.error.forms).toHaveLength(7);
    expect(none.body.error.forms[0]).toEqual({
      id: 'photo-story',
      name: expect.any(String),
      when: expect.any(String),
    });
    const bad = await h.call('POST', '/v1/posts', {
      content: body,
      accountIds: [accountId],
      options: { kr_blog: { ...options, form: 'nope' } },
    });
    expect([bad.status, bad.body.error.code]).toEqual([422, 'kr_form_unknown']);

    await until(
      async () => (await h.call('GET', '/v1/channels/bridge')).body.data[0].bridge.state === 'online',
      10_000,
      'online',
    );
    const blog = async () =>
      (await (await fetch(`${h.config.sandboxUrl}/kr_blog/_sandbox/kr/blogs/${handle}`)).json()) as {
        posts: Array<{ logNo: string; blocks: Array<{ kind: string; text?: string }> }>;
      };
    const sent = await h.call('POST', '/v1/posts', {
      content: body,
      accountIds: [accountId],
      wait: true,
      options: { kr_blog: { ...options, form: 'review' } },
    });
    const post =
      sent.body.status === 'published'
        ? sent.body
        : await waitForPost(h, sent.body.id, (p) => p.status === 'published', 'the post to go out');
    const first = (await blog()).posts.find((p) => p.logNo === post.targets[0].externalId)!;
    // The review form opens each section with a quotation.
    expect(first.blocks).toContainEqual(expect.objectContaining({ kind: 'quote', text: '첫 곳' }));

    // Remembered: the next post may omit the form.
    const next = await h.call('POST', '/v1/posts', {
      content: `${body}\n\n끝.`,
      accountIds: [accountId],
      wait: true,
      options: { kr_blog: options },
    });
    expect(next.status).toBe(201);
    const second = (await blog()).posts.find((p) => p.logNo === next.body.targets[0].externalId)!;
    expect(second.blocks).toContainEqual(expect.objectContaining({ kind: 'quote', text: '둘째 곳' }));
  });

  it('checks SEO placement over HTTP, and passes once the body does what the report says', async () => {
    const filler = '성수동 골목을 천천히 걸으며 둘러본 하루였습니다. '.repeat(60);
    const tags = Array.from({ length: 12 }, (_, i) => `태그${i + 1}`);
    const input = {
      title: '성수동 카페',
      main: '카페',
      subs: ['라떼', '디저트'],
      tags,
      content: `카페 이야기.\n\n${filler}\n\n## 라떼\n\n진한 맛.`,
    };
    const first = await h.call('POST', '/v1/kr/seo/check', input);
    expect(first.status).toBe(200);
    expect(first.body.passed).toBe(false);
    const failed = first.body.checks.filter((c: { passed: boolean }) => !c.passed);
    expect(failed.map((c: { id: string }) => c.id).sort()).toEqual(['mainKeyword', 'sections', 'tags']);
    expect(failed.every((c: { fix?: string }) => typeof c.fix === 'string')).toBe(true);

    const fixed = await h.call('POST', '/v1/kr/seo/check', {
      ...input,
      content: `${input.content} 그 카페의 라떼.\n\n## 디저트\n\n이 카페의 디저트. ${tags.join(' ')}`,
    });
    expect(fixed.body).toMatchObject({ passed: true });

    // ASCII: 60,001 characters stay under the 100 KB body limit (Hangul would be 413 first).
    const long = await h.call('POST', '/v1/kr/seo/check', { content: 'a'.repeat(60_001) });
    expect(long.status).toBe(422);
    expect(long.body.error).toMatchObject({ code: 'content_too_long', limit: 60_000, actual: 60_001 });
    const missing = await h.call('POST', '/v1/kr/seo/check', { main: '카페' });
    expect([missing.status, missing.body.error.code]).toEqual([400, 'invalid_params']);
  });

  describe('POST /v1/kr/forms/extract', () => {
    const base = () => `${h.config.sandboxUrl}/kr_blog`;
    /** A post written on the blog itself (in its editor), as a reference. */
    async function written(blocks: object[], more: object = {}): Promise<string> {
      const res = await fetch(`${base()}/api/ref_blog/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: '참고 글', categoryId: '1', blocks, ...more }),
      });
      return ((await res.json()) as { logNo: string }).logNo;
    }

    it("reads a reference post's form, never its words, stores it, and publishing and layout use it", async () => {
      const image = (caption: string) => ({ kind: 'image', url: 'http://x/p.png', caption });
      const logNo = await written([
        { kind: 'text', text: '서문' },
        { kind: 'heading', text: '하나', level: 2 },
        { kind: 'text', text: '가' },
        image('첫 사진 설명'),
        { kind: 'heading', text: '둘', level: 2 },
        { kind: 'text', text: '나' },
        image('둘째 사진 설명'),
      ]);
      const url = `${base()}/ref_blog/${logNo}`;
      const unread = await h.call('POST', '/v1/kr/layout', { content: body, form: url });
      expect([unread.status, unread.body.error.code]).toEqual([422, 'reference_not_read']);

      const res = await h.call('POST', '/v1/kr/forms/extract', { url });
      expect(res.status).toBe(201);
      expect(res.body.form).toMatchObject({
        id: `ref-ref_blog-${logNo}`,
        sectionOpener: 'heading',
        imagesPerSection: 1,
        captions: 'fill',
        extracted: true,
        source: url,
      });
      // Structure only: none of the post's words.
      expect(JSON.stringify(res.body.form)).not.toMatch(/서문|하나|첫 사진/);
      expect((await h.call('GET', '/v1/kr/forms')).body.data.map((f: { id: string }) => f.id)).toContain(
        res.body.form.id,
      );
      const byUrl = await h.call('POST', '/v1/kr/layout', { content: body, form: url });
      expect(byUrl.body.form).toBe(res.body.form.id);
      // The mobile and post-view addresses of the same post name the same form.
      const mobile = await h.call('POST', '/v1/kr/forms/extract', { url: `${base()}/m/ref_blog/${logNo}` });
      expect(mobile.body.form.id).toBe(res.body.form.id);

      const sent = await h.call('POST', '/v1/posts', {
        content: `${body}\n\n참고 양식으로 썼어요.`,
        accountIds: [accountId],
        wait: true,
        options: { kr_blog: { title: '참고 양식으로', category: 'Food', form: res.body.form.id } },
      });
      expect(sent.status).toBe(201);
      expect(sent.body.targets[0].status).toBe('published');
    });

    it('answers each reference code', async () => {
      const code = async (input: object) => {
        const res = await h.call('POST', '/v1/kr/forms/extract', input);
        return [res.status, res.body.error?.code];
      };
      expect(await code({})).toEqual([422, 'url_required']);
      expect(await code({ url: 'not a link' })).toEqual([400, 'reference_invalid']);
      expect(await code({ url: `${base()}/ref_blog` })).toEqual([400, 'reference_invalid']);
      expect(await code({ url: 'https://example.com/ref_blog/1' })).toEqual([400, 'reference_not_naver']);
      expect(await code({ url: `${base()}/ref_blog/999999` })).toEqual([400, 'reference_not_public']);
      const hidden = await written([{ kind: 'text', text: '비공개' }], { openType: 'private' });
      expect(await code({ url: `${base()}/ref_blog/${hidden}` })).toEqual([400, 'reference_not_public']);
      const old = await written([{ kind: 'text', text: '옛 편집기' }], { legacyEditor: true });
      expect(await code({ url: `${base()}/PostView?blogId=ref_blog&logNo=${old}` })).toEqual([
        400,
        'reference_not_readable',
      ]);
    });
  });
});
