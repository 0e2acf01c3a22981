import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  ChannelPlugin,
  MetricName,
  PlatformEmulator,
  PostMetrics,
  PublishContext,
  PublishItem,
  PublishMedia,
  TargetDraft,
} from '../../core/channels/plugin';
import type { ErrorCode } from '../../core/errors/catalogue';
import { listen, type Listening, serveEmulator } from '../support/listen';

/**
 * The plugin contract kit: one suite every channel plugin must pass against its own emulator,
 * over real HTTP. A plugin author calls `runPluginContract(plugin, cases)` from
 * `test/contract/<id>.contract.test.ts`; when it passes, the plugin is done.
 */
export interface PluginContractCases {
  /** Drafts that must validate clean. */
  valid: Array<{ name: string; draft: Partial<TargetDraft> }>;
  /** Drafts that must break exactly these rules (in order), with these extra fields on the first. */
  invalid: Array<{
    name: string;
    draft: Partial<TargetDraft>;
    codes: ErrorCode[];
    extra?: Record<string, unknown>;
  }>;
  /** Emulator failure kinds and the spec code and retryability each must classify to. */
  failures: Array<{ kind: string; code: ErrorCode; retryable: boolean; retryAfterSeconds?: number }>;
  /**
   * What every item the kit sends needs besides its text on a channel that cannot post text
   * alone: media, required options. Called when a test runs, so it may read a media server that
   * the test file started in its own beforeAll.
   */
  itemExtras?: () => Partial<PublishItem>;
  /** false for a channel with no replies at all (the reply test is then skipped). */
  replies?: boolean;
  /**
   * For a channel with `metrics`: the counts the kit records on a post through
   * `POST /_sandbox/engage` (one reply from someone else comes with them), and exactly what
   * `metrics` must then read back.
   */
  metrics?: { engage: Partial<Record<MetricName, number>>; expect: PostMetrics };
}

export function draft(partial: Partial<TargetDraft>): TargetDraft {
  return { text: 'hello', mediaIds: [], options: {}, ...partial };
}

export function runPluginContract(plugin: ChannelPlugin, cases: PluginContractCases): void {
  /** An item the kit sends: the text, plus what this channel always needs. */
  const item = (text: string, more: Partial<PublishItem> = {}): PublishItem => ({
    text,
    mediaIds: [],
    options: {},
    index: 0,
    ...cases.itemExtras?.(),
    ...more,
  });

  describe(`plugin contract: ${plugin.id}`, () => {
    let emulator: PlatformEmulator;
    let server: Listening;
    let ctx: PublishContext;

    beforeAll(async () => {
      emulator = plugin.sandbox.createEmulator();
      server = await serveEmulator(emulator);
      const account = plugin.sandbox.account('contract_kit');
      ctx = { account: { ...account, baseUrl: server.url } };
    });

    afterEach(() => emulator.reset());

    afterAll(async () => {
      emulator.releaseHeld();
      await server.close();
    });

    it('declares a feature row for every capability it implements', () => {
      const rows = new Map(plugin.features.map((row) => [row.feature, row.supported]));
      expect(rows.get('publish')).toBe(true);
      expect(rows.get('chain')).toBe(plugin.chain);
      expect(rows.get('delete') === true || rows.get('delete') === 'partial').toBe(
        plugin.remove !== undefined,
      );
      expect(rows.get('edit') === true || rows.get('edit') === 'partial').toBe(plugin.edit !== undefined);
      for (const capability of ['metrics', 'replies'] as const) {
        const row = rows.get(capability);
        expect([capability, row === true || row === 'partial']).toEqual([
          capability,
          plugin[capability] !== undefined,
        ]);
      }
      for (const row of plugin.features) {
        if (row.supported !== true) expect(row.condition).toEqual(expect.any(String));
      }
    });

    it('publishes a post that the platform then holds', async () => {
      const result = await plugin.publish(ctx, item('contract kit says hello'));
      expect(result.externalId).toEqual(expect.any(String));
      const posts = emulator.posts();
      expect(posts).toHaveLength(1);
      expect(posts[0]).toMatchObject({ id: result.externalId, text: 'contract kit says hello' });
    });

    // A channel with no replies at all has nothing to show here.
    if (cases.replies !== false) {
      it('publishes a reply to an earlier post', async () => {
        const first = await plugin.publish(ctx, item('first post'));
        const reply = await plugin.publish(
          ctx,
          item('a reply to the first post', { index: 0, replyToExternalId: first.externalId }),
        );
        const posts = emulator.posts();
        expect(posts).toHaveLength(2);
        expect(posts.find((p) => p.id === reply.externalId)?.replyToId).toBe(first.externalId);
      });
    }

    if (plugin.chain) {
      it('publishes a chain item as a reply to the item before it', async () => {
        const root = await plugin.publish(ctx, item('root'));
        const reply = await plugin.publish(
          ctx,
          item('second', { index: 1, replyToExternalId: root.externalId }),
        );
        const posts = emulator.posts();
        expect(posts).toHaveLength(2);
        expect(posts.find((p) => p.id === reply.externalId)?.replyToId).toBe(root.externalId);
      });
    }

    for (const c of cases.valid) {
      it(`validates clean: ${c.name}`, () => {
        expect(plugin.validate(draft(c.draft))).toEqual([]);
      });
    }

    for (const c of cases.invalid) {
      it(`refuses: ${c.name} (${c.codes.join(', ')})`, () => {
        const violations = plugin.validate(draft(c.draft));
        expect(violations.map((v) => v.code)).toEqual(c.codes);
        if (c.extra) expect(violations[0].extra).toMatchObject(c.extra);
      });
    }

    for (const f of cases.failures) {
      it(`classifies the platform's ${f.kind} as ${f.code} (retryable ${f.retryable}) and stores nothing`, async () => {
        emulator.failNext(f.kind);
        const error = await plugin.publish(ctx, item(`failure ${f.kind}`)).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeDefined();
        const classified = plugin.classify(error);
        expect(classified).toMatchObject({ code: f.code, retryable: f.retryable });
        if (f.retryAfterSeconds !== undefined) expect(classified.retryAfterSeconds).toBe(f.retryAfterSeconds);
        expect(emulator.posts()).toHaveLength(0);
      });
    }

    it('after a lost answer, finds the post instead of sending it again (or says it cannot tell)', async () => {
      const lost = item('sent once, answer lost');
      const since = new Date(Date.now() - 1000);
      emulator.failNext('drop_after_accept');
      const error = await plugin.publish(ctx, lost).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeDefined();
      expect(plugin.classify(error).retryable).toBe(true);
      // A platform that processes uploads after accepting them shows the post a moment later.
      for (let i = 0; i < 60 && emulator.posts().length === 0; i += 1)
        await new Promise((r) => setTimeout(r, 50));
      expect(emulator.posts()).toHaveLength(1);
      if (plugin.findPublished) {
        const found = await plugin.findPublished(ctx, lost, since);
        expect(found?.externalId).toBe(emulator.posts()[0].id);
        const other = await plugin.findPublished(ctx, { ...lost, text: 'never sent' }, since);
        expect(other).toBeNull();
      }
      expect(emulator.posts()).toHaveLength(1);
    });

    if (plugin.channelPosts) {
      it('reads what is on the channel, newest first, cut to the limit', async () => {
        const rows = new Map(plugin.features.map((row) => [row.feature, row.supported]));
        expect(rows.get('channelPosts')).toBe(true);
        const first = await plugin.publish(ctx, item('read back: first'));
        const second = await plugin.publish(ctx, item('read back: second'));
        const posts = await plugin.channelPosts!(ctx, 10);
        expect(posts.map((p) => [p.externalId, p.text])).toEqual([
          [second.externalId, 'read back: second'],
          [first.externalId, 'read back: first'],
        ]);
        for (const post of posts) expect(new Date(post.createdAt).toISOString()).toBe(post.createdAt);
        expect((await plugin.channelPosts!(ctx, 1)).map((p) => p.externalId)).toEqual([second.externalId]);
      });
    }

    /** Other people's engagement on a post, recorded through the emulator's HTTP control. */
    const engage = async (postId: string, body: Record<string, unknown>) => {
      const res = await fetch(`${ctx.account.baseUrl}/_sandbox/engage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ postId, ...body }),
      });
      expect([res.status, await res.json()]).toEqual([200, { engaged: postId }]);
    };

    if (plugin.metrics || plugin.replies) {
      it('reads back what other people did to a post: metrics and replies', async () => {
        const post = await plugin.publish(ctx, item('engage with me'));
        if (plugin.metrics) {
          expect(await plugin.metrics(ctx, post.externalId)).not.toEqual(cases.metrics?.expect);
        }
        await engage(post.externalId, {
          metrics: cases.metrics?.engage ?? {},
          reply: { text: 'Nice post!', authorHandle: 'kit_fan' },
        });
        await engage(post.externalId, { reply: { text: 'Agreed.', authorHandle: 'kit_friend' } });
        if (plugin.metrics) {
          if (!cases.metrics) throw new Error(`${plugin.id} has metrics: give the kit cases.metrics`);
          expect(await plugin.metrics(ctx, post.externalId)).toEqual(cases.metrics.expect);
        }
        if (plugin.replies) {
          const replies = await plugin.replies(ctx, post.externalId, 10);
          expect(replies.map((r) => [r.text, r.authorHandle])).toEqual([
            ['Agreed.', 'kit_friend'],
            ['Nice post!', 'kit_fan'],
          ]);
          for (const reply of replies) {
            expect(reply.externalId).toEqual(expect.any(String));
            expect(new Date(reply.createdAt).toISOString()).toBe(reply.createdAt);
          }
          const newest = await plugin.replies(ctx, post.externalId, 1);
          expect(newest.map((r) => r.externalId)).toEqual([replies[0].externalId]);
        }
        // Reading changed nothing on the channel.
        expect(emulator.posts().filter((p) => p.id === post.externalId)).toHaveLength(1);
      });

      it('a read with a token the platform refuses is platform_auth_error, not retryable', async () => {
        const post = await plugin.publish(ctx, item('read me with a bad token'));
        const refused: PublishContext = {
          account: {
            ...ctx.account,
            credentials: Object.fromEntries(
              Object.keys(ctx.account.credentials).map((name) => [name, 'refused-by-the-contract-kit']),
            ),
          },
        };
        const reads = [
          plugin.metrics && (() => plugin.metrics!(refused, post.externalId)),
          plugin.replies && (() => plugin.replies!(refused, post.externalId, 10)),
        ].filter((read) => read !== undefined);
        for (const read of reads) {
          const error = await read().then(
            () => undefined,
            (e: unknown) => e,
          );
          expect(plugin.classify(error)).toMatchObject({ code: 'platform_auth_error', retryable: false });
        }
      });
    }

    for (const capability of ['metrics', 'replies'] as const) {
      if (plugin[capability] === undefined) {
        it(`has no ${capability} read, and its feature row says why`, () => {
          const row = plugin.features.find((r) => r.feature === capability);
          expect(row).toEqual({ feature: capability, supported: false, condition: expect.any(String) });
        });
      }
    }

    if (plugin.remove) {
      it('deletes a published post from the platform', async () => {
        const result = await plugin.publish(ctx, item('to be deleted'));
        await plugin.remove!(ctx, result.externalId);
        expect(emulator.posts().find((p) => p.id === result.externalId)?.deleted).toBe(true);
      });
    }

    if (plugin.edit) {
      it('edits a published post in place', async () => {
        const result = await plugin.publish(ctx, item('before the edit'));
        await plugin.edit!(ctx, result.externalId, item('after the edit'));
        const posts = emulator.posts();
        expect(posts).toHaveLength(1);
        expect(posts[0]).toMatchObject({ id: result.externalId, text: 'after the edit' });
      });
    }

    // The sandbox keeps each emulator's state in <data dir>/sandbox/<id>.json; an emulator that
    // forgets to keep its id sequence (ownState in core/sandbox/koa-emulator.ts) fails here.
    it('keeps what it was sent across a restart on its state file, and gives new posts new ids', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `contract-${plugin.id}-`));
      const file = path.join(dir, `${plugin.id}.json`);
      const before = plugin.sandbox.createEmulator();
      before.persistTo(file);
      const first = await serveEmulator(before);
      const on: PublishContext = { account: { ...ctx.account, baseUrl: first.url } };
      const kept = await plugin.publish(on, item('kept across a restart'));
      if (plugin.metrics || plugin.replies) {
        const res = await fetch(`${first.url}/_sandbox/engage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            postId: kept.externalId,
            metrics: cases.metrics?.engage ?? {},
            reply: { text: 'Still there?', authorHandle: 'kit_fan' },
          }),
        });
        expect(res.status).toBe(200);
      }
      const reads = async () => ({
        metrics: await plugin.metrics?.(on, kept.externalId),
        replies: await plugin.replies?.(on, kept.externalId, 10),
      });
      const read = await reads();
      before.stopPersisting();
      await first.close();
      // Let clients notice their kept-alive connections to the old server closed.
      await new Promise((r) => setTimeout(r, 100));

      const after = plugin.sandbox.createEmulator();
      after.persistTo(file);
      const second = await serveEmulator(after, Number(new URL(first.url).port));
      try {
        expect(after.posts().find((p) => p.id === kept.externalId)).toMatchObject({
          text: 'kept across a restart',
        });
        if (kept.url?.startsWith(first.url)) expect((await fetch(kept.url)).status).toBe(200);
        expect(await reads()).toEqual(read);
        const next = await plugin.publish(on, item('after the restart'));
        expect(next.externalId).not.toBe(kept.externalId);
        const ids = after.posts().map((p) => p.id);
        expect(new Set(ids).size).toBe(ids.length);
      } finally {
        after.stopPersisting();
        after.releaseHeld();
        await second.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/**
 * Media for plugin tests: files served over real HTTP from memory, as PublishMedia. A plugin that
 * pulls by URL gets a URL its emulator can fetch; one that uploads reads the bytes.
 */
export class TestMediaServer {
  private readonly files = new Map<string, { body: Buffer; contentType: string }>();
  private server?: Listening;
  private base = '';

  async start(): Promise<void> {
    this.server = await listen((req, res) => {
      const file = this.files.get((req.url ?? '').replace(/^\/media\//, ''));
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      res
        .writeHead(200, { 'content-type': file.contentType, 'content-length': file.body.length })
        .end(file.body);
    });
    this.base = `${this.server.url}/media/`;
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }

  /** A file of `bytes` deterministic bytes (or the given body) with the given description. */
  add(
    id: string,
    fields: Omit<PublishMedia, 'id' | 'url' | 'read' | 'bytes'> & { bytes?: number; body?: Buffer },
  ): PublishMedia {
    const body = fields.body ?? Buffer.alloc(fields.bytes ?? 1024, id);
    this.files.set(id, { body, contentType: fields.contentType });
    const { body: _body, ...rest } = fields;
    return {
      ...rest,
      id,
      bytes: body.length,
      url: `${this.base}${id}`,
      read: async (start = 0, end = body.length) => body.subarray(start, end),
    };
  }
}
