/**
 * Building blocks of the response schemas (OpenAPI 3.1 is JSON Schema 2020-12, so `type` arrays
 * say "or null"). Responses list the fields a client may rely on as `required`; a later field
 * added to an answer is allowed (`additionalProperties` is left open) so that clients do not
 * break on it.
 */
export type JsonSchema = Record<string, unknown>;

export const text = { type: 'string' } as const;
export const nullableText = { type: ['string', 'null'] } as const;
export const instant = { type: 'string', format: 'date-time' } as const;
export const nullableInstant = { type: ['string', 'null'], format: 'date-time' } as const;
export const count = { type: 'integer', minimum: 0 } as const;
/**
 * `true`, present only when it holds (`deleted`). Written as a one-value enum rather than
 * `const: true`: the same contract, and the Python client's generator writes invalid code for a
 * boolean `const`.
 */
export const onlyTrue = { type: 'boolean', enum: [true] } as const;

/** An object whose listed properties are all required. */
export function record(
  properties: Record<string, unknown>,
  optional: Record<string, unknown> = {},
): JsonSchema {
  return { type: 'object', properties: { ...properties, ...optional }, required: Object.keys(properties) };
}

/** `{data: [...]}`, and `nextBefore` for lists that page. */
export function list(item: JsonSchema, paged = false): JsonSchema {
  return paged
    ? record({ data: { type: 'array', items: item }, nextBefore: nullableText })
    : record({ data: { type: 'array', items: item } });
}

/** The error object every failure answers (spec: Errors → Shape). */
export const errorBody = record({
  error: {
    type: 'object',
    properties: {
      code: text,
      message: text,
      errors: { type: 'array', items: { type: 'object', properties: { code: text, message: text } } },
    },
    required: ['code', 'message'],
  },
});
