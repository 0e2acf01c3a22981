import { OAuthError } from '../../core/services/people/oauth-service';

/**
 * The fields of a body sent to the OAuth endpoints, read one by one. A form gives text, or text
 * more than once; the same fields may come as JSON, where a value can be anything. A field read
 * with a value of another type is `invalid_request` naming it; fields not read are ignored (RFC
 * 6749 section 3.1), whatever they hold.
 */
export type OAuthBody = Record<string, unknown>;

/** The body as fields: a JSON array or nothing has none. */
export function oauthBody(body: unknown): OAuthBody {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as OAuthBody) : {};
}

/** A field of a page's form: absent, or text (the first, when given more than once). */
export function formField(body: OAuthBody, name: string): string | undefined {
  return formFields(body, name)[0];
}

/** A field of a page's form that may be given more than once (a box ticked several times). */
export function formFields(body: OAuthBody, name: string): string[] {
  const values = ([] as unknown[]).concat(body[name] ?? []);
  if (!values.every((v): v is string => typeof v === 'string'))
    throw new OAuthError('invalid_request', `${name} must be text.`);
  return values;
}

/** A token request's parameter: absent, or text given once (RFC 6749 section 3.2). */
export function tokenParam(body: OAuthBody, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || typeof value === 'string') return value;
  throw new OAuthError(
    'invalid_request',
    Array.isArray(value) ? `${name} must be given once.` : `${name} must be a string.`,
  );
}
