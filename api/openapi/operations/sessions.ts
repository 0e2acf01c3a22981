import * as sessions from '../../schemas/sessions';
import { type Operation } from '../operation';

/**
 * The dashboard's sessions (api/routers/sessions.ts): sign-in sets the `fanout_session` cookie,
 * which then authorises every route a key could call; writes with it carry `x-csrf-token`.
 * Listed as `none` (no key): they are for the browser, not for scripts or agents.
 */
export function sessionsOperations(): Operation[] {
  return [
    {
      method: 'post',
      path: '/v1/sessions',
      operationId: 'signIn',
      tag: 'Sessions',
      summary:
        'Signs a person in to the dashboard with email and password: sets the `fanout_session` cookie (HttpOnly, SameSite=Lax, Secure over https; a new id every time; lasts 7 days) and answers the CSRF token every write must send as `x-csrf-token`. A wrong password and an unknown email get the same 401. Attempts are limited per email and per address.',
      auth: 'none',
      body: sessions.signInBody,
      responses: { 201: { description: 'Signed in; the cookie is set.', schema: sessions.sessionView } },
      errors: ['unauthenticated', 'rate_limited'],
    },
    {
      method: 'get',
      path: '/v1/sessions/current',
      operationId: 'getSession',
      tag: 'Sessions',
      summary: 'The signed-in person (by the session cookie), their workspaces and the CSRF token.',
      auth: 'none',
      responses: { 200: { description: 'The session.', schema: sessions.sessionView } },
      errors: ['unauthenticated'],
    },
    {
      method: 'delete',
      path: '/v1/sessions/current',
      operationId: 'signOut',
      tag: 'Sessions',
      summary: 'Signs out: the session ends on the server and its cookie is cleared. Needs `x-csrf-token`.',
      auth: 'none',
      responses: { 204: { description: 'Signed out.' } },
      errors: ['unauthenticated', 'csrf_failed'],
    },
  ];
}
