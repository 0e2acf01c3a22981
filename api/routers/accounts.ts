import Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { requireScope } from '../../core/auth/scopes';
import type { SandboxAccount } from '../../core/channels/plugin';
import { PluginRegistry } from '../../core/channels/registry';
import { AppError } from '../../core/errors/app-error';
import { AccountService } from '../../core/services/accounts/account-service';
import { authOf, workspaceOf } from '../middleware/auth';
import { ConnectService } from '../../core/services/accounts/connect-service';
import { PairingService } from '../../core/services/accounts/pairing-service';
import { AccountRefresh } from '../../core/services/accounts/account-refresh';
import { briefOf, selectAccounts } from '../../core/services/accounts/account-selection';
import { Account } from '../../core/entities';
import { CONFIG, ORM } from '../../core/container';
import type { Config } from '../../core/config';
import { requireBetaAccess } from '../../core/services/posts/post-checks';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  connectAccountSchema,
  connectPlatformSchema,
  disconnectAccountBody,
  disconnectAccountQuery,
  refreshAccountBody,
  selectAccountsBody,
} from '../schemas/accounts';
import { check } from '../validation';

export function accountsRouter(container: DependencyContainer): Router {
  const accounts = () => container.resolve(AccountService);
  const connects = () => container.resolve(ConnectService);
  const router = new Router({ prefix: '/v1/accounts' });

  router.get('/', async (ctx) => {
    requireScope(authOf(ctx), 'accounts:read');
    ctx.body = { data: await accounts().list(await workspaceOf(ctx, container)) };
  });

  /**
   * Connects an account. OAuth platforms answer 202 with the `authorizeUrl` to open in a browser;
   * the platform then sends the browser to the callback (api/routers/connect-callback.ts). A
   * token platform (chat) is checked and stored at once (201), as is a sandbox account asked for
   * with `instant: true`.
   */
  router.post('/connect', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'accounts:write');
    const { platform } = check<{ platform: string }>(connectPlatformSchema, ctx.request.body);
    // An unknown channel is 422 platform_not_available however it is asked to connect.
    const flow = container.resolve(PluginRegistry).get(platform).connect;
    const input = check<ConnectInput>(
      connectAccountSchema(
        flow?.kind === 'token' ? flow.fields : [],
        (flow?.kind === 'token' || flow?.kind === 'oauth') && flow.server !== undefined,
      ),
      ctx.request.body,
    );
    const sandbox = input.sandbox === true;
    const workspace = await workspaceOf(ctx, container);
    requireBetaAccess(workspace, [platform], container.resolve<Config>(CONFIG).betaChannels);
    if (input.instant) {
      if (!sandbox)
        throw invalid('instant', 'instant: true connects sandbox accounts only; add "sandbox": true.');
      ctx.status = 201;
      ctx.body = await accounts().connectSandbox(workspace, platform, input.handle);
      return;
    }
    if (!flow) {
      throw AppError.of('not_supported', { platform }, `${platform} has no connect flow on this server.`);
    }
    if (flow.kind === 'token') {
      if (sandbox) accounts().requireSandbox(platform);
      const missing = flow.fields.filter((f) => typeof input[f] !== 'string');
      if (missing.length > 0) {
        const example = sandbox
          ? sandboxExample(accounts().sandboxAccount(workspace, platform, input.handle), flow.fields)
          : '';
        throw invalid(missing[0], `${missing.join(', ')}: required to connect ${platform}.${example}`);
      }
      if (flow.server?.required && !sandbox && typeof input.server !== 'string') {
        throw invalid(
          'server',
          `server: required to connect ${platform} (the account's own server, https://...).`,
        );
      }
      const values = Object.fromEntries(flow.fields.map((f) => [f, input[f] as string]));
      const server = typeof input.server === 'string' ? input.server : undefined;
      ctx.status = 201;
      ctx.body = await connects().connectWithToken(workspace, platform, flow, values, sandbox, server);
      return;
    }
    if (flow.kind === 'pairing') {
      const pairing = await container.resolve(PairingService).start(auth, workspace, platform, sandbox);
      ctx.status = 202;
      ctx.body = {
        ...pairing,
        next: {
          then: `GET /v1/accounts/connect/${pairing.id}`,
          hint: `Open the Fanout bridge extension's popup in the browser signed in to the blog, enter this server's address and pairingCode within 10 minutes.`,
        },
      };
      return;
    }
    if (flow.server?.required && !sandbox && typeof input.server !== 'string') {
      throw invalid(
        'server',
        `server: required to connect ${platform} (the account's own server, https://...).`,
      );
    }
    const started = await connects().start(auth, workspace, flow, {
      platform,
      sandbox,
      handle: input.handle,
      redirectUrl: input.redirectUrl,
      ...(typeof input.server === 'string' ? { server: input.server } : {}),
    });
    ctx.status = 202;
    ctx.body = {
      ...started,
      next: {
        open: started.authorizeUrl,
        then: `GET /v1/accounts/connect/${started.id}`,
        hint: 'Open authorizeUrl in a browser and approve; the platform sends the browser back to this server, which stores the account.',
      },
    };
  });

  router.get('/connect/:id', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'accounts:read');
    ctx.body = await connects().get(auth, await workspaceOf(ctx, container), ctx.params.id);
  });

  /**
   * Resolves a selection to the workspace's connected accounts: the ids to put in `accountIds`,
   * and for each name that matched none, the accounts it might have meant.
   */
  router.post('/select', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'accounts:read');
    const { scope } = check<{ scope: 'all' | string[] }>(selectAccountsBody, ctx.request.body ?? {});
    const workspace = await workspaceOf(ctx, container);
    const live = await container
      .resolve<MikroORM>(ORM)
      .em.fork()
      .find(
        Account,
        { workspaceId: workspace.id, state: 'connected' },
        { orderBy: { platform: 'asc', handle: 'asc' } },
      );
    const { picked, unresolved } = selectAccounts(live, scope);
    ctx.body = { accountIds: picked.map((a) => a.id), accounts: picked.map(briefOf), unresolved };
  });

  /**
   * Re-reads channel metadata (the blog's categories) through the browser extension, a minute at
   * most: past it 202 `refresh_timeout` while it goes on. Without `scope` the path's account, and
   * the `candidates` a scope could name; with it, every account it names (`all`, platforms,
   * handles, ids), each with its own outcome.
   */
  router.post('/:id/refresh', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'accounts:write');
    const body = check<{ scope?: string[] }>(refreshAccountBody, ctx.request.body ?? {});
    const workspace = await workspaceOf(ctx, container);
    const refresh = container.resolve(AccountRefresh);
    const account = await refresh.accountOf(auth, workspace, ctx.params.id);
    const data = body.scope
      ? await refresh.refreshMany(await refresh.scoped(workspace, body.scope))
      : [await refresh.refreshOne(account)];
    const candidates = body.scope
      ? {}
      : { candidates: (await refresh.candidates(workspace)).map((a) => refresh.brief(a)) };
    if (data.some((d) => d.status === 'refreshing')) {
      ctx.status = 202;
      ctx.body = {
        code: 'refresh_timeout',
        message:
          'The extension has not answered within a minute; the refresh goes on and stores what it reads.',
        data,
        ...candidates,
        next: { get: 'GET /v1/accounts', hint: 'Read the account again in a minute for krBlog.categories.' },
      };
      return;
    }
    ctx.body = { data, ...candidates };
  });

  router.delete('/:id', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'accounts:write');
    const body = check<{ force?: boolean }>(disconnectAccountBody, ctx.request.body);
    const query = check<{ force?: boolean }>(disconnectAccountQuery, { ...ctx.query }, 'query');
    const workspace = await workspaceOf(ctx, container);
    ctx.body = await accounts().disconnect(auth, workspace, ctx.params.id, {
      force: body.force === true || query.force === true,
    });
  });

  return router;
}

interface ConnectInput {
  platform: string;
  sandbox?: boolean;
  instant?: boolean;
  handle?: string;
  redirectUrl?: string;
  /** A token platform's own fields (chat: botToken, chatId). */
  [field: string]: unknown;
}

/**
 * Where sandbox token values come from: the sandbox account of the handle carries exactly the
 * fields the token flow takes (plugins/chat/sandbox.ts), so the error can show working ones.
 */
function sandboxExample(account: SandboxAccount, fields: readonly string[]): string {
  const values = fields
    .filter((field) => account.credentials[field] !== undefined)
    .map((field) => `"${field}": "${account.credentials[field]}"`)
    .join(', ');
  return ` In the sandbox, the bot of handle "${account.handle}" has ${values} (another "handle" gives another bot), or send "instant": true.`;
}

function invalid(field: string, message: string): AppError {
  return AppError.of('invalid_params', { field }, message);
}
