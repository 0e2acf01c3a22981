import { createHmac } from 'node:crypto';
import type { KrResearchEndpoints } from './endpoints';
import { getUpstream, jsonOf } from './upstream-http';

/** The keyword tool takes at most five hint keywords a call. */
export const HINTS_PER_CALL = 5;

export interface ToolKeyword {
  relKeyword: string;
  pc: number;
  mobile: number;
  /** The tool answered "< 10": the count is under ten, not known exactly. */
  pcBelow10: boolean;
  mobileBelow10: boolean;
  compIdx: string | null;
}

interface Raw {
  keywordList?: Array<{
    relKeyword?: string;
    monthlyPcQcCnt?: number | string;
    monthlyMobileQcCnt?: number | string;
    compIdx?: string;
  }>;
}

/**
 * The search-ad keyword tool (`GET /keywordstool?hintKeywords=a,b&showDetail=1`), signed with
 * HMAC-SHA256 of `"{timestamp}.GET./keywordstool"`. Hints go without spaces (the tool refuses
 * them); it answers each hint with related keywords, counts under ten as the string "< 10".
 */
export class SearchAdClient {
  constructor(private readonly endpoint: NonNullable<KrResearchEndpoints['searchAd']>) {}

  async keywords(hints: string[], signal?: AbortSignal, timeoutMs = 10_000): Promise<ToolKeyword[]> {
    const path = '/keywordstool';
    const timestamp = String(Date.now());
    const signature = createHmac('sha256', this.endpoint.secret)
      .update(`${timestamp}.GET.${path}`)
      .digest('base64');
    const query = new URLSearchParams({ hintKeywords: hints.join(','), showDetail: '1' });
    const answer = await getUpstream('searchad', `${this.endpoint.baseUrl}${path}?${query}`, {
      headers: {
        'X-Timestamp': timestamp,
        'X-API-KEY': this.endpoint.apiKey,
        'X-Customer': this.endpoint.customerId,
        'X-Signature': signature,
      },
      timeoutMs,
      maxBytes: 4 * 1024 * 1024,
      signal,
    });
    return (jsonOf<Raw>('searchad', answer).keywordList ?? []).flatMap((k) =>
      typeof k.relKeyword === 'string'
        ? [
            {
              relKeyword: k.relKeyword,
              ...count('pc', k.monthlyPcQcCnt),
              ...count('mobile', k.monthlyMobileQcCnt),
              compIdx: k.compIdx ?? null,
            } as ToolKeyword,
          ]
        : [],
    );
  }
}

function count(device: 'pc' | 'mobile', value: number | string | undefined) {
  const below = typeof value === 'string' && value.trim().startsWith('<');
  const n = typeof value === 'number' ? value : below ? 0 : Number(value) || 0;
  return { [device]: n, [`${device}Below10`]: below };
}
