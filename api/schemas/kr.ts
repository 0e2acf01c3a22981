import { count, record, text } from './shapes';

/**
 * GET /v1/kr/grammar query. `topic` is checked by the route against the grammar's own topics, so an
 * unknown one answers the spec's `invalid_topic` (listing them) rather than `invalid_params`.
 */
export const krGrammarQuery = {
  type: 'object',
  properties: { topic: { type: 'string', minLength: 1, maxLength: 100 } },
  additionalProperties: false,
} as const;

const grammarEntry = record({ id: text, syntax: text, description: text, example: text });

export const krGrammarView = record({
  topics: {
    type: 'array',
    items: record({ id: text, title: text, entries: { type: 'array', items: grammarEntry } }),
  },
  limits: record({ images: count, videos: count, captionCharacters: count }),
});

/** GET /v1/kr/drafts: which blog (only needed when the workspace has more than one). */
export const krDraftsQuery = {
  type: 'object',
  properties: { accountId: { type: 'string', minLength: 1, maxLength: 100 } },
  additionalProperties: false,
} as const;

export const krDraftList = record({
  data: {
    type: 'array',
    items: record({
      logNo: text,
      title: text,
      createdAt: text,
      savedBy: { enum: ['fanout', 'hand'] },
      postId: { type: ['string', 'null'] },
    }),
  },
});

/** POST /v1/kr/drafts/{logNo}/publish: the draft as it is, with these overrides. */
export const krDraftPublishBody = {
  type: 'object',
  properties: {
    logNo: { type: 'string', pattern: '^[0-9]{1,20}$', description: 'The same as the path; optional here.' },
    accountId: { type: 'string', minLength: 1, maxLength: 100 },
    title: { type: 'string', minLength: 1, maxLength: 1000 },
    categoryId: { type: 'string', minLength: 1, maxLength: 100 },
    category: { type: 'string', minLength: 1, maxLength: 200 },
    tags: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 200 } },
    openType: { enum: ['public', 'neighbors', 'private'] },
    wait: {
      type: 'boolean',
      description: 'Hold the answer until published, up to 75 s; then 202 with next.',
    },
  },
  additionalProperties: false,
} as const;

export const krLogNoParams = {
  type: 'object',
  properties: { logNo: { type: 'string', pattern: '^[0-9]{1,20}$' } },
  required: ['logNo'],
} as const;
