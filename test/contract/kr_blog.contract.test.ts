import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChannelPlugin, TargetDraft } from '../../core/channels/plugin';
import { KrBlogPlugin } from '../../plugins/kr_blog';
import type { KrBlogEmulator } from '../../plugins/kr_blog/sandbox-blog/emulator';
import { serveEmulator } from '../support/listen';
import { runLimitsContract } from './plugin-contract-kit';

/**
 * The Korean blog's plugin against the contract, where a bridged channel differs from the API
 * channels of plugin-contract-kit.ts: it publishes through jobs for the extension (the e2e suites
 * kr-publish and kr-extension-pairing drive that end to end), so here are its declarations, its
 * rules, its codes, its sandbox account and its emulator's state file.
 */
runLimitsContract(new KrBlogPlugin(), {
  options: { title: '제목', category: '일상', layout: 'as-is' },
  account: { metadata: new KrBlogPlugin().sandbox.account('contract_blog').metadata ?? {} },
});

describe('plugin contract: kr_blog', () => {
  const plugin = new KrBlogPlugin();
  const draft = (options: Record<string, unknown>, more: Partial<TargetDraft> = {}): TargetDraft => ({
    text: '본문',
    mediaIds: [],
    options: { title: '제목', category: '일상', layout: 'as-is', ...options },
    account: { metadata: plugin.sandbox.account('contract_blog').metadata ?? {} },
    ...more,
  });
  const codes = (d: TargetDraft) => plugin.validate(d).map((v) => v.code);

  it('declares a feature row for every capability, and a bridge instead of publish calls', () => {
    const rows = new Map(plugin.features.map((row) => [row.feature, row.supported]));
    expect(rows.get('chain')).toBe(false);
    expect(rows.get('delete')).toBe('partial');
    expect(plugin.remove).toBeDefined();
    expect(rows.get('metrics')).toBe('partial');
    expect(plugin.metrics).toBeDefined();
    expect(rows.get('replies')).toBe('partial');
    expect(plugin.replies).toBeDefined();
    expect(rows.get('refresh')).toBe(true);
    expect(plugin.bridge?.refresh?.kind).toBe('refresh');
    expect(rows.get('edit')).toBe('partial');
    expect((plugin as ChannelPlugin).edit).toBeDefined();
    expect(rows.get('channelPosts')).toBe('partial');
    expect(plugin.channelPosts).toBeDefined();
    expect(
      plugin.features.filter((row) => row.supported !== true && typeof row.condition !== 'string'),
    ).toEqual([]);
    expect(plugin.connect.kind).toBe('pairing');
  });

  it('validates a clean post, and refuses each broken rule with its spec code', () => {
    expect(codes(draft({}))).toEqual([]);
    expect(codes(draft({ title: '' }))).toEqual(['kr_title_required']);
    expect(codes(draft({ title: 'x'.repeat(101) }))).toEqual(['kr_title_too_long']);
    expect(codes(draft({ category: undefined }))).toEqual(['kr_category_required']);
    expect(codes(draft({ category: undefined, draftOnly: true }))).toEqual([]);
    expect(codes(draft({ category: '여행' }))).toEqual(['kr_category_ambiguous']);
    expect(codes(draft({ category: '없음' }))).toEqual(['kr_category_unknown']);
    expect(codes(draft({ tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }))).toEqual([
      'kr_too_many_tags',
    ]);
    expect(codes(draft({ tags: ['두 단어'] }))).toEqual(['kr_tag_has_space']);
    expect(codes(draft({ fontSize: 40 }))).toEqual(['kr_font_size_out_of_range']);
    expect(codes(draft({ layout: undefined }))).toEqual(['kr_form_required']);
    expect(codes(draft({}, { text: '@nope(1)' }))).toEqual(['kr_markdown_unknown']);
    expect(codes(draft({}, { threadItems: [{ text: 'a', mediaIds: [] }] }))).toEqual(['chain_not_supported']);
  });

  it('classifies the extension’s refusals with their retryable', () => {
    const coded = (code: string) => Object.assign(new Error(code), { code });
    expect(plugin.classify(coded('kr_tab_lost'))).toMatchObject({ code: 'kr_tab_lost', retryable: true });
    expect(plugin.classify(coded('kr_ui_changed'))).toMatchObject({
      code: 'kr_ui_changed',
      retryable: false,
    });
    expect(plugin.classify(coded('kr_category_missing'))).toMatchObject({ retryable: false });
    expect(plugin.classify(coded('kr_publish_unconfirmed'))).toMatchObject({ retryable: true });
    expect(plugin.classify(new Error('socket hang up'))).toMatchObject({
      code: 'bridge_lost',
      retryable: true,
    });
  });

  it('makes a sandbox account with its blog and categories from the handle alone', () => {
    expect(plugin.sandbox.account('my_blog')).toMatchObject({
      externalAccountId: 'my_blog',
      handle: 'my_blog',
      credentials: {},
      metadata: { categories: expect.arrayContaining([{ id: '3', name: '여행', parentId: '2' }]) },
    });
    expect(plugin.accountFields(plugin.sandbox.account('my_blog').metadata!)).toMatchObject({
      krBlog: { categories: expect.any(Array) },
    });
  });

  it('keeps what the sandbox blog was sent across a restart, and gives new posts new numbers', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kr-state-')), 'kr_blog.json');
    const publish = async (emulator: KrBlogEmulator, title: string) => {
      const server = await serveEmulator(emulator);
      const res = await fetch(`${server.url}/api/state_blog/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title, categoryId: '1', blocks: [{ kind: 'text', text: title }] }),
      });
      await server.close();
      return ((await res.json()) as { logNo: string }).logNo;
    };
    const first = plugin.sandbox.createEmulator() as KrBlogEmulator;
    first.persistTo(file);
    const one = await publish(first, 'before');
    first.stopPersisting();
    const second = plugin.sandbox.createEmulator() as KrBlogEmulator;
    second.persistTo(file);
    expect(second.blogPosts('state_blog').map((p) => p.logNo)).toEqual([one]);
    const two = await publish(second, 'after');
    expect(two).not.toBe(one);
    second.stopPersisting();
  });
});
