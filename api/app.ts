import Koa from 'koa';
import Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { CONFIG, ORM } from '../core/container';
import type { Config } from '../core/config';
import { KeylessLimiter } from '../core/http/keyless-limiter';
import { Account, Workspace } from '../core/entities';
import { HealthService } from '../core/services/operations/health-service';
import { PluginRegistry } from '../core/channels/registry';
import { openApiDocument } from './openapi/document';
import { dashboardRouter } from './routers/dashboard';
import { docsRouter } from './routers/docs';
import { guideRouter } from './routers/guide';
import { engagementRouter } from './routers/engagement';
import { automationsRouter } from './routers/automations';
import type { MikroORM } from '@mikro-orm/postgresql';
import { authenticate } from './middleware/auth';
import { jsonBody } from './middleware/body';
import { keylessLimit } from './middleware/keyless-limit';
import { noFraming } from './middleware/no-framing';
import { errors } from './middleware/errors';
import { exactAllow } from './middleware/exact-allow';
import { ormContext } from './middleware/orm-context';
import { requestId } from './middleware/request-id';
import { requestLog } from './middleware/request-log';
import { storableText } from './middleware/storable-text';
import { accountsRouter } from './routers/accounts';
import { channelsRouter } from './routers/channels';
import { connectCallbackRouter } from './routers/connect-callback';
import { bridgePairRouter } from './routers/bridge-pair';
import { helpRouter } from './routers/help';
import { keysRouter } from './routers/keys';
import { krResearchRouter } from './routers/kr-research';
import { vidResearchRouter } from './routers/vid-research';
import { grantsRouter } from './routers/grants';
import { signupRouter } from './routers/signup';
import { sessionsRouter, signInRouter } from './routers/sessions';
import { operatorRouter } from './routers/operator';
import { billingRouter, stripeWebhookRouter } from './routers/billing';
import { platformWebhooksRouter } from './routers/platform-webhooks';
import { webhooksRouter } from './routers/webhooks';
import { rateLimit } from './middleware/rate-limit';
import { RateLimiter } from '../core/http/rate-limiter';
import { mcpRouter } from './routers/mcp';
import { oauthRouter } from './routers/oauth';
import { krToolsRouter } from './routers/kr-tools';
import { logsRouter } from './routers/logs';
import { mediaFilesRouter, mediaRouter } from './routers/media';
import { platformsRouter } from './routers/platforms';
import { postsRouter } from './routers/posts';
import { workspacesRouter } from './routers/workspaces';

/**
 * The HTTP API. Order matters: the request id first (every answer carries it), the frame guard
 * (it looks at the final answer: is it HTML?), the log around everything (it stores the final
 * answer), errors inside it (so failures are logged as answered), one ORM context, then the count
 * of calls without a usable key (before their body is read and whatever route they are for: it
 * checks the key), the body and the check of its text, then the routes, all of which need a key
 * but health and help.
 */
export function createApp(container: DependencyContainer): Koa {
  const config = container.resolve<Config>(CONFIG);
  const app = new Koa();
  app.proxy = config.trustProxy;
  const limiter = new KeylessLimiter(config.keylessCallsPerMinute);
  app.use(requestId);
  app.use(noFraming);
  app.use(requestLog(container));
  app.use(errors);
  app.use(ormContext(container.resolve<MikroORM>(ORM)));
  app.use(keylessLimit(container, limiter));
  app.use(jsonBody);
  app.use(storableText);
  // Before every router: it narrows the Allow they set (the errors middleware reads it for a 405).
  app.use(exactAllow);

  // Signed media upload and download URLs: the token in the path authorises, not a key.
  // No allowedMethods() here: it would answer 405 for every router's paths, not only these.
  app.use(mediaFilesRouter(container).routes());
  // Where platforms send the browser back after an OAuth approval: the `state` authorises, not a key.
  app.use(connectCallbackRouter(container).routes());
  // A browser extension trading its pairing code for a bridge token: the code authorises.
  app.use(bridgePairRouter(container).routes());
  // Agents: the OAuth authorization server, and MCP at /mcp (its access token authorises).
  app.use(oauthRouter(container).routes());
  app.use(mcpRouter(container).routes());
  // Stripe's webhooks: the signature authorises.
  app.use(stripeWebhookRouter(container).routes());
  // The platforms' comment webhooks (automations): the signature authorises.
  app.use(platformWebhooksRouter(container).routes());
  // The operator's routes (FANOUT_OPERATOR_KEY): beta approval.
  app.use(operatorRouter(container).routes());

  // The API's contract, from the same schemas the routes validate with. No key. Built on first
  // read, not here: its server is the public URL, which a test learns only once it listens.
  let contract: { serverUrl: string; document: Record<string, unknown> } | undefined;
  const open = new Router();
  open.get('/openapi.json', async (ctx) => {
    if (contract?.serverUrl !== config.publicUrl) {
      const sandbox = config.sandbox ? await demoAccounts(container) : undefined;
      const document = openApiDocument(container.resolve(PluginRegistry), config.publicUrl, sandbox);
      contract = { serverUrl: config.publicUrl, document };
    }
    ctx.body = contract.document;
  });
  app.use(open.routes());
  app.use(docsRouter().routes());
  // The guide (docs/guide/*.md) as HTML, for a person reading offline.
  app.use(guideRouter().routes());
  // The dashboard's page and files (it signs the person in through /v1/sessions).
  app.use(dashboardRouter().routes());

  const v1 = new Router();
  // No key: for load balancers and `npm start`. 503 while PostgreSQL, Temporal or every worker is away.
  v1.get('/health', async (ctx) => {
    const health = await container.resolve(HealthService).check();
    ctx.status = health.ok ? 200 : 503;
    ctx.body = health;
  });
  // Help needs no key (spec: Authentication); a key sent along is ignored, and the log still names it.
  const help = helpRouter(container);
  v1.use(help.routes(), help.allowedMethods());
  // Signing up and verifying an email: no key yet (the keyless limit per address applies).
  const signup = signupRouter(container);
  v1.use(signup.routes(), signup.allowedMethods());
  // The dashboard's sign-in: the email and password authorise (rate limited per email and address).
  const signIn = signInRouter(container);
  v1.use(signIn.routes(), signIn.allowedMethods());
  v1.use(authenticate(container, limiter));
  v1.use(rateLimit(new RateLimiter(container.resolve<MikroORM>(ORM), config.callsPerMinute)));
  for (const router of [
    sessionsRouter(container),
    workspacesRouter(container),
    keysRouter(container),
    accountsRouter(container),
    channelsRouter(container),
    platformsRouter(container),
    postsRouter(container),
    engagementRouter(container),
    automationsRouter(container),
    webhooksRouter(container),
    logsRouter(container),
    mediaRouter(container),
    krToolsRouter(container),
    krResearchRouter(container),
    vidResearchRouter(container),
    grantsRouter(container),
    billingRouter(container),
  ]) {
    v1.use(router.routes(), router.allowedMethods());
  }
  app.use(v1.routes());
  // An existing path asked with a method it does not take: 405 with Allow (api/middleware/errors.ts).
  app.use(v1.allowedMethods());
  return app;
}

/**
 * In the sandbox, the demo workspace's chat and micro accounts, so that the document's examples
 * (a post to them) run as they are from /docs. None outside the sandbox: the document is public.
 */
async function demoAccounts(container: DependencyContainer): Promise<{ accountIds: string[] } | undefined> {
  const em = container.resolve<MikroORM>(ORM).em.fork();
  const demo = await em.findOne(Workspace, { slug: 'demo' });
  if (!demo) return undefined;
  const accounts = await em.find(
    Account,
    { workspaceId: demo.id, sandbox: true, state: 'connected', platform: { $in: ['chat', 'micro'] } },
    { orderBy: { platform: 'asc' } },
  );
  return accounts.length > 0 ? { accountIds: accounts.map((a) => a.id) } : undefined;
}
