import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The dashboard is built on `npm install` (the `prepare` script); a clone that skipped it (or
 * deleted api/dashboard/dist), or whose sources changed since (a `git pull`, an edit), gets it
 * built here on start, so `npm install && npm start` is still the whole set-up and a test never
 * drives a stale build. A few seconds. Without Vite (a production install without devDependencies)
 * the API runs and says at `/` how to build it.
 */
export function ensureDashboardBuilt(root: string, log: (line: string) => void): void {
  const dashboard = path.join(root, 'api', 'dashboard');
  const built = path.join(dashboard, 'dist', 'index.html');
  if (fs.existsSync(built) && newestSource(dashboard) <= fs.statSync(built).mtimeMs) return;
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!fs.existsSync(vite)) {
    log(
      'the dashboard is not built and Vite is not installed: run npm install, then npm run build:dashboard',
    );
    return;
  }
  log('building the dashboard (api/dashboard)');
  execFileSync(process.execPath, [vite, 'build', dashboard], {
    cwd: root,
    stdio: 'inherit',
  });
}

/** The latest change among the dashboard's sources (everything under api/dashboard but dist). */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestSource(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}
