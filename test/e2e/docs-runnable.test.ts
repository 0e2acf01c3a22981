import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PluginRegistry } from '../../core/channels/registry';
import { subscribeSandboxWebhooks } from '../../core/services/automations/sandbox-webhooks';
import { startHarness, type Harness } from '../support/harness';
import { runToEnd } from '../support/run-to-end';
import { until } from '../support/wait';
import { DOCS_CURL, runnableBlocks, withChecks } from '../support/runnable-blocks';

const ROOT = path.resolve(__dirname, '..', '..');
const GUIDE = path.join(ROOT, 'docs', 'guide');
const pages = [
  path.join(ROOT, 'README.md'),
  ...fs
    .readdirSync(GUIDE)
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join(GUIDE, f)),
]
  .map((file) => ({ page: path.relative(ROOT, file), blocks: runnableBlocks(fs.readFileSync(file, 'utf8')) }))
  .filter((p) => p.blocks.length > 0);

/** Getting started's "Set your variables once": what a reader has run before any other page. */
const [variables] = runnableBlocks(fs.readFileSync(path.join(GUIDE, 'getting-started.md'), 'utf8'));

/**
 * Every fenced block marked `sh runnable` in README.md and docs/guide, run as a reader runs it
 * against a service with its worker and sandbox: one `bash -e` per page, its blocks in order
 * (they share variables) after the variables block, with the service's addresses in
 * FANOUT_URL/FANOUT_SANDBOX_URL and its data dir (the demo key file) in FANOUT_DATA_DIR. A page
 * passes when every command exits 0, curl met no HTTP error it was not told to expect, and each
 * `# => <answer>` was the answer.
 */
describe('the runnable blocks of the docs', () => {
  let h: Harness;
  let cwd: string;
  let stopExtension: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    h = await startHarness({ worker: true });
    // As `npm start` does (api/main.ts): the emulators push comments to the API (automations.md).
    await subscribeSandboxWebhooks(h.config, h.container.resolve(PluginRegistry));
    // And the Korean blog's sandbox extension, paired with the demo blog (korean-blog.md): the
    // protocol client, so the pages need no browser; online before any page runs.
    const kr = h.container.resolve(PluginRegistry).get('kr_blog');
    const mode = process.env.FANOUT_SANDBOX_EXTENSION;
    process.env.FANOUT_SANDBOX_EXTENSION = 'protocol';
    stopExtension = kr.sandbox.companion!({
      emulator: h.sandbox.emulators.get('kr_blog')!,
      apiUrl: h.url,
      platformUrl: `${h.config.sandboxUrl}/kr_blog`,
      dataDir: h.config.dataDir,
      log: () => {},
      announce: () => {},
    });
    if (mode === undefined) delete process.env.FANOUT_SANDBOX_EXTENSION;
    else process.env.FANOUT_SANDBOX_EXTENSION = mode;
    await until(
      async () => (await h.call('GET', '/v1/channels/bridge')).body.data[0]?.bridge.state === 'online',
      20_000,
      'the sandbox extension to be online',
    );
    // A reader runs the commands in the clone; the files they write (dot.gif) land here instead.
    cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-docs-'));
    for (const name of ['node_modules', 'test', 'package.json'])
      fs.symlinkSync(path.join(ROOT, name), path.join(cwd, name));
  });
  afterAll(async () => {
    await stopExtension?.();
    await h?.close();
    fs.rmSync(cwd, { recursive: true, force: true });
  });

  it('has blocks to run, the variables first', () => {
    expect(variables).toMatch(/FANOUT_KEY=/);
    expect(pages.map((p) => p.page)).toEqual(
      expect.arrayContaining(['README.md', 'docs/guide/getting-started.md']),
    );
  });

  it.each(pages.map((p) => [p.page, p.blocks] as const))(
    '%s',
    async (_page, blocks) => {
      const script = [DOCS_CURL, variables, ...blocks].map(withChecks).join('\n');
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        FANOUT_URL: h.url,
        FANOUT_SANDBOX_URL: h.config.sandboxUrl,
        FANOUT_DATA_DIR: h.config.dataDir,
      };
      const run = await runToEnd('bash', ['-e', '-o', 'pipefail', '-c', script], { cwd, env });
      expect({ status: run.status, output: run.status === 0 ? '' : `${run.stdout}\n${run.stderr}` }).toEqual({
        status: 0,
        output: '',
      });
    },
    60_000,
  );
});
