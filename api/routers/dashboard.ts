import fs from 'node:fs';
import path from 'node:path';
import Router from '@koa/router';

/**
 * Where `npm run build:dashboard` writes the dashboard (api/dashboard/dist): beside this file's
 * folder when run from the source, from the repository root when run from a tsc build.
 */
export const DASHBOARD_DIST =
  [
    path.resolve(__dirname, '..', 'dashboard', 'dist'),
    path.resolve(process.cwd(), 'api', 'dashboard', 'dist'),
  ].find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ??
  path.resolve(__dirname, '..', 'dashboard', 'dist');

/** The dashboard's own paths (api/dashboard/src/routes.ts): each answers its index.html. */
const APP_PATHS = [
  '/',
  '/keys',
  '/logs',
  '/accounts',
  '/calendar',
  '/research',
  '/billing',
  '/webhooks',
  '/compose',
  '/posts',
  '/posts/:id',
  '/signup',
  '/verify',
];

/**
 * Only 'self': the dashboard's scripts, styles and images are its own files, and it calls this
 * server alone. No inline script or style, no frame (noFraming sets frame-ancestors as well).
 */
const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Hashed file names (Vite's `name-<hash>.js`): the name changes with the content. */
const ASSET = /^\/assets\/([\w.-]+)$/;

/**
 * The dashboard at `/` (no key: it signs the person in itself, api/routers/sessions.ts). Its
 * assets are immutable for a year, since a new build gives new names; index.html is never
 * cached, so a new build is picked up at the next load.
 */
export function dashboardRouter(): Router {
  const router = new Router();
  for (const appPath of APP_PATHS) {
    router.get(appPath, (ctx) => {
      const index = path.join(DASHBOARD_DIST, 'index.html');
      if (!fs.existsSync(index)) {
        ctx.status = 503;
        ctx.type = 'text';
        ctx.body = 'The dashboard is not built yet: run npm run build:dashboard (npm start does it).\n';
        return;
      }
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = fs.createReadStream(index);
      // After noFraming (which runs on the way out and sets only frame-ancestors): this one wins.
      ctx.state.contentSecurityPolicy = DASHBOARD_CSP;
    });
  }
  router.get('/assets/:file', (ctx) => {
    const name = ASSET.exec(ctx.path)?.[1];
    const file = name && path.join(DASHBOARD_DIST, 'assets', name);
    if (!file || name.startsWith('.') || !fs.existsSync(file)) return;
    ctx.type = path.extname(file);
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.body = fs.createReadStream(file);
  });
  return router;
}
