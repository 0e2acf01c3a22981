import Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { SignupService, type SignupInput } from '../../core/services/people/signup-service';
import { resendBody, signupBody, verifyQuery } from '../schemas/signup';
import { check } from '../validation';

/**
 * Signing up without a key: the person, a first workspace and key (shown once), and a mail whose
 * link verifies the email; the key works once it is followed (`verification_required` until then).
 */
export function signupRouter(container: DependencyContainer): Router {
  const router = new Router({ prefix: '/v1/signup' });
  const signups = () => container.resolve(SignupService);

  router.post('/', async (ctx) => {
    const input = check<SignupInput>(signupBody, ctx.request.body ?? {});
    const made = await signups().signUp(input);
    ctx.status = 201;
    ctx.body = {
      personId: made.personId,
      email: made.email,
      key: made.key,
      keyRecord: made.keyView,
      verification: {
        mailed: made.mailed,
        next: made.mailed
          ? `Follow the link mailed to ${made.email}; the key answers verification_required until then.`
          : 'No mail server is configured (SMTP_URL): the operator must verify this email.',
      },
    };
  });

  router.get('/verify', async (ctx) => {
    const { token } = check<{ token?: string }>(verifyQuery, { ...ctx.query }, 'query');
    // The mailed link opened in a browser: the dashboard's page verifies and offers sign-in. API
    // clients (no text/html in Accept) get the JSON answer as before.
    if (ctx.accepts('json', 'html') === 'html') {
      ctx.redirect(`/verify?${new URLSearchParams(token === undefined ? {} : { token })}`);
      return;
    }
    ctx.body = await signups().verify(token);
  });

  router.post('/resend', async (ctx) => {
    const { email } = check<{ email: string }>(resendBody, ctx.request.body ?? {});
    await signups().resend(email);
    ctx.status = 202;
    ctx.body = { sent: 'If that email waits for verification, a new link is on its way.' };
  });
  return router;
}
