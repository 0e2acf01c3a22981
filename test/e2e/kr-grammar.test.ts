import { startHarness, type Harness } from '../support/harness';

/** GET /v1/kr/grammar: the Korean blog body markup, generated from the table the parser reads. */
describe('GET /v1/kr/grammar', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ worker: false });
  });
  afterAll(() => h?.close());

  it('answers every topic with its entries and the media limits', async () => {
    const { data, response } = await h.api.GET('/v1/kr/grammar');
    expect(response.status).toBe(200);
    expect(data!.topics.map((t) => t.id)).toEqual([
      'directives',
      'blocks',
      'inline',
      'attributes',
      'highlights',
      'media',
      'limits',
    ]);
    const syntaxes = data!.topics.flatMap((t) => t.entries.map((e) => e.syntax));
    expect(syntaxes).toEqual(
      expect.arrayContaining(['@video(media:<id>)', '@group()', '![caption](media:<id>)']),
    );
    expect(data!.limits).toEqual({ images: 50, videos: 10, captionCharacters: 200 });
  });

  it('answers one topic', async () => {
    const { data } = await h.api.GET('/v1/kr/grammar', { params: { query: { topic: 'attributes' } } });
    expect(data!.topics).toHaveLength(1);
    expect(data!.topics[0].entries.map((e) => e.syntax)).toContain('{.center}');
  });

  it('refuses an unknown topic with invalid_topic listing the topics, and a call without a key', async () => {
    const unknown = await h.call('GET', '/v1/kr/grammar?topic=nope');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      code: 'invalid_topic',
      topics: expect.arrayContaining(['media']),
    });
    expect(unknown.body.error.message).toMatch(/topics: directives, blocks/);
    const keyless = await h.call('GET', '/v1/kr/grammar', undefined, { key: null });
    expect(keyless.status).toBe(401);
    const extra = await h.call('GET', '/v1/kr/grammar?topc=media');
    expect(extra.body.error.code).toBe('invalid_params');
    const nul = await h.call('GET', '/v1/kr/grammar?topic=%00');
    expect([nul.status, nul.body.error.code]).toEqual([400, 'invalid_params']);
  });
});
