import type { Client } from '@temporalio/client';
import { TEMPORAL_CLIENT } from '../../core/container';
import { postWorkflowId } from '../../core/temporal/post-workflows';
import { startHarness, type Harness } from '../support/harness';

/**
 * No post stays `publishing` with nothing to take it out: changes decide under the row lock, a run
 * that cannot start puts the row back, and a Schedule settles whatever a future bug strands.
 */
describe('posts never stuck publishing', () => {
  let h: Harness;
  let temporal: Client;
  let chat: string;

  beforeAll(async () => {
    h = await startHarness();
    temporal = h.container.resolve<Client>(TEMPORAL_CLIENT);
    chat = await h.accountId('chat');
  });
  afterAll(() => h.close());

  const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

  /** Waits for the post's run, if any, to close; then reads the post. */
  async function quiet(postId: string) {
    try {
      await temporal.workflow.getHandle(postWorkflowId(postId)).result();
    } catch {
      // No run, or a run that failed: the record says what happened.
    }
    return (await h.call('GET', `/v1/posts/${postId}`)).body;
  }

  it('PATCH draft and publish now at the same moment leave a draft or a sent post, never a stranded one', async () => {
    const emulator = h.sandbox.emulators.get('chat')!;
    emulator.reset();
    const outcomes: string[] = [];
    for (let round = 0; round < 12; round += 1) {
      const content = `Race round ${round}`;
      const created = await h.call('POST', '/v1/posts', {
        content,
        accountIds: [chat],
        scheduledAt: inMinutes(30),
      });
      expect(created.status).toBe(201);
      const id = created.body.id;
      const [patched, published] = await Promise.all([
        h.call('PATCH', `/v1/posts/${id}`, { draft: true }),
        h.call('POST', `/v1/posts/${id}/publish`, {}),
      ]);
      // Each call either did its change or was refused because the other went first.
      expect([200, 409]).toContain(patched.status);
      expect([200, 201, 202, 409]).toContain(published.status);
      const post = await quiet(id);
      const copies = emulator.posts().filter((p) => p.text === content).length;
      // The draft went first (nothing sent, no run left open) or the publish did (sent once).
      expect([
        { status: 'draft', copies: 0, open: false },
        { status: 'published', copies: 1, open: false },
      ]).toContainEqual({ status: post.status, copies, open: await isOpen(id) });
      outcomes.push(post.status);
    }
    // Not a claim about who wins; every round ended settled, whichever it was.
    expect(outcomes.every((s) => s === 'draft' || s === 'published')).toBe(true);
  }, 180_000);

  async function isOpen(postId: string): Promise<boolean> {
    try {
      const run = await temporal.workflow.getHandle(postWorkflowId(postId)).describe();
      return run.status.name === 'RUNNING';
    } catch {
      return false;
    }
  }

  describe('a deleted post', () => {
    let id: string;
    beforeAll(async () => {
      const draft = await h.call('POST', '/v1/posts', {
        content: 'Deleted before it went',
        accountIds: [chat],
        draft: true,
      });
      id = draft.body.id;
      expect((await h.call('DELETE', `/v1/posts/${id}`)).status).toBe(200);
    });

    it('cannot be published: 409 post_not_editable, and it stays a deleted draft', async () => {
      const res = await h.call('POST', `/v1/posts/${id}/publish`, { wait: true });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'post_not_editable', postId: id });
      const post = await quiet(id);
      expect(post.status).toBe('draft');
      expect(post.deletedAt).toBeTruthy();
    });

    it('cannot be edited: 409 post_not_editable, and its text is unchanged', async () => {
      const res = await h.call('PATCH', `/v1/posts/${id}`, { content: 'Rewritten after delete' });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('post_not_editable');
      expect((await h.call('GET', `/v1/posts/${id}`)).body.content).toBe('Deleted before it went');
    });

    it('has nothing to retry, and a second DELETE answers the deleted post again', async () => {
      const retry = await h.call('POST', `/v1/posts/${id}/retry`, {});
      expect(retry.status).toBe(422);
      expect(retry.body.error.code).toBe('nothing_to_retry');
      const again = await h.call('DELETE', `/v1/posts/${id}`);
      expect(again.status).toBe(200);
      expect(again.body.deletedAt).toBeTruthy();
    });

    it('a post deleted from its channel cannot be edited either', async () => {
      const sent = await h.call('POST', '/v1/posts', {
        content: 'Out, then deleted',
        accountIds: [chat],
        wait: true,
      });
      expect(sent.status).toBe(201);
      expect((await h.call('DELETE', `/v1/posts/${sent.body.id}`)).status).toBe(200);
      await quiet(sent.body.id);
      const res = await h.call('PATCH', `/v1/posts/${sent.body.id}`, { content: 'Rewritten' });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('post_not_editable');
      expect((await h.call('GET', `/v1/posts/${sent.body.id}`)).body.content).toBe('Out, then deleted');
    });
  });

  describe('the reconciler', () => {
    /** A post left as an old bug left them: the row says `publishing` (or scheduled) and no run is open. */
    async function strand(content: string, status = 'publishing', attempt?: 'sending') {
      const draft = await h.call('POST', '/v1/posts', { content, accountIds: [chat], draft: true });
      const id = draft.body.id;
      const db = h.orm.em.getConnection();
      await db.execute(
        `update posts set status = ?, updated_at = now() - interval '5 minutes',
           scheduled_at = case when ? = 'scheduled' then now() - interval '5 minutes' end where id = ?`,
        [status, status, id],
      );
      if (attempt) {
        await db.execute(
          `insert into publish_attempts (id, target_id, item_index, outcome, started_at)
             select 'att_' || md5(random()::text), id, 0, ?, now() - interval '5 minutes' from post_targets where post_id = ?`,
          [attempt, id],
        );
      }
      return id;
    }

    async function reconcile(): Promise<number> {
      const result = await temporal.workflow.execute('settleStrandedPosts', {
        taskQueue: h.config.taskQueue,
        workflowId: `test-reconcile-${Date.now()}`,
      });
      return (result as { settled: number }).settled;
    }

    it('settles a stranded post from its attempts: never tried is system_error, retryable; the retry sends it once', async () => {
      const id = await strand('Stranded with nothing sent');
      expect(await reconcile()).toBeGreaterThanOrEqual(1);
      const post = (await h.call('GET', `/v1/posts/${id}`)).body;
      expect(post.status).toBe('failed');
      expect(post.error).toMatchObject({ code: 'system_error' });
      expect(post.targets[0]).toMatchObject({ status: 'failed', errorCode: 'system_error', retryable: true });

      const retry = await h.call('POST', `/v1/posts/${id}/retry`, {});
      expect(retry.status).toBe(202);
      expect((await quiet(id)).status).toBe('published');
      expect(
        h.sandbox.emulators
          .get('chat')!
          .posts()
          .filter((p) => p.text === 'Stranded with nothing sent'),
      ).toHaveLength(1);
    });

    it('a try with no answer stays unknown: publish_unconfirmed, not retryable, nothing sent', async () => {
      const id = await strand('Stranded mid-send', 'publishing', 'sending');
      await reconcile();
      const post = (await h.call('GET', `/v1/posts/${id}`)).body;
      expect(post.status).toBe('failed');
      expect(post.targets[0]).toMatchObject({ errorCode: 'publish_unconfirmed', retryable: false });
      expect(
        h.sandbox.emulators
          .get('chat')!
          .posts()
          .filter((p) => p.text === 'Stranded mid-send'),
      ).toHaveLength(0);
    });

    it('a scheduled post past its time with no run fails with system_error instead of waiting forever', async () => {
      const id = await strand('Scheduled, run lost', 'scheduled');
      await reconcile();
      const post = (await h.call('GET', `/v1/posts/${id}`)).body;
      expect(post.status).toBe('failed');
      expect(post.error.code).toBe('system_error');
    });

    it('leaves a post alone while its run is open', async () => {
      const created = await h.call('POST', '/v1/posts', {
        content: 'Scheduled with a live run',
        accountIds: [chat],
        scheduledAt: inMinutes(60),
      });
      const id = created.body.id;
      await h.orm.em
        .getConnection()
        .execute(
          `update posts set status = 'publishing', updated_at = now() - interval '5 minutes' where id = ?`,
          [id],
        );
      await reconcile();
      expect((await h.call('GET', `/v1/posts/${id}`)).body.status).toBe('publishing');
      expect(await isOpen(id)).toBe(true);
      await temporal.workflow.getHandle(postWorkflowId(id)).terminate('test over');
    });
  });
});
