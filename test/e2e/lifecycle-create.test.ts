import { Post } from '../../core/entities';
import { useDemoSuite } from '../support/demo-suite';
import type { Harness } from '../support/harness';
import { closedRun, latestRun, untilWaitingFor } from '../support/runs';

/**
 * Creating posts (spec: States and transitions, rows "(new)"; Endpoints → POST /v1/posts; errors
 * "Scheduling, editing, threads, engagement"): drafts, scheduled posts, every post-level rule,
 * replies and the lookups a create makes.
 */
describe('creating posts: drafts, schedules, rules and replies (POST /v1/posts)', () => {
  let h: Harness;
  let chat: string;
  let micro: string;

  const emulator = (platform: 'chat' | 'micro') => h.sandbox.emulators.get(platform)!;
  const sentAnywhere = () => emulator('chat').posts().length + emulator('micro').posts().length;
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const postCount = () => h.orm.em.fork().count(Post);

  useDemoSuite((suite) => ({ h, chat, micro } = suite));

  describe('a draft', () => {
    it('saves with accountIds [] and status draft, and sends nothing', async () => {
      const res = await h.call('POST', '/v1/posts', {
        content: 'Draft with no accounts',
        accountIds: [],
        draft: true,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        status: 'draft',
        content: 'Draft with no accounts',
        scheduledAt: null,
      });
      expect(res.body.targets).toEqual([]);
      expect(res.body.next).toBeUndefined();

      const read = await h.call('GET', `/v1/posts/${res.body.id}`);
      expect(read.status).toBe(200);
      expect(read.body.status).toBe('draft');
      // A draft has no run, and only a run sends.
      expect(await latestRun(h, res.body.id)).toBeUndefined();
      expect(sentAnywhere()).toBe(0);
    });

    it('keeps its accounts as pending targets and sends nothing', async () => {
      const res = await h.call('POST', '/v1/posts', {
        content: 'Draft for both',
        accountIds: [chat, micro],
        draft: true,
      });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('draft');
      expect(
        res.body.targets.map((t: { platform: string; status: string }) => [t.platform, t.status]).sort(),
      ).toEqual([
        ['chat', 'pending'],
        ['micro', 'pending'],
      ]);
      expect(await latestRun(h, res.body.id)).toBeUndefined();
      expect(sentAnywhere()).toBe(0);
      expect((await h.call('GET', `/v1/posts/${res.body.id}`)).body.status).toBe('draft');
    });
  });

  describe('a scheduled post', () => {
    it('is stored as scheduled with scheduledAt echoed, and nothing is sent yet', async () => {
      const at = new Date(Date.now() + 60 * 60_000);
      at.setUTCMilliseconds(0);
      // An offset other than Z: the same instant must come back.
      const withOffset = toOffset(at, 9 * 60);
      const res = await h.call('POST', '/v1/posts', {
        content: 'Later, on both',
        accountIds: [chat, micro],
        scheduledAt: withOffset,
      });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('scheduled');
      expect(Date.parse(res.body.scheduledAt)).toBe(at.getTime());
      expect(res.body.scheduledAt).toMatch(/(Z|[+-]\d{2}:\d{2})$/);
      expect(res.body.targets.map((t: { status: string }) => t.status)).toEqual(['pending', 'pending']);

      // Its run waits for the time it was given: nothing goes out before.
      await untilWaitingFor(h, res.body.id, at);
      expect(sentAnywhere()).toBe(0);
      const read = await h.call('GET', `/v1/posts/${res.body.id}`);
      expect(read.body).toMatchObject({ status: 'scheduled', scheduledAt: res.body.scheduledAt });
    });
  });

  describe('post-level rules', () => {
    it.each([
      ['no offset', '2031-01-01T09:00:00'],
      ['garbage', 'next tuesday'],
    ])('scheduled_at_invalid: %s', async (_name, scheduledAt) => {
      const before = await postCount();
      const res = await h.call('POST', '/v1/posts', { content: 'When?', accountIds: [chat], scheduledAt });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'scheduled_at_invalid', scheduledAt });
      expect(res.body.error.errors).toBeUndefined();
      expect(await postCount()).toBe(before);
    });

    it.each([
      ['5 minutes ahead', 5],
      ['2 years ahead', 2 * 365 * 24 * 60],
    ])('scheduled_at_range: %s', async (_name, minutes) => {
      const scheduledAt = inMinutes(minutes);
      const res = await h.call('POST', '/v1/posts', {
        content: 'Out of range',
        accountIds: [chat],
        scheduledAt,
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'scheduled_at_range', scheduledAt });
      expect(res.body.error.errors).toBeUndefined();
    });

    it('accepts the edges of the range: 11 minutes and 364 days ahead', async () => {
      for (const minutes of [11, 364 * 24 * 60]) {
        const res = await h.call('POST', '/v1/posts', {
          content: `Edge ${minutes}`,
          accountIds: [chat],
          scheduledAt: inMinutes(minutes),
        });
        expect(res.status).toBe(201);
        expect(res.body.status).toBe('scheduled');
      }
    });

    it('draft_and_schedule: both draft and scheduledAt', async () => {
      const res = await h.call('POST', '/v1/posts', {
        content: 'Both',
        accountIds: [chat],
        draft: true,
        scheduledAt: inMinutes(60),
      });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('draft_and_schedule');
      expect(res.body.error.errors).toBeUndefined();
    });

    it.each([
      ['41 characters', 'b'.repeat(41)],
      ['a character other than letters, digits, - and _', 'batch.one'],
    ])('batch_id_invalid: %s', async (_name, batchId) => {
      const res = await h.call('POST', '/v1/posts', {
        content: 'Batch',
        accountIds: [chat],
        batchId,
        draft: true,
      });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('batch_id_invalid');
    });

    it('echoes a valid batchId (40 characters) on the post and on reads', async () => {
      const batchId = 'Batch_2026-09-30_'.padEnd(40, 'x');
      const res = await h.call('POST', '/v1/posts', {
        content: 'In a batch',
        accountIds: [chat],
        batchId,
        wait: true,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'published', batchId });
      expect((await h.call('GET', `/v1/posts/${res.body.id}`)).body.batchId).toBe(batchId);
    });

    it('thread_and_content: both content and threadItems', async () => {
      const res = await h.call('POST', '/v1/posts', {
        content: 'Root',
        threadItems: [{ content: 'One' }, { content: 'Two' }],
        accountIds: [micro],
      });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('thread_and_content');
      expect(sentAnywhere()).toBe(0);
    });

    it('thread_empty: threadItems is an empty array', async () => {
      const before = await postCount();
      const res = await h.call('POST', '/v1/posts', { threadItems: [], accountIds: [micro] });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('thread_empty');
      expect(await postCount()).toBe(before);
    });

    it('chain_not_supported: threadItems to the chat channel, with the platform', async () => {
      const before = await postCount();
      const res = await h.call('POST', '/v1/posts', {
        threadItems: [{ content: 'One' }, { content: 'Two' }],
        accountIds: [chat, micro],
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'chain_not_supported', platform: 'chat' });
      expect(res.body.error.errors).toBeUndefined();
      // Nothing was stored, so no run was started to send it.
      expect(await postCount()).toBe(before);
      expect(sentAnywhere()).toBe(0);
    });

    it('topic_tag_invalid: a topic tag with a period or an ampersand, on the channel that takes one', async () => {
      const strand = await h.accountId('strand');
      for (const topicTag of ['news.today', 'R&D']) {
        const res = await h.call('POST', '/v1/posts', { content: 'Tagged', accountIds: [strand], topicTag });
        expect(res.status).toBe(422);
        expect(res.body.error).toMatchObject({ code: 'topic_tag_invalid', platform: 'strand' });
        expect(res.body.error.errors).toBeUndefined();
      }
    });

    it('topic_tag_not_supported: neither demo channel takes a topic tag, each named by platform', async () => {
      const res = await h.call('POST', '/v1/posts', {
        content: 'Tagged',
        accountIds: [chat, micro],
        topicTag: 'news',
      });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('topic_tag_not_supported');
      expect(
        res.body.error.errors.map((e: { code: string; platform: string }) => [e.code, e.platform]),
      ).toEqual([
        ['topic_tag_not_supported', 'chat'],
        ['topic_tag_not_supported', 'micro'],
      ]);
      expect(res.body.error.platform).toBe('chat');
    });

    it('content is required when neither content nor threadItems comes: invalid_params', async () => {
      const res = await h.call('POST', '/v1/posts', { accountIds: [chat] });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'content' });
      expect(res.body.error.message).toMatch(/content/);
    });

    it('several broken rules come together in error.errors, the first spread into error', async () => {
      const res = await h.call('POST', '/v1/posts', {
        content: 'Many problems',
        accountIds: [micro, await h.accountId('strand')],
        scheduledAt: 'soon',
        batchId: 'b'.repeat(41),
        topicTag: 'a.b',
      });
      expect(res.status).toBe(422);
      expect(res.body.error.errors.map((e: { code: string }) => e.code)).toEqual([
        'scheduled_at_invalid',
        'batch_id_invalid',
        'topic_tag_not_supported',
        'topic_tag_invalid',
      ]);
      const [first] = res.body.error.errors;
      expect(first).toMatchObject({ code: 'scheduled_at_invalid', scheduledAt: 'soon' });
      const { errors: _all, ...spread } = res.body.error;
      expect(spread).toEqual(first);
      // Every item is a whole error object: code and message, with its own extra fields.
      for (const e of res.body.error.errors) expect(e.message).toEqual(expect.any(String));
      expect(
        res.body.error.errors.find((e: { code: string }) => e.code === 'topic_tag_not_supported').platform,
      ).toBe('micro');
    });
  });

  describe('duplicate protection', () => {
    it('answers 409 duplicate_post with postId for the same text to the same account, and sends it once', async () => {
      const first = await h.call('POST', '/v1/posts', {
        content: 'Only once, please',
        accountIds: [chat],
        wait: true,
      });
      expect(first.body.status).toBe('published');
      const sent = await closedRun(h, first.body.id);
      const before = await postCount();
      const second = await h.call('POST', '/v1/posts', {
        content: 'Only once, please',
        accountIds: [chat, micro],
      });
      expect(second.status).toBe(409);
      expect(second.body.error).toMatchObject({ code: 'duplicate_post', postId: first.body.id });
      // Nothing new was stored, and the first post's run that sent it is still its latest.
      expect(await postCount()).toBe(before);
      expect(await latestRun(h, first.body.id)).toEqual(sent);
      expect(emulator('chat').posts()).toHaveLength(1);
      expect(emulator('micro').posts()).toHaveLength(0);
    });

    it('replays the first answer for the same Idempotency-Key and body, and refuses a different body', async () => {
      const key = { headers: { 'Idempotency-Key': 'lifecycle-create-1' } };
      const body = { content: 'Sent with a key', accountIds: [micro], wait: true };
      const first = await h.call('POST', '/v1/posts', body, key);
      expect(first.status).toBe(201);
      const replay = await h.call('POST', '/v1/posts', body, key);
      expect(replay.status).toBe(201);
      expect(replay.body.id).toBe(first.body.id);
      const other = await h.call('POST', '/v1/posts', { ...body, content: 'Another text' }, key);
      expect(other.status).toBe(422);
      expect(other.body.error.code).toBe('idempotency_key_reused');
      expect(
        emulator('micro')
          .posts()
          .map((p) => p.text),
      ).toEqual(['Sent with a key']);
    });

    it('publishes once when two requests with one Idempotency-Key arrive at the same moment', async () => {
      const key = { headers: { 'Idempotency-Key': 'lifecycle-create-race' } };
      const body = { content: 'Two clicks, one post', accountIds: [micro], wait: true };
      const [a, b] = await Promise.all([
        h.call('POST', '/v1/posts', body, key),
        h.call('POST', '/v1/posts', body, key),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.id).toBe(b.body.id);
      const sent = emulator('micro')
        .posts()
        .filter((p) => p.text === 'Two clicks, one post');
      expect(sent).toHaveLength(1);
    });

    it('publishes once when two identical requests without a key arrive at the same moment: the other is duplicate_post', async () => {
      const body = { content: 'Two clicks, no key', accountIds: [chat] };
      const before = await postCount();
      const answers = await Promise.all([
        h.call('POST', '/v1/posts', body),
        h.call('POST', '/v1/posts', body),
      ]);
      const made = answers.filter((a) => a.status === 202);
      const refused = answers.filter((a) => a.status === 409);
      expect(made).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0].body.error).toMatchObject({ code: 'duplicate_post', postId: made[0].body.id });
      expect(await postCount()).toBe(before + 1);
      await closedRun(h, made[0].body.id);
      expect(
        emulator('chat')
          .posts()
          .filter((p) => p.text === 'Two clicks, no key'),
      ).toHaveLength(1);
    });
  });

  describe('replies (replyTo)', () => {
    it('publishes a reply under the replied post on micro and on chat', async () => {
      const parent = await h.call('POST', '/v1/posts', {
        content: 'The parent post',
        accountIds: [chat, micro],
        wait: true,
      });
      expect(parent.body.status).toBe('published');
      const parentIds = externalIds(parent.body);

      const reply = await h.call('POST', '/v1/posts', {
        content: 'A reply to it',
        accountIds: [chat, micro],
        replyTo: parent.body.id,
        wait: true,
      });
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({ status: 'published', replyTo: parent.body.id });
      const replyIds = externalIds(reply.body);

      for (const platform of ['chat', 'micro'] as const) {
        const onPlatform = emulator(platform).posts();
        expect(onPlatform).toHaveLength(2);
        const sent = onPlatform.find((p) => p.id === replyIds[platform])!;
        expect(sent.text).toBe('A reply to it');
        expect(sent.replyToId).toBe(parentIds[platform]);
        expect(onPlatform.find((p) => p.id === parentIds[platform])!.replyToId).toBeUndefined();
      }

      // Replies are not posts: the list shows the parent, not the reply.
      const list = await h.call('GET', '/v1/posts?limit=100');
      expect(list.status).toBe(200);
      const listed = list.body.data.map((p: { id: string }) => p.id);
      expect(listed).toContain(parent.body.id);
      expect(listed).not.toContain(reply.body.id);
      const thread = await h.call('GET', `/v1/posts/${parent.body.id}/thread`);
      expect(thread.status).toBe(200);
      expect(thread.body.replies.map((r: { id: string }) => r.id)).toEqual([reply.body.id]);
    });

    it('answers not_published when the replied post is not out on an account of the reply', async () => {
      const parent = await h.call('POST', '/v1/posts', {
        content: 'Only on chat',
        accountIds: [chat],
        wait: true,
      });
      expect(parent.body.status).toBe('published');
      const res = await h.call('POST', '/v1/posts', {
        content: 'Reply on micro too',
        accountIds: [chat, micro],
        replyTo: parent.body.id,
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({
        code: 'not_published',
        postId: parent.body.id,
        accountId: micro,
        platform: 'micro',
      });
      expect(emulator('chat').posts()).toHaveLength(1);
    });

    it('answers post_not_found (404) for an unknown replyTo, and sends nothing', async () => {
      const before = await postCount();
      const res = await h.call('POST', '/v1/posts', {
        content: 'Reply to nothing',
        accountIds: [micro],
        replyTo: 'post_doesnotexist',
      });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'post_not_found', postId: 'post_doesnotexist' });
      // Nothing was stored, so no run was started to send it.
      expect(await postCount()).toBe(before);
      expect(sentAnywhere()).toBe(0);
    });
  });

  describe('media', () => {
    it('answers media_not_found (404) for media ids that are not in the workspace', async () => {
      const before = await postCount();
      const res = await h.call('POST', '/v1/posts', {
        content: 'With a picture',
        accountIds: [chat],
        mediaIds: ['med_unknown1', 'med_unknown2'],
      });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'media_not_found', mediaId: 'med_unknown1' });
      expect(res.body.error.errors.map((e: { mediaId: string }) => e.mediaId)).toEqual([
        'med_unknown1',
        'med_unknown2',
      ]);
      // Nothing was stored, so no run was started to send it.
      expect(await postCount()).toBe(before);
      expect(sentAnywhere()).toBe(0);
    });

    it('checks media ids inside threadItems too', async () => {
      const res = await h.call('POST', '/v1/posts', {
        threadItems: [{ content: 'One' }, { content: 'Two', mediaIds: ['med_inchain'] }],
        accountIds: [micro],
      });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'media_not_found', mediaId: 'med_inchain' });
    });
  });

  /** The platform ids of a post's targets, by platform. */
  function externalIds(post: {
    targets: { platform: string; externalId: string }[];
  }): Record<string, string> {
    return Object.fromEntries(post.targets.map((t) => [t.platform, t.externalId]));
  }
});

/** `at` written with a fixed offset of `minutes` east of UTC, e.g. 2026-01-01T18:00:00+09:00. */
function toOffset(at: Date, minutes: number): string {
  const local = new Date(at.getTime() + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, '');
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
