import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES, INTERNAL_VARIABLES } from '../../core/config-variables';

const ROOT = path.resolve(__dirname, '..', '..');

/** Every `.ts` file of the service's own code (not tests, not the generated clients or the dashboard). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['clients', 'dashboard', 'node_modules'].includes(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The variables the code reads by name: `env.X`, `env['X']`, and loadConfig's `int('X'`, `bool('X'`, `url('X'`. */
function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  const pattern =
    /\benv\.([A-Z][A-Z0-9_]+)|\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]|\b(?:int|bool|url)\(['"]([A-Z][A-Z0-9_]+)['"]/g;
  for (const dir of ['core', 'api', 'activities', 'workflows', 'plugins']) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
        found.set(m[1] ?? m[2] ?? m[3], path.relative(ROOT, file));
      }
    }
  }
  return found;
}

/**
 * docs/guide/configuration.md is generated from core/config-variables.ts; the list must name every
 * variable the code reads, and the page must be what `npm run gen:config-docs` writes from it.
 */
describe('the configuration page', () => {
  it('lists every variable the code reads (or names it internal, with why)', () => {
    const listed = new Set(CONFIG_VARIABLES.flatMap((v) => v.names));
    const missing = [...variablesRead()]
      .filter(([name]) => !listed.has(name) && !(name in INTERNAL_VARIABLES))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('is what npm run gen:config-docs writes from the list', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'core/config-docs.ts', '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect({ status: run.status, stale: run.stderr.match(/out of date: .*/)?.[0] }).toEqual({
      status: 0,
      stale: undefined,
    });
  }, 60_000);
});
