import { PostWorkflows } from '../../core/temporal/post-workflows';
import { withApiClockBehind } from '../support/clock';
import { useDemoSuite } from '../support/demo-suite';
import type { Harness } from '../support/harness';
import { publishNow } from '../support/posts';
import { closedRun, latestRun } from '../support/runs';
import { until, waitForPost } from '../support/wait';

// Test code reads arbitrary fields of the answers it asserts on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/**
 * Deleting and retrying posts (spec: States and transitions, rows "published | DELETE" and
 * "any with failed targets | POST /v1/posts/{id}/retry"; Endpoints → DELETE, retry).
 */
describe('deleting and retrying posts (DELETE /v1/posts/:id, POST /v1/posts/:id/retry)', () => {
  let h: Harness;
  let chat: string;
  let micro: string;

  const emulator = (platform: 'chat' | 'micro') => h.sandbox.emulators.get(platform)!;
  const texts = (platform: 'chat' | 'micro') =>
    emulator(platform)
      .posts()
      .map((p) => p.text)
      .sort();
  const get = async (id: string): Promise<Json> => (await h.call('GET', `/v1/posts/${id}`)).body;
  const listed = async (query = '') =>
    (await h.call('GET', `/v1/posts?limit=100${query}`)).body.data.map((p: Json) => p.id);

  useDemoSuite((suite) => ({ h, chat, micro } = suite));

  describe('DELETE', () => {
    it('removes a published post from chat and micro and keeps the record, marked deleted', async () => {
      const post = await publishNow(h, 'Delete me everywhere', [chat, micro]);
      expect(post.status).toBe('published');
      const ids = Object.fromEntries(post.targets.map((t: Json) => [t.platform, t.externalId]));

      const res = await h.call('DELETE', `/v1/posts/${post.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: post.id, status: 'published', deleted: true, error: null });
      expect(res.body.deletedAt).toEqual(expect.any(String));
      expect(res.body.targets.map((t: Json) => t.deleted)).toEqual([true, true]);
      for (const platform of ['chat', 'micro'] as const) {
        const onPlatform = emulator(platform).posts();
        expect(onPlatform).toHaveLength(1);
        expect(onPlatform[0]).toMatchObject({ id: ids[platform], deleted: true });
      }

      const read = await h.call('GET', `/v1/posts/${post.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: post.id, deleted: true, content: 'Delete me everywhere' });
      expect(await listed()).not.toContain(post.id);
      expect(await listed('&includeDeleted=true')).toContain(post.id);

      // Deleting again changes nothing and says so.
      const again = await h.call('DELETE', `/v1/posts/${post.id}`);
      expect(again.status).toBe(200);
      expect(again.body.deleted).toBe(true);
    });

    it('removes every item of a chain from micro', async () => {
      const res = await h.call('POST', '/v1/posts', {
        threadItems: [{ content: 'Gone 1/3' }, { content: 'Gone 2/3' }, { content: 'Gone 3/3' }],
        accountIds: [micro],
        wait: true,
      });
      expect(res.body.status).toBe('published');
      const removed = await h.call('DELETE', `/v1/posts/${res.body.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body.deleted).toBe(true);
      const posts = emulator('micro').posts();
      expect(posts).toHaveLength(3);
      expect(posts.map((p) => p.deleted)).toEqual([true, true, true]);
    });

    it('answers 409 publish_in_flight while the post is going out, and deletes nothing', async () => {
      emulator('micro').failNext('hold_after_accept');
      const created = await h.call('POST', '/v1/posts', {
        content: 'Held by the platform',
        accountIds: [micro],
      });
      expect(created.status).toBe(202);
      try {
        await until(() => emulator('micro').posts().length === 1, 20_000, 'the platform to accept the post');
        const res = await h.call('DELETE', `/v1/posts/${created.body.id}`);
        expect(res.status).toBe(409);
        expect(res.body.error).toMatchObject({ code: 'publish_in_flight', postId: created.body.id });
        expect(emulator('micro').posts()[0].deleted).toBeUndefined();
      } finally {
        emulator('micro').releaseHeld();
      }
      const done = await waitForPost(
        h,
        created.body.id,
        (p) => p.status !== 'publishing',
        'the post to settle',
      );
      expect(done.status).toBe('published');
      expect(done.deleted).toBeUndefined();
      expect(emulator('micro').posts()).toHaveLength(1);
      expect(emulator('micro').posts()[0].deleted).toBeUndefined();
    });

    it('answers 422 delete_window_expired for a chat post sent more than 48 hours ago', async () => {
      const post = await publishNow(h, 'Too old to delete', [chat, micro]);
      expect(post.status).toBe('published');
      const chatTarget = post.targets.find((t: Json) => t.platform === 'chat');
      await h.orm.em
        .fork()
        .getConnection()
        .execute(`update post_targets set published_at = now() - interval '49 hours' where id = ?`, [
          chatTarget!.id,
        ]);
      const sent = await closedRun(h, post.id);

      const res = await h.call('DELETE', `/v1/posts/${post.id}`);
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'delete_window_expired', platform: 'chat' });
      expect(Date.now() - Date.parse(res.body.error.publishedAt)).toBeGreaterThan(48 * 3600_000);
      // Refused as a whole: no delete run was started, nothing was removed from either channel.
      expect(await latestRun(h, post.id)).toEqual(sent);
      expect(emulator('chat').posts()[0].deleted).toBeUndefined();
      expect(emulator('micro').posts()[0].deleted).toBeUndefined();
      const read = await get(post.id);
      expect(read.deleted).toBeUndefined();
      expect(read.targets.every((t: Json) => t.deleted === undefined)).toBe(true);
    });

    it('deletes a chat post sent 47 hours ago', async () => {
      const post = await publishNow(h, 'Just inside the window', [chat]);
      await h.orm.em
        .fork()
        .getConnection()
        .execute(`update post_targets set published_at = now() - interval '47 hours' where post_id = ?`, [
          post.id,
        ]);
      const res = await h.call('DELETE', `/v1/posts/${post.id}`);
      expect(res.status).toBe(200);
      expect(res.body.deleted).toBe(true);
      expect(emulator('chat').posts()[0].deleted).toBe(true);
    });

    it('cancels a scheduled post: marked cancelled and deleted, and nothing is sent at its time', async () => {
      // The API's clock runs ten minutes behind for the create, so the post is due in 15 s.
      const at = new Date(Date.now() + 15_000);
      const created = await withApiClockBehind(10 * 60_000, () =>
        h.call('POST', '/v1/posts', {
          content: 'Cancelled before its time',
          accountIds: [chat, micro],
          scheduledAt: at.toISOString(),
        }),
      );
      expect(created.body.status).toBe('scheduled');
      const res = await h.call('DELETE', `/v1/posts/${created.body.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'cancelled', deleted: true });

      await until(() => Date.now() > at.getTime() + 3_000, 30_000, 'the old time to pass');
      expect(texts('chat')).toEqual([]);
      expect(texts('micro')).toEqual([]);
      expect(await get(created.body.id)).toMatchObject({ status: 'cancelled', deleted: true });
      expect(await h.container.resolve(PostWorkflows).isRunning(created.body.id)).toBe(false);
      expect(await listed()).not.toContain(created.body.id);
    }, 60_000);
  });

  describe('retry', () => {
    it('re-sends the failed target of a partial post; the target that went out is not sent again', async () => {
      emulator('chat').failNext('blocked');
      const post = await publishNow(h, 'Partial, then whole', [chat, micro]);
      expect(post.status).toBe('partial');
      expect(post.targets.find((t: Json) => t.platform === 'chat')).toMatchObject({
        status: 'failed',
        errorCode: 'permission_denied',
        retryable: false,
      });
      expect(texts('chat')).toEqual([]);

      const res = await h.call('POST', `/v1/posts/${post.id}/retry`, {});
      expect([200, 202]).toContain(res.status);
      const done = await waitForPost(h, post.id, (p) => p.status !== 'publishing', 'the retry to settle');
      expect(done.status).toBe('published');
      expect(done.targets.map((t: Json) => [t.platform, t.status, t.errorCode]).sort()).toEqual([
        ['chat', 'published', null],
        ['micro', 'published', null],
      ]);
      await closedRun(h, post.id);
      expect(texts('chat')).toEqual(['Partial, then whole']);
      expect(texts('micro')).toEqual(['Partial, then whole']);
    });

    it('takes wait like publish: the answer is held until the retried target is out (200)', async () => {
      emulator('chat').failNext('blocked');
      const post = await publishNow(h, 'Retried with wait', [chat]);
      expect(post.status).toBe('failed');
      const res = await h.call('POST', `/v1/posts/${post.id}/retry`, { wait: true });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('published');
      expect(res.body.targets[0]).toMatchObject({ status: 'published', errorCode: null });
      expect(res.body.next).toBeUndefined();
    });

    it('answers 422 nothing_to_retry for a post whose every target went out', async () => {
      const post = await publishNow(h, 'Nothing failed', [chat, micro]);
      const sent = await closedRun(h, post.id);
      const res = await h.call('POST', `/v1/posts/${post.id}/retry`, {});
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'nothing_to_retry', postId: post.id });
      expect(await latestRun(h, post.id)).toEqual(sent);
      expect(texts('chat')).toEqual(['Nothing failed']);
    });

    it('answers 409 post_not_editable for a draft or a scheduled post', async () => {
      const draft = await h.call('POST', '/v1/posts', {
        content: 'Never sent',
        accountIds: [chat],
        draft: true,
      });
      const res = await h.call('POST', `/v1/posts/${draft.body.id}/retry`, {});
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'post_not_editable', postId: draft.body.id });

      const later = new Date(Date.now() + 60 * 60_000).toISOString();
      const scheduled = await h.call('POST', '/v1/posts', {
        content: 'Not yet sent',
        accountIds: [chat],
        scheduledAt: later,
      });
      const again = await h.call('POST', `/v1/posts/${scheduled.body.id}/retry`, {});
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('post_not_editable');
      expect((await get(scheduled.body.id)).status).toBe('scheduled');
      expect(texts('chat')).toEqual([]);
    });

    it('an unconfirmed chat target is not re-sent without force (409 publish_unconfirmed); force sends it again', async () => {
      emulator('chat').failNext('drop_after_accept');
      const post = await publishNow(h, 'Answer lost, then forced', [chat]);
      expect(post.status).toBe('failed');
      const target = post.targets[0];
      expect(target).toMatchObject({ errorCode: 'publish_unconfirmed', retryable: false });
      expect(texts('chat')).toEqual(['Answer lost, then forced']);
      const sent = await closedRun(h, post.id);

      const refused = await h.call('POST', `/v1/posts/${post.id}/retry`, {});
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({
        code: 'publish_unconfirmed',
        postId: post.id,
        targets: [target.id],
      });
      const refusedToo = await h.call('POST', `/v1/posts/${post.id}/retry`, { force: false });
      expect(refusedToo.status).toBe(409);
      expect(refusedToo.body.error.code).toBe('publish_unconfirmed');
      // Neither refusal started a run.
      expect(await latestRun(h, post.id)).toEqual(sent);
      expect(texts('chat')).toEqual(['Answer lost, then forced']);
      expect((await get(post.id)).status).toBe('failed');

      const forced = await h.call('POST', `/v1/posts/${post.id}/retry`, { force: true });
      expect([200, 202]).toContain(forced.status);
      const done = await waitForPost(h, post.id, (p) => p.status !== 'publishing', 'the forced retry');
      expect(done.status).toBe('published');
      // What force means: the message may now be there twice.
      expect(texts('chat')).toEqual(['Answer lost, then forced', 'Answer lost, then forced']);
      expect(done.targets[0].externalId).toBe(emulator('chat').posts()[1].id);
    });

    it('refuses a retry with 409 duplicate_post when another post with the same text went out since; force overrides', async () => {
      emulator('chat').failNext('blocked');
      const first = await publishNow(h, 'Said twice', [chat]);
      expect(first.status).toBe('failed');
      const second = await publishNow(h, 'Said twice', [chat]);
      expect(second.status).toBe('published');
      const sent = await closedRun(h, first.id);

      const res = await h.call('POST', `/v1/posts/${first.id}/retry`, {});
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'duplicate_post',
        postId: second.id,
        targets: [first.targets[0].id],
      });
      expect(await latestRun(h, first.id)).toEqual(sent);
      expect((await get(first.id)).targets[0]).toMatchObject({
        status: 'failed',
        errorCode: 'permission_denied',
      });
      expect(texts('chat')).toEqual(['Said twice']);

      const forced = await h.call('POST', `/v1/posts/${first.id}/retry`, { force: true });
      expect([200, 202]).toContain(forced.status);
      expect(
        (await waitForPost(h, first.id, (p) => p.status !== 'publishing', 'the forced retry')).status,
      ).toBe('published');
      expect(texts('chat')).toEqual(['Said twice', 'Said twice']);
    });

    it('two concurrent retries: one is accepted, the other gets 409 publish_in_flight; the target is sent once', async () => {
      emulator('chat').failNext('blocked');
      const post = await publishNow(h, 'Retried twice at once', [chat, micro]);
      expect(post.status).toBe('partial');

      const answers = await Promise.all([
        h.call('POST', `/v1/posts/${post.id}/retry`, {}),
        h.call('POST', `/v1/posts/${post.id}/retry`, {}),
      ]);
      const accepted = answers.filter((a) => a.status === 200 || a.status === 202);
      const refused = answers.filter((a) => a.status === 409);
      expect({ accepted: accepted.length, refused: refused.length }).toEqual({ accepted: 1, refused: 1 });
      expect(refused[0].body.error).toMatchObject({ code: 'publish_in_flight', postId: post.id });

      const done = await waitForPost(h, post.id, (p) => p.status !== 'publishing', 'the retry to settle');
      expect(done.status).toBe('published');
      await closedRun(h, post.id);
      expect(texts('chat')).toEqual(['Retried twice at once']);
      expect(texts('micro')).toEqual(['Retried twice at once']);
    });
  });
});
