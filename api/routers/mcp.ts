import Router from '@koa/router';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import { PluginRegistry } from '../../core/channels/registry';
import type { Config } from '../../core/config';
import { CONFIG } from '../../core/container';
import { OAuthService } from '../../core/services/people/oauth-service';
import { createMcpServer } from '../mcp/mcp-server';
import { toolCatalogue, type Tool } from '../mcp/tool-catalogue';
import { operationsFor } from '../openapi/operations';
import { mcpResource } from './oauth';

/**
 * Remote MCP at `/mcp` (Streamable HTTP, stateless: each request its own server), an OAuth 2.1
 * protected resource: without a valid access token issued for this resource, 401 with
 * `WWW-Authenticate: Bearer resource_metadata=...` so a client finds where to sign in. A browser
 * page of another origin is refused (DNS-rebinding and cross-site calls): `Origin` must be this
 * API's own or one of MCP_ALLOWED_ORIGINS. The tools call the REST API with the same token.
 */
export function mcpRouter(container: DependencyContainer): Router {
  const router = new Router();
  const config = () => container.resolve<Config>(CONFIG);
  let tools: Tool[] | undefined;

  const handle = async (ctx: Koa.Context) => {
    const origin = ctx.get('origin');
    const allowed = [new URL(config().publicUrl).origin, ...config().mcpAllowedOrigins];
    if (origin && !allowed.includes(origin)) {
      ctx.status = 403;
      ctx.body = {
        error: { code: 'forbidden_scope', message: `Origin ${origin} may not call /mcp.`, scope: 'origin' },
      };
      return;
    }
    const token = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'))?.[1];
    const auth = token
      ? await container.resolve(OAuthService).authenticate(token, mcpResource(config()))
      : undefined;
    if (!token || !auth) {
      ctx.status = 401;
      ctx.set(
        'WWW-Authenticate',
        `Bearer resource_metadata="${config().publicUrl}/.well-known/oauth-protected-resource"${token ? ', error="invalid_token"' : ''}`,
      );
      ctx.body = {
        error: {
          code: 'unauthenticated',
          message: token
            ? 'This access token is unknown, expired, revoked or not issued for this server; sign in again.'
            : 'Sign in through OAuth: the resource metadata in WWW-Authenticate says where.',
        },
      };
      return;
    }
    tools ??= toolCatalogue(operationsFor(container.resolve(PluginRegistry)));
    const requestId = ctx.state.requestId as string;
    const server = createMcpServer(
      tools,
      () => ({ apiUrl: localApiUrl(config()), bearer: token, requestId }),
      '1.0.0',
    );
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    ctx.respond = false;
    ctx.res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await transport.handleRequest(ctx.req, ctx.res, ctx.request.body);
  };
  router.post('/mcp', handle);
  router.get('/mcp', handle);
  router.delete('/mcp', handle);
  return router;
}

/** The tools call this same API; over loopback when it listens on all addresses. */
function localApiUrl(config: Config): string {
  return config.host === '0.0.0.0' || config.host === '::'
    ? `http://127.0.0.1:${config.port}`
    : config.publicUrl;
}
