import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The dashboard is built on `npm install` (the `prepare` script); a clone that skipped it (or
 * deleted api/dashboard/dist) gets it built here on start, so `npm install && npm start` is still
 * the whole set-up. About a second. Without Vite (a production install without devDependencies)
 * the API runs and says at `/` how to build it.
 */
export function ensureDashboardBuilt(root: string, log: (line: string) => void): void {
  if (fs.existsSync(path.join(root, 'api', 'dashboard', 'dist', 'index.html'))) return;
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!fs.existsSync(vite)) {
    log(
      'the dashboard is not built and Vite is not installed: run npm install, then npm run build:dashboard',
    );
    return;
  }
  log('building the dashboard (api/dashboard)');
  execFileSync(process.execPath, [vite, 'build', path.join(root, 'api', 'dashboard')], {
    cwd: root,
    stdio: 'inherit',
  });
}
