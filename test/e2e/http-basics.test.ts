import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { operationsFor } from '../../api/openapi/operations';
import { PluginRegistry } from '../../core/channels/registry';
import { startHarness, type ApiResponse, type Harness } from '../support/harness';

/** A POST through node:http, for what fetch cannot send: a chunked body with no Content-Length. */
function postChunked(
  h: Harness,
  path: string,
  chunks: Buffer[],
  agent?: http.Agent,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: ApiResponse['body'] }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${h.url}${path}`, {
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${h.apiKey}`, 'content-type': 'application/json' },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

/** One request written as raw bytes on its own connection, and the whole answer split up, as the server wrote it. */
function rawRequest(
  h: Harness,
  head: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(h.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    // The server may close before it has read all we sent: what it answered is still read.
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? undefined : reject(err)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

describe('HTTP basics: request ids, body reading, validation and the error shape', () => {
  let h: Harness;
  let chat: string;

  beforeAll(async () => {
    h = await startHarness({ worker: false });
    chat = await h.accountId('chat');
  });
  afterAll(() => h.close());

  describe('x-request-id', () => {
    it('is on every answer (success, 4xx, unknown route, 401) and differs per call', async () => {
      const answers = [
        await h.call('GET', '/v1/workspaces'),
        await h.call('GET', '/v1/workspaces'),
        await h.call('POST', '/v1/posts', { content: 5, accountIds: [chat] }),
        await h.call('GET', '/v1/no-such-route'),
        await h.call('GET', '/v1/workspaces', undefined, { key: null }),
        await h.call('GET', '/v1/workspaces', undefined, { key: 'fo_not_a_real_key' }),
        await h.call('POST', '/v1/workspaces', undefined, { raw: '{"name":' }),
        await h.call('POST', '/v1/workspaces', { name: 'x'.repeat(101 * 1024) }),
      ];
      expect(answers.map((a) => a.status)).toEqual([200, 200, 400, 404, 401, 401, 400, 413]);
      const ids = answers.map((a) => a.headers.get('x-request-id'));
      for (const id of ids) expect(id).toMatch(/^req_[0-9a-z]{22}$/);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });

  describe('body size', () => {
    it('refuses a 101 KB JSON body with 413 body_too_large and limit 102400', async () => {
      const body = { name: 'x'.repeat(101 * 1024) };
      const res = await h.call('POST', '/v1/workspaces', body);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        error: { code: 'body_too_large', message: 'The body is over 102400 bytes.', limit: 102400 },
      });
    });

    it('accepts a body just under the limit', async () => {
      // 100 characters is the name limit, so the rest is whitespace the JSON parser skips.
      const text = `{"name":"Just under"${' '.repeat(102400 - 21)}}`;
      expect(Buffer.byteLength(text)).toBe(102400);
      const res = await h.call('POST', '/v1/workspaces', undefined, { raw: text });
      expect(res.status).toBe(201);
      expect(res.body.name).toBe('Just under');
    });

    it('refuses a gzip body that is small on the wire but decodes to over 100 KB', async () => {
      const compressed = zlib.gzipSync(JSON.stringify({ name: 'a'.repeat(200 * 1024) }));
      expect(compressed.length).toBeLessThan(2048);
      const res = await h.call('POST', '/v1/workspaces', undefined, {
        raw: compressed,
        headers: { 'content-encoding': 'gzip' },
      });
      expect(res.status).toBe(413);
      expect(res.body.error).toMatchObject({ code: 'body_too_large', limit: 102400 });
    });

    it('refuses a chunked body with no Content-Length once it passes 100 KB, and the connection still serves', async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const chunk = Buffer.from(' '.repeat(16 * 1024));
        const res = await postChunked(
          h,
          '/v1/workspaces',
          [Buffer.from('{"name":"big"'), ...Array(8).fill(chunk), Buffer.from('}')],
          agent,
        );
        expect(res.status).toBe(413);
        expect(res.body.error).toMatchObject({ code: 'body_too_large', limit: 102400 });
        expect(res.headers['x-request-id']).toMatch(/^req_/);
        const next = await postChunked(h, '/v1/workspaces', [Buffer.from('{"name":"After 413"}')], agent);
        expect(next.status).toBe(201);
        expect(next.body.name).toBe('After 413');
      } finally {
        agent.destroy();
      }
    });
  });

  describe('invalid_json', () => {
    const unreadable = async (raw: string | Buffer, headers: Record<string, string> = {}) => {
      const res = await h.call('POST', '/v1/workspaces', undefined, { raw, headers });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_json');
      return res.body.error;
    };

    it('answers broken syntax with [syntax]', async () => {
      const error = await unreadable('{"name": "a",}');
      expect(error).toMatchObject({ reason: 'syntax' });
      expect(error.message).toMatch(/^Body unreadable \[syntax\]: The body is not valid JSON: /);
    });

    it('answers a top level that is a string or a number with [top level]', async () => {
      for (const raw of ['"just a string"', '42', 'null']) {
        const error = await unreadable(raw);
        expect(error).toEqual({
          code: 'invalid_json',
          reason: 'top level',
          message: 'Body unreadable [top level]: The body must be a JSON object or array.',
        });
      }
    });

    it('answers a charset other than UTF-8 with [charset]', async () => {
      const error = await unreadable('{"name":"caf\u00e9"}', {
        'content-type': 'application/json; charset=latin1',
      });
      expect(error).toEqual({
        code: 'invalid_json',
        reason: 'charset',
        charset: 'latin1',
        message: 'Body unreadable [charset]: Charset "latin1" is not supported; send UTF-8.',
      });
    });

    it('takes charset=utf-8 in any case and quoted', async () => {
      for (const type of ['application/json; charset=UTF-8', 'application/json; charset="utf-8"']) {
        const res = await h.call('POST', '/v1/workspaces', undefined, {
          raw: '{"name":"Charset ok"}',
          headers: { 'content-type': type },
        });
        expect(res.status).toBe(201);
      }
    });

    it('answers a Content-Encoding other than none, gzip, deflate, br with [content-encoding]', async () => {
      const error = await unreadable('{"name":"x"}', { 'content-encoding': 'compress' });
      expect(error).toEqual({
        code: 'invalid_json',
        reason: 'content-encoding',
        contentEncoding: 'compress',
        message:
          'Body unreadable [content-encoding]: Content-Encoding "compress" is not supported; send none, gzip, deflate or br.',
      });
    });

    it('answers a body that does not decode with its Content-Encoding with [content-encoding]', async () => {
      const error = await unreadable('{"name":"not gzip"}', { 'content-encoding': 'gzip' });
      expect(error).toMatchObject({ reason: 'content-encoding' });
      expect(error.message).toMatch(/^Body unreadable \[content-encoding\]: /);
    });

    it('answers bytes that are not UTF-8 with [charset]', async () => {
      const bytes = Buffer.concat([
        Buffer.from('{"name":"'),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from('"}'),
      ]);
      const error = await unreadable(bytes);
      expect(error).toEqual({
        code: 'invalid_json',
        reason: 'charset',
        message: 'Body unreadable [charset]: The body is not valid UTF-8.',
      });
    });

    it('answers nesting deeper than 64 levels with [depth], on any path, before authentication, with no stack trace', async () => {
      const errorLog = jest.spyOn(console, 'error');
      try {
        // 4 KB of `[`: deep enough to overflow a recursive walk of the parsed body.
        const deep = '['.repeat(4096) + ']'.repeat(4096);
        for (const path of ['/v1/workspaces', '/v1/posts', '/v1/no-such-route']) {
          const res = await h.call('POST', path, undefined, { raw: deep, key: null });
          expect([path, res.status]).toEqual([path, 400]);
          expect(res.body.error).toEqual({
            code: 'invalid_json',
            reason: 'depth',
            limit: 64,
            message: 'Body unreadable [depth]: The body nests arrays and objects more than 64 levels deep.',
          });
        }
        expect(errorLog).not.toHaveBeenCalled();
      } finally {
        errorLog.mockRestore();
      }
    });

    it('reads a body 64 levels deep, and counts no bracket inside a string', async () => {
      const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
      // The object is one level: 63 more are read, then refused as a field, not as unreadable JSON.
      const read = await h.call('POST', '/v1/workspaces', undefined, {
        raw: `{"name":"x","deep":${nested(63)}}`,
      });
      expect(read.body.error).toMatchObject({ code: 'invalid_params', field: 'deep' });
      const tooDeep = await h.call('POST', '/v1/workspaces', undefined, {
        raw: `{"name":"x","deep":${nested(64)}}`,
      });
      expect(tooDeep.body.error).toMatchObject({ code: 'invalid_json', reason: 'depth' });
      const inString = await h.call('POST', '/v1/workspaces', { name: `Brackets ${'['.repeat(80)}` });
      expect(inString.status).toBe(201);
    });

    it('runs nothing: a refused body creates no workspace', async () => {
      const before = (await h.call('GET', '/v1/workspaces')).body.data.length;
      await unreadable('{"name":"Never made"', {});
      await unreadable('{"name":"Never made"}', { 'content-encoding': 'compress' });
      const after = (await h.call('GET', '/v1/workspaces')).body.data;
      expect(after).toHaveLength(before);
      expect(after.map((w: { name: string }) => w.name)).not.toContain('Never made');
    });
  });

  describe('encoded bodies', () => {
    const encoders: Record<string, (b: Buffer) => Buffer> = {
      gzip: (b) => zlib.gzipSync(b),
      deflate: (b) => zlib.deflateSync(b),
      br: (b) => zlib.brotliCompressSync(b),
    };
    for (const [encoding, encode] of Object.entries(encoders)) {
      it(`accepts a ${encoding} body`, async () => {
        const name = `Encoded ${encoding}`;
        const res = await h.call('POST', '/v1/workspaces', undefined, {
          raw: encode(Buffer.from(JSON.stringify({ name }))),
          headers: { 'content-encoding': encoding },
        });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ name, slug: `encoded-${encoding}` });
      });
    }

    it('takes the encoding name in any case', async () => {
      const res = await h.call('POST', '/v1/workspaces', undefined, {
        raw: zlib.gzipSync(Buffer.from('{"name":"Upper gzip"}')),
        headers: { 'content-encoding': 'GZIP' },
      });
      expect(res.status).toBe(201);
    });
  });

  describe('invalid_params', () => {
    it('names the field with the wrong type', async () => {
      const res = await h.call('POST', '/v1/posts', { content: 5, accountIds: [chat] });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: { code: 'invalid_params', field: 'content', message: 'content: must be string' },
      });
    });

    it('names a missing field', async () => {
      const res = await h.call('POST', '/v1/posts', { accountIds: [chat] });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'invalid_params',
        field: 'content',
        message: 'content: is required (or threadItems for a chain)',
      });
    });

    it('lists each field in problems when several are wrong', async () => {
      const res = await h.call('POST', '/v1/posts', { content: 5, accountIds: 'chat', wait: 'yes' });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_params');
      expect(res.body.error.field).toBe('content');
      expect(res.body.error.problems).toEqual([
        { field: 'content', message: 'content: must be string' },
        { field: 'accountIds', message: 'accountIds: must be array' },
        { field: 'wait', message: 'wait: must be boolean' },
      ]);
      expect(res.body.error.message).toBe(
        'content: must be string; accountIds: must be array; wait: must be boolean',
      );
    });

    it('names the index inside an array', async () => {
      const res = await h.call('POST', '/v1/posts', { content: 'hi', accountIds: [chat, 7] });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'accountIds.1' });
    });

    it('refuses an unknown field', async () => {
      const res = await h.call('POST', '/v1/posts', { content: 'hi', accountIds: [chat], colour: 'red' });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'invalid_params',
        field: 'colour',
        message: 'colour: is not a known field',
      });
    });

    it('refuses an array where an object is expected', async () => {
      const res = await h.call('POST', '/v1/workspaces', ['Demo']);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'body' });
    });
  });

  describe('unknown routes and the error shape', () => {
    it('answers an unknown route with 404 not_found', async () => {
      const res = await h.call('GET', '/v1/nothing-here');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: {
          code: 'not_found',
          message: 'No route GET /v1/nothing-here.',
          method: 'GET',
          path: '/v1/nothing-here',
        },
      });
    });

    it.each([
      ['PUT', '/v1/posts', ['GET', 'HEAD', 'POST']],
      ['DELETE', '/v1/workspaces', ['GET', 'HEAD', 'POST']],
      ['PUT', '/v1/posts/post_1', ['DELETE', 'GET', 'HEAD', 'PATCH']],
      ['POST', '/v1/keys/key_1', ['DELETE', 'PATCH']],
    ])(
      'answers %s %s, a known path without that method, with 405 method_not_allowed and Allow',
      async (method, path, allowed) => {
        const res = await h.call(method, path, {});
        expect(res.status).toBe(405);
        expect(res.headers.get('allow')!.split(', ').sort()).toEqual(allowed);
        expect(res.body.error).toMatchObject({ code: 'method_not_allowed', method, path });
        expect([...res.body.error.allowed].sort()).toEqual(allowed);
        expect(res.body.error.message).toMatch(new RegExp(`^${path} does not take ${method}; it takes `));
      },
    );

    it('answers OPTIONS on every route with exactly its methods: a literal path is not also its sibling /:id', async () => {
      const operations = operationsFor(h.container.resolve(PluginRegistry));
      const wrong: string[] = [];
      for (const path of new Set(operations.map((o) => o.path))) {
        const methods = operations.filter((o) => o.path === path).map((o) => o.method.toUpperCase());
        const expected = [...methods, ...(methods.includes('GET') ? ['HEAD'] : [])].sort().join(', ');
        const concrete = path.replace(/\{\w+\}/g, 'x_1');
        const res = await h.call('OPTIONS', concrete);
        const allow = (res.headers.get('allow') ?? '').split(', ').sort().join(', ');
        if (res.status !== 200 || allow !== expected)
          wrong.push(`${concrete}: ${res.status} ${allow}, not ${expected}`);
      }
      expect(wrong).toEqual([]);
      // The case, and its 405: Allow names the select route's method only.
      const select = await h.call('OPTIONS', '/v1/accounts/select');
      expect(select.headers.get('allow')).toBe('POST');
      const get = await h.call('GET', '/v1/accounts/select');
      expect([get.status, get.headers.get('allow'), get.body.error.allowed]).toEqual([405, 'POST', ['POST']]);
    });

    it('still answers a method on a path no route has with 404 not_found', async () => {
      const res = await h.call('PUT', '/v1/nothing-here', {});
      expect(res.status).toBe(404);
      expect(res.headers.get('allow')).toBeNull();
      expect(res.body.error).toMatchObject({ code: 'not_found', method: 'PUT', path: '/v1/nothing-here' });
    });

    it('answers outside /v1 with not_found too', async () => {
      // `/` is the dashboard's page; a path nothing serves is JSON not_found.
      const res = await h.call('GET', '/nothing-here', undefined, { key: null });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
      expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    });

    it('answers 401 unauthenticated without a key, and invalid_api_key for a bearer that is not a key', async () => {
      const none = await h.call('GET', '/v1/workspaces', undefined, { key: null });
      expect(none.status).toBe(401);
      expect(none.body).toEqual({
        error: {
          code: 'unauthenticated',
          message: 'Send an API key as "Authorization: Bearer <key>".',
        },
      });
      const wrong = await h.call('GET', '/v1/workspaces', undefined, { key: 'fo_not_a_real_key' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({
        error: { code: 'invalid_api_key', message: 'The bearer token is not a valid API key.' },
      });
    });

    it.each([
      [
        '20 KB of headers',
        (key: string) =>
          `GET /v1/workspaces HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
      ],
      [
        'a 20 KB URL',
        (key: string) =>
          `GET /v1/posts?q=${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n\r\n`,
      ],
    ])('answers %s with 431 and the error object, then closes', async (_, head) => {
      const res = await rawRequest(h, head(h.apiKey));
      expect(res.status).toBe(431);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['connection']).toBe('close');
      expect(res.headers['x-request-id']).toMatch(/^req_[0-9a-z]{22}$/);
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
      expect(JSON.parse(res.body)).toEqual({
        error: {
          code: 'invalid_params',
          message: expect.stringMatching(/^The URL and headers together are over 16384 bytes/),
          limit: 16384,
        },
      });
    });

    it('writes every message in English (ASCII) and answers JSON', async () => {
      const answers = [
        await h.call('GET', '/v1/nothing-here'),
        await h.call('GET', '/v1/workspaces', undefined, { key: null }),
        await h.call('POST', '/v1/posts', { content: 5, accountIds: 'x' }),
        await h.call('POST', '/v1/workspaces', undefined, { raw: '[' }),
        await h.call('POST', '/v1/workspaces', { name: 'x'.repeat(101 * 1024) }),
        await h.call('PUT', '/v1/posts', {}),
        await h.call('POST', '/v1/workspaces', { name: 'Nul\u0000' }),
        await h.call('POST', '/v1/workspaces', { name: 'Lone \ud800' }),
      ];
      for (const res of answers) {
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(Object.keys(res.body)).toEqual(['error']);
        expect(typeof res.body.error.code).toBe('string');
        expect(res.body.error.message).toMatch(/^[\x20-\x7e]+$/);
      }
    });
  });
});
