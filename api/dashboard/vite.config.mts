import { defineConfig } from 'vite';

/**
 * The dashboard's build (`npm run build:dashboard`, root api/dashboard): Vite's own JSX transform
 * (oxc) set to Preact's automatic runtime, so no Babel preset is needed. Everything is bundled into
 * hashed files under dist/assets, served by the API itself (api/routers/dashboard.ts): no font,
 * icon or script is fetched from anywhere else.
 */
export default defineConfig({
  base: '/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The page's CSP is script-src 'self': nothing inlined into index.html, every asset a file.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  logLevel: 'warn',
});
