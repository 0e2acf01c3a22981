import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * api/clients holds what `npm run gen:clients` writes from the OpenAPI document the API serves:
 * the document itself, the TypeScript types and the Python package. A schema changed without a
 * regeneration leaves the committed clients describing another API; this fails until it is run.
 */
describe('generated clients', () => {
  it('are what npm run gen:clients writes from the current document', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'api/clients/generate.ts', '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    // The first use installs the Python tools (about a minute); their pip output goes to stderr.
    expect({ status: run.status, stale: run.stderr.match(/out of date: .*/)?.[0] }).toEqual({
      status: 0,
      stale: undefined,
    });
  }, 300_000);
});
