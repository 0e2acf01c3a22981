import { count, instant, list, nullableText, record, text } from './shapes';

/** Video research (spec: Video research). One source: validation, OpenAPI, MCP. */

const line = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  pattern: '^[^\\u0000-\\u001f\\u007f]*$',
} as const;

export const vidSearchQuery = {
  type: 'object',
  properties: {
    q: line,
    order: { type: 'string', enum: ['viewCount', 'date', 'relevance'], default: 'viewCount' },
    period: { type: 'string', enum: ['7d', '1m', '3m', '6m', '1y'] },
    format: { type: 'string', enum: ['all', 'shorts', 'long'], default: 'all' },
    max: { type: 'integer', minimum: 1, maximum: 50, default: 25 },
    topic: line,
  },
  required: ['q'],
  additionalProperties: false,
} as const;

export const vidReportsQuery = {
  type: 'object',
  properties: { limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 } },
  additionalProperties: false,
} as const;

export const vidReportParams = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 100 } },
  required: ['id'],
} as const;

const video = record({
  videoId: text,
  url: text,
  title: text,
  channelId: text,
  channelTitle: text,
  publishedAt: text,
  durationSeconds: count,
  format: { type: 'string', enum: ['short', 'long'] },
  views: count,
  subscribers: { type: ['integer', 'null'], minimum: 0 },
  viewsPerSubscriber: { type: ['number', 'null'] },
});

const search = record({
  q: text,
  order: text,
  period: nullableText,
  format: text,
  max: count,
});

const used = record({ used: count, limit: count, resetsAt: instant });

export const vidSearchView = record({
  search,
  topic: nullableText,
  fromCache: { type: 'boolean' },
  reportId: text,
  videos: { type: 'array', items: video },
  dataNotes: { type: 'array', items: text },
  language: { type: 'string', enum: ['ko', 'en'] },
  prompt: text,
  quota: record({ searches: used, units: used }),
});

const summary = {
  id: text,
  createdAt: instant,
  search,
  topic: nullableText,
  videoCount: count,
  fromCache: { type: 'boolean' },
  language: text,
};

export const vidReportList = list(record(summary));
export const vidReportView = record({
  ...summary,
  videos: { type: 'array', items: video },
  prompt: text,
  dataNotes: { type: 'array', items: text },
});
