import { catalogue } from '../../core/errors/catalogue';
import { startHarness, type Harness } from '../support/harness';

interface AnswerJson {
  id: string;
  category: string;
  platform: string | null;
  codes: string[];
  title: string;
  body: string;
  locale: string;
}

const HANGUL = /[\uac00-\ud7af]/;

describe('help (GET /v1/help)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ worker: false });
  });
  afterAll(() => h.close());

  /** GET /v1/help with the query, without a key. */
  const help = (query: Record<string, string> = {}, key: string | null = null) =>
    h.call('GET', `/v1/help?${new URLSearchParams(query).toString()}`, undefined, { key });
  const ids = (data: AnswerJson[]) => data.map((a) => a.id);

  describe('authentication', () => {
    it('answers without a key', async () => {
      const res = await help();
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(Object.keys(catalogue).length);
      expect(res.body.data[0]).toEqual({
        id: expect.any(String),
        category: expect.any(String),
        platform: null,
        codes: expect.any(Array),
        title: expect.any(String),
        body: expect.any(String),
        locale: 'en',
      });
    });

    it('answers the same with a valid key or a bearer value that is no key', async () => {
      const bare = await help({ q: 'upload' });
      for (const key of [h.apiKey, 'not-a-key']) {
        const res = await help({ q: 'upload' }, key);
        expect(res.status).toBe(200);
        expect(res.body).toEqual(bare.body);
      }
    });

    it('logs a call without a key as nobody’s, found by its request id', async () => {
      const res = await help({ code: 'media_too_large' });
      const requestId = res.headers.get('x-request-id')!;
      const logs = await h.call('GET', `/v1/logs?requestId=${requestId}`);
      expect(logs.body.data).toEqual([
        expect.objectContaining({ path: '/v1/help', status: 200, query: { code: 'media_too_large' } }),
      ]);
    });

    it('logs a call with a key under its owner', async () => {
      const res = await help({ id: 'media-upload' }, h.apiKey);
      const requestId = res.headers.get('x-request-id')!;
      const logs = await h.call('GET', '/v1/logs?search=/v1/help&limit=200');
      expect(logs.body.data.map((l: { requestId: string }) => l.requestId)).toContain(requestId);
    });
  });

  describe('code', () => {
    it('answers an error code: its own answer first, then the guides that name it', async () => {
      const res = await help({ code: 'media_too_large' });
      expect(res.status).toBe(200);
      const [own, ...guides] = res.body.data as AnswerJson[];
      expect(own).toMatchObject({
        id: 'error-media_too_large',
        title: 'media_too_large',
        codes: ['media_too_large'],
        category: 'publish',
        platform: null,
      });
      expect(own.body).toContain(catalogue.media_too_large.message);
      expect(own.body).toContain('HTTP status: 422');
      expect(ids(guides)).toEqual(
        expect.arrayContaining(['media-upload', 'media-from-url', 'media-upload-links']),
      );
      for (const a of guides) expect(a.codes).toContain('media_too_large');
    });

    it('answers permission_denied (recorded retryable: false) without telling to wait and try again', async () => {
      for (const locale of ['en', 'ko']) {
        const res = await help({ code: 'permission_denied', locale });
        const own = (res.body.data as AnswerJson[])[0];
        expect([res.status, own.id]).toEqual([200, 'error-permission_denied']);
        expect(own.body).toContain('retryable: false');
        expect(own.body).not.toMatch(/try again|wait a little|기다렸다가 다시|다시 시도하/i);
      }
    });

    it('answers an empty list for a code nobody has', async () => {
      const res = await help({ code: 'no_such_code' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: [] });
    });
  });

  describe('q', () => {
    it('finds the media upload answer for an English question, five answers at most', async () => {
      const res = await help({ q: 'How do I upload a video file?' });
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(5);
      expect(res.body.data[0].id).toBe('media-upload');
      expect(res.body.data[0].body).toContain('POST /v1/media/{id}/complete');
    });

    it('finds the media upload answer for a Korean question, answered in the asked locale', async () => {
      const q = '동영상 파일은 어떻게 업로드하나요?';
      const en = await help({ q });
      expect(en.status).toBe(200);
      expect(en.body.data[0]).toMatchObject({ id: 'media-upload', locale: 'en' });
      const ko = await help({ q, locale: 'ko' });
      expect(ko.body.data[0]).toMatchObject({ id: 'media-upload', locale: 'ko' });
      expect(ko.body.data[0].title).toMatch(HANGUL);
      expect(ko.body.data.length).toBeLessThanOrEqual(5);
    });

    it('finds the connect answer in either language', async () => {
      for (const q of ['how do I connect my account', '계정 연결은 어떻게 하나요']) {
        const res = await help({ q });
        expect(res.body.data[0].id).toBe('connect-account');
      }
    });

    it('finds the DM automation and the engagement answers in either language', async () => {
      for (const q of ['send a DM to people who comment a keyword', '댓글 키워드 DM 보내려면']) {
        expect((await help({ q })).body.data[0].id).toBe('dm-automation');
      }
      expect((await help({ q: 'how do I reply to a comment or hide a reply' })).body.data[0].id).toBe(
        'engage-reply',
      );
      const dm = await help({ category: 'dm', locale: 'ko' });
      expect(ids(dm.body.data)).toContain('dm-automation');
      expect(dm.body.data.find((a: AnswerJson) => a.id === 'dm-automation').title).toMatch(HANGUL);
    });

    it('answers nothing for a question sharing no word with any answer', async () => {
      const res = await help({ q: 'zzxqv' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: [] });
    });
  });

  describe('id', () => {
    it('answers one answer as the data object', async () => {
      const res = await help({ id: 'connect-account' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: 'connect-account', category: 'connect', locale: 'en' });
      expect(res.body.data.body).toContain('authorizeUrl');
      expect(res.body.data.body).toContain('"sandbox": true, "instant": true');
      expect(res.body.data.body).toContain('botToken');
    });

    it('answers 404 help_not_found for an unknown id', async () => {
      const res = await help({ id: 'no-such-answer' });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'help_not_found', id: 'no-such-answer' });
    });
  });

  describe('locale', () => {
    it('answers Korean text with locale=ko', async () => {
      const res = await help({ code: 'media_too_large', locale: 'ko' });
      expect(res.status).toBe(200);
      for (const answer of res.body.data as AnswerJson[]) {
        expect(answer.locale).toBe('ko');
        expect(answer.body).toMatch(HANGUL);
      }
      expect(res.body.data[0].body).toContain('파일이 너무 큽니다');
    });

    it('answers 400 invalid_locale for another language', async () => {
      const res = await help({ locale: 'fr' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_locale', locale: 'fr', locales: ['en', 'ko'] });
    });
  });

  describe('category', () => {
    it('answers only that category', async () => {
      const res = await help({ category: 'connect' });
      expect(res.status).toBe(200);
      const data = res.body.data as AnswerJson[];
      expect(ids(data)).toEqual(
        expect.arrayContaining(['connect-account', 'connect-api-key', 'error-invalid_api_key']),
      );
      expect(new Set(data.map((a) => a.category))).toEqual(new Set(['connect']));
    });

    it('answers 400 invalid_category listing the categories', async () => {
      const res = await help({ category: 'foo' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'invalid_category',
        category: 'foo',
        categories: ['dm', 'connect', 'publish', 'kr', 'agent'],
      });
      for (const c of ['dm', 'connect', 'publish', 'kr', 'agent'])
        expect(res.body.error.message).toContain(c);
    });
  });

  describe('platform', () => {
    it('answers only that platform plus general answers', async () => {
      const res = await help({ platform: 'vid' });
      expect(res.status).toBe(200);
      const data = res.body.data as AnswerJson[];
      for (const a of data) expect([null, 'vid']).toContain(a.platform);
      expect(ids(data)).toEqual(
        expect.arrayContaining([
          'platform-vid',
          'error-vid_title_required',
          'media-upload',
          'error-media_too_large',
        ]),
      );
      expect(ids(data)).not.toContain('platform-micro');
      expect(ids(data)).not.toContain('error-photo_reel_duration');
    });

    it('combines with the other filters', async () => {
      const res = await help({ platform: 'micro', q: 'chain thread', locale: 'ko' });
      expect(res.status).toBe(200);
      const data = res.body.data as AnswerJson[];
      expect(ids(data)).toContain('publish-chain');
      for (const a of data) expect([null, 'micro']).toContain(a.platform);
    });

    it('answers 422 platform_not_available for a channel it does not know, naming the known ones', async () => {
      const res = await help({ platform: 'nope' });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'platform_not_available', platform: 'nope' });
      expect(res.body.error.platforms).toEqual(expect.arrayContaining(['chat', 'micro', 'vid', 'kr_blog']));
    });
  });

  it('answers 400 invalid_params for a parameter it does not take', async () => {
    const res = await help({ topic: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_params', field: 'topic' });
  });
});
