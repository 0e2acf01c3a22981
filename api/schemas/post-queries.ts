/**
 * `GET /v1/posts` query. Query strings are text: api/validation.ts coerces `limit` and
 * `includeDeleted`. `status`, `since` and `until` are read by PostQueryService, which names the
 * field in its own 400 `invalid_params` (unknown status, a date it cannot read).
 */
export const listPostsQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    before: { type: 'string', minLength: 1, maxLength: 100 },
    includeDeleted: { type: 'boolean', default: false },
    status: { type: 'string', minLength: 1, maxLength: 200 },
    since: { type: 'string', minLength: 1, maxLength: 64 },
    until: { type: 'string', minLength: 1, maxLength: 64 },
    sort: { type: 'string', enum: ['scheduled'] },
    // The batch tag as create takes it: up to 40 letters, digits, `-`, `_`.
    batchId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' },
    // Comma-separated channel ids (`micro,social`): posts with a target on one of them.
    platform: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,31}(,[a-z][a-z0-9_]{0,31}){0,19}$' },
  },
  additionalProperties: false,
} as const;

/** `GET /v1/posts/:id/thread` path. */
export const postThreadParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['id'],
} as const;
