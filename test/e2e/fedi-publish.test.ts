import { PostTarget } from '../../core/entities';
import { startHarness, type Harness } from '../support/harness';
import { until } from '../support/wait';
import { newWorkspace, type TestWorkspace } from '../support/workspaces';

/**
 * The fedi channel through the running app and worker to its emulator: a chain with a content
 * warning and a visibility, each send carrying its key as Idempotency-Key, and a send whose answer
 * was lost ending as one status, never two.
 */
describe('fedi: publishing through the app', () => {
  let h: Harness;
  let ws: TestWorkspace;
  let accountId: string;

  beforeAll(async () => {
    h = await startHarness();
    ws = await newWorkspace(h, 'Fedi');
    const res = await h.call(
      'POST',
      '/v1/accounts/connect',
      { platform: 'fedi', sandbox: true, instant: true, handle: 'fedi_person' },
      { headers: ws.headers },
    );
    expect(res.status).toBe(201);
    accountId = res.body.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const emulator = () => h.sandbox.emulators.get('fedi')!;
  const post = (body: Record<string, unknown>) =>
    h.call('POST', '/v1/posts', { accountIds: [accountId], ...body }, { headers: ws.headers });

  it('publishes a chain with a content warning and a visibility, each status keyed by its send', async () => {
    const res = await post({
      threadItems: [{ content: 'fedi one' }, { content: 'fedi two' }],
      options: { fedi: { spoilerText: 'long thread', visibility: 'unlisted', language: 'en' } },
      wait: true,
    });
    expect([res.status, res.body.status]).toEqual([201, 'published']);
    const target = await h.orm.em.fork().findOneOrFail(PostTarget, { postId: res.body.id });
    const [one, two] = target.itemExternalIds;
    const sent = emulator()
      .posts()
      .filter((p) => p.text.startsWith('fedi '));
    expect(
      sent.map((p) => [p.id, p.text, p.replyToId, p.spoilerText, p.visibility, p.idempotencyKey]),
    ).toEqual([
      [one, 'fedi one', undefined, 'long thread', 'unlisted', `${target.id}.0.1`],
      [two, 'fedi two', one, 'long thread', 'unlisted', `${target.id}.1.1`],
    ]);
  });

  it('a send whose answer was lost ends published once, never twice', async () => {
    emulator().failNext('drop_after_accept');
    const res = await post({ content: 'fedi, answer lost' });
    expect(res.status).toBe(202);
    await until(
      async () =>
        (await h.call('GET', `/v1/posts/${res.body.id}`, undefined, { headers: ws.headers })).body.status ===
        'published',
      30_000,
      'the post whose answer was lost to be published',
    );
    expect(
      emulator()
        .posts()
        .filter((p) => p.text === 'fedi, answer lost'),
    ).toHaveLength(1);
  });

  it("refuses text over the instance's limit when the post is made", async () => {
    const res = await post({ content: 'a'.repeat(501) });
    expect([res.status, res.body.error?.code]).toEqual([422, 'content_too_long']);
  });
});
