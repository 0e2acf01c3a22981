import { startHarness, type Harness } from '../support/harness';
import { secondPerson } from '../support/people';

/** Video research over HTTP against the video emulator's data API: ranking, cache, reports, quotas, access. */
describe('video research (GET /v1/research/vid/search and reports)', () => {
  let h: Harness;
  const control = (mode: string) =>
    fetch(`${h.config.sandboxUrl}/vid/_sandbox/vid/research`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode }),
    });
  const upstreamCalls = async () =>
    (
      (await (await fetch(`${h.config.sandboxUrl}/vid/_sandbox/vid/research`)).json()) as {
        calls: { search: number };
      }
    ).calls.search;

  beforeAll(async () => {
    h = await startHarness({ env: { RESEARCH_VID_SEARCHES_PER_DAY: '3' } });
  });
  afterAll(() => h.close());

  it('ranks videos with views, subscribers, their ratio and the short flag, and a prompt in Korean', async () => {
    const res = await h.call(
      'GET',
      `/v1/research/vid/search?q=${encodeURIComponent('캠핑 브이로그')}&max=10&topic=${encodeURIComponent('겨울 캠핑')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.videos).toHaveLength(10);
    const views = res.body.videos.map((v: { views: number }) => v.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    for (const v of res.body.videos) {
      expect(v.format).toBe(v.durationSeconds <= 60 ? 'short' : 'long');
      expect(v.viewsPerSubscriber).toBeCloseTo(v.views / v.subscribers, 1);
    }
    expect(res.body).toMatchObject({
      fromCache: false,
      language: 'ko',
      search: { q: '캠핑 브이로그', order: 'viewCount', format: 'all', max: 10 },
      topic: '겨울 캠핑',
      quota: { searches: { used: 1, limit: 3 }, units: { used: 102, limit: 10_000 } },
    });
    expect(res.body.prompt).toContain('겨울 캠핑');
    expect(res.body.dataNotes.join(' ')).toMatch(/calculated by this service/);

    const before = await upstreamCalls();
    const again = await h.call(
      'GET',
      `/v1/research/vid/search?q=${encodeURIComponent('캠핑  브이로그')}&max=10&topic=${encodeURIComponent('겨울 캠핑')}`,
    );
    expect(again.body).toMatchObject({
      fromCache: true,
      reportId: res.body.reportId,
      quota: { searches: { used: 1 } },
    });
    expect(await upstreamCalls()).toBe(before);

    const report = await h.call('GET', `/v1/research/vid/reports/${res.body.reportId}`);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({
      id: res.body.reportId,
      videoCount: 10,
      topic: '겨울 캠핑',
      prompt: res.body.prompt,
    });
    expect(report.body.videos).toEqual(res.body.videos);
    const list = await h.call('GET', '/v1/research/vid/reports');
    expect(list.body.data[0]).toMatchObject({ id: res.body.reportId, videoCount: 10 });
  });

  it('keeps only shorts (60 s or less) or only long videos, in English for an English search', async () => {
    const shorts = await h.call('GET', '/v1/research/vid/search?q=camping&format=shorts&period=1y');
    expect(shorts.status).toBe(200);
    expect(shorts.body.language).toBe('en');
    expect(shorts.body.videos.length).toBeGreaterThan(0);
    expect(shorts.body.videos.every((v: { durationSeconds: number }) => v.durationSeconds <= 60)).toBe(true);
    const year = Date.now() - 366 * 86_400_000;
    expect(shorts.body.videos.every((v: { publishedAt: string }) => Date.parse(v.publishedAt) >= year)).toBe(
      true,
    );
  });

  it('answers research_quota_exceeded when the daily searches are spent; cached searches still answer', async () => {
    const third = await h.call('GET', '/v1/research/vid/search?q=hiking');
    expect(third.status).toBe(200);
    const fourth = await h.call('GET', '/v1/research/vid/search?q=fishing');
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatchObject({
      code: 'research_quota_exceeded',
      kind: 'vid_searches',
      limit: 3,
    });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    const cached = await h.call('GET', '/v1/research/vid/search?q=hiking');
    expect(cached.body.fromCache).toBe(true);
  });

  it('answers vid_quota_exhausted with resetsAt when the data API has no units left', async () => {
    const other = await secondPerson(h, 'Video researcher');
    const keyId = (await h.call('GET', '/v1/keys', undefined, { key: other.key })).body.data[0].id;
    const off = await h.call('GET', '/v1/research/vid/search?q=diving', undefined, { key: other.key });
    expect(off.status).toBe(403);
    expect(off.body.error).toMatchObject({
      code: 'research_tool_disabled',
      tool: 'research_vid_videos',
      enableUrl: `${h.config.publicUrl}/v1/keys/${keyId}`,
    });
    const on = await h.call('PATCH', `/v1/keys/${keyId}`, { researchTools: true }, { key: other.key });
    expect(on.body.researchTools).toBe(true);
    await control('quota');
    const res = await h.call('GET', '/v1/research/vid/search?q=diving', undefined, { key: other.key });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('vid_quota_exhausted');
    expect(Date.parse(res.body.error.resetsAt)).toBeGreaterThan(Date.now());
    await control('normal');
    // Another person's report is not found by id.
    const mine = await h.call('GET', '/v1/research/vid/reports', undefined, { key: other.key });
    expect(mine.body.data).toEqual([]);
    const theirs = (await h.call('GET', '/v1/research/vid/reports')).body.data[0].id;
    const notMine = await h.call('GET', `/v1/research/vid/reports/${theirs}`, undefined, { key: other.key });
    expect([notMine.status, notMine.body.error.code]).toEqual([404, 'report_not_found']);
  });

  it('refuses bad input and keys limited to some workspaces', async () => {
    for (const q of ['', 'q=x&max=0', 'q=x&max=51', 'q=x&order=best', 'q=x&period=2d', 'q=x&format=tall']) {
      const res = await h.call('GET', `/v1/research/vid/search?${q}`);
      expect([res.status, res.body.error.code]).toEqual([400, 'invalid_params']);
    }
    const workspaceId = (await h.call('GET', '/v1/workspaces')).body.data[0].id;
    const made = await h.call('POST', '/v1/keys', {
      name: 'one workspace',
      workspaceIds: [workspaceId],
      researchTools: true,
    });
    const limited = await h.call('GET', '/v1/research/vid/reports', undefined, { key: made.body.key });
    expect([limited.status, limited.body.error.code]).toEqual([403, 'forbidden_scope']);
    const kr = await h.call('GET', '/v1/kr/keywords/reports', undefined, { key: made.body.key });
    expect([kr.status, kr.body.error.code]).toEqual([403, 'forbidden_scope']);
  });
});
