import Router from '@koa/router';
import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import type { AuthContext } from '../../core/auth/auth-context';
import { AppError } from '../../core/errors/app-error';
import { SESSION_TTL_SECONDS, SessionService } from '../../core/services/people/session-service';
import { authOf } from '../middleware/auth';
import { SESSION_COOKIE } from '../middleware/credential';
import { signInBody } from '../schemas/sessions';
import { check } from '../validation';

/** What the dashboard knows of its session: the person, their workspaces, the CSRF token. */
function sessionView(auth: AuthContext, csrfToken: string, expiresAt: Date) {
  return {
    person: { id: auth.person.id, email: auth.person.email, name: auth.person.name },
    workspaces: auth.workspaces.map((w) => ({ id: w.id, slug: w.slug, name: w.name })),
    csrfToken,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * The cookie: HttpOnly (no script reads it), SameSite=Lax (another site's form cannot send it
 * with a POST), Secure when the request came over https (ctx.secure follows TRUST_PROXY).
 */
function setCookie(ctx: Koa.Context, value: string | null): void {
  ctx.cookies.set(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    overwrite: true,
    ...(value ? { maxAge: SESSION_TTL_SECONDS * 1000 } : { expires: new Date(0) }),
  });
}

/** POST /v1/sessions: sign-in, before `authenticate` (the email and password authorise). */
export function signInRouter(container: DependencyContainer): Router {
  const router = new Router({ prefix: '/v1/sessions' });
  router.post('/', async (ctx) => {
    const { email, password } = check<{ email: string; password: string }>(signInBody, ctx.request.body);
    const sessions = container.resolve(SessionService);
    const signedIn = await sessions.signIn(email, password, ctx.ip);
    // One answer for a wrong password, an unknown email and an unverified person.
    if (!signedIn) throw AppError.of('unauthenticated', {}, 'That email and password do not match.');
    const auth = await sessions.authenticate(signedIn.token);
    // The log names the person who signed in (its password and CSRF token masked).
    ctx.state.auth = auth;
    setCookie(ctx, signedIn.token);
    ctx.status = 201;
    ctx.body = sessionView(auth, signedIn.session.csrfToken, signedIn.session.expiresAt);
  });
  return router;
}

/** The current session (after `authenticate`: its cookie authorises): read it, or sign out. */
export function sessionsRouter(container: DependencyContainer): Router {
  const router = new Router({ prefix: '/v1/sessions' });
  const currentSession = async (ctx: Koa.Context) => {
    const auth = authOf(ctx);
    const session = auth.session && (await container.resolve(SessionService).findById(auth.session.id));
    if (!auth.session || !session) {
      throw AppError.of('unauthenticated', {}, 'No dashboard session: sign in at POST /v1/sessions.');
    }
    return { auth, session };
  };
  router.get('/current', async (ctx) => {
    const { auth, session } = await currentSession(ctx);
    ctx.body = sessionView(auth, session.csrfToken, session.expiresAt);
  });
  router.delete('/current', async (ctx) => {
    const { session } = await currentSession(ctx);
    await container.resolve(SessionService).signOut(session.id);
    setCookie(ctx, null);
    ctx.status = 204;
  });
  return router;
}
