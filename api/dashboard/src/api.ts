import createClient from 'openapi-fetch';
import type { components, paths } from '../../clients/typescript';

/**
 * The dashboard's only way to the API: the generated client (api/clients/typescript), so it can
 * call no route the OpenAPI document lacks. The session cookie goes along (same origin); every
 * write carries the session's CSRF token.
 */
export const api = createClient<paths>({ baseUrl: location.origin, credentials: 'same-origin' });

let csrfToken = '';

/** Set at sign-in and when the page finds its session (GET /v1/sessions/current). */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

api.use({
  onRequest({ request }) {
    if (request.method !== 'GET' && request.method !== 'HEAD') request.headers.set('x-csrf-token', csrfToken);
    return request;
  },
});

export type SessionView =
  paths['/v1/sessions/current']['get']['responses'][200]['content']['application/json'];
export type KeyView = components['schemas']['Key'];
export type LogEntry = components['schemas']['LogEntry'];
export type Account = components['schemas']['Account'];
export type Platform =
  paths['/v1/platforms']['get']['responses'][200]['content']['application/json']['data'][number];
export type Grant =
  paths['/v1/grants']['get']['responses'][200]['content']['application/json']['data'][number];
export type Bridge =
  paths['/v1/channels/bridge']['get']['responses'][200]['content']['application/json']['data'][number];
export type Scope = NonNullable<
  NonNullable<paths['/v1/keys']['post']['requestBody']>['content']['application/json']['scopes']
>[number];
