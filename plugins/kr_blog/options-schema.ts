import { KR_LAYOUTS, KR_OPEN_TYPES } from './limits';

/**
 * JSON Schema of `options.kr_blog` (besides `content`, which every channel takes). Shapes only: the
 * rules with their own codes (title length, tags, font size, categories) are in rules.ts, so a
 * wrong value gets the spec's code rather than `invalid_params`.
 */
export const krOptionsSchema: Record<string, unknown> = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'Post title. Required; up to 100 characters.' },
    categoryId: {
      type: 'string',
      description:
        "A category id from the account's `krBlog.categories`. This or `category` is required unless `draftOnly`.",
    },
    category: {
      type: 'string',
      description: 'A category by name; when a parent and a child share the name, pass `categoryId`.',
    },
    form: { type: 'string', description: 'A layout form id (GET /v1/kr/forms); remembered per workspace.' },
    layout: {
      type: 'string',
      enum: [...KR_LAYOUTS],
      description: '`template` (default) lays the body out with the form; `as-is` types it as written.',
    },
    draftOnly: {
      type: 'boolean',
      description: "Save to the blog's draft box instead of publishing; no category needed.",
    },
    scheduledAt: {
      type: 'string',
      description:
        "The blog's own scheduled time (ISO 8601 with offset); only on a post to this channel alone.",
    },
    fontSize: { type: 'number', description: 'Body font size, 10-34.' },
    tags: {
      type: 'array',
      items: { type: 'string' },
      description: 'Up to 30 tags, each up to 30 characters, without spaces.',
    },
    openType: {
      type: 'string',
      enum: [...KR_OPEN_TYPES],
      description: 'Who can read it: public (default), neighbors, private.',
    },
    sourceVersion: {
      type: 'string',
      description: "Rewriting a post written in the blog's own editor: the `sourceVersion` read with it.",
    },
  },
};
