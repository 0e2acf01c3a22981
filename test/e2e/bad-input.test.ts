import { Post } from '../../core/entities';
import { startHarness, type ApiResponse, type Harness } from '../support/harness';
import * as f from '../support/media-files';

/**
 * Ordinary bad input is the client's mistake, answered as such and never with a 500 (issue 10):
 * text PostgreSQL cannot hold (NUL, a lone surrogate) anywhere in a request, dates that do not
 * exist or that the database cannot hold, and text that shows nothing.
 */
describe('ordinary bad input never answers 500', () => {
  let h: Harness;
  let chat: string;
  let social: string;
  let micro: string;

  const postCount = () => h.orm.em.fork().count(Post);
  const rid = (res: ApiResponse) => res.headers.get('x-request-id')!;

  function expectInvalidParams(res: ApiResponse, field: string): void {
    expect([res.status, res.body.error.code, res.body.error.field]).toEqual([400, 'invalid_params', field]);
  }

  beforeAll(async () => {
    h = await startHarness({ worker: false });
    chat = await h.accountId('chat');
    social = await h.accountId('social');
    micro = await h.accountId('micro');
  });
  afterAll(() => h.close());

  describe('a NUL character, which PostgreSQL refuses, is 400 invalid_params naming the field', () => {
    it.each([
      ['content', () => ({ content: 'Hello\u0000world', accountIds: [chat] }), 'content'],
      ['a draft', () => ({ content: 'Draft\u0000', accountIds: [], draft: true }), 'content'],
      [
        'options.social.content',
        () => ({
          content: 'Hi',
          accountIds: [social],
          draft: true,
          options: { social: { content: 'x\u0000' } },
        }),
        'options.social.content',
      ],
      [
        'a later chain item',
        () => ({
          threadItems: [{ content: 'one' }, { content: 'two\u0000' }],
          accountIds: [micro],
          draft: true,
        }),
        'threadItems.1.content',
      ],
      [
        'a key',
        () => ({ content: 'Hi', accountIds: [chat], draft: true, options: { ['chat\u0000']: {} } }),
        'options.chat\\u0000',
      ],
    ])('POST /v1/posts with one in %s; no post is stored', async (_name, body, field) => {
      const before = await postCount();
      const res = await h.call('POST', '/v1/posts', body());
      expectInvalidParams(res, field);
      expect(res.body.error.message).toContain(`${field}: contains a NUL character`);
      expect(await postCount()).toBe(before);
    });

    it('in a workspace name, a key name or a media fileName; nothing is created', async () => {
      const workspaces = (await h.call('GET', '/v1/workspaces')).body.data.length;
      const keys = (await h.call('GET', '/v1/keys')).body.data.length;
      expectInvalidParams(await h.call('POST', '/v1/workspaces', { name: 'Team\u0000' }), 'name');
      expectInvalidParams(
        await h.call('POST', '/v1/keys', { name: 'ci\u0000', allWorkspaces: true }),
        'name',
      );
      expectInvalidParams(
        await h.call('POST', '/v1/media', { fileName: 'a\u0000.png', contentType: 'image/png', bytes: 10 }),
        'fileName',
      );
      expect((await h.call('GET', '/v1/workspaces')).body.data).toHaveLength(workspaces);
      expect((await h.call('GET', '/v1/keys')).body.data).toHaveLength(keys);
    });

    it('in a query value or name, and in a path parameter, named by its name', async () => {
      expectInvalidParams(await h.call('GET', '/v1/logs?search=%00'), 'search');
      expectInvalidParams(await h.call('GET', '/v1/posts?batchId=a%00b'), 'batchId');
      expectInvalidParams(await h.call('GET', '/v1/posts?a%00=1'), 'a\\u0000');
      expectInvalidParams(await h.call('GET', '/v1/posts/post_%00'), 'id');
      expectInvalidParams(await h.call('GET', '/v1/posts/post_%00/thread'), 'id');
      expectInvalidParams(await h.call('DELETE', '/v1/keys/key_%00'), 'id');
    });

    it('in the file name of an upload link, a path parameter outside /v1 routes; no file is kept', async () => {
      const headers = { 'x-service-workspace': 'demo' };
      const link = await h.call('POST', '/v1/media/upload-links', {}, { headers });
      expect(link.status).toBe(201);
      const put = await fetch(`${link.body.url}/photo%00.jpg`, {
        method: 'PUT',
        body: f.jpeg(100, 100),
        headers: { 'Content-Type': 'image/jpeg' },
      });
      expect(put.status).toBe(400);
      expect(await put.json()).toMatchObject({ error: { code: 'invalid_params', field: 'fileName' } });
      const listed = await h.call('GET', `/v1/media/upload-links/${link.body.id}`, undefined, { headers });
      expect(listed.body.files).toEqual([]);
    });

    it('changes nothing stored: a PATCH of a draft with one keeps the draft as it was', async () => {
      const draft = await h.call('POST', '/v1/posts', { content: 'Kept', accountIds: [chat], draft: true });
      expect(draft.status).toBe(201);
      const res = await h.call('PATCH', `/v1/posts/${draft.body.id}`, {
        content: 'Changed\u0000',
        accountIds: [],
      });
      expectInvalidParams(res, 'content');
      const read = await h.call('GET', `/v1/posts/${draft.body.id}`);
      expect(read.body).toMatchObject({ content: 'Kept', status: 'draft' });
      expect(read.body.targets).toHaveLength(1);
    });

    it('is still logged, the text written as its escape', async () => {
      const res = await h.call('POST', '/v1/workspaces?note=x%00', { name: 'Team\u0000' });
      expectInvalidParams(res, 'name');
      expect(res.body.error.problems.map((p: { field: string }) => p.field)).toEqual(['name', 'note']);
      const logs = await h.call('GET', `/v1/logs?requestId=${rid(res)}`);
      expect(logs.body.data).toEqual([
        expect.objectContaining({
          status: 400,
          errorCode: 'invalid_params',
          query: { note: 'x\\u0000' },
          requestBody: { name: 'Team\\u0000' },
        }),
      ]);
    });
  });

  describe('a lone surrogate (escaped "\\ud800" in JSON) is 400 invalid_params: not valid Unicode', () => {
    it.each([
      ['content', () => ({ content: 'Hi \ud800', accountIds: [chat], draft: true }), 'content'],
      [
        'options.social.content',
        () => ({
          content: 'Hi',
          accountIds: [social],
          draft: true,
          options: { social: { content: '\udc00x' } },
        }),
        'options.social.content',
      ],
      [
        'a later chain item',
        () => ({
          threadItems: [{ content: 'one' }, { content: '\ud83d' }],
          accountIds: [micro],
          draft: true,
        }),
        'threadItems.1.content',
      ],
    ])('in %s; nothing is stored, not even as U+FFFD', async (_name, body, field) => {
      const before = await postCount();
      const res = await h.call('POST', '/v1/posts', body());
      expectInvalidParams(res, field);
      expect(res.body.error.message).toBe(
        `${field}: is not valid Unicode (a lone UTF-16 surrogate); send whole characters`,
      );
      expect(await postCount()).toBe(before);
    });

    it('while a whole surrogate pair (an emoji) is text like any other', async () => {
      const res = await h.call('POST', '/v1/posts', {
        content: 'Hi \ud83d\ude00',
        accountIds: [chat],
        draft: true,
      });
      expect(res.status).toBe(201);
      expect(res.body.content).toBe('Hi 😀');
    });
  });

  describe('dates: one strict reading, within what the database holds', () => {
    it('GET /v1/posts?until=9999-12-31 lists posts up to the end of time', async () => {
      const draft = await h.call('POST', '/v1/posts', { content: 'Listed', accountIds: [], draft: true });
      const res = await h.call('GET', '/v1/posts?until=9999-12-31&limit=100');
      expect(res.status).toBe(200);
      expect(res.body.data.map((p: { id: string }) => p.id)).toContain(draft.body.id);
    });

    it.each([
      ['since=0000-01-01', 'since'],
      ['since=9999-12-31T23:00:00-05:00', 'since'],
      ['until=2027-02-30', 'until'],
      ['until=2027-02-30T10:00:00Z', 'until'],
    ])('GET /v1/posts?%s is 400 invalid_params naming %s', async (query, field) => {
      expectInvalidParams(await h.call('GET', `/v1/posts?${query}`), field);
    });

    it('GET /v1/logs?since=0000-01-01 is 400 invalid_params naming since', async () => {
      expectInvalidParams(await h.call('GET', '/v1/logs?since=0000-01-01'), 'since');
    });

    it('scheduledAt on 30 February is scheduled_at_invalid, not a post on 2 March', async () => {
      const before = await postCount();
      const res = await h.call('POST', '/v1/posts', {
        content: 'On a day that does not exist',
        accountIds: [chat],
        scheduledAt: '2027-02-30T10:00:00Z',
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({
        code: 'scheduled_at_invalid',
        scheduledAt: '2027-02-30T10:00:00Z',
      });
      expect(await postCount()).toBe(before);
    });

    it('a key expiring past year 9999 is 400 invalid_params naming expiresAt; no key is made', async () => {
      const keys = (await h.call('GET', '/v1/keys')).body.data.length;
      const res = await h.call('POST', '/v1/keys', {
        name: 'Far future',
        allWorkspaces: true,
        expiresAt: '9999-12-31T23:00:00-05:00',
      });
      expectInvalidParams(res, 'expiresAt');
      expect((await h.call('GET', '/v1/keys')).body.data).toHaveLength(keys);
    });
  });

  describe('text that shows nothing is empty_content, as whitespace is', () => {
    it.each([
      ['zero-width spaces', '\u200b\u200b'],
      ['a word joiner', '\u2060'],
      ['joiners and a soft hyphen', '\u200d\u200c\u00ad'],
      ['a Hangul filler and spaces', ' \u3164 '],
    ])('%s', async (_name, content) => {
      const before = await postCount();
      const res = await h.call('POST', '/v1/posts', { content, accountIds: [chat] });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('empty_content');
      expect(await postCount()).toBe(before);
    });

    it('options.<channel>.content made of zero-width characters too', async () => {
      const res = await h.call('POST', '/v1/posts', {
        content: 'Visible elsewhere',
        accountIds: [chat],
        options: { chat: { content: '\u200b' } },
      });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('empty_content');
    });
  });
});
