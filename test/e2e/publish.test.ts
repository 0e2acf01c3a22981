import { Post } from '../../core/entities';
import { CHANNELS } from '../support/channels';
import { useDemoSuite } from '../support/demo-suite';
import type { Harness } from '../support/harness';
import * as f from '../support/media-files';
import { uploadMedia } from '../support/uploads';

describe('publishing now (POST /v1/posts, GET /v1/posts/:id)', () => {
  let h: Harness;
  let chat: string;
  let micro: string;

  useDemoSuite((suite) => ({ h, chat, micro } = suite));

  it('publishes to chat and micro with wait: true and shows both targets published', async () => {
    const res = await h.call('POST', '/v1/posts', {
      content: 'Hello from the tests',
      accountIds: [chat, micro],
      wait: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('published');
    expect(res.body.targets).toHaveLength(2);
    for (const target of res.body.targets) {
      expect(target).toMatchObject({ status: 'published', errorCode: null, retryable: null });
      expect(target.externalId).toEqual(expect.any(String));
    }
    const chatPosts = h.sandbox.emulators.get('chat')!.posts();
    const microPosts = h.sandbox.emulators.get('micro')!.posts();
    expect(chatPosts.map((p) => p.text)).toEqual(['Hello from the tests']);
    expect(microPosts.map((p) => p.text)).toEqual(['Hello from the tests']);

    const read = await h.call('GET', `/v1/posts/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.targets.map((t: { status: string }) => t.status)).toEqual(['published', 'published']);
    const microTarget = read.body.targets.find((t: { platform: string }) => t.platform === 'micro');
    expect(microTarget.externalId).toBe(microPosts[0].id);
    expect(microTarget.accountHandle).toBe('demo_micro');
    expect(microTarget.connectionId).toBe(micro);
  });

  it('sends options.<channel>.content instead of the post text on that channel', async () => {
    const res = await h.call('POST', '/v1/posts', {
      content: 'Shared text',
      accountIds: [chat, micro],
      options: { micro: { content: 'Short text for micro' } },
      wait: true,
    });
    expect(res.body.status).toBe('published');
    expect(h.sandbox.emulators.get('micro')!.posts()[0].text).toBe('Short text for micro');
    expect(h.sandbox.emulators.get('chat')!.posts()[0].text).toBe('Shared text');
  });

  it('without wait answers 202 with a next hint, and the post goes out anyway', async () => {
    const res = await h.call('POST', '/v1/posts', { content: 'No waiting', accountIds: [chat] });
    expect(res.status).toBe(202);
    expect(res.body.next).toEqual({ get: `/v1/posts/${res.body.id}`, hint: expect.any(String) });
    let post = res.body;
    for (let i = 0; i < 50 && post.status === 'publishing'; i += 1) {
      await new Promise((r) => setTimeout(r, 200));
      post = (await h.call('GET', `/v1/posts/${res.body.id}`)).body;
    }
    expect(post.status).toBe('published');
  });

  it('refuses a micro text over 280 weighted characters with content_too_long, and stores nothing', async () => {
    const postsBefore = await h.orm.em.fork().count(Post);
    const res = await h.call('POST', '/v1/posts', { content: '字'.repeat(141), accountIds: [chat, micro] });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'content_too_long',
      platform: 'micro',
      limit: 280,
      actual: 282,
    });
    expect(h.sandbox.emulators.get('chat')!.posts()).toHaveLength(0);
    expect(await h.orm.em.fork().count(Post)).toBe(postsBefore);
  });

  it('returns every broken rule in error.errors, the first spread into error', async () => {
    const res = await h.call('POST', '/v1/posts', {
      content: 'x'.repeat(4097),
      accountIds: [chat, micro],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('content_too_long');
    expect(res.body.error.errors.map((e: { platform: string }) => e.platform)).toEqual(['chat', 'micro']);
    expect(res.body.error.errors[1]).toMatchObject({ limit: 280, actual: 4097 });
  });

  it('answers no_accounts alone for an empty accountIds, with the candidates', async () => {
    const res = await h.call('POST', '/v1/posts', { content: '', accountIds: [] });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('no_accounts');
    expect(res.body.error.errors).toBeUndefined();
    expect(res.body.error.candidates.map((c: { platform: string }) => c.platform).sort()).toEqual(CHANNELS);
  });

  it("checks options.<channel> against that channel's published shape", async () => {
    const res = await h.call('POST', '/v1/posts', {
      content: 'Options',
      accountIds: [chat],
      options: { chat: { parseMode: 'Shouting' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'options.chat.parseMode' });
    const unknown = await h.call('POST', '/v1/posts', {
      content: 'x',
      accountIds: [chat],
      options: { nope: {} },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'invalid_params', field: 'options.nope' });
  });

  it.each([
    ['clip_privacy_required', { title: 'Short' }, {}],
    ['clip_branded_private', { privacyLevel: 'SELF_ONLY', brandContentToggle: true }, {}],
    ['clip_title_too_long', { privacyLevel: 'SELF_ONLY', title: 'x'.repeat(91) }, { limit: 90, actual: 91 }],
  ])(
    'refuses a clip post breaking %s with 422, like every channel rule, and stores nothing',
    async (code, clip, extra) => {
      const account = await h.accountId('clip');
      const photo = await uploadMedia(h, f.jpeg(1080, 1920), 'image/jpeg');
      const postsBefore = await h.orm.em.fork().count(Post);
      const res = await h.call('POST', '/v1/posts', {
        content: 'A clip that breaks a rule',
        accountIds: [account],
        mediaIds: [photo.id],
        options: { clip },
      });
      expect([res.status, res.body.error]).toEqual([
        422,
        expect.objectContaining({ code, platform: 'clip', ...extra }),
      ]);
      expect(res.body.error.errors).toBeUndefined();
      expect(await h.orm.em.fork().count(Post)).toBe(postsBefore);
    },
  );

  it('answers empty_content for a post with no text', async () => {
    const res = await h.call('POST', '/v1/posts', { content: '  ', accountIds: [chat] });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('empty_content');
  });

  it('answers account_not_connected with the candidates for an unknown account', async () => {
    const res = await h.call('POST', '/v1/posts', { content: 'hi', accountIds: ['acc_nope'] });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'account_not_connected', accountId: 'acc_nope' });
    expect(res.body.error.candidates).toHaveLength(CHANNELS.length);
  });

  it('settles partial when one channel refuses: the failed target carries its code and retryable', async () => {
    h.sandbox.emulators.get('chat')!.failNext('blocked');
    const res = await h.call('POST', '/v1/posts', {
      content: 'One of two',
      accountIds: [chat, micro],
      wait: true,
    });
    expect(res.body.status).toBe('partial');
    const byPlatform = Object.fromEntries(res.body.targets.map((t: { platform: string }) => [t.platform, t]));
    expect(byPlatform.chat).toMatchObject({
      status: 'failed',
      errorCode: 'permission_denied',
      retryable: false,
    });
    expect(byPlatform.micro).toMatchObject({ status: 'published' });
  });

  it('settles failed when every target fails', async () => {
    h.sandbox.emulators.get('micro')!.failNext('auth');
    const res = await h.call('POST', '/v1/posts', {
      content: 'Nobody takes it',
      accountIds: [micro],
      wait: true,
    });
    expect(res.body.status).toBe('failed');
    expect(res.body.targets[0]).toMatchObject({ errorCode: 'platform_auth_error', retryable: false });
  });

  it('retries a passing platform failure through Temporal and publishes once', async () => {
    h.sandbox.emulators.get('micro')!.failNext('server_error');
    const res = await h.call('POST', '/v1/posts', {
      content: 'Second time lucky',
      accountIds: [micro],
      wait: true,
    });
    expect(res.body.status).toBe('published');
    expect(h.sandbox.emulators.get('micro')!.posts()).toHaveLength(1);
  });

  it('after a lost answer on micro, finds the post on the platform instead of sending it again', async () => {
    h.sandbox.emulators.get('micro')!.failNext('drop_after_accept');
    const res = await h.call('POST', '/v1/posts', {
      content: 'Answer lost once',
      accountIds: [micro],
      wait: true,
    });
    expect(res.body.status).toBe('published');
    const posts = h.sandbox.emulators.get('micro')!.posts();
    expect(posts).toHaveLength(1);
    expect(res.body.targets[0].externalId).toBe(posts[0].id);
  });

  it('after a lost answer on chat, which cannot be asked, does not resend and says publish_unconfirmed', async () => {
    h.sandbox.emulators.get('chat')!.failNext('drop_after_accept');
    const res = await h.call('POST', '/v1/posts', {
      content: 'Answer lost on chat',
      accountIds: [chat],
      wait: true,
    });
    expect(res.body.status).toBe('failed');
    expect(res.body.targets[0]).toMatchObject({ errorCode: 'publish_unconfirmed', retryable: false });
    expect(h.sandbox.emulators.get('chat')!.posts()).toHaveLength(1);
  });

  it('wait: true on a post with media holds past the 10 s of text (media: up to 75 s) and answers 201', async () => {
    const media = await uploadMedia(h, f.png(8, 8), 'image/png');
    const chat = h.sandbox.emulators.get('chat')!;
    // The platform keeps its answer 12 s: longer than text may wait, well within media's 75 s.
    chat.failNext('hold_after_accept');
    const release = setTimeout(() => chat.releaseHeld(), 12_000);
    try {
      const res = await h.call('POST', '/v1/posts', {
        content: 'A picture, slowly',
        accountIds: [await h.accountId('chat')],
        mediaIds: [media.id],
        wait: true,
      });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('published');
      expect(res.body.next).toBeUndefined();
    } finally {
      clearTimeout(release);
    }
  }, 60_000);

  it('answers post_not_found for an unknown post id', async () => {
    const res = await h.call('GET', '/v1/posts/post_unknown');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'post_not_found', postId: 'post_unknown' });
  });
});
