import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allPlugins } from '../../plugins';
import { createSandboxServer, type SandboxServer } from '../../plugins/sandbox-server';
import { startHarness, type Harness } from '../support/harness';

/**
 * The sandbox keeps what the platforms were sent under the data dir (`<data dir>/sandbox/`), so
 * after it restarts a published post is still on its channel: thread reads, engagement and deletes
 * work, and new posts never take a kept post's id.
 */
describe('the sandbox across a restart', () => {
  let h: Harness;
  let stateDir: string;
  let restarted: SandboxServer | undefined;
  let micro: string;
  let chat: string;

  beforeAll(async () => {
    stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-sandbox-'));
    h = await startHarness({ sandboxStateDir: stateDir });
    [micro, chat] = await Promise.all(['micro', 'chat'].map((p) => h.accountId(p)));
  });
  afterAll(async () => {
    if (restarted) {
      restarted.server.closeAllConnections();
      await new Promise((r) => restarted!.server.close(r));
    }
    await h.close();
  });

  /** Stops the sandbox as `npm start` does (state saved at shutdown) and starts a new one on the same port. */
  async function restartSandbox(whileStopped: () => void = () => {}): Promise<void> {
    const port = Number(new URL(h.config.sandboxUrl).port);
    const old = restarted ?? h.sandbox;
    old.emulators.forEach((e) => e.stopPersisting());
    old.server.closeAllConnections();
    await new Promise((r) => old.server.close(r));
    whileStopped();
    restarted = createSandboxServer(allPlugins(), { stateDir });
    await new Promise<void>((r) => restarted!.server.listen(port, '127.0.0.1', r));
    // Let clients notice their kept-alive connections to the old server closed.
    await new Promise((r) => setTimeout(r, 100));
  }

  const sandboxPosts = async (platform: string) =>
    (
      (await (await fetch(`${h.config.sandboxUrl}/${platform}/_sandbox/posts`)).json()) as {
        posts: Array<{ id: string; text: string }>;
      }
    ).posts;

  it('still shows a published post, its engagement and its thread after a restart, and new posts get new ids', async () => {
    const post = await h.call('POST', '/v1/posts', {
      content: 'Kept across restarts',
      accountIds: [micro, chat],
      wait: true,
    });
    expect(post.body.status).toBe('published');
    const microTarget = post.body.targets.find((t: { platform: string }) => t.platform === 'micro');
    const chatTarget = post.body.targets.find((t: { platform: string }) => t.platform === 'chat');
    const engaged = await fetch(`${h.config.sandboxUrl}/micro/_sandbox/engage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postId: microTarget.externalId,
        metrics: { likes: 4 },
        reply: { text: 'Still here?', authorHandle: 'reader' },
      }),
    });
    expect(engaged.status).toBe(200);
    const before = await h.call('GET', `/v1/posts/${post.body.id}/thread`);

    await restartSandbox();

    expect((await sandboxPosts('micro')).map((p) => p.id)).toContain(microTarget.externalId);
    expect((await sandboxPosts('chat')).map((p) => p.id)).toContain(chatTarget.externalId);
    // Past the 5 s the thread read is shared, so this one asks the restarted platform.
    await new Promise((r) => setTimeout(r, 5_200));
    const after = await h.call('GET', `/v1/posts/${post.body.id}/thread`);
    expect(after.status).toBe(200);
    const micrometrics = after.body.metrics.find((m: { platform: string }) => m.platform === 'micro');
    expect(micrometrics.error).toBeUndefined();
    expect(micrometrics.values).toMatchObject({ likes: 4 });
    expect(after.body.metrics).toEqual(before.body.metrics);
    expect(after.body.channelReplies).toEqual(before.body.channelReplies);

    const next = await h.call('POST', '/v1/posts', {
      content: 'After the restart',
      accountIds: [micro, chat],
      wait: true,
    });
    expect(next.body.status).toBe('published');
    for (const platform of ['micro', 'chat']) {
      const ids = (await sandboxPosts(platform)).map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
    }

    // And the kept post can still be deleted on its channels.
    const deleted = await h.call('DELETE', `/v1/posts/${post.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.targets.map((t: { errorCode?: string }) => t.errorCode ?? null)).toEqual([
      null,
      null,
    ]);
  }, 60_000);

  it('starts empty with a warning, keeping the unreadable file aside, when a state file is corrupt', async () => {
    const file = path.join(stateDir, 'chat.json');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await restartSandbox(() => fs.writeFileSync(file, '{"version":1,"posts":['));
      expect(await sandboxPosts('chat')).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`sandbox state ${file} is unreadable`));
      expect(fs.readdirSync(stateDir).some((f) => f.startsWith('chat.json.unreadable-'))).toBe(true);
      // Other channels kept theirs.
      expect((await sandboxPosts('micro')).length).toBeGreaterThan(0);
    } finally {
      warn.mockRestore();
    }
  });
});
