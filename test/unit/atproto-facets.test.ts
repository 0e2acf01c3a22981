import { detectFacets, findMentions, linkFacets, tagFacets } from '../../plugins/atproto/facets';
import { validateAtprotoDraft } from '../../plugins/atproto/rules';

/** The text a facet covers, cut by its UTF-8 byte range as a server and every app cut it. */
function covered(text: string, facet: { index: { byteStart: number; byteEnd: number } }): string {
  return Buffer.from(text, 'utf8').subarray(facet.index.byteStart, facet.index.byteEnd).toString('utf8');
}

describe('atproto facets: UTF-8 byte ranges', () => {
  it('marks a link after Korean text by bytes, not characters', () => {
    const text = '새 글을 올렸어요 https://example.com/글?id=1 확인해 주세요.';
    const [link] = linkFacets(text);
    // 10 characters before the link, but 24 bytes (7 syllables of 3 bytes, 3 spaces).
    expect(link.index.byteStart).toBe(24);
    expect(covered(text, link)).toBe('https://example.com/글?id=1');
    expect(link.features).toEqual([
      { $type: 'app.bsky.richtext.facet#link', uri: 'https://example.com/글?id=1' },
    ]);
  });

  it('marks a tag and a mention after emoji (4 bytes each, 2 UTF-16 units)', () => {
    const text = '🎉🎉 #출시 with @alice.bsky.social!';
    const [tag] = tagFacets(text);
    expect(tag.index).toEqual({ byteStart: 9, byteEnd: 16 });
    expect(covered(text, tag)).toBe('#출시');
    expect(tag.features).toEqual([{ $type: 'app.bsky.richtext.facet#tag', tag: '출시' }]);
    const [mention] = findMentions(text);
    expect(covered(text, { index: mention })).toBe('@alice.bsky.social');
  });

  it('leaves out sentence punctuation after a link, and a tag of digits only', () => {
    const text = 'See https://example.com/a. Also #1 and #2026년.';
    expect(linkFacets(text).map((f) => covered(text, f))).toEqual(['https://example.com/a']);
    expect(tagFacets(text).map((f) => covered(text, f))).toEqual(['#2026년']);
  });

  it('gives every facet in text order; a mention that does not resolve stays plain text', async () => {
    const text = '안녕 @known.example and @nobody.invalid see https://x.example #태그';
    const facets = await detectFacets(text, async (handle) =>
      handle === 'known.example' ? 'did:plc:known' : undefined,
    );
    expect(facets.map((f) => [covered(text, f), f.features[0].$type])).toEqual([
      ['@known.example', 'app.bsky.richtext.facet#mention'],
      ['https://x.example', 'app.bsky.richtext.facet#link'],
      ['#태그', 'app.bsky.richtext.facet#tag'],
    ]);
    expect(facets[0].features[0]).toEqual({ $type: 'app.bsky.richtext.facet#mention', did: 'did:plc:known' });
  });
});

describe('atproto text limit: 300 graphemes', () => {
  const draft = (text: string) => ({ text, mediaIds: [], options: {} });

  it('takes 300 emoji', () => {
    expect(validateAtprotoDraft(draft('🙂'.repeat(300)))).toEqual([]);
  });

  it('refuses 301 emoji with content_too_long, limit 300 and actual 301', () => {
    expect(validateAtprotoDraft(draft('🙂'.repeat(301)))).toMatchObject([
      { code: 'content_too_long', extra: { platform: 'atproto', limit: 300, actual: 301 } },
    ]);
  });

  it('counts a Korean syllable built of jamo as one grapheme', () => {
    // 한 written as three combining jamo (ᄒ ᅡ ᆫ): three code points, one grapheme.
    expect(validateAtprotoDraft(draft('\u1112\u1161\u11ab'.repeat(300)))).toEqual([]);
  });
});
