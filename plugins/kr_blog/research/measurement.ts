/** What one measurement of a keyword found: the answer's shape and the cache's row. */
export interface Measurement {
  keyword: string;
  monthlySearches: {
    pc: number;
    mobile: number;
    total: number;
    /** Devices for which the tool answered "< 10" (counted as 0 in the numbers). */
    below10: Array<'pc' | 'mobile'>;
  };
  /** The keyword tool's competition label (낮음, 중간, 높음). */
  competition: string | null;
  /** Blog documents; null when measured without documents (`withDocs: false`). */
  docs: number | null;
  postsPerMonth: number | null;
  measuredAt: string;
  /** Answered from the 7-day cache shared by everyone, spending nothing. */
  cached: boolean;
}

/** Why a keyword was not measured in this call. */
export type UnmeasuredReason =
  'budget' | 'not_cached' | 'per_call_limit' | 'quota' | 'service_cap' | 'upstream_error';

export interface Unmeasured {
  keyword: string;
  reason: UnmeasuredReason;
}
