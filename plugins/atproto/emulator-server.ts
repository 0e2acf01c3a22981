import type Router from '@koa/router';
import type { AtprotoServer } from './emulator-server-state';
import { atprotoSandboxDid, atprotoSandboxSession, handleOfAppPassword, readSandboxToken } from './sandbox';

/**
 * Sessions and identity, as a PDS serves them: `createSession` takes a handle (or the email
 * `<handle>@sandbox.invalid`) with the app password the sandbox issued for it; `refreshSession`
 * takes the refresh token as the bearer and hands out the next generation of tokens.
 */
export function serverRoutes(router: Router, server: AtprotoServer): void {
  router.post('/xrpc/com.atproto.server.createSession', (ctx) => {
    const body = (ctx.request as { body?: { identifier?: unknown; password?: unknown } }).body ?? {};
    const identifier =
      typeof body.identifier === 'string' ? body.identifier.replace(/@sandbox\.invalid$/, '') : '';
    const handle = handleOfAppPassword(typeof body.password === 'string' ? body.password : '');
    if (!identifier || handle === undefined || handle.toLowerCase() !== identifier.toLowerCase()) {
      return server.refuse(ctx, 401, 'AuthenticationRequired', 'Invalid identifier or password');
    }
    ctx.body = { did: atprotoSandboxDid(handle), handle, active: true, ...atprotoSandboxSession(handle) };
  });

  router.post('/xrpc/com.atproto.server.refreshSession', (ctx) => {
    const token = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1] ?? '';
    const session = readSandboxToken('refresh', token);
    if (!session) return server.refuse(ctx, 400, 'ExpiredToken', 'Token has been revoked');
    const { handle } = session;
    ctx.body = {
      did: atprotoSandboxDid(handle),
      handle,
      active: true,
      ...atprotoSandboxSession(handle, session.generation + 1),
    };
  });

  router.get('/xrpc/com.atproto.identity.resolveHandle', (ctx) => {
    const handle = String(ctx.query.handle ?? '');
    if (!/^[a-z0-9][a-z0-9.-]*\.[a-z0-9-]+$/i.test(handle)) {
      return server.refuse(ctx, 400, 'InvalidRequest', 'Error: handle must be a valid handle');
    }
    // Handles under `.invalid` are the sandbox's way to name someone who is not there.
    if (handle.endsWith('.invalid'))
      return server.refuse(ctx, 400, 'InvalidRequest', 'Unable to resolve handle');
    ctx.body = { did: atprotoSandboxDid(handle) };
  });
}
