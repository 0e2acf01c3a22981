import type { MicroEmulator } from '../../plugins/micro/emulator';
import { startHarness, type Harness } from '../support/harness';
import { publishNow } from '../support/posts';
import { until } from '../support/wait';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test code reads arbitrary answer fields
type Json = any;

/** What our engagement on micro does to the post's thread read: our like counts, a hidden reply goes. */
describe('engagement on micro, as the thread shows it', () => {
  let h: Harness;
  let micro: string;
  let emulator: MicroEmulator;

  beforeAll(async () => {
    // Each step acts and reads again at once: no thread reads shared across steps.
    h = await startHarness({ env: { THREAD_READ_CACHE_MS: '0' } });
    micro = await h.accountId('micro');
    emulator = h.sandbox.emulators.get('micro') as MicroEmulator;
  });
  afterAll(() => h.close());
  afterEach(() => h.sandbox.emulators.forEach((e) => e.reset()));

  const published = async (text: string) => {
    const post = await publishNow(h, text, [micro]);
    return { id: post.id, externalId: post.targets[0].externalId! };
  };
  const thread = async (postId: string): Promise<Json> => {
    const res = await h.call('GET', `/v1/posts/${postId}/thread`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const likes = async (postId: string) =>
    (await thread(postId)).metrics.find((m: Json) => m.platform === 'micro').values.likes;

  it('counts our like in the post’s like count, and takes it back on unlike', async () => {
    const post = await published('Count my like');
    emulator.engage(post.externalId, { metrics: { likes: 2 } });
    expect(await likes(post.id)).toBe(2);
    expect((await h.call('POST', '/v1/engagement/like', { postId: post.id })).status).toBe(200);
    expect(await likes(post.id)).toBe(3);
    expect((await h.call('DELETE', '/v1/engagement/like', { postId: post.id })).status).toBe(200);
    expect(await likes(post.id)).toBe(2);
  });

  it('leaves a hidden reply out of the thread, as X leaves it out of the conversation', async () => {
    const post = await published('Hide under me');
    emulator.engage(post.externalId, { reply: { text: 'Rude remark', authorHandle: 'troll' } });
    emulator.engage(post.externalId, { reply: { text: 'Kind remark', authorHandle: 'friend' } });
    const rude = emulator.posts().find((p) => p.text === 'Rude remark')!.id;
    const texts = async () => (await thread(post.id)).channelReplies[0].data.map((r: Json) => r.text).sort();
    expect(await texts()).toEqual(['Kind remark', 'Rude remark']);

    expect((await h.call('POST', '/v1/engagement/hide', { postId: post.id, replyId: rude })).status).toBe(
      200,
    );
    expect(await texts()).toEqual(['Kind remark']);
    expect((await h.call('DELETE', '/v1/engagement/hide', { postId: post.id, replyId: rude })).status).toBe(
      200,
    );
    expect(await texts()).toEqual(['Kind remark', 'Rude remark']);
  });

  it('ends a reply unconfirmed, never sent twice, when its lost answer can never be looked up', async () => {
    const post = await published('Lost, and no way to look');
    emulator.failNext('drop_after_accept');
    // Every look-up the retries make finds the timeline down.
    emulator.failReads(10);
    const asked = await h.call('POST', '/v1/engagement/reply', {
      postId: post.id,
      content: 'Only ever once',
    });
    let action: Json = asked.body;
    await until(
      async () =>
        (action = (await h.call('GET', `/v1/engagement/${asked.body.id}`)).body).status !== 'pending',
      90_000,
      'the reply to settle after its last try',
    );
    expect(action).toMatchObject({
      status: 'unconfirmed',
      errorCode: 'publish_unconfirmed',
      retryable: false,
    });
    expect(emulator.posts().filter((p) => p.text === 'Only ever once')).toHaveLength(1);
  }, 120_000);
});
