import Router from '@koa/router';
import type { DependencyContainer } from 'tsyringe';
import { PluginRegistry } from '../../core/channels/registry';

/** GET /v1/platforms: what each channel can do and its limits, read from the plugins. */
export function platformsRouter(container: DependencyContainer): Router {
  const router = new Router({ prefix: '/v1/platforms' });
  router.get('/', (ctx) => {
    ctx.body = {
      data: container
        .resolve(PluginRegistry)
        .all()
        .map((p) => ({
          id: p.id,
          name: p.name,
          chain: p.chain,
          limits: p.limits,
          features: p.features,
          // How POST /v1/accounts/connect connects an account of this channel.
          connect: {
            ...(p.connect.kind === 'oauth'
              ? { kind: 'oauth', pkce: p.connect.pkce, scopes: p.connect.scopes }
              : p.connect.kind === 'token'
                ? { kind: 'token', fields: p.connect.fields }
                : { kind: 'pairing' }),
            // A dashboard asks for the server only where the channel takes one.
            ...('server' in p.connect && p.connect.server ? { server: p.connect.server } : {}),
          },
          options: {
            type: 'object',
            properties: { content: { type: 'string' }, ...(p.optionsSchema.properties as object) },
            additionalProperties: p.optionsSchema.additionalProperties ?? true,
          },
        })),
    };
  });
  return router;
}
