import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { AppError } from '../core/errors/app-error';
import { isIdOf } from '../core/ids';
import { readDateTime, readDay } from '../core/text/dates';

// Bodies keep their types as sent; query strings are all text, so their ajv coerces.
const bodyAjv = withDates(addFormats(new Ajv({ allErrors: true, useDefaults: true, strict: false })));
const queryAjv = withDates(
  addFormats(new Ajv({ allErrors: true, useDefaults: true, coerceTypes: true, strict: false })),
);

/**
 * `format: date` and `date-time` read as every date is (core/text/dates.ts): ajv's own take a
 * year 0000 or a leap second, which JS Date or PostgreSQL then cannot hold.
 */
function withDates(ajv: Ajv): Ajv {
  return ajv
    .addFormat('date', (text: string) => 'at' in readDay(text))
    .addFormat('date-time', (text: string) => 'at' in readDateTime(text));
}

// Keyed by the schema's text, not the object: a caller may build its schema per request, and ajv
// keeps every schema object it compiles, so compiling each one would grow memory without end.
const compiled = { body: new Map<string, ValidateFunction>(), query: new Map<string, ValidateFunction>() };

/** Checks `data` against a JSON Schema; a mismatch is 400 `invalid_params` naming each field. */
export function check<T>(schema: object, data: unknown, where: 'body' | 'query' = 'body'): T {
  const validate = validatorOf(schema, where);
  const value = data ?? {};
  if (!validate(value)) throw invalidParams(validate.errors ?? [], where);
  return value as T;
}

/**
 * Compiles `schema` now rather than at the first request that needs it (ajv takes tens of ms for a
 * large one): for the routes a person waits on after a start (core/runtime/warm-up.ts).
 */
export function compileNow(schema: object, where: 'body' | 'query' = 'body'): void {
  validatorOf(schema, where);
}

// A route's schema is one object for the life of the process: found by identity, without writing
// out its text (the post schema with every channel's options is large) on every request.
const byObject = {
  body: new WeakMap<object, ValidateFunction>(),
  query: new WeakMap<object, ValidateFunction>(),
};

function validatorOf(schema: object, where: 'body' | 'query'): ValidateFunction {
  const known = byObject[where].get(schema);
  if (known) return known;
  const text = JSON.stringify(schema);
  let validate = compiled[where].get(text);
  if (!validate) {
    validate = (where === 'body' ? bodyAjv : queryAjv).compile(schema);
    compiled[where].set(text, validate);
  }
  byObject[where].set(schema, validate);
  return validate;
}

function invalidParams(errors: ErrorObject[], where: 'body' | 'query'): AppError {
  const problems = errors.map((e) => {
    const field = fieldOf(e) || where;
    return { field, message: `${field}: ${describe(e)}` };
  });
  const unique = problems.filter((p, i) => problems.findIndex((q) => q.message === p.message) === i);
  const extra: Record<string, unknown> = { field: unique[0].field };
  if (unique.length > 1) extra.problems = unique;
  return AppError.of('invalid_params', extra, unique.map((p) => p.message).join('; '));
}

function fieldOf(e: ErrorObject): string {
  const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const child =
    e.keyword === 'required'
      ? (e.params as { missingProperty: string }).missingProperty
      : e.keyword === 'additionalProperties'
        ? (e.params as { additionalProperty: string }).additionalProperty
        : '';
  return [base, child].filter(Boolean).join('.');
}

function describe(e: ErrorObject): string {
  if (e.keyword === 'required') return 'is required';
  if (e.keyword === 'additionalProperties') return 'is not a known field';
  if (e.keyword === 'enum')
    return `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
  return e.message ?? 'is not valid';
}

/**
 * A `before` cursor must be an id the same list gave in `nextBefore`: anything else is refused
 * rather than read as "before nothing" (an empty page) or ignored (page one).
 */
export function checkCursor(before: string | undefined, prefix: string): void {
  if (before === undefined || isIdOf(prefix, before)) return;
  throw AppError.of(
    'invalid_params',
    { field: 'before' },
    `before: is not a cursor this list gave; pass nextBefore from the previous page (${prefix}_...).`,
  );
}
