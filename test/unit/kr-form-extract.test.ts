import http from 'node:http';
import { formOfPost, readReference, referenceOf } from '../../plugins/kr_blog/forms/extract';
import { listen, type Listening } from '../support/listen';

/** Reading a reference post's page over real HTTP: the size and time caps, and a host that fails. */
describe('reading a reference post', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listen((req: http.IncomingMessage, res: http.ServerResponse) => {
      const logNo = new URL(req.url ?? '/', 'http://x').searchParams.get('logNo');
      if (logNo === '1') return res.end('<div class="se-component se-text"><p>ok</p></div>');
      if (logNo === '2') return res.end('x'.repeat(4096)); // over the test's 1 KB cap, no length announced first
      if (logNo === '3') return void setTimeout(() => res.end('late'), 500);
      res.writeHead(500).end();
    });
  });
  afterAll(() => server.close());

  const ref = (logNo: string) =>
    referenceOf(`${server.url}/kr_blog/ref_blog/${logNo}`, `${server.url}/kr_blog`);
  const limits = { bytes: 1024, timeoutMs: 200 };
  const code = (p: Promise<unknown>) =>
    p.then(
      () => 'read',
      (err: { code?: string }) => err.code,
    );

  it('reads a page within the caps', async () => {
    expect(await readReference(ref('1'), 'u', limits)).toContain('se-component');
    expect(ref('1').viewUrl).toBe(`${server.url}/kr_blog/PostView?blogId=ref_blog&logNo=1`);
  });

  it('answers reference_too_large, reference_timeout and reference_unreachable', async () => {
    expect(await code(readReference(ref('2'), 'u', limits))).toBe('reference_too_large');
    expect(await code(readReference(ref('3'), 'u', limits))).toBe('reference_timeout');
    expect(await code(readReference(ref('9'), 'u', limits))).toBe('reference_unreachable');
    const closed = referenceOf('http://127.0.0.1:9/kr_blog/ref_blog/1', 'http://127.0.0.1:9/kr_blog');
    expect(await code(readReference(closed, 'u', limits))).toBe('reference_unreachable');
  });
});

describe('the form of a reference post, by editor shape', () => {
  const ref = { blogId: 'ref_blog', logNo: '1', viewUrl: '' };
  const text = (t: string) => `<div class="se-component se-text"><p class="se-text-paragraph">${t}</p></div>`;
  const image = (caption: string) =>
    `<div class="se-component se-image"><img src="x"><p class="se-caption">${caption}</p></div>`;
  const title = (t: string) => `<div class="se-component se-sectionTitle"><h2>${t}</h2></div>`;
  const quote = (t: string) => `<div class="se-component se-quotation"><blockquote>${t}</blockquote></div>`;

  it('sections opened by titles, a captioned photo each', () => {
    const html = [title('a'), text('x'), image('cap one'), title('b'), text('y'), image('cap two')].join('');
    expect(formOfPost(html, ref, 'u')).toMatchObject({
      sectionOpener: 'heading',
      quoteStyle: null,
      imagesPerSection: 1,
      captions: 'fill',
      paragraphsPerSection: 1,
    });
  });

  it('sections opened by quotations, photos without captions, highlighted paragraphs', () => {
    const hl = (t: string) => text(`<span class="se-highlight">${t}</span>`);
    const html = [
      quote('q1'),
      text('a'),
      hl('b'),
      image(''),
      quote('q2'),
      text('c'),
      hl('d'),
      image(''),
      image(''),
    ].join('');
    expect(formOfPost(html, ref, 'u')).toMatchObject({
      sectionOpener: 'quote',
      quoteStyle: 'line',
      highlightEvery: 2,
      imagesPerSection: 2,
      captions: 'keep',
      paragraphsPerSection: 2,
    });
  });

  it('paragraphs only: bold openers every three paragraphs; an older editor is not readable', () => {
    const html = Array.from({ length: 6 }, (_, i) => text(`p${i}`)).join('');
    expect(formOfPost(html, ref, 'u')).toMatchObject({
      sectionOpener: 'bold',
      paragraphsPerSection: 3,
      imagesPerSection: 0,
    });
    expect(() => formOfPost('<div id="postViewArea"><p>old</p></div>', ref, 'u')).toThrow(
      expect.objectContaining({ code: 'reference_not_readable' }),
    );
  });

  it('never carries the post’s words', () => {
    const form = formOfPost([title('비밀 제목'), text('비밀 본문'), image('비밀 설명')].join(''), ref, 'u');
    expect(JSON.stringify(form)).not.toContain('비밀');
  });
});
