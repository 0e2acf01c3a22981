import { PostWorkflows } from '../../core/temporal/post-workflows';
import { withApiClockBehind } from '../support/clock';
import { useDemoSuite } from '../support/demo-suite';
import type { Harness } from '../support/harness';
import { closedRun, latestRun, runResult, untilWaitingFor } from '../support/runs';
import { waitForPost } from '../support/wait';

// Test code reads arbitrary fields of the answers it asserts on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/**
 * Changing posts (spec: States and transitions; Endpoints → PATCH, publish): edits before sending,
 * schedule moves, publish now, live edits and their refusals, and chains on the chain channel.
 */
describe('changing posts: PATCH, publish now, live edits and chains', () => {
  let h: Harness;
  let chat: string;
  let micro: string;

  const emulator = (platform: 'chat' | 'micro') => h.sandbox.emulators.get(platform)!;
  const texts = (platform: 'chat' | 'micro') =>
    emulator(platform)
      .posts()
      .map((p) => p.text)
      .sort();
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const get = async (id: string): Promise<Json> => (await h.call('GET', `/v1/posts/${id}`)).body;

  useDemoSuite((suite) => ({ h, chat, micro } = suite));

  describe('before sending (draft or scheduled)', () => {
    it('PATCH of a draft replaces content, options and accountIds wholesale and keeps what is left out', async () => {
      const created = await h.call('POST', '/v1/posts', {
        content: 'First words',
        accountIds: [chat, micro],
        options: { chat: { parseMode: 'HTML' }, micro: { replySettings: 'following' } },
        batchId: 'keep-me',
        draft: true,
      });
      expect(created.body.status).toBe('draft');
      const id = created.body.id;

      const options = await h.call('PATCH', `/v1/posts/${id}`, {
        options: { micro: { content: 'Micro only' } },
      });
      expect(options.status).toBe(200);
      expect(options.body).toMatchObject({ status: 'draft', content: 'First words', batchId: 'keep-me' });
      // Replaced whole: the chat options and micro's replySettings are gone.
      expect(options.body.options).toEqual({ micro: { content: 'Micro only' } });
      expect(options.body.targets.map((t: Json) => t.platform).sort()).toEqual(['chat', 'micro']);

      const accounts = await h.call('PATCH', `/v1/posts/${id}`, { accountIds: [micro] });
      expect(accounts.status).toBe(200);
      expect(accounts.body.targets.map((t: Json) => [t.platform, t.status])).toEqual([['micro', 'pending']]);
      expect(accounts.body.options).toEqual({ micro: { content: 'Micro only' } });
      expect(accounts.body.content).toBe('First words');

      const content = await h.call('PATCH', `/v1/posts/${id}`, { content: 'Second words' });
      expect(content.status).toBe(200);
      expect(content.body).toMatchObject({ status: 'draft', content: 'Second words', batchId: 'keep-me' });
      expect(content.body.targets.map((t: Json) => t.accountId)).toEqual([micro]);

      const read = await get(id);
      expect(read).toMatchObject({
        status: 'draft',
        content: 'Second words',
        options: { micro: { content: 'Micro only' } },
        batchId: 'keep-me',
        scheduledAt: null,
      });
      // A draft has no run, and only a run sends.
      expect(await latestRun(h, id)).toBeUndefined();
      expect(texts('chat')).toEqual([]);
      expect(texts('micro')).toEqual([]);
    });

    it('PATCH of a draft chain: content alone edits the first item, threadItems replaces the chain', async () => {
      const created = await h.call('POST', '/v1/posts', {
        threadItems: [{ content: 'one' }, { content: 'two' }, { content: 'three' }],
        accountIds: [micro],
        draft: true,
      });
      const id = created.body.id;
      const first = await h.call('PATCH', `/v1/posts/${id}`, { content: 'ONE' });
      expect(first.status).toBe(200);
      expect(first.body.content).toBe('ONE');
      expect(first.body.threadItems).toEqual([{ content: 'ONE' }, { content: 'two' }, { content: 'three' }]);

      const whole = await h.call('PATCH', `/v1/posts/${id}`, {
        threadItems: [{ content: 'a' }, { content: 'b' }],
      });
      expect(whole.status).toBe(200);
      expect(whole.body.content).toBe('a');
      expect(whole.body.threadItems).toEqual([{ content: 'a' }, { content: 'b' }]);

      const empty = await h.call('PATCH', `/v1/posts/${id}`, { threadItems: [] });
      expect(empty.status).toBe(422);
      expect(empty.body.error.code).toBe('thread_empty');
      expect((await get(id)).threadItems).toEqual([{ content: 'a' }, { content: 'b' }]);
    });

    it('PATCH of a scheduled post answers with the new time, null or draft: true, and the status follows', async () => {
      const make = async (content: string) => {
        const res = await h.call('POST', '/v1/posts', {
          content,
          accountIds: [chat],
          scheduledAt: inMinutes(60),
        });
        expect(res.body.status).toBe('scheduled');
        return res.body.id as string;
      };
      const later = inMinutes(120);
      const moved = await h.call('PATCH', `/v1/posts/${await make('Move me')}`, { scheduledAt: later });
      expect(moved.status).toBe(200);
      expect(moved.body.status).toBe('scheduled');
      expect(Date.parse(moved.body.scheduledAt)).toBe(Date.parse(later));

      const nulled = await h.call('PATCH', `/v1/posts/${await make('Null me')}`, { scheduledAt: null });
      expect(nulled.status).toBe(200);
      expect(nulled.body).toMatchObject({ status: 'draft', scheduledAt: null });

      const drafted = await h.call('PATCH', `/v1/posts/${await make('Draft me')}`, { draft: true });
      expect(drafted.status).toBe(200);
      expect(drafted.body).toMatchObject({ status: 'draft', scheduledAt: null });

      const range = await h.call('PATCH', `/v1/posts/${await make('Too soon')}`, {
        scheduledAt: inMinutes(2),
      });
      expect(range.status).toBe(422);
      expect(range.body.error.code).toBe('scheduled_at_range');

      const both = await h.call('PATCH', `/v1/posts/${await make('Both')}`, {
        scheduledAt: later,
        draft: true,
      });
      expect(both.status).toBe(422);
      expect(both.body.error.code).toBe('draft_and_schedule');

      const fromDraft = await h.call('POST', '/v1/posts', {
        content: 'Schedule me',
        accountIds: [chat],
        draft: true,
      });
      const scheduled = await h.call('PATCH', `/v1/posts/${fromDraft.body.id}`, { scheduledAt: later });
      expect(scheduled.status).toBe(200);
      expect(scheduled.body.status).toBe('scheduled');
      expect(Date.parse(scheduled.body.scheduledAt)).toBe(Date.parse(later));
    });

    it('a moved, unscheduled or drafted post does not go out at its old time; a draft scheduled later does', async () => {
      // The API's clock runs ten minutes behind for the creates and edits, so a time 40 s away
      // passes the 10-minute rule while the workflow's timer (Temporal's clock) fires in 40 s.
      const behind = 10 * 60_000;
      const oldTime = new Date(Date.now() + 40_000);
      const newTime = new Date(oldTime.getTime() + 30_000);
      const accountIds = [chat, micro];
      const create = (content: string, extra: object) =>
        withApiClockBehind(behind, () => h.call('POST', '/v1/posts', { content, accountIds, ...extra }));
      const patch = (id: string, body: object) =>
        withApiClockBehind(behind, () => h.call('PATCH', `/v1/posts/${id}`, body));

      const control = await create('Goes at the old time', { scheduledAt: oldTime.toISOString() });
      const moved = await create('Moved later', { scheduledAt: oldTime.toISOString() });
      const nulled = await create('Unscheduled', { scheduledAt: oldTime.toISOString() });
      const drafted = await create('Made a draft', { scheduledAt: oldTime.toISOString() });
      const edited = await create('Text before the edit', { scheduledAt: oldTime.toISOString() });
      const fromDraft = await create('Draft, then scheduled', { draft: true });
      for (const res of [control, moved, nulled, drafted, edited]) {
        expect(res.status).toBe(201);
        expect(res.body.status).toBe('scheduled');
      }

      expect((await patch(moved.body.id, { scheduledAt: newTime.toISOString() })).body.status).toBe(
        'scheduled',
      );
      expect((await patch(nulled.body.id, { scheduledAt: null })).body.status).toBe('draft');
      expect((await patch(drafted.body.id, { draft: true })).body.status).toBe('draft');
      const edit = await patch(edited.body.id, { content: 'Text after the edit' });
      expect(edit.body).toMatchObject({ status: 'scheduled', content: 'Text after the edit' });
      const rescheduled = await patch(fromDraft.body.id, { scheduledAt: oldTime.toISOString() });
      expect(rescheduled.body.status).toBe('scheduled');
      expect(texts('chat')).toEqual([]);

      // The old time passes: the untouched post, the edited one and the newly scheduled draft go out.
      for (const res of [control, edited, fromDraft]) {
        await waitForPost(
          h,
          res.body.id,
          (p) => p.status === 'published',
          'a post due at the old time',
          60_000,
        );
      }
      const expected = ['Draft, then scheduled', 'Goes at the old time', 'Text after the edit'];
      expect(texts('chat')).toEqual(expected);
      expect(texts('micro')).toEqual(expected);
      // The cancelled timers cannot fire: the unscheduled runs closed without sending, and the moved
      // post's run waits for the new time.
      for (const res of [nulled, drafted]) {
        const run = await closedRun(h, res.body.id);
        expect(await runResult(h, res.body.id, run.runId)).toEqual({ status: 'draft' });
      }
      await untilWaitingFor(h, moved.body.id, newTime);
      expect(Date.now()).toBeLessThan(newTime.getTime());
      expect((await get(moved.body.id)).status).toBe('scheduled');
      expect((await get(nulled.body.id)).status).toBe('draft');
      expect((await get(drafted.body.id)).status).toBe('draft');
      expect(texts('chat')).toEqual(expected);
      expect(texts('micro')).toEqual(expected);

      // The new time passes: the moved post goes out then, once per channel.
      const out = await waitForPost(
        h,
        moved.body.id,
        (p) => p.status === 'published',
        'the moved post',
        60_000,
      );
      for (const target of out.targets) {
        expect(Date.parse(target.publishedAt)).toBeGreaterThanOrEqual(newTime.getTime() - 1_000);
      }
      for (const res of [control, moved, edited, fromDraft]) await closedRun(h, res.body.id);
      const all = [...expected, 'Moved later'].sort();
      expect(texts('chat')).toEqual(all);
      expect(texts('micro')).toEqual(all);
      expect((await get(nulled.body.id)).status).toBe('draft');
      expect((await get(drafted.body.id)).status).toBe('draft');
    }, 150_000);
  });

  describe('changes in quick succession', () => {
    it('a scheduled post made a draft and published straight away goes out once', async () => {
      for (const toDraft of [{ scheduledAt: null }, { draft: true }]) {
        const text = `Draft then now ${JSON.stringify(toDraft)}`;
        const created = await h.call('POST', '/v1/posts', {
          content: text,
          accountIds: [chat, micro],
          scheduledAt: inMinutes(30),
        });
        const id = created.body.id;
        expect((await h.call('PATCH', `/v1/posts/${id}`, toDraft)).body.status).toBe('draft');
        const now = await h.call('POST', `/v1/posts/${id}/publish`, { wait: true });
        expect({ status: now.status, error: now.body.error }).toEqual({ status: 200, error: null });
        expect(now.body.status).toBe('published');
        expect(texts('chat')).toEqual([text]);
        expect(texts('micro')).toEqual([text]);
        h.sandbox.emulators.forEach((e) => e.reset());
      }
    });

    it('PATCH draft: true answers the draft it made even when a publish lands before the answer', async () => {
      const created = await h.call('POST', '/v1/posts', {
        content: 'Drafted, then published before the answer',
        accountIds: [chat],
        scheduledAt: inMinutes(30),
      });
      const id = created.body.id;
      // The attack run's timing, made certain: the publish is taken and answered after the PATCH
      // made the post a draft and before the PATCH answers. Every call still goes to Temporal.
      const workflows = h.container.resolve(PostWorkflows);
      const cancel = workflows.cancelSchedule.bind(workflows);
      let publish: Json;
      const spy = jest.spyOn(workflows, 'cancelSchedule').mockImplementation(async (postId) => {
        await cancel(postId);
        publish = await h.call('POST', `/v1/posts/${id}/publish`, {});
      });
      let patch: Json;
      try {
        patch = await h.call('PATCH', `/v1/posts/${id}`, { draft: true });
      } finally {
        spy.mockRestore();
      }
      // Each call answers what it did: the PATCH made a draft; the publish then sent that draft.
      expect([patch.status, patch.body.status, patch.body.scheduledAt]).toEqual([200, 'draft', null]);
      expect([publish.status, publish.body.status]).toEqual([202, 'publishing']);
      await waitForPost(h, id, (p) => p.status === 'published', 'the published draft');
      expect(texts('chat')).toEqual(['Drafted, then published before the answer']);
    }, 30_000);

    it('30 races of PATCH draft: true and publish: the PATCH answers the draft it made or 409, and the post goes out once', async () => {
      for (let i = 0; i < 30; i++) {
        const kind = i % 2 === 0 ? 'scheduled' : 'draft';
        const text = `Race ${i} on a ${kind} post`;
        const created = await h.call('POST', '/v1/posts', {
          content: text,
          accountIds: [chat],
          ...(kind === 'draft' ? { draft: true } : { scheduledAt: inMinutes(30) }),
        });
        const id = created.body.id;
        const [patch, publish] = await Promise.all([
          h.call('PATCH', `/v1/posts/${id}`, { draft: true }),
          h.call('POST', `/v1/posts/${id}/publish`, {}),
        ]);
        const patchSaw =
          patch.status === 200
            ? { status: 200, post: patch.body.status, scheduledAt: patch.body.scheduledAt }
            : { status: patch.status, code: patch.body.error?.code };
        expect([
          [i, { status: 200, post: 'draft', scheduledAt: null }],
          [i, { status: 409, code: 'publish_in_flight' }],
        ]).toContainEqual([i, patchSaw]);
        // Publishing a draft or a scheduled post sends it (spec: States), whichever came first.
        expect([i, publish.status]).toEqual([i, 202]);
        await waitForPost(h, id, (p) => p.status === 'published', `race ${i} to go out`, 30_000);
        expect(
          emulator('chat')
            .posts()
            .filter((p) => p.text === text),
        ).toHaveLength(1);
      }
    }, 240_000);

    it('a scheduled post made a draft and scheduled again straight away still goes out at its new time', async () => {
      const behind = 10 * 60_000;
      const at = new Date(Date.now() + 20_000).toISOString();
      const created = await withApiClockBehind(behind, () =>
        h.call('POST', '/v1/posts', {
          content: 'Back and forth',
          accountIds: [chat],
          scheduledAt: inMinutes(60),
        }),
      );
      const id = created.body.id;
      expect((await h.call('PATCH', `/v1/posts/${id}`, { scheduledAt: null })).body.status).toBe('draft');
      const again = await withApiClockBehind(behind, () =>
        h.call('PATCH', `/v1/posts/${id}`, { scheduledAt: at }),
      );
      expect({ status: again.status, error: again.body.error }).toEqual({ status: 200, error: null });
      expect(again.body.status).toBe('scheduled');
      await waitForPost(h, id, (p) => p.status === 'published', 'the post at its new time', 45_000);
      expect(texts('chat')).toEqual(['Back and forth']);
    }, 60_000);
  });

  describe('changes while the worker is away (the unscheduled run cannot close yet)', () => {
    it('publish of a just-unscheduled post is refused without changing it, then works once the worker is back', async () => {
      const created = await h.call('POST', '/v1/posts', {
        content: 'Publish with the worker away',
        accountIds: [chat],
        scheduledAt: inMinutes(30),
      });
      const id = created.body.id;
      const scheduledRun = await latestRun(h, id);
      expect(scheduledRun).toMatchObject({ type: 'publishPost', status: 'RUNNING' });
      await h.stopWorker();
      try {
        expect((await h.call('PATCH', `/v1/posts/${id}`, { draft: true })).body.status).toBe('draft');
        // No worker reads the unschedule signal, so the run stays open and a new one cannot start.
        const first = await h.call('POST', `/v1/posts/${id}/publish`, {});
        expect({ status: first.status, code: first.body.error?.code }).toEqual({
          status: 409,
          code: 'publish_in_flight',
        });
        // A refused request changes nothing: the post is still a draft, not stuck "publishing".
        expect((await get(id)).status).toBe('draft');
      } finally {
        await h.startWorker();
      }
      // The worker back, the unscheduled run closes without sending; the client tries again.
      const unscheduled = await closedRun(h, id);
      expect(unscheduled.runId).toBe(scheduledRun!.runId);
      expect(await runResult(h, id, unscheduled.runId)).toEqual({ status: 'draft' });
      const again = await h.call('POST', `/v1/posts/${id}/publish`, {});
      expect(again.status).toBe(202);
      await waitForPost(h, id, (p) => p.status === 'published', 'the post to go out', 30_000);
      expect((await closedRun(h, id)).runId).not.toBe(scheduledRun!.runId);
      expect(texts('chat')).toEqual(['Publish with the worker away']);
    }, 60_000);

    it('scheduling a just-unscheduled post is refused without changing it, then works once the worker is back', async () => {
      const behind = 10 * 60_000;
      const created = await h.call('POST', '/v1/posts', {
        content: 'Schedule with the worker away',
        accountIds: [chat],
        scheduledAt: inMinutes(30),
      });
      const id = created.body.id;
      const at = new Date(Date.now() + 40_000);
      const schedule = () =>
        withApiClockBehind(behind, () =>
          h.call('PATCH', `/v1/posts/${id}`, { scheduledAt: at.toISOString() }),
        );
      const scheduledRun = await latestRun(h, id);
      await h.stopWorker();
      try {
        expect((await h.call('PATCH', `/v1/posts/${id}`, { scheduledAt: null })).body.status).toBe('draft');
        // No worker reads the unschedule signal, so the run stays open and a new one cannot start.
        const first = await schedule();
        expect({ status: first.status, code: first.body.error?.code }).toEqual({
          status: 409,
          code: 'publish_in_flight',
        });
        // Refused: the post must not claim a schedule that no run will keep.
        expect(await get(id)).toMatchObject({ status: 'draft', scheduledAt: null });
      } finally {
        await h.startWorker();
      }
      const unscheduled = await closedRun(h, id);
      expect(unscheduled.runId).toBe(scheduledRun!.runId);
      expect(await runResult(h, id, unscheduled.runId)).toEqual({ status: 'draft' });
      const again = await schedule();
      expect({ status: again.status, error: again.body.error }).toEqual({ status: 200, error: null });
      expect((await get(id)).status).toBe('scheduled');
      await untilWaitingFor(h, id, at);
      await waitForPost(h, id, (p) => p.status === 'published', 'the post at its time', 60_000);
      expect(texts('chat')).toEqual(['Schedule with the worker away']);
    }, 90_000);
  });

  describe('publish now (POST /v1/posts/:id/publish)', () => {
    it('sends a draft now, exactly once per channel', async () => {
      const draft = await h.call('POST', '/v1/posts', {
        content: 'Draft goes now',
        accountIds: [chat, micro],
        draft: true,
      });
      const res = await h.call('POST', `/v1/posts/${draft.body.id}/publish`, { wait: true });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('published');
      expect(res.body.targets.map((t: Json) => t.status)).toEqual(['published', 'published']);
      await closedRun(h, draft.body.id);
      expect(texts('chat')).toEqual(['Draft goes now']);
      expect(texts('micro')).toEqual(['Draft goes now']);
    });

    it('sends a scheduled post now, exactly once per channel, and not again at its time', async () => {
      const scheduled = await h.call('POST', '/v1/posts', {
        content: 'Scheduled goes now',
        accountIds: [chat, micro],
        scheduledAt: inMinutes(30),
      });
      const waiting = await latestRun(h, scheduled.body.id);
      expect(waiting).toMatchObject({ type: 'publishPost', status: 'RUNNING' });
      const res = await h.call('POST', `/v1/posts/${scheduled.body.id}/publish`, { wait: true });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('published');
      // The run that waited on the timer is the one that sent: nothing is left waiting for the old time.
      expect(await closedRun(h, scheduled.body.id)).toEqual({ ...waiting, status: 'COMPLETED' });
      expect(texts('chat')).toEqual(['Scheduled goes now']);
      expect(texts('micro')).toEqual(['Scheduled goes now']);
    });

    it.each([['draft'], ['scheduled']])(
      'two concurrent publish calls on a %s post: one sends, the other gets 409, one post per channel',
      async (kind) => {
        const text = `Concurrent publish of a ${kind}`;
        const created = await h.call('POST', '/v1/posts', {
          content: text,
          accountIds: [chat, micro],
          ...(kind === 'draft' ? { draft: true } : { scheduledAt: inMinutes(30) }),
        });
        const id = created.body.id;
        const answers = await Promise.all([
          h.call('POST', `/v1/posts/${id}/publish`, { wait: true }),
          h.call('POST', `/v1/posts/${id}/publish`, { wait: true }),
        ]);
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses).toEqual([200, 409]);
        const refused = answers.find((a) => a.status === 409)!;
        expect(['publish_in_flight', 'post_not_editable']).toContain(refused.body.error.code);
        expect(refused.body.error.postId).toBe(id);

        await waitForPost(h, id, (p) => p.status === 'published', 'the post to be published');
        await closedRun(h, id);
        expect(texts('chat')).toEqual([text]);
        expect(texts('micro')).toEqual([text]);
      },
    );

    it('refuses to publish a published post again: 409 post_not_editable', async () => {
      const post = await h.call('POST', '/v1/posts', {
        content: 'Already out',
        accountIds: [chat],
        wait: true,
      });
      expect(post.body.status).toBe('published');
      const sent = await closedRun(h, post.body.id);
      const res = await h.call('POST', `/v1/posts/${post.body.id}/publish`, { wait: true });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'post_not_editable', postId: post.body.id });
      // No run was started: the latest is still the one that sent it.
      expect(await latestRun(h, post.body.id)).toEqual(sent);
      expect(texts('chat')).toEqual(['Already out']);
    });
  });

  describe('a published post (live edits)', () => {
    it('PATCH content of a published chat post rewrites the message on the channel', async () => {
      const post = await h.call('POST', '/v1/posts', {
        content: 'Before the edit',
        accountIds: [chat],
        wait: true,
      });
      expect(post.body.status).toBe('published');
      const res = await h.call('PATCH', `/v1/posts/${post.body.id}`, {
        content: 'After the edit',
        wait: true,
      });
      expect([200, 202]).toContain(res.status);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'published', content: 'After the edit', error: null });

      const messages = emulator('chat').posts();
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ id: post.body.targets[0].externalId, text: 'After the edit' });
      expect(messages[0].editedAt).toEqual(expect.any(String));
      expect(await get(post.body.id)).toMatchObject({ status: 'published', content: 'After the edit' });
    });

    it('PATCH of a published micro post is 409 post_not_editable, and nothing changes anywhere', async () => {
      const post = await h.call('POST', '/v1/posts', {
        content: 'Out on both',
        accountIds: [chat, micro],
        wait: true,
      });
      expect(post.body.status).toBe('published');
      const sent = await closedRun(h, post.body.id);
      const res = await h.call('PATCH', `/v1/posts/${post.body.id}`, { content: 'Rewritten', wait: true });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'post_not_editable',
        postId: post.body.id,
        platform: 'micro',
      });
      expect((await get(post.body.id)).content).toBe('Out on both');
      // No edit run was started: the latest is still the one that sent it.
      expect(await latestRun(h, post.body.id)).toEqual(sent);
      expect(texts('chat')).toEqual(['Out on both']);
      expect(emulator('chat').posts()[0].editedAt).toBeUndefined();
      expect(texts('micro')).toEqual(['Out on both']);
    });

    it('PATCH options.chat.content of a post also on micro rewrites chat only; micro need not rewrite', async () => {
      const post = await h.call('POST', '/v1/posts', {
        content: 'Same on both',
        accountIds: [chat, micro],
        wait: true,
      });
      expect(post.body.status).toBe('published');
      const res = await h.call('PATCH', `/v1/posts/${post.body.id}`, {
        options: { chat: { content: 'Only chat changes' } },
        wait: true,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'published',
        options: { chat: { content: 'Only chat changes' } },
      });
      expect(await closedRun(h, post.body.id)).toMatchObject({ type: 'editPost', status: 'COMPLETED' });
      expect(texts('chat')).toEqual(['Only chat changes']);
      expect(texts('micro')).toEqual(['Same on both']);
    });

    it('refuses schedule, account and empty changes with their codes', async () => {
      const post = await h.call('POST', '/v1/posts', {
        content: 'Live and fixed',
        accountIds: [chat],
        wait: true,
      });
      const id = post.body.id;
      const cases: Array<[object, string]> = [
        [{ scheduledAt: inMinutes(60) }, 'live_post_no_schedule'],
        [{ scheduledAt: null }, 'live_post_no_schedule'],
        [{ draft: true }, 'live_post_no_schedule'],
        [{ accountIds: [chat, micro] }, 'live_post_accounts_fixed'],
        [{ accountIds: [micro] }, 'live_post_accounts_fixed'],
        [{}, 'nothing_to_change'],
        [{ accountIds: [chat], wait: true }, 'nothing_to_change'],
      ];
      for (const [body, code] of cases) {
        const res = await h.call('PATCH', `/v1/posts/${id}`, body);
        expect({ body, status: res.status, code: res.body.error?.code }).toEqual({ body, status: 422, code });
      }
      expect(await get(id)).toMatchObject({
        status: 'published',
        content: 'Live and fixed',
        scheduledAt: null,
      });
      expect(texts('chat')).toEqual(['Live and fixed']);
    });
  });

  describe('chains on micro', () => {
    it('posts threadItems of 3 as three posts, each replying to the previous; the root is listed once', async () => {
      const res = await h.call('POST', '/v1/posts', {
        threadItems: [{ content: 'Chain 1/3' }, { content: 'Chain 2/3' }, { content: 'Chain 3/3' }],
        accountIds: [micro],
        wait: true,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'published', content: 'Chain 1/3' });
      expect(res.body.thread).toBeUndefined();
      const target = res.body.targets[0];
      const posts = emulator('micro').posts();
      expect(posts.map((p) => p.text)).toEqual(['Chain 1/3', 'Chain 2/3', 'Chain 3/3']);
      expect(target.itemExternalIds).toEqual(posts.map((p) => p.id));
      expect(target.externalId).toBe(posts[0].id);
      expect(posts[0].replyToId).toBeUndefined();
      expect(posts[1].replyToId).toBe(posts[0].id);
      expect(posts[2].replyToId).toBe(posts[1].id);

      const list = await h.call('GET', '/v1/posts?limit=100');
      expect(list.body.data.filter((p: Json) => p.id === res.body.id)).toHaveLength(1);
      expect(list.body.data.filter((p: Json) => p.content.startsWith('Chain '))).toHaveLength(1);
    });

    it('a chain whose third item is refused keeps the first two up, shows thread.resumeFrom 2, and retry resumes there', async () => {
      // The platform refuses duplicate content: a live post with the third item's text blocks it.
      const blocker = await h.call('POST', '/v1/posts', {
        content: 'Part three',
        accountIds: [micro],
        wait: true,
      });
      expect(blocker.body.status).toBe('published');

      const res = await h.call('POST', '/v1/posts', {
        threadItems: [{ content: 'Part one' }, { content: 'Part two' }, { content: 'Part three' }],
        accountIds: [micro],
        wait: true,
      });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('failed');
      expect(res.body.thread).toEqual({ resumeFrom: 2 });
      const target = res.body.targets[0];
      expect(target).toMatchObject({
        status: 'failed',
        errorCode: 'platform_rejected_content',
        retryable: false,
      });
      expect(target.itemExternalIds).toHaveLength(2);
      const live = () =>
        emulator('micro')
          .posts()
          .filter((p) => !p.deleted);
      const [one, two] = target.itemExternalIds;
      expect(live().find((p) => p.id === one)!.text).toBe('Part one');
      expect(live().find((p) => p.id === two)).toMatchObject({ text: 'Part two', replyToId: one });
      expect((await get(res.body.id)).thread).toEqual({ resumeFrom: 2 });

      // Take the blocker down, then retry: only item 2 is sent, as a reply to item 1.
      const removed = await h.call('DELETE', `/v1/posts/${blocker.body.id}`);
      expect(removed.status).toBe(200);
      expect(live().map((p) => p.text)).toEqual(['Part one', 'Part two']);

      const retry = await h.call('POST', `/v1/posts/${res.body.id}/retry`, {});
      expect([200, 202]).toContain(retry.status);
      const done = await waitForPost(h, res.body.id, (p) => p.status === 'published', 'the chain to finish');
      expect(done.thread).toBeUndefined();
      expect(live()).toHaveLength(3);
      const three = done.targets[0].itemExternalIds;
      expect(three.slice(0, 2)).toEqual([one, two]);
      expect(live().find((p) => p.id === three[2])).toMatchObject({ text: 'Part three', replyToId: two });
      expect(
        emulator('micro')
          .posts()
          .filter((p) => p.text === 'Part one'),
      ).toHaveLength(1);
      expect(
        emulator('micro')
          .posts()
          .filter((p) => p.text === 'Part two'),
      ).toHaveLength(1);
    });

    it('answers thread_piece with rootId for GET, PATCH, DELETE and publish of a later item', async () => {
      const res = await h.call('POST', '/v1/posts', {
        threadItems: [{ content: 'Piece 1' }, { content: 'Piece 2' }, { content: 'Piece 3' }],
        accountIds: [micro],
        wait: true,
      });
      expect(res.body.status).toBe('published');
      const sent = await closedRun(h, res.body.id);
      const piece = res.body.targets[0].itemExternalIds[1];
      const calls: Array<[string, string, object | undefined]> = [
        ['GET', `/v1/posts/${piece}`, undefined],
        ['PATCH', `/v1/posts/${piece}`, { content: 'Rewrite a piece' }],
        ['DELETE', `/v1/posts/${piece}`, undefined],
        ['POST', `/v1/posts/${piece}/publish`, {}],
      ];
      for (const [method, path, body] of calls) {
        const answer = await h.call(method, path, body);
        expect({ method, status: answer.status, error: answer.body.error }).toMatchObject({
          method,
          status: 409,
          error: { code: 'thread_piece', rootId: res.body.id },
        });
      }
      // No run was started for the chain or for the piece.
      expect(await latestRun(h, res.body.id)).toEqual(sent);
      expect(await latestRun(h, piece)).toBeUndefined();
      expect(
        emulator('micro')
          .posts()
          .filter((p) => p.deleted),
      ).toEqual([]);
      expect(texts('micro')).toEqual(['Piece 1', 'Piece 2', 'Piece 3']);
    });
  });
});
