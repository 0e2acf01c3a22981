import type { ResearchConfig } from '../../../core/config';
import { AppError } from '../../../core/errors/app-error';
import { SERVICE, secondsToUtcMidnight, type DailyUsage } from '../../../core/research/daily-usage';
import { BlogSearchClient } from './blog-search-client';
import type { KrResearchEndpoints } from './endpoints';
import { keywordKey } from './keyword-key';
import type { KeywordStore } from './keyword-store';
import type { Measurement, Unmeasured, UnmeasuredReason } from './measurement';
import { HINTS_PER_CALL, SearchAdClient, type ToolKeyword } from './search-ad-client';
import { UpstreamError } from './upstream-http';

/** Spec: Limits. */
export const KEYWORD_LIMITS = {
  perCall: 300,
  freshPerMeasureCall: 40,
  measuredPerDay: 300,
  judgeCallsPerDay: 30,
  budgetMs: 60_000,
} as const;

export interface MeasureOptions {
  withDocs: boolean;
  budgetMs: number;
  cacheOnly: boolean;
  /** At most this many measured fresh (measure: 40); the rest come back unmeasured. */
  freshCap: number;
  /**
   * Called once, before anything is spent, when some keywords are not in the cache and may go
   * upstream (judge takes its daily judge call here); it refuses by throwing.
   */
  beforeUpstream?: () => Promise<void>;
}

export interface MeasureResult {
  measured: Measurement[];
  unmeasured: Unmeasured[];
  /** Some keywords were not measured (budget, cache only, limits): the answer is not whole. */
  partial: boolean;
  /** Keywords whose measurement reached an upstream (what the day's quota counted). */
  spent: number;
}

const BLOG_SEARCHES_AT_ONCE = 4;

/**
 * Measures keywords: the 7-day cache first (free), then the keyword tool (five keywords a call) and
 * the blog search (one call a keyword), within the call's time budget, the person's daily quota
 * and the service's daily caps. A keyword never sent upstream is given back to the quota.
 */
export class KeywordMeasurer {
  constructor(
    private readonly endpoints: KrResearchEndpoints,
    private readonly limits: ResearchConfig,
    private readonly usage: DailyUsage,
    private readonly store: KeywordStore,
  ) {}

  async measure(
    personId: string,
    keywords: string[],
    options: MeasureOptions,
    now = new Date(),
  ): Promise<MeasureResult> {
    const deadline = now.getTime() + options.budgetMs;
    const unique = [...new Map(keywords.map((k) => [keywordKey(k), k.trim()])).entries()];
    const cache = await this.store.fresh(
      unique.map(([key]) => key),
      options.withDocs,
      now,
    );
    const measured: Measurement[] = [];
    const unmeasured: Unmeasured[] = [];
    const toMeasure: Array<[string, string]> = [];
    for (const [key, keyword] of unique) {
      const hit = cache.get(key);
      if (hit) measured.push({ ...hit, keyword });
      else toMeasure.push([key, keyword]);
    }
    const skip = (list: Array<[string, string]>, reason: UnmeasuredReason) =>
      list.forEach(([, keyword]) => unmeasured.push({ keyword, reason }));
    if (toMeasure.length === 0 || options.cacheOnly) {
      skip(toMeasure, 'not_cached');
      return { measured, unmeasured, partial: unmeasured.length > 0, spent: 0 };
    }
    await options.beforeUpstream?.();
    const searchAd = this.endpoints.searchAd;
    const openApi = this.endpoints.openApi;
    if (!searchAd || (options.withDocs && !openApi)) {
      throw AppError.of(
        'kr_seo_unavailable',
        {},
        'Keyword research is not configured on this server (KR_SEARCHAD_* and KR_OPENAPI_* keys); the SEO check still works. Cached keywords answer with cacheOnly: true.',
      );
    }
    skip(toMeasure.slice(options.freshCap), 'per_call_limit');
    let fresh = toMeasure.slice(0, options.freshCap);
    const granted = await this.usage.take(
      personId,
      'measured',
      fresh.length,
      KEYWORD_LIMITS.measuredPerDay,
      now,
    );
    if (granted === 0 && measured.length === 0) {
      throw AppError.of(
        'quota_exceeded',
        { what: 'measured', limit: KEYWORD_LIMITS.measuredPerDay },
        `The ${KEYWORD_LIMITS.measuredPerDay} keywords a day you may measure are used up; cached keywords still answer (cacheOnly: true). Resets at the UTC day change.`,
        429,
      ).withHeader('Retry-After', String(secondsToUtcMidnight(now)));
    }
    skip(fresh.slice(granted), 'quota');
    fresh = fresh.slice(0, granted);

    const tool = new SearchAdClient(searchAd);
    const found = new Map<string, ToolKeyword>();
    const reached = new Set<string>();
    let failure: UpstreamError | undefined;
    for (let i = 0; i < fresh.length; i += HINTS_PER_CALL) {
      const batch = fresh.slice(i, i + HINTS_PER_CALL);
      const left = deadline - Date.now();
      if (left <= 0 || failure) {
        skip(batch, failure ? 'upstream_error' : 'budget');
        continue;
      }
      if ((await this.usage.take(SERVICE, 'searchad', 1, this.limits.searchAdDailyCalls, now)) === 0) {
        if (reached.size === 0 && measured.length === 0) await this.busy(personId, granted, 'searchad', now);
        skip(batch, 'service_cap');
        continue;
      }
      try {
        const answer = await tool.keywords(
          batch.map(([key]) => key.replace(/ /g, '')),
          undefined,
          Math.min(10_000, left),
        );
        for (const k of answer) found.set(keywordKey(k.relKeyword).replace(/ /g, ''), k);
        batch.forEach(([key]) => reached.add(key));
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        // A timeout may have reached the tool; anything else was refused before counting.
        if (err.failure === 'timeout') batch.forEach(([key]) => reached.add(key));
        // Cut short by the budget rather than by the tool: the budget is spent, not the tool broken.
        const budgetSpent = err.failure === 'timeout' && deadline - Date.now() <= 0;
        if (!budgetSpent) failure = err;
        skip(batch, budgetSpent ? 'budget' : 'upstream_error');
      }
    }
    const searched: Measurement[] = fresh
      .filter(([key]) => reached.has(key) && !unmeasured.some((u) => keywordKey(u.keyword) === key))
      .map(([key, keyword]) => {
        const k = found.get(key.replace(/ /g, ''));
        const below10: Array<'pc' | 'mobile'> = [];
        if (!k || k.pcBelow10) below10.push('pc');
        if (!k || k.mobileBelow10) below10.push('mobile');
        const pc = k?.pc ?? 0;
        const mobile = k?.mobile ?? 0;
        return {
          keyword,
          monthlySearches: { pc, mobile, total: pc + mobile, below10 },
          competition: k?.compIdx ?? null,
          docs: null,
          postsPerMonth: null,
          measuredAt: new Date().toISOString(),
          cached: false,
        };
      });
    if (options.withDocs && openApi)
      await this.addDocuments(searched, new BlogSearchClient(openApi), deadline, now);
    await this.usage.refund(personId, 'measured', granted - reached.size, now);
    if (searched.length === 0 && measured.length === 0 && failure) {
      throw AppError.of(
        'kr_api_error',
        { service: failure.upstream, ...(failure.status ? { upstreamStatus: failure.status } : {}) },
        `The ${failure.upstream === 'searchad' ? 'search-ad keyword tool' : 'blog search API'} did not answer or refused our credentials (${failure.failure}); nothing was counted.`,
      );
    }
    await this.store.record(searched, now);
    return {
      measured: [...measured, ...searched],
      unmeasured,
      partial: unmeasured.length > 0,
      spent: reached.size,
    };
  }

  /** Document counts, a few at a time, while the budget and the service's daily cap last; a keyword without them keeps `docs: null`. */
  private async addDocuments(
    list: Measurement[],
    client: BlogSearchClient,
    deadline: number,
    now: Date,
  ): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < list.length) {
        const m = list[next++];
        const left = deadline - Date.now();
        if (left <= 0) return;
        if ((await this.usage.take(SERVICE, 'blogsearch', 1, this.limits.openApiDailyCalls, now)) === 0)
          return;
        try {
          const found = await client.documents(m.keyword, undefined, Math.min(10_000, left));
          m.docs = found.docs;
          m.postsPerMonth = found.postsPerMonth;
        } catch (err) {
          if (!(err instanceof UpstreamError)) throw err;
        }
      }
    };
    await Promise.all(Array.from({ length: BLOG_SEARCHES_AT_ONCE }, worker));
  }

  private async busy(personId: string, granted: number, service: string, now: Date): Promise<never> {
    await this.usage.refund(personId, 'measured', granted, now);
    const retryAfterSeconds = secondsToUtcMidnight(now);
    throw AppError.of(
      'kr_seo_busy',
      { service, retryAfterSeconds },
      `The service's daily calls to the ${service} upstream are used up for everyone; cached keywords still answer. Resets at the UTC day change.`,
    ).withHeader('Retry-After', String(retryAfterSeconds));
  }
}
