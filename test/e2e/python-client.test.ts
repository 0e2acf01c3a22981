import path from 'node:path';
import { pythonTools } from '../../core/runtime/python-tools';
import { startHarness, type Harness } from '../support/harness';
import { runToEnd } from '../support/run-to-end';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The generated Python client (api/clients/python), used as a Python user would, against the real
 * API with its sandbox accounts: pytest runs test/python with the demo key.
 */
describe('the Python client', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ worker: true });
  });
  afterAll(() => h?.close());

  it('lists accounts, publishes, reads back, and gets the spec code of a refusal, with several workspaces', async () => {
    // The demo key then reaches two: the client names one (x-service-workspace), as the docs show.
    const second = await h.call(
      'POST',
      '/v1/workspaces',
      { name: 'Second' },
      { headers: { 'x-service-workspace': 'demo' } },
    );
    expect(second.status).toBe(201);
    // The first use installs the pinned Python tools (about a minute).
    const bin = pythonTools();
    // Not spawnSync: the API answering pytest runs in this very process.
    const run = await runToEnd(path.join(bin, 'pytest'), ['-q', '-p', 'no:cacheprovider', 'test/python'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PYTHONPATH: path.join(ROOT, 'api', 'clients', 'python'),
        PYTHONDONTWRITEBYTECODE: '1',
        FANOUT_API_URL: h.url,
        FANOUT_API_KEY: h.apiKey,
        FANOUT_WORKSPACE: 'demo',
      },
    });
    expect({ status: run.status, output: run.status === 0 ? '' : `${run.stdout}\n${run.stderr}` }).toEqual({
      status: 0,
      output: '',
    });
    expect(run.stdout).toMatch(/4 passed/);
  }, 300_000);
});
