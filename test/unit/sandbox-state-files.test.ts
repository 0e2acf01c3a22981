import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PublishContext } from '../../core/channels/plugin';
import { MicroPlugin } from '../../plugins/micro';
import { createSandboxServer, type SandboxServer } from '../../plugins/sandbox-server';
import { listen, type Listening } from '../support/listen';

/**
 * The sandbox's state files (`<data dir>/sandbox/<id>.json`) as a person meets them: whatever is
 * in the file, the sandbox starts; a file it cannot load is kept aside and named in a warning, and
 * what the emulator is sent from then on is saved again.
 */
describe('sandbox state files', () => {
  const plugin = new MicroPlugin();
  let dir: string;
  let file: string;
  let running: { sandbox: SandboxServer; http: Listening } | undefined;
  let warnings: string[];
  let errors: string[];

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-state-files-'));
    file = path.join(dir, 'micro.json');
    warnings = [];
    errors = [];
    jest.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
    jest.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
  });
  afterEach(async () => {
    await stop();
    jest.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function start(): Promise<void> {
    const sandbox = createSandboxServer([plugin], { stateDir: dir });
    running = { sandbox, http: await listen(sandbox.server) };
  }

  async function stop(): Promise<void> {
    if (!running) return;
    running.sandbox.emulators.forEach((e) => e.stopPersisting());
    await running.http.close();
    running = undefined;
  }

  const ctx = (): PublishContext => ({
    account: {
      ...plugin.sandbox.account('state_files'),
      sandbox: true,
      baseUrl: `${running!.http.url}/micro`,
    },
  });
  const publish = (text: string) => plugin.publish(ctx(), { text, mediaIds: [], options: {}, index: 0 });
  const postsOnPlatform = async () =>
    (
      (await (await fetch(`${running!.http.url}/micro/_sandbox/posts`)).json()) as {
        posts: Array<{ text: string }>;
      }
    ).posts;
  const textsInFile = () =>
    (JSON.parse(fs.readFileSync(file, 'utf8')) as { posts: Array<{ text: string }> }).posts.map(
      (p) => p.text,
    );
  const waitFor = async (what: string, condition: () => Promise<boolean>) => {
    const deadline = Date.now() + 10_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('a first start (no file) is empty and says nothing; a post is in the file when it is answered, and calls under way together share one write', async () => {
    const renames = jest.spyOn(fs, 'renameSync');
    await start();
    expect(await postsOnPlatform()).toEqual([]);
    await publish('alone');
    expect(textsInFile()).toEqual(['alone']);

    // Thirty calls under way at once (held after they are stored), answered together.
    const control = (what: string, body: object = {}) =>
      fetch(`${running!.http.url}/micro/_sandbox/${what}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await control('fail', { kind: 'hold_after_accept', count: 30 })).status).toBe(200);
    const texts = Array.from({ length: 30 }, (_, i) => `burst ${i}`);
    const answered = Promise.all(
      texts.map((text) => publish(text).then(() => expect(textsInFile()).toContain(text))),
    );
    await waitFor('the held posts', async () => (await postsOnPlatform()).length === 31);
    renames.mockClear();
    expect((await control('release')).status).toBe(200);
    await answered;
    expect(textsInFile().sort()).toEqual(['alone', ...texts].sort());
    expect(renames.mock.calls.filter(([, to]) => to === file)).toHaveLength(1);
    expect([...warnings, ...errors]).toEqual([]);
  });

  it("a stopped sandbox writes nothing more: what its emulators do later cannot overwrite a new one's file", async () => {
    await start();
    const first = await publish('before the restart');
    const stopped = running!.sandbox.emulators.get('micro')!;
    await stop();
    await start();
    await publish('after the restart');

    // As processing that finishes after the stop would: the stopped emulator's state changes.
    stopped.engage(first.externalId, { metrics: { likes: 1 } });
    await new Promise((r) => setTimeout(r, 2_300));
    expect(textsInFile()).toEqual(['before the restart', 'after the restart']);
  });

  it.each([
    ['text that is not JSON', '{"version":1,"posts":[', 'not JSON'],
    ['null', 'null', 'not an object'],
    ['a state without its lists', '{"version":1}', 'posts is not a list of posts with ids'],
    ['a state of another version', '{"version":2,"posts":[]}', 'version 2; this build reads version 1'],
    [
      'an id sequence that is not a number',
      '{"version":1,"posts":[],"engagement":{"counts":[],"replies":[]},"own":{"lastId":"twelve"}}',
      'Cannot convert twelve to a BigInt',
    ],
  ])(
    'a file holding %s is kept aside with a warning, the emulator starts empty, and saves again',
    async (_what, content, reason) => {
      fs.writeFileSync(file, content);
      await start();

      expect(await postsOnPlatform()).toEqual([]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(`sandbox state ${file} is unreadable (${reason}`);
      const aside = fs.readdirSync(dir).filter((f) => f.startsWith('micro.json.unreadable-'));
      expect(aside).toHaveLength(1);
      expect(warnings[0]).toContain(`kept it as ${path.join(dir, aside[0])}`);
      expect(fs.readFileSync(path.join(dir, aside[0]), 'utf8')).toBe(content);

      await publish('after the bad file');
      expect(textsInFile()).toEqual(['after the bad file']);
    },
  );

  it('a path it cannot read (a directory where the file goes) is left as it is, with a warning', async () => {
    fs.mkdirSync(file);
    fs.writeFileSync(path.join(file, 'someone-elses.txt'), 'keep me');
    await start();

    expect(await postsOnPlatform()).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining(`sandbox state ${file} could not be read (EISDIR`)]);
    await publish('served, though not saved');
    await stop();
    expect(fs.readdirSync(file)).toEqual(['someone-elses.txt']);
    expect(errors).toEqual([]);
  });

  it('a data dir that cannot be written prints one line while it fails, and one when it works again', async () => {
    await start();
    fs.rmSync(dir, { recursive: true });
    fs.writeFileSync(dir, 'a file where the data dir was');

    for (const text of ['first', 'second', 'third']) {
      await publish(text);
    }
    expect(await postsOnPlatform()).toHaveLength(3);
    expect(errors).toEqual([
      expect.stringMatching(new RegExp(`^sandbox state ${file} could not be written \\(`)),
    ]);

    fs.rmSync(dir);
    await publish('fourth');
    expect(errors).toHaveLength(2);
    expect(errors[1]).toBe(`sandbox state ${file} is written again`);
    expect(textsInFile()).toEqual(['first', 'second', 'third', 'fourth']);
  });
});
