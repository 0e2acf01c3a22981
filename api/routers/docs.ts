import fs from 'node:fs';
import Router from '@koa/router';

/** Scalar's self-contained browser build: the page needs nothing from the internet. */
const SCALAR_BUNDLE = require.resolve('@scalar/api-reference/browser/standalone.js');

/**
 * `GET /docs` (no key): an interactive reference of `/openapi.json`, served by the API itself.
 * Fonts are the browser's own and Scalar's online features are off, so a machine without
 * internet gets the whole page and the page calls nothing but this server.
 */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Fanout API reference</title>
  </head>
  <body>
    <p><a href="/docs/guide">The guide</a>: Fanout's documentation, one topic a page.</p>
    <div id="app"></div>
    <script src="/docs/scalar.js"></script>
    <script>
      Scalar.createApiReference('#app', {
        url: '/openapi.json',
        withDefaultFonts: false,
        telemetry: false,
        // The AI agent and the developer toolbar call Scalar's servers: off, the page stays local.
        agent: { disabled: true },
        showDeveloperTools: 'never',
      });
    </script>
  </body>
</html>
`;

export function docsRouter(): Router {
  const router = new Router();
  router.get('/docs', (ctx) => {
    ctx.type = 'html';
    ctx.body = PAGE;
  });
  router.get('/docs/scalar.js', (ctx) => {
    ctx.type = 'application/javascript';
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = fs.createReadStream(SCALAR_BUNDLE);
  });
  return router;
}
