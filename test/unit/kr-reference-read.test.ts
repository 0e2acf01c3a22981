import http from 'node:http';
import { readReference, referenceOf } from '../../plugins/kr_blog/forms/extract';
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
