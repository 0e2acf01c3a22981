import type { KrResearchEndpoints } from './endpoints';
import { getUpstream, jsonOf } from './upstream-http';

export interface BlogDocuments {
  /** Blog documents the search finds for the keyword. */
  docs: number;
  /** New posts in the last 30 days, from the dates of the newest 100 (extrapolated when all 100 are newer). */
  postsPerMonth: number;
}

interface Raw {
  total?: number;
  items?: Array<{ postdate?: string }>;
}

const DAY_MS = 86_400_000;

/** The blog search API (`GET /v1/search/blog.json`, client id and secret headers): `total` is the document count. */
export class BlogSearchClient {
  constructor(private readonly endpoint: NonNullable<KrResearchEndpoints['openApi']>) {}

  async documents(keyword: string, signal?: AbortSignal, timeoutMs = 10_000): Promise<BlogDocuments> {
    const query = new URLSearchParams({ query: keyword, display: '100', start: '1', sort: 'date' });
    const answer = await getUpstream('blogsearch', `${this.endpoint.baseUrl}/v1/search/blog.json?${query}`, {
      headers: {
        'X-Naver-Client-Id': this.endpoint.clientId,
        'X-Naver-Client-Secret': this.endpoint.clientSecret,
      },
      timeoutMs,
      maxBytes: 4 * 1024 * 1024,
      signal,
    });
    const raw = jsonOf<Raw>('blogsearch', answer);
    return {
      docs: Math.max(0, Math.round(Number(raw.total) || 0)),
      postsPerMonth: postsPerMonth(raw.items ?? []),
    };
  }
}

/** Posts of the last 30 days among the newest items; when every item is newer than that, their pace times 30 days. */
export function postsPerMonth(items: Array<{ postdate?: string }>, now = Date.now()): number {
  const times = items
    .map((i) => /^(\d{4})(\d{2})(\d{2})$/.exec(i.postdate ?? ''))
    .flatMap((m) => (m ? [Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))] : []))
    .sort((a, b) => b - a);
  if (times.length === 0) return 0;
  const monthAgo = now - 30 * DAY_MS;
  const inMonth = times.filter((t) => t >= monthAgo).length;
  if (inMonth < times.length || times.length < 100) return inMonth;
  const spanDays = Math.max(1, (now - times[times.length - 1]) / DAY_MS);
  return Math.round((times.length * 30) / spanDays);
}
