import { count, instant, list, nullableText, record, text } from './shapes';

/** Keyword research and blog diagnosis (spec: Korean-blog tools). One source: validation, OpenAPI, MCP. */

/**
 * A keyword as a person types it: at most 100 characters, not blank, no control characters and no
 * comma (the keyword tool reads a comma as the end of a keyword).
 */
const keyword = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^(?=.*\\S)[^\\u0000-\\u001f\\u007f,]+$',
} as const;
const budgetMs = { type: 'integer', minimum: 1, maximum: 60_000 } as const;

export const krMeasureBody = {
  type: 'object',
  properties: {
    keywords: { type: 'array', items: keyword, minItems: 1, maxItems: 300 },
    withDocs: { type: 'boolean', default: true },
    budgetMs,
  },
  required: ['keywords'],
  additionalProperties: false,
} as const;

export const krJudgeBody = {
  type: 'object',
  properties: {
    keywords: { type: 'array', items: keyword, minItems: 1, maxItems: 300 },
    save: { type: 'boolean', default: false },
    seedText: { type: 'string', maxLength: 200, pattern: '^[^\\u0000-\\u001f\\u007f]*$' },
    cacheOnly: { type: 'boolean', default: false },
    budgetMs,
  },
  required: ['keywords'],
  additionalProperties: false,
} as const;

export const krExpandBody = {
  type: 'object',
  properties: { seeds: { type: 'array', items: keyword, minItems: 1, maxItems: 10 } },
  required: ['seeds'],
  additionalProperties: false,
} as const;

export const krReportsQuery = {
  type: 'object',
  properties: { limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 } },
  additionalProperties: false,
} as const;

export const krHistoryQuery = {
  type: 'object',
  properties: {
    keyword,
    limit: { type: 'integer', minimum: 1, maximum: 3650, default: 100 },
  },
  required: ['keyword'],
  additionalProperties: false,
} as const;

/** `blog` is checked by the route (invalid_blog_id), so any text passes the schema. */
export const krDiagnoseQuery = {
  type: 'object',
  properties: { blog: { type: 'string', maxLength: 2000 } },
  additionalProperties: false,
} as const;

const searches = record({
  pc: count,
  mobile: count,
  total: count,
  below10: { type: 'array', items: { type: 'string', enum: ['pc', 'mobile'] } },
});

const measurement = record({
  keyword: text,
  monthlySearches: searches,
  competition: nullableText,
  docs: { type: ['integer', 'null'], minimum: 0 },
  postsPerMonth: { type: ['integer', 'null'], minimum: 0 },
  measuredAt: instant,
  cached: { type: 'boolean' },
});

const judged = {
  allOf: [
    measurement,
    record({
      verdict: { type: 'string', enum: ['go', 'maybe', 'crowded', 'too_small', 'unknown'] },
      docsPerSearch: { type: ['number', 'null'] },
      reason: text,
    }),
  ],
};

const unmeasured = {
  type: 'array',
  items: record({
    keyword: text,
    reason: {
      type: 'string',
      enum: ['budget', 'not_cached', 'per_call_limit', 'quota', 'service_cap', 'upstream_error'],
    },
  }),
};

const used = record({ used: count, limit: count });
const keywordQuota = record({ judgeCalls: used, measured: used });
const keywordSet = record({ main: text, subs: { type: 'array', items: text }, prompt: text });

export const krMeasureView = record({
  data: { type: 'array', items: measurement },
  unmeasured,
  partial: { type: 'boolean' },
  quota: keywordQuota,
});

export const krJudgeView = record(
  {
    data: { type: 'array', items: judged },
    unmeasured,
    partial: { type: 'boolean' },
    sets: { type: 'array', items: keywordSet },
    main: nullableText,
    subs: { type: 'array', items: text },
    quota: keywordQuota,
  },
  { reportId: text, reused: { type: 'boolean' } },
);

export const krExpandView = record({
  data: {
    type: 'array',
    items: record({ word: text, seed: text, via: { type: 'string', enum: ['extension', 'server'] } }),
  },
  seeds: {
    type: 'array',
    items: record({
      seed: text,
      words: count,
      via: { type: 'string', enum: ['extension', 'server'] },
      cached: { type: 'boolean' },
    }),
  },
});

export const krReportList = list(
  record({
    id: text,
    createdAt: instant,
    seedText: text,
    keywords: { type: 'array', items: text },
    main: nullableText,
    subs: { type: 'array', items: text },
    sets: { type: 'array', items: keywordSet },
    measured: { type: 'array', items: judged },
  }),
);

export const krHistoryList = list({
  allOf: [measurement, record({ day: { type: 'string', format: 'date' } })],
});

const share = { type: 'number', minimum: 0, maximum: 1 } as const;
export const krDiagnosisView = record({
  blogId: text,
  postsRead: count,
  searchIntent: record({
    share,
    titles: count,
    words: { type: 'array', items: record({ word: text, titles: count }) },
  }),
  datedOrEpisodeTitles: record({ share, titles: count, examples: { type: 'array', items: text } }),
  postsPerMonth: { type: 'array', items: record({ month: text, posts: count }) },
  categories: { type: 'array', items: record({ name: text, posts: count }) },
  repeatedTitleWords: { type: 'array', items: record({ word: text, count }) },
  range: record({
    from: { type: ['string', 'null'], format: 'date-time' },
    to: { type: ['string', 'null'], format: 'date-time' },
    days: { type: ['integer', 'null'] },
  }),
  advice: { type: 'array', items: text },
  cached: { type: 'boolean' },
  fetchedAt: instant,
  quota: record({ diagnoses: used }),
});
