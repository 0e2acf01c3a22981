import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PublishContext } from '../../core/channels/plugin';
import { freePort } from '../../core/runtime/processes';
import { ChatPlugin } from '../../plugins/chat';
import { MicroPlugin } from '../../plugins/micro';

const ROOT = path.resolve(__dirname, '..', '..');

/** `plugins/sandbox-main.ts` as `npm start` runs it: its own process, state under the data dir. */
function startSandbox(dataDir: string, port: number): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'plugins/sandbox-main.ts')], {
    cwd: ROOT,
    env: { ...process.env, FANOUT_DATA_DIR: dataDir, SANDBOX_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitFor(what: string, condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/**
 * The sandbox process stopped (as Ctrl-C on `npm start` stops it) and started again on the same
 * data dir still has what it was sent, even when the stop came before its coalesced write.
 */
describe('the sandbox process across a restart', () => {
  const plugin = new MicroPlugin();
  const running: ChildProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-sandbox-process-'));
  const killedDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-sandbox-killed-'));

  afterAll(async () => {
    for (const child of running) {
      child.kill('SIGKILL');
      await exited(child);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(killedDataDir, { recursive: true, force: true });
  });

  it('serves the post URL, replies and counts it was sent before a SIGTERM, and says where they are kept', async () => {
    const port = await freePort();
    const ctx: PublishContext = {
      account: {
        ...plugin.sandbox.account('process_restart'),
        sandbox: true,
        baseUrl: `http://127.0.0.1:${port}/micro`,
      },
    };

    const first = startSandbox(dataDir, port);
    running.push(first.child);
    await waitFor('the sandbox', () => first.output().includes('sandbox emulators on'));
    expect(first.output()).toContain(`what they hold is kept in ${path.join(dataDir, 'sandbox')}`);
    const post = await plugin.publish(ctx, {
      text: 'Kept by the sandbox process',
      mediaIds: [],
      options: {},
      index: 0,
    });
    const engaged = await fetch(`http://127.0.0.1:${port}/micro/_sandbox/engage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postId: post.externalId,
        metrics: { likes: 7 },
        reply: { text: 'Seen it', authorHandle: 'reader' },
      }),
    });
    expect(engaged.status).toBe(200);
    const replies = await plugin.replies!(ctx, post.externalId, 10);
    const metrics = await plugin.metrics!(ctx, post.externalId);
    // At once: the stop, not the write a moment after a change, has to save the engagement.
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);

    const second = startSandbox(dataDir, port);
    running.push(second.child);
    await waitFor('the restarted sandbox', () => second.output().includes('sandbox emulators on'));
    const page = await fetch(post.url!);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ id: post.externalId, text: 'Kept by the sandbox process' });
    expect(replies.map((r) => r.text)).toEqual(['Seen it']);
    expect(await plugin.replies!(ctx, post.externalId, 10)).toEqual(replies);
    expect(metrics.likes).toBe(7);
    expect(await plugin.metrics!(ctx, post.externalId)).toEqual(metrics);
    expect(second.output()).not.toMatch(/unreadable|could not/);
  }, 60_000);

  it('a chat message answered just before a SIGKILL is kept: the next one gets another id, and deleting the first deletes the first', async () => {
    const chat = new ChatPlugin();
    const port = await freePort();
    const ctx: PublishContext = {
      account: {
        ...chat.sandbox.account('killed_sandbox'),
        baseUrl: `http://127.0.0.1:${port}/chat`,
        sandbox: true,
      },
    };
    const send = (text: string) => chat.publish(ctx, { text, mediaIds: [], options: {}, index: 0 });

    const first = startSandbox(killedDataDir, port);
    running.push(first.child);
    await waitFor('the sandbox', () => first.output().includes('sandbox emulators on'));
    const before = await send('Sent before the kill');
    // At once, as a crash or an OOM kill would: no stop, no write after the answer.
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = startSandbox(killedDataDir, port);
    running.push(second.child);
    await waitFor('the restarted sandbox', () => second.output().includes('sandbox emulators on'));
    const after = await send('Sent after the restart');
    expect(after.externalId).not.toBe(before.externalId);
    await chat.remove(ctx, before.externalId);

    const { posts } = (await (await fetch(`http://127.0.0.1:${port}/chat/_sandbox/posts`)).json()) as {
      posts: Array<{ id: string; text: string; deleted?: boolean }>;
    };
    expect(posts.map(({ id, text, deleted }) => ({ id, text, deleted: deleted === true }))).toEqual([
      { id: before.externalId, text: 'Sent before the kill', deleted: true },
      { id: after.externalId, text: 'Sent after the restart', deleted: false },
    ]);
  }, 60_000);
});
