import type Koa from 'koa';

/**
 * Every HTML answer (the API reference, the OAuth sign-in, consent and error pages) refuses to be
 * shown in a frame, so another site cannot lay it under its own page to take a click or a
 * password. Decided on the answer as sent, so a page added later is covered without a word.
 */
export async function noFraming(ctx: Koa.Context, next: Koa.Next): Promise<void> {
  await next();
  if (ctx.response.is('html')) {
    // A page may ask for a stricter policy of its own (the dashboard: only 'self').
    ctx.set('Content-Security-Policy', ctx.state.contentSecurityPolicy ?? "frame-ancestors 'none'");
    // For browsers that predate frame-ancestors.
    ctx.set('X-Frame-Options', 'DENY');
  }
}
