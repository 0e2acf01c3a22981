import type { MikroORM } from '@mikro-orm/postgresql';
import { ORM } from '../../core/container';
import { DailyUsage } from '../../core/research/daily-usage';
import { krResearchEndpoints } from '../../plugins/kr_blog/research/endpoints';
import { KeywordMeasurer } from '../../plugins/kr_blog/research/keyword-measurer';
import { KeywordStore } from '../../plugins/kr_blog/research/keyword-store';
import { VideoResearch } from '../../plugins/vid/research/video-research';
import { startHarness, type Harness } from '../support/harness';

/** The service's daily caps, the person's judge calls, and research on a server with no upstream keys. */
describe('research limits and configuration', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ env: { KR_SEARCHAD_DAILY_CALLS: '2' } });
  });
  afterAll(() => h.close());

  it('counts 30 judge calls a day; the 31st is quota_exceeded with what: seeds (cached judges are free)', async () => {
    const orm = h.container.resolve<MikroORM>(ORM);
    const personId = (
      await orm.em
        .getConnection()
        .execute<Array<{ person_id: string }>>(`select "person_id" from "api_keys" limit 1`)
    )[0].person_id;
    // 29 judge calls already spent today, counted where every API process counts them.
    await new DailyUsage(orm).take(personId, 'seeds', 29, 30);
    const thirtieth = await h.call('POST', '/v1/kr/keywords/judge', { keywords: ['판정하나'] });
    expect(thirtieth.body.quota.judgeCalls.used).toBe(30);
    const over = await h.call('POST', '/v1/kr/keywords/judge', { keywords: ['판정둘'] });
    expect(over.status).toBe(429);
    expect(over.body.error).toMatchObject({ code: 'quota_exceeded', what: 'seeds', limit: 30 });
    // Everything cached: free, even with the day's judge calls spent.
    const cached = await h.call('POST', '/v1/kr/keywords/judge', { keywords: ['판정하나'] });
    expect([cached.status, cached.body.data[0].cached]).toEqual([200, true]);
  });

  it("answers kr_seo_busy when the service's daily keyword-tool calls are used up, for everyone", async () => {
    const measure = (keywords: string[]) =>
      h.call('POST', '/v1/kr/keywords/measure', { keywords, withDocs: false });
    // The judge calls above spent one of the two.
    expect((await measure(['한도하나'])).status).toBe(200);
    const busy = await measure(['한도셋']);
    expect(busy.status).toBe(429);
    expect(busy.body.error).toMatchObject({ code: 'kr_seo_busy', service: 'searchad' });
    expect(busy.body.error.retryAfterSeconds).toBeGreaterThan(0);
    expect(busy.headers.get('retry-after')).toBe(String(busy.body.error.retryAfterSeconds));
    // Nothing was counted against the person, and cached keywords still answer.
    const cached = await measure(['한도하나']);
    expect(cached.body).toMatchObject({ data: [{ cached: true }], quota: { measured: { used: 2 } } });
  });

  it('answers kr_seo_unavailable and vid_search_unavailable on a server with no keys outside the sandbox', async () => {
    const orm = h.container.resolve<MikroORM>(ORM);
    const config = {
      ...h.config,
      sandbox: false,
      research: { ...h.config.research, searchAd: undefined, openApi: undefined, vidDataApiKey: undefined },
    };
    const endpoints = krResearchEndpoints(config);
    expect(endpoints.searchAd).toBeUndefined();
    const measurer = new KeywordMeasurer(
      endpoints,
      config.research,
      new DailyUsage(orm),
      new KeywordStore(orm),
    );
    await expect(
      measurer.measure('per_none', ['아무말'], {
        withDocs: true,
        budgetMs: 1000,
        cacheOnly: false,
        freshCap: 40,
      }),
    ).rejects.toMatchObject({ code: 'kr_seo_unavailable', status: 503 });
    // The cache still answers without keys.
    const cached = await measurer.measure('per_none', ['한도하나'], {
      withDocs: false,
      budgetMs: 1000,
      cacheOnly: false,
      freshCap: 40,
    });
    expect(cached.measured).toHaveLength(1);
    await expect(
      new VideoResearch(orm, config, new DailyUsage(orm)).search('per_none', { q: 'x' }, 'en'),
    ).rejects.toMatchObject({
      code: 'vid_search_unavailable',
      status: 503,
    });
  });
});
