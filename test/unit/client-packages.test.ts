import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toolPresent } from '../support/tools';

const ROOT = path.resolve(__dirname, '..', '..');
const TS_CLIENT = path.join(ROOT, 'api', 'clients', 'typescript');
const PY_CLIENT = path.join(ROOT, 'api', 'clients', 'python');
const venvPresent = toolPresent('venv', 'the Python client package suite');

function run(command: string, args: string[], cwd = ROOT) {
  const r = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, PIP_ROOT_USER_ACTION: 'ignore' },
  });
  return { status: r.status, output: r.status === 0 ? '' : `${r.stdout}\n${r.stderr}` };
}

/**
 * The generated clients as packages a user installs (docs/guide/publishing.md#clients):
 * `@fanout/client` built by `npm run build:client`, `fanout-client` by `pip install ./api/clients/python`.
 */
describe('the client packages', () => {
  it('@fanout/client packs its built files, and its main loads with the workspace header', () => {
    expect(run('npm', ['run', '--silent', 'build:client'])).toEqual({ status: 0, output: '' });
    const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: TS_CLIENT,
      encoding: 'utf8',
    });
    expect(pack.status).toBe(0);
    const [{ name, files }] = JSON.parse(pack.stdout) as Array<{
      name: string;
      files: Array<{ path: string }>;
    }>;
    expect(name).toBe('@fanout/client');
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        'package.json',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/schema.d.ts',
        'dist/webhook-signature.js',
        'dist/webhook-signature.d.ts',
      ]),
    );
    // Only what a user needs: no TypeScript sources beside the built files.
    expect(files.map((f) => f.path).filter((p) => !p.startsWith('dist/') && p !== 'package.json')).toEqual(
      [],
    );

    // Loaded by its package name's entry (main), as an installed package is: each call carries the workspace.
    const script = `
      const { createFanoutClient } = require(${JSON.stringify(TS_CLIENT)});
      const seen = [];
      const fanout = createFanoutClient({ baseUrl: 'http://fanout.test', apiKey: 'fo_x', workspace: 'demo',
        fetch: async (req) => { seen.push(req.headers.get('x-service-workspace')); return new Response('{"data":[]}', { headers: { 'content-type': 'application/json' } }); } });
      fanout.GET('/v1/accounts').then(() => process.stdout.write(JSON.stringify(seen)));`;
    const load = spawnSync(process.execPath, ['-e', script], { cwd: os.tmpdir(), encoding: 'utf8' });
    expect({ status: load.status, stdout: load.stdout, stderr: load.stderr }).toEqual({
      status: 0,
      stdout: '["demo"]',
      stderr: '',
    });
  }, 120_000);

  (venvPresent ? it : it.skip)(
    'fanout-client installs into a fresh venv with pip, dependencies included, and imports',
    () => {
      const venv = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-client-venv-'));
      try {
        expect(run('python3', ['-m', 'venv', venv])).toEqual({ status: 0, output: '' });
        const bin = path.join(venv, 'bin');
        expect(
          run(path.join(bin, 'pip'), ['install', '--quiet', '--disable-pip-version-check', PY_CLIENT]),
        ).toEqual({ status: 0, output: '' });
        // Imported from the venv, not from the source folder (cwd elsewhere): httpx and attrs came with it.
        const check = spawnSync(
          path.join(bin, 'python'),
          [
            '-c',
            'from fanout_client import AuthenticatedClient; from fanout_client.api.posts import create_post; ' +
              'c = AuthenticatedClient(base_url="http://fanout.test", token="fo_x", headers={"x-service-workspace": "demo"}); ' +
              'print(c.get_httpx_client().headers["x-service-workspace"]); ' +
              // The webhook check ships too: a signature made here verifies, a wrong secret does not.
              'import hmac, hashlib, time; from fanout_webhooks import verify_webhook_signature as v; ' +
              't = str(int(time.time())); s = hmac.new(b"k", t.encode() + b".{}", hashlib.sha256).hexdigest(); ' +
              'print(v(f"t={t},v1={s}", b"{}", "k"), v(f"t={t},v1={s}", b"{}", "x"))',
          ],
          { cwd: venv, encoding: 'utf8' },
        );
        expect({ status: check.status, stdout: check.stdout.trim(), stderr: check.stderr }).toEqual({
          status: 0,
          stdout: 'demo\nTrue False',
          stderr: '',
        });
      } finally {
        fs.rmSync(venv, { recursive: true, force: true });
      }
    },
    300_000,
  );
});
