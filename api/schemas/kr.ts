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

/** POST /v1/kr/layout. `content` is checked by the route, so a missing one is `content_required`. */
export const krLayoutBody = {
  type: 'object',
  properties: {
    content: { type: 'string', maxLength: 60000 },
    mediaIds: { type: 'array', maxItems: 60, items: { type: 'string', minLength: 1, maxLength: 100 } },
    form: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description: 'Default photo-story; ignored when forms is given.',
    },
    forms: {
      oneOf: [
        { const: 'all' },
        { type: 'array', minItems: 1, maxItems: 20, items: { type: 'string', minLength: 1, maxLength: 100 } },
      ],
      description: 'Several forms at once (`all`: every one); the answer is `layouts[]`.',
    },
  },
  additionalProperties: false,
} as const;

const formView = record(
  {
    id: text,
    name: text,
    when: text,
    sectionOpener: { enum: ['heading', 'quote', 'bold'] },
    quoteStyle: { type: ['string', 'null'] },
    highlightEvery: count,
    imagesPerSection: count,
    captions: { enum: ['fill', 'keep'] },
    paragraphsPerSection: count,
  },
  { extracted: { type: 'boolean' }, source: text },
);

export const krFormList = record({ data: { type: 'array', items: formView }, default: text });

const layoutView = record({
  form: text,
  content: text,
  sections: count,
  placedByForm: { type: 'array', items: text },
});

export const krLayoutView = {
  oneOf: [layoutView, record({ layouts: { type: 'array', items: layoutView } })],
};

const words = { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 200 } } as const;

/** POST /v1/kr/seo/check. `content`'s length is checked by the route (`content_too_long` with the numbers). */
export const krSeoCheckBody = {
  type: 'object',
  properties: {
    content: { type: 'string', description: 'The Markdown body, up to 60,000 characters.' },
    title: { type: 'string', maxLength: 1000 },
    main: {
      type: 'string',
      maxLength: 200,
      description: 'The main keyword; without it the keyword checks cannot pass.',
    },
    subs: words,
    tags: words,
    fixedTags: words,
    products: words,
    mediaIds: { type: 'array', maxItems: 60, items: { type: 'string', minLength: 1, maxLength: 100 } },
  },
  required: ['content'],
  additionalProperties: false,
} as const;

export const krSeoReport = record({
  passed: { type: 'boolean' },
  checks: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { enum: ['sections', 'mainKeyword', 'tags', 'productsEarly', 'images', 'length'] },
        passed: { type: 'boolean' },
        fix: text,
      },
      required: ['id', 'passed'],
    },
  },
});

/** POST /v1/kr/forms/extract. `url` is checked by the route, so a missing one is `url_required`. */
export const krFormExtractBody = {
  type: 'object',
  properties: {
    url: { type: 'string', maxLength: 2000, description: 'A public post link of the blog platform.' },
  },
  additionalProperties: false,
} as const;

export const krFormExtracted = record(
  { form: formView },
  { next: { type: 'object', additionalProperties: text } },
);
