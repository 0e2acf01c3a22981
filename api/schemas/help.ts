import { HELP_CATEGORIES, HELP_LOCALES } from '../../core/help/answer';
import { nullableText, record, text } from './shapes';
/**
 * GET /v1/help query: every field an optional string. `category` and `locale` are checked by the
 * service, which answers the spec's own codes (invalid_category, invalid_locale) instead of
 * invalid_params.
 */
export const helpQuery = {
  type: 'object',
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 100 },
    q: { type: 'string', minLength: 1, maxLength: 500 },
    id: { type: 'string', minLength: 1, maxLength: 100 },
    platform: { type: 'string', minLength: 1, maxLength: 64 },
    category: { type: 'string' },
    locale: { type: 'string' },
  },
  additionalProperties: false,
} as const;

const helpAnswer = record({
  id: text,
  category: { enum: [...HELP_CATEGORIES] },
  platform: nullableText,
  codes: { type: 'array', items: text },
  title: text,
  body: text,
  locale: { enum: [...HELP_LOCALES] },
});

/** One answer for `id` or `code`, a list for a search or a category. */
export const helpView = record({ data: { oneOf: [helpAnswer, { type: 'array', items: helpAnswer }] } });
