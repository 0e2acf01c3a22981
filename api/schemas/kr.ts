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
