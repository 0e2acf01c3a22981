import zlib from 'node:zlib';
import { mask } from '../../api/middleware/request-log';
import { startHarness, type ApiResponse, type Harness } from '../support/harness';
import { secondPerson } from '../support/people';
import { approve, postConnect } from '../support/connect';
import { newWorkspace } from '../support/workspaces';

interface LogJson {
  id: string;
  requestId: string;
  method: string;
  path: string;
  query: Record<string, unknown>;
  status: number;
  errorCode: string | null;
  requestBody: unknown;
  responseBody: unknown;
  outcome: 'ok' | 'failed';
}

const MASK = '••••••';

describe('request logs (GET /v1/logs)', () => {
  let h: Harness;
  let micro: string;
  let demoWorkspace: string;

  const rid = (res: ApiResponse): string => res.headers.get('x-request-id')!;

  /** GET /v1/logs with the given query, as `key` (the demo key by default); must answer 200. */
  async function logs(query: Record<string, string | number> = {}, key?: string) {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const res = await h.call('GET', `/v1/logs${qs ? `?${qs}` : ''}`, undefined, { key });
    expect(res.status).toBe(200);
    return res.body as { data: LogJson[]; nextBefore: string | null };
  }

  const byRequestId = async (requestId: string, key?: string) => (await logs({ requestId }, key)).data;
  const requestIdsOf = (data: LogJson[]) => data.map((l) => l.requestId);

  beforeAll(async () => {
    h = await startHarness({ worker: false });
    micro = await h.accountId('micro');
    demoWorkspace = (await h.call('GET', '/v1/workspaces')).body.data[0].id;
  });
  afterAll(() => h.close());

  describe('what is stored', () => {
    it('stores a call with method, path, query, status and both bodies, and nothing about whose it is', async () => {
      const res = await h.call('POST', '/v1/workspaces?via=test', { name: 'Logged workspace' });
      expect(res.status).toBe(201);
      const data = await byRequestId(rid(res));
      expect(data).toEqual([
        {
          id: expect.stringMatching(/^log_[0-9a-z]{22}$/),
          requestId: rid(res),
          method: 'POST',
          path: '/v1/workspaces',
          query: { via: 'test' },
          status: 201,
          errorCode: null,
          requestBody: { name: 'Logged workspace' },
          responseBody: res.body,
          durationMs: expect.any(Number),
          source: 'api',
          createdAt: expect.any(String),
          outcome: 'ok',
        },
      ]);
      expect(res.body.name).toBe('Logged workspace');
    });

    it('stores a failed publish (422 content_too_long) with outcome failed, its errorCode, and the body as sent', async () => {
      const sent = { content: '字'.repeat(141), accountIds: [micro] };
      const res = await h.call('POST', '/v1/posts', sent, {
        headers: { 'x-service-workspace': demoWorkspace },
      });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('content_too_long');
      const [log] = await byRequestId(rid(res));
      expect(log).toMatchObject({
        method: 'POST',
        path: '/v1/posts',
        status: 422,
        errorCode: 'content_too_long',
        outcome: 'failed',
        responseBody: res.body,
      });
      // As the client sent it: no defaults (`wait: false`) filled in by validation.
      expect(log.requestBody).toEqual(sent);
    });

    it('stores a 413 body_too_large call, without its body', async () => {
      const res = await h.call('POST', '/v1/workspaces', { name: 'x'.repeat(101 * 1024) });
      expect(res.status).toBe(413);
      const [log] = await byRequestId(rid(res));
      expect(log).toMatchObject({
        path: '/v1/workspaces',
        status: 413,
        errorCode: 'body_too_large',
        outcome: 'failed',
        requestBody: null,
        responseBody: { error: { code: 'body_too_large', limit: 102400 } },
      });
      // Refused before authentication, yet listed for the key's owner, not only by request id.
      const listed = await h.call('GET', '/v1/logs?outcome=failed&limit=5');
      expect(listed.body.data.map((l: { requestId: string }) => l.requestId)).toContain(rid(res));
    });

    it('stores a 413 for a gzip body that decodes to over 100 KB', async () => {
      const res = await h.call('POST', '/v1/workspaces', undefined, {
        raw: zlib.gzipSync(JSON.stringify({ name: 'a'.repeat(200 * 1024) })),
        headers: { 'content-encoding': 'gzip' },
      });
      expect(res.status).toBe(413);
      expect((await byRequestId(rid(res)))[0]).toMatchObject({ status: 413, errorCode: 'body_too_large' });
    });

    it('masks the new key in the stored answer of POST /v1/keys, and never stores it in clear', async () => {
      const res = await h.call('POST', '/v1/keys', { name: 'Masked key', allWorkspaces: true });
      expect(res.status).toBe(201);
      expect(res.body.key).toMatch(/^fo_/);
      const [log] = await byRequestId(rid(res));
      expect(log.responseBody).toEqual({ ...res.body, key: MASK });
      expect(JSON.stringify(log)).not.toContain(res.body.key);
      // The key itself was not harmed by the masking.
      expect((await h.call('GET', '/v1/workspaces', undefined, { key: res.body.key })).status).toBe(200);
    });

    it('masks the OAuth state and PKCE challenge inside a logged authorizeUrl, and the connect still completes', async () => {
      const ws = await newWorkspace(h, 'OAuth logged');
      const started = await postConnect(
        h,
        { platform: 'micro', sandbox: true, handle: 'logged_person' },
        ws.headers,
      );
      expect(started.body).toMatchObject({ status: 'pending' });
      const sent = new URL(started.body.authorizeUrl);
      const state = sent.searchParams.get('state')!;
      const challenge = sent.searchParams.get('code_challenge')!;
      const [log] = await byRequestId(rid(started));
      const logged = (log.responseBody as { authorizeUrl: string }).authorizeUrl;
      expect(logged).toContain(`state=${MASK}`);
      expect(logged).toContain(`code_challenge=${MASK}`);
      expect(logged).toContain('code_challenge_method=S256');
      expect(JSON.stringify(log)).not.toContain(state);
      expect(JSON.stringify(log)).not.toContain(challenge);
      expect((await approve(started.body.authorizeUrl)).status).toBe(201);
    });

    it('stores a call whose query holds a NUL, the text written as its escape', async () => {
      const res = await h.call('GET', '/v1/posts/post_nul?x=%00');
      expect(res.status).toBe(400);
      const [log] = await byRequestId(rid(res));
      expect(log).toMatchObject({ path: '/v1/posts/post_nul', query: { x: '\\u0000' }, status: 400 });
    });

    it('masks the signed upload URL in the stored answer of POST /v1/media, and the URL still takes the bytes', async () => {
      // The bytes are checked at complete, not here: any will do for the upload itself.
      const bytes = Buffer.from('not yet a photo');
      const res = await h.call(
        'POST',
        '/v1/media',
        { fileName: 'photo.jpg', contentType: 'image/jpeg', bytes: bytes.length },
        { headers: { 'x-service-workspace': demoWorkspace } },
      );
      expect(res.status).toBe(201);
      const [log] = await byRequestId(rid(res));
      expect(log.responseBody).toEqual({ ...res.body, uploadUrl: MASK });
      const token = new URL(res.body.uploadUrl).pathname.split('/').pop()!;
      expect(JSON.stringify(log)).not.toContain(token);
      const put = await fetch(res.body.uploadUrl, { method: 'PUT', headers: res.body.headers, body: bytes });
      expect(put.status).toBeLessThan(300);
    });

    it('stores a call refused for a NUL in its body (400 invalid_params), the NUL written as its escape', async () => {
      const inDemo = { headers: { 'x-service-workspace': demoWorkspace } };
      const res = await h.call('POST', '/v1/posts', { content: 'a\u0000b', accountIds: [micro] }, inDemo);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'content' });
      // Found whether the reader names the workspace the call named or not.
      const named = await h.call('GET', `/v1/logs?requestId=${rid(res)}`, undefined, inDemo);
      expect(named.body.data).toEqual([expect.objectContaining({ requestId: rid(res) })]);
      expect(await byRequestId(rid(res))).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: '/v1/posts',
          status: 400,
          errorCode: 'invalid_params',
          requestBody: { content: 'a\\u0000b', accountIds: [micro] },
          responseBody: res.body,
          outcome: 'failed',
        }),
      ]);
    });

    it('stores a call refused for a lone surrogate in its body, the surrogate written as its escape', async () => {
      const res = await h.call('POST', '/v1/posts', { content: 'a\ud800b', accountIds: [micro] });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'content' });
      expect(await byRequestId(rid(res))).toEqual([
        expect.objectContaining({
          status: 400,
          errorCode: 'invalid_params',
          requestBody: { content: 'a\\ud800b', accountIds: [micro] },
        }),
      ]);
    });

    it('masks secrets at any depth and stores a date as the text the client got', () => {
      // No route answers a Date today; this guards the stored form if one does.
      const when = new Date('2026-11-21T10:00:00.000Z');
      expect(mask({ at: when, items: [{ key: 'fo_secret', name: 'n' }], key: 5 })).toEqual({
        at: '2026-11-21T10:00:00.000Z',
        items: [{ key: MASK, name: 'n' }],
        key: 5,
      });
    });

    it('does not store an invalid_json call, whatever made it unreadable', async () => {
      const unreadable: Array<[string | Buffer, Record<string, string>]> = [
        ['{"name":', {}],
        ['"a string"', {}],
        ['{"name":"x"}', { 'content-type': 'application/json; charset=latin1' }],
        ['{"name":"x"}', { 'content-encoding': 'compress' }],
        [Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), {}],
      ];
      for (const [raw, headers] of unreadable) {
        const res = await h.call('POST', '/v1/workspaces', undefined, { raw, headers });
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('invalid_json');
        expect(await byRequestId(rid(res))).toEqual([]);
      }
    });

    it('does not store the log reads themselves', async () => {
      const read = await h.call('GET', '/v1/logs');
      expect(read.status).toBe(200);
      const slash = await h.call('GET', '/v1/logs/?limit=1');
      expect(slash.status).toBe(200);
      expect(await byRequestId(rid(read))).toEqual([]);
      expect(await byRequestId(rid(slash))).toEqual([]);
      const all = await logs({ limit: 200 });
      expect(all.data.filter((l) => l.path.startsWith('/v1/logs'))).toEqual([]);
    });

    it('stores a call whatever the letter case of its path, but never a log read', async () => {
      const upper = await h.call('GET', '/V1/Workspaces');
      expect(upper.status).toBe(200);
      expect((await byRequestId(rid(upper)))[0]).toMatchObject({ path: '/V1/Workspaces', status: 200 });
      const read = await h.call('GET', '/V1/LOGS?limit=1');
      expect(read.status).toBe(200);
      expect(await byRequestId(rid(read))).toEqual([]);
    });

    it('lists newest first', async () => {
      const a = await h.call('GET', '/v1/workspaces');
      const b = await h.call('GET', '/v1/keys');
      const c = await h.call('GET', '/v1/workspaces');
      const { data } = await logs({ limit: 3 });
      expect(requestIdsOf(data)).toEqual([rid(c), rid(b), rid(a)]);
      expect(data.map((l) => l.path)).toEqual(['/v1/workspaces', '/v1/keys', '/v1/workspaces']);
      expect([...data.map((l) => l.id)].sort().reverse()).toEqual(data.map((l) => l.id));
    });
  });

  describe('calls without a usable key', () => {
    it('finds a call with no key (401 unauthenticated) by its request id only', async () => {
      const res = await h.call('GET', '/v1/workspaces', undefined, { key: null });
      expect(res.status).toBe(401);
      expect(await byRequestId(rid(res))).toEqual([
        expect.objectContaining({ status: 401, errorCode: 'unauthenticated', outcome: 'failed' }),
      ]);
      expect(requestIdsOf((await logs({ limit: 200 })).data)).not.toContain(rid(res));
      expect(requestIdsOf((await logs({ outcome: 'failed', limit: 200 })).data)).not.toContain(rid(res));
      expect((await logs({ search: rid(res) })).data).toEqual([]);
    });

    it('finds a call with a bearer that is not a key (401 invalid_api_key) by its request id only', async () => {
      const res = await h.call('GET', '/v1/workspaces', undefined, { key: 'fo_not_a_key' });
      expect(res.status).toBe(401);
      expect((await byRequestId(rid(res)))[0]).toMatchObject({ errorCode: 'invalid_api_key' });
      expect(requestIdsOf((await logs({ limit: 200 })).data)).not.toContain(rid(res));
    });

    it("lists a call with a revoked key (401 api_key_revoked) for the key's owner", async () => {
      const created = await h.call('POST', '/v1/keys', { name: 'Soon revoked', allWorkspaces: true });
      expect(created.status).toBe(201);
      const revoked = await h.call('DELETE', `/v1/keys/${created.body.id}`);
      expect(revoked.status).toBe(200);
      expect(revoked.body.revokedAt).toEqual(expect.any(String));

      const res = await h.call('GET', '/v1/workspaces', undefined, { key: created.body.key });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('api_key_revoked');
      const { data } = await logs({ outcome: 'failed', limit: 200 });
      expect(data.find((l) => l.requestId === rid(res))).toMatchObject({
        method: 'GET',
        path: '/v1/workspaces',
        status: 401,
        errorCode: 'api_key_revoked',
      });
      // The revoked key itself reads nothing.
      expect((await h.call('GET', '/v1/logs', undefined, { key: created.body.key })).status).toBe(401);
    });
  });

  describe('filters and paging', () => {
    let okCall: string;
    let failedCall: string;

    beforeAll(async () => {
      // Enough calls for more than one default page of 50.
      for (let i = 0; i < 52; i += 1) await h.call('GET', '/v1/workspaces');
      okCall = rid(await h.call('GET', '/v1/keys'));
      failedCall = rid(
        await h.call('GET', '/v1/posts/post_missing', undefined, {
          headers: { 'x-service-workspace': demoWorkspace },
        }),
      );
    });

    it('outcome=failed lists only 4xx and 5xx, outcome=ok only the rest', async () => {
      const failed = (await logs({ outcome: 'failed', limit: 200 })).data;
      expect(failed.length).toBeGreaterThan(0);
      for (const l of failed) {
        expect(l.status).toBeGreaterThanOrEqual(400);
        expect(l.outcome).toBe('failed');
      }
      expect(requestIdsOf(failed)).toContain(failedCall);
      expect(requestIdsOf(failed)).not.toContain(okCall);

      const ok = (await logs({ outcome: 'ok', limit: 200 })).data;
      expect(ok.length).toBeGreaterThan(50);
      for (const l of ok) {
        expect(l.status).toBeLessThan(400);
        expect(l.outcome).toBe('ok');
      }
      expect(requestIdsOf(ok)).toContain(okCall);
      expect(requestIdsOf(ok)).not.toContain(failedCall);
    });

    it('search matches the path, in any case', async () => {
      for (const search of ['/v1/keys', '/V1/KEYS']) {
        const { data } = await logs({ search, limit: 200 });
        expect(data.length).toBeGreaterThan(1);
        for (const l of data) expect(l.path).toContain('/v1/keys');
        expect(requestIdsOf(data)).toContain(okCall);
      }
    });

    it('search matches part of a request id', async () => {
      const { data } = await logs({ search: failedCall.slice(-12) });
      expect(requestIdsOf(data)).toEqual([failedCall]);
    });

    it('search takes % and _ literally', async () => {
      expect((await logs({ search: '%' })).data).toEqual([]);
      expect((await logs({ search: 'workspaces_' })).data).toEqual([]);
    });

    it('since today lists today’s calls; since tomorrow lists none', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      expect(requestIdsOf((await logs({ since: today, limit: 200 })).data)).toContain(okCall);
      expect(await logs({ since: tomorrow })).toEqual({ data: [], nextBefore: null });
    });

    it('requestId returns that one call with no next page', async () => {
      expect(await logs({ requestId: okCall })).toEqual({
        data: [expect.objectContaining({ requestId: okCall, path: '/v1/keys', status: 200 })],
        nextBefore: null,
      });
    });

    it('returns 50 by default and up to 200 with limit', async () => {
      const page = await logs();
      expect(page.data).toHaveLength(50);
      expect(page.nextBefore).toBe(page.data[49].id);
      expect((await logs({ limit: 200 })).data.length).toBeGreaterThan(50);
    });

    it('pages with before = nextBefore: three pages of 2 are distinct, descending, and the same as one page of 6', async () => {
      const pages: LogJson[][] = [];
      let before: string | null = null;
      for (let i = 0; i < 3; i += 1) {
        const page: { data: LogJson[]; nextBefore: string | null } = await logs(
          before ? { limit: 2, before } : { limit: 2 },
        );
        expect(page.data).toHaveLength(2);
        expect(page.nextBefore).toBe(page.data[1].id);
        pages.push(page.data);
        before = page.nextBefore;
      }
      const ids = pages.flat().map((l) => l.id);
      expect(new Set(ids).size).toBe(6);
      expect([...ids].sort().reverse()).toEqual(ids);
      expect((await logs({ limit: 6 })).data.map((l) => l.id)).toEqual(ids);
    });

    it('refuses limit 0, limit 201, a word for limit, an unknown outcome and an unknown parameter', async () => {
      const cases: Array<[string, string]> = [
        ['limit=0', 'limit'],
        ['limit=201', 'limit'],
        ['limit=many', 'limit'],
        ['outcome=maybe', 'outcome'],
        ['colour=red', 'colour'],
      ];
      for (const [query, field] of cases) {
        const res = await h.call('GET', `/v1/logs?${query}`);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'invalid_params', field });
        expect(res.body.error.message).toContain(field);
      }
    });

    it('refuses a since that is not a real YYYY-MM-DD date', async () => {
      for (const since of ['2026-02-30', '2026-13-01', '2026-1-1', 'yesterday']) {
        const res = await h.call('GET', `/v1/logs?since=${since}`);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'since' });
      }
    });
  });

  describe('whose logs', () => {
    it("shows nobody another person's calls, even by request id", async () => {
      const other = await secondPerson(h, 'Other');
      const theirs = await h.call('GET', '/v1/workspaces', undefined, { key: other.key });
      expect(theirs.status).toBe(200);
      const ours = await h.call('GET', '/v1/workspaces');

      expect(await byRequestId(rid(theirs))).toEqual([]);
      expect(requestIdsOf((await logs({ limit: 200 })).data)).not.toContain(rid(theirs));
      expect(await byRequestId(rid(ours), other.key)).toEqual([]);
      expect(requestIdsOf((await logs({}, other.key)).data)).toEqual([rid(theirs)]);
    });

    it('shows a key limited to one workspace that workspace’s calls and its own, never other keys’ person-level calls', async () => {
      const second = await h.call('POST', '/v1/workspaces', { name: 'Second for logs' });
      expect(second.status).toBe(201);
      const limited = await h.call('POST', '/v1/keys', { name: 'Demo only', workspaceIds: [demoWorkspace] });
      expect(limited.status).toBe(201);

      const inSecond = await h.call('GET', '/v1/posts/post_missing', undefined, {
        headers: { 'x-service-workspace': second.body.id },
      });
      const failedInSecond = await h.call(
        'POST',
        '/v1/posts',
        { content: 'A secret draft text', accountIds: ['acc_nope'] },
        { headers: { 'x-service-workspace': second.body.id } },
      );
      const inDemo = await h.call('GET', '/v1/posts/post_missing', undefined, {
        headers: { 'x-service-workspace': demoWorkspace },
      });
      const keyList = await h.call('GET', '/v1/keys');
      const noWorkspace = await h.call('GET', '/v1/workspaces');
      expect([inSecond.status, inDemo.status, noWorkspace.status, keyList.status]).toEqual([
        404, 404, 200, 200,
      ]);
      expect(failedInSecond.status).toBeGreaterThanOrEqual(400);
      const ownCall = await h.call('GET', '/v1/accounts', undefined, { key: limited.body.key });
      expect(ownCall.status).toBe(200);

      const rows = (await logs({ limit: 200 }, limited.body.key)).data;
      const seen = requestIdsOf(rows);
      expect(seen).toContain(rid(inDemo));
      expect(seen).toContain(rid(ownCall));
      expect(seen).not.toContain(rid(inSecond));
      expect(seen).not.toContain(rid(failedInSecond));
      expect(seen).not.toContain(rid(noWorkspace));
      expect(seen).not.toContain(rid(keyList));
      expect(JSON.stringify(rows)).not.toContain('A secret draft text');
      expect(await byRequestId(rid(inSecond), limited.body.key)).toEqual([]);
      expect(await byRequestId(rid(keyList), limited.body.key)).toEqual([]);

      const all = requestIdsOf((await logs({ limit: 200 })).data);
      expect(all).toEqual(
        expect.arrayContaining([rid(inSecond), rid(inDemo), rid(noWorkspace), rid(ownCall), rid(keyList)]),
      );

      // x-service-workspace reads one workspace's log: the second's calls, not the demo's.
      const secondOnly = await h.call('GET', '/v1/logs?limit=200', undefined, {
        headers: { 'x-service-workspace': second.body.id },
      });
      expect(secondOnly.status).toBe(200);
      const inSecondLog = requestIdsOf(secondOnly.body.data);
      expect(inSecondLog).toEqual(expect.arrayContaining([rid(inSecond), rid(failedInSecond)]));
      expect(inSecondLog).not.toContain(rid(inDemo));
      // The limited key cannot name a workspace it does not reach.
      const refused = await h.call('GET', '/v1/logs', undefined, {
        key: limited.body.key,
        headers: { 'x-service-workspace': second.body.id },
      });
      expect(refused.status).toBeGreaterThanOrEqual(400);
    });
  });
});
