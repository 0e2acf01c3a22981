import { BridgeJobs } from '../../core/services/accounts/bridge-jobs';
import { ProtocolClient } from '../../plugins/kr_blog/sandbox-extension/protocol-client';
import { startHarness, type Harness } from '../support/harness';
import { secondPerson } from '../support/people';

/**
 * Keyword research and blog diagnosis over HTTP against the sandbox upstreams (keyword tool, blog
 * search, autocomplete, feeds): what a person sees, quotas and caches included.
 */
describe('kr keyword research and blog diagnosis', () => {
  let h: Harness;
  const research = (path = '') => `${h.config.sandboxUrl}/kr_blog/_sandbox/kr/research${path}`;
  const calls = async (): Promise<Record<string, number>> =>
    ((await (await fetch(research())).json()) as { calls: Record<string, number> }).calls;
  const behave = (upstream: string, mode: string, extra: Record<string, unknown> = {}) =>
    fetch(research(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ upstream, mode, ...extra }),
    });

  beforeAll(async () => {
    h = await startHarness({ env: { KR_RSS_TIMEOUT_MS: '1500' } });
  });
  afterAll(() => h.close());
  afterEach(async () => {
    await behave('searchad', 'normal');
    await behave('blogsearch', 'normal');
    await behave('autocomplete', 'normal');
    await behave('rss', 'normal');
  });

  const camping = [
    '캠핑',
    '캠핑장비',
    '캠핑장비추천',
    '캠핑의자',
    '캠핑의자추천',
    '캠핑테이블',
    '초보캠핑준비물',
  ];

  it('judges Korean keywords into a set, saves the report once, and reads it back with its history', async () => {
    const judged = await h.call('POST', '/v1/kr/keywords/judge', { keywords: camping, save: true });
    expect(judged.status).toBe(200);
    expect(judged.body.partial).toBe(false);
    expect(judged.body.data).toHaveLength(7);
    const chair = judged.body.data.find((k: { keyword: string }) => k.keyword === '캠핑의자');
    expect(chair).toMatchObject({
      monthlySearches: { pc: 3_600, mobile: 18_100, total: 21_700 },
      docs: 96_000,
      verdict: 'go',
      cached: false,
    });
    expect(judged.body.sets.length).toBeGreaterThanOrEqual(1);
    const [set] = judged.body.sets;
    expect(set.subs.length).toBeGreaterThanOrEqual(2);
    expect(set.subs.length).toBeLessThanOrEqual(5);
    expect(set.prompt).toContain(set.main);
    expect(judged.body).toMatchObject({
      main: set.main,
      reused: false,
      quota: { judgeCalls: { used: 1, limit: 30 } },
    });
    expect(judged.body.reportId).toMatch(/^krr_/);

    const again = await h.call('POST', '/v1/kr/keywords/judge', {
      keywords: [...camping].reverse(),
      save: true,
    });
    expect(again.body).toMatchObject({
      reportId: judged.body.reportId,
      reused: true,
      quota: { judgeCalls: { used: 1 } },
    });

    const reports = await h.call('GET', '/v1/kr/keywords/reports');
    expect(reports.status).toBe(200);
    expect(reports.body.data).toHaveLength(1);
    expect(reports.body.data[0]).toMatchObject({
      id: judged.body.reportId,
      seedText: camping.slice(0, 5).join(', '),
      main: set.main,
    });

    const history = await h.call('GET', `/v1/kr/keywords/history?keyword=${encodeURIComponent('캠핑의자')}`);
    expect(history.status).toBe(200);
    expect(history.body.data).toEqual([
      expect.objectContaining({ day: new Date().toISOString().slice(0, 10), docs: 96_000 }),
    ]);
    const none = await h.call(
      'GET',
      `/v1/kr/keywords/history?keyword=${encodeURIComponent('아무도안찾는말')}`,
    );
    expect(none).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('answers measured keywords from the shared cache without calling upstream', async () => {
    const before = await calls();
    const res = await h.call('POST', '/v1/kr/keywords/measure', { keywords: ['캠핑 의자', '캠핑테이블'] });
    expect(res.status).toBe(200);
    expect(res.body.data.map((k: { cached: boolean }) => k.cached)).toEqual([true, true]);
    expect(await calls()).toEqual(before);
  });

  it('measures at most 40 fresh a call; the rest come back unmeasured', async () => {
    const keywords = Array.from({ length: 45 }, (_, i) => `여행지${i}`);
    const res = await h.call('POST', '/v1/kr/keywords/measure', { keywords, withDocs: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(40);
    expect(res.body.unmeasured).toHaveLength(5);
    expect(res.body.unmeasured[0]).toEqual({ keyword: '여행지40', reason: 'per_call_limit' });
    expect(res.body.partial).toBe(true);
    expect(res.body.data[0].docs).toBeNull();
  });

  it('stops starting upstream calls when budgetMs is spent: partial, the rest unmeasured and not counted', async () => {
    const usedBefore = (await h.call('POST', '/v1/kr/keywords/measure', { keywords: ['캠핑'] })).body.quota
      .measured.used;
    await behave('searchad', 'slow', { delayMs: 700, count: 1 });
    const keywords = Array.from({ length: 10 }, (_, i) => `등산코스${i}`);
    const res = await h.call('POST', '/v1/kr/keywords/measure', { keywords, withDocs: false, budgetMs: 500 });
    expect(res.status).toBe(200);
    expect(res.body.partial).toBe(true);
    expect(res.body.unmeasured.map((u: { reason: string }) => u.reason)).toContain('budget');
    // The slow batch may have reached the tool and counts; the batch never sent is given back.
    expect(res.body.quota.measured.used).toBe(usedBefore + 5);
  });

  it('answers kr_api_error when the keyword tool refuses our credentials, and counts nothing', async () => {
    await behave('searchad', 'refuse');
    const before = (await h.call('POST', '/v1/kr/keywords/measure', { keywords: ['캠핑'] })).body.quota;
    const res = await h.call('POST', '/v1/kr/keywords/measure', { keywords: ['거절될말'] });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'kr_api_error', service: 'searchad' });
    await behave('searchad', 'normal');
    const after = (await h.call('POST', '/v1/kr/keywords/measure', { keywords: ['캠핑'] })).body.quota;
    expect(after.measured.used).toBe(before.measured.used);
  });

  it('refuses bad input with the spec codes', async () => {
    for (const body of [
      {},
      { keywords: [] },
      { keywords: ['a\u0000b'] },
      { keywords: ['a,b'] },
      { keywords: ['   '] },
      { keywords: Array(301).fill('x') },
      { keywords: 'x' },
    ]) {
      const res = await h.call('POST', '/v1/kr/keywords/measure', body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_params');
    }
    const history = await h.call('GET', '/v1/kr/keywords/history');
    expect(history.body.error.code).toBe('invalid_params');
    const seeds = await h.call('POST', '/v1/kr/keywords/expand', { seeds: Array(11).fill('캠핑') });
    expect(seeds.body.error.code).toBe('invalid_params');
  });

  it('refuses a new key with research_tool_disabled until research is turned on, then counts its own quota to the 429', async () => {
    const other = await secondPerson(h, 'Quota spender');
    const key = other.key;
    const keyId = await keyIdOf(h, key);
    const off = await h.call('POST', '/v1/kr/keywords/measure', { keywords: ['캠핑'] }, { key });
    expect(off.status).toBe(403);
    expect(off.body.error).toMatchObject({
      code: 'research_tool_disabled',
      tool: 'research_kr_keywords',
      enableUrl: `${h.config.publicUrl}/v1/keys/${keyId}`,
    });
    expect((await h.call('PATCH', `/v1/keys/${keyId}`, { researchTools: true }, { key })).status).toBe(200);
    const measure = (call: number) => {
      const keywords = Array.from({ length: 40 }, (_, i) => `한도시험${call}-${i}`);
      return h.call('POST', '/v1/kr/keywords/measure', { keywords, withDocs: false }, { key });
    };
    // Seven calls of 40 take 280 of the 300; the eighth gets 20 measured and 20 not.
    for (let call = 0; call < 7; call += 1) {
      const res = await measure(call);
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(40);
    }
    const last = await measure(7);
    expect(last.status).toBe(200);
    expect(last.body.unmeasured).toHaveLength(20);
    const spent = await h.call('POST', '/v1/kr/keywords/measure', { keywords: ['한도넘은말'] }, { key });
    expect(spent.status).toBe(429);
    expect(spent.body.error).toMatchObject({ code: 'quota_exceeded', what: 'measured', limit: 300 });
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
    // Cached keywords are free, whoever measured them.
    const cached = await h.call('POST', '/v1/kr/keywords/measure', { keywords: ['캠핑의자'] }, { key });
    expect([cached.status, cached.body.data[0].cached]).toEqual([200, true]);
    // The demo person's quota is their own.
    expect((await h.call('POST', '/v1/kr/keywords/measure', { keywords: ['다른사람몫'] })).status).toBe(200);
  });

  describe('expansion', () => {
    it('expands seeds through the server, one call per person per minute; cached seeds answer at once', async () => {
      const res = await h.call('POST', '/v1/kr/keywords/expand', { seeds: ['캠핑의자'] });
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(1);
      expect(res.body.data[0]).toEqual({ word: '캠핑의자', seed: '캠핑의자', via: 'server' });
      expect(res.body.data.every((w: { word: string }) => w.word.startsWith('캠핑의자'))).toBe(true);

      const soon = await h.call('POST', '/v1/kr/keywords/expand', { seeds: ['제주도'] });
      expect(soon.status).toBe(429);
      expect(soon.body.error).toMatchObject({ code: 'kr_autocomplete_busy', reason: 'spacing' });
      expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(50);

      const cached = await h.call('POST', '/v1/kr/keywords/expand', { seeds: ['캠핑의자'] });
      expect(cached.status).toBe(200);
      expect(cached.body.seeds).toEqual([
        expect.objectContaining({ seed: '캠핑의자', cached: true, via: 'server' }),
      ]);
    });

    it("goes through the person's extension when it is online", async () => {
      const accountId = await h.accountId('kr_blog');
      const account = (await h.call('GET', '/v1/accounts')).body.data.find(
        (a: { id: string }) => a.id === accountId,
      );
      const extension = new ProtocolClient({
        apiUrl: h.url,
        token: await h.container.resolve(BridgeJobs).pair(accountId),
        blogBase: `${h.config.sandboxUrl}/kr_blog`,
        blogId: account.handle,
      });
      extension.start();
      try {
        await waitOnline(h, accountId);
        const res = await h.call('POST', '/v1/kr/keywords/expand', { seeds: ['여름 캠핑'] });
        expect(res.status).toBe(200);
        expect(res.body.seeds).toEqual([
          { seed: '여름 캠핑', words: expect.any(Number), via: 'extension', cached: false },
        ]);
        expect(res.body.data.every((w: { via: string }) => w.via === 'extension')).toBe(true);
      } finally {
        extension.stop();
      }
    });

    it('pauses the server path for everyone when the autocomplete refuses it', async () => {
      const other = await secondPerson(h, 'Research other');
      const key = other.key;
      await h.call('PATCH', `/v1/keys/${await keyIdOf(h, key)}`, { researchTools: true }, { key });
      await behave('autocomplete', 'refuse', { count: 1 });
      const refused = await h.call('POST', '/v1/kr/keywords/expand', { seeds: ['겨울바다'] }, { key });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatchObject({ code: 'kr_autocomplete_paused', retryAfterSeconds: 300 });
      expect(refused.headers.get('retry-after')).toBe('300');
      const everyone = await h.call('POST', '/v1/kr/keywords/expand', { seeds: ['가을산'] });
      expect(everyone.body.error).toMatchObject({ code: 'kr_autocomplete_paused' });
    });
  });

  describe('blog diagnosis', () => {
    it('answers invalid_blog_id, blog_not_found and kr_rss_unreachable, spending nothing', async () => {
      for (const blog of ['', 'a', 'x'.repeat(41), 'https://example.com/jeju_traveler', 'bad id']) {
        const res = await h.call('GET', `/v1/kr/blog/diagnose?blog=${encodeURIComponent(blog)}`);
        expect([res.status, res.body.error.code]).toEqual([400, 'invalid_blog_id']);
      }
      expect((await h.call('GET', '/v1/kr/blog/diagnose')).body.error.code).toBe('invalid_blog_id');
      // A NUL byte is refused before any route, as on every route: text that cannot be stored.
      const nul = await h.call('GET', '/v1/kr/blog/diagnose?blog=a%00b');
      expect([nul.status, nul.body.error.code]).toEqual([400, 'invalid_params']);
      const missing = await h.call('GET', '/v1/kr/blog/diagnose?blog=nobody_here');
      expect([missing.status, missing.body.error.code]).toEqual([404, 'blog_not_found']);
      await behave('rss', 'huge', { count: 1 });
      const huge = await h.call('GET', '/v1/kr/blog/diagnose?blog=jeju_traveler');
      expect([huge.status, huge.body.error]).toEqual([
        503,
        expect.objectContaining({ code: 'kr_rss_unreachable', reason: 'too_large' }),
      ]);
      await behave('rss', 'slow', { delayMs: 3_000, count: 1 });
      const slow = await h.call('GET', '/v1/kr/blog/diagnose?blog=jeju_traveler');
      expect([slow.status, slow.body.error]).toEqual([
        503,
        expect.objectContaining({ code: 'kr_rss_unreachable', reason: 'timeout' }),
      ]);
    });

    it('reads a blog written for search, and answers the same blog from the cache', async () => {
      const res = await h.call('GET', '/v1/kr/blog/diagnose?blog=jeju_traveler');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        blogId: 'jeju_traveler',
        postsRead: 50,
        cached: false,
        quota: { diagnoses: { used: 1, limit: 20 } },
      });
      expect(res.body.searchIntent.share).toBe(1);
      expect(res.body.datedOrEpisodeTitles.share).toBe(0);
      expect(res.body.categories.map((c: { name: string }) => c.name)).toEqual(['제주여행', '맛집', '숙소']);
      expect(res.body.postsPerMonth.reduce((n: number, m: { posts: number }) => n + m.posts, 0)).toBe(50);
      expect(res.body.range.days).toBe(147);
      expect(res.body.repeatedTitleWords[0]).toEqual({ word: '제주', count: 50 });

      const before = await calls();
      const link = await h.call(
        'GET',
        `/v1/kr/blog/diagnose?blog=${encodeURIComponent('https://m.blog.naver.com/jeju_traveler/223000001117')}`,
      );
      expect(link.body).toMatchObject({
        blogId: 'jeju_traveler',
        cached: true,
        quota: { diagnoses: { used: 1 } },
      });
      expect((await calls()).rss).toBe(before.rss);
    });

    it('sees dated diaries and numbered episodes', async () => {
      const diary = await h.call(
        'GET',
        `/v1/kr/blog/diagnose?blog=${encodeURIComponent('blog.naver.com/PostView.naver?blogId=daily_mina&logNo=1')}`,
      );
      expect(diary.body.datedOrEpisodeTitles.share).toBe(1);
      const episodes = await h.call('GET', '/v1/kr/blog/diagnose?blog=blog.naver.com/camp_note');
      expect(episodes.body).toMatchObject({ blogId: 'camp_note', postsRead: 40 });
      expect(episodes.body.datedOrEpisodeTitles.share).toBe(1);
    });
  });
});

async function waitOnline(h: Harness, accountId: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const res = await h.call('GET', '/v1/channels/bridge');
    if (
      res.body.data?.some(
        (b: { id: string; bridge: { online: boolean } }) => b.id === accountId && b.bridge.online,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the extension did not come online');
}

async function keyIdOf(h: Harness, key: string): Promise<string> {
  const res = await h.call('GET', '/v1/keys', undefined, { key });
  return res.body.data[0].id;
}
