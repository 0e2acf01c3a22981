import { GRAMMAR } from '../../plugins/kr_blog/markup/definitions';
import { GRAMMAR_TOPICS, grammarAnswer } from '../../plugins/kr_blog/markup/grammar';
import {
  checkMediaKinds,
  checkMediaLimits,
  hasMediaRefs,
  mediaRefsOf,
  type StoredKind,
} from '../../plugins/kr_blog/markup/media-refs';
import { parseBody } from '../../plugins/kr_blog/markup/parse';

const BODY = [
  '## 점심 {.center}', // 1
  '오늘은 **맛집** 이야기. ==주말만== 열어요.', // 2
  '두 줄째 문단.', // 3
  '', // 4
  '![입구 사진입니다](media:med_a)', // 5
  '@group()', // 6
  '![앞](media:med_b)', // 7
  '![뒤](media:med_c)', // 8
  '', // 9
  '@video(media:med_v)', // 10
  '> 줄 서서 먹을 만해요 {.quote-box}', // 11
  '- 11시 오픈', // 12
  '- 월요일 휴무', // 13
  '---', // 14
  '@card(https://example.com/menu)', // 15
  '@keep(b3)', // 16
].join('\n');

describe('kr body markup', () => {
  it('reads each block with its line, attributes and media', () => {
    const { blocks, problems } = parseBody(BODY);
    expect(problems).toEqual([]);
    expect(blocks.map((b) => [b.kind, b.line])).toEqual([
      ['heading', 1],
      ['paragraph', 2],
      ['image', 5],
      ['imageGroup', 6],
      ['video', 10],
      ['quote', 11],
      ['list', 12],
      ['divider', 14],
      ['card', 15],
      ['keep', 16],
    ]);
    expect(blocks[0]).toMatchObject({ text: '점심', level: 2, attributes: ['center'] });
    expect(blocks[1].text).toBe('오늘은 **맛집** 이야기. ==주말만== 열어요.\n두 줄째 문단.');
    expect(blocks[3].images!.map((i) => [i.mediaId, i.caption, i.line])).toEqual([
      ['med_b', '앞', 7],
      ['med_c', '뒤', 8],
    ]);
    expect(blocks[5]).toMatchObject({ text: '줄 서서 먹을 만해요', attributes: ['quote-box'] });
    expect(blocks[6].text).toBe('11시 오픈\n월요일 휴무');
    expect(blocks[8].url).toBe('https://example.com/menu');
  });

  it('names the line of an unknown directive or attribute, and keeps the rest', () => {
    const { blocks, problems } = parseBody('Fine\n\n@galery(media:x)\nText {.blink}\n@video(med_1)');
    expect(problems.map((p) => [p.code, p.line])).toEqual([
      ['kr_markdown_unknown', 3],
      ['kr_markdown_unknown', 4],
      ['kr_markdown_unknown', 5],
    ]);
    expect(problems[0].message).toMatch(/line 3: unknown directive @galery.*@video, @group, @card, @keep/);
    expect(problems[1].message).toMatch(/line 4: unknown attribute \{\.blink\}/);
    expect(problems[2].message).toMatch(/line 5: @video\(\.\.\.\) takes media:<id>/);
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'paragraph']);
  });

  it('leaves braces and at-signs inside text alone', () => {
    const { blocks, problems } = parseBody('메일은 me@example.com {괄호} 그대로');
    expect(problems).toEqual([]);
    expect(blocks[0].text).toBe('메일은 me@example.com {괄호} 그대로');
  });

  it('parses anything without throwing: NUL, lone surrogates, CRLF, 60,000 characters, nesting', () => {
    const nasty = [
      '\u0000@video(\u0000)',
      '\ud800 lone',
      '>>>>>>>>>>>>>>>>>>>> deep',
      '{.'.repeat(5000),
      '!['.repeat(5000),
      '@'.repeat(5000) + '(',
    ];
    for (const text of nasty) expect(() => parseBody(text)).not.toThrow();
    const long = `${'가나다라 **마바** ==사== '.repeat(3000)}\r\n`.slice(0, 60_000);
    // Pathological repeats too: no pattern here backtracks, so each is one pass.
    expect(parseBody(long).blocks).toHaveLength(1);
    parseBody('{.a}'.repeat(15_000));
    parseBody(`${'!['.repeat(30_000)}`);
  });

  describe('media references', () => {
    const kinds = new Map<string, StoredKind>([
      ['med_a', 'image'],
      ['med_b', 'video'],
      ['med_c', 'image'],
      ['med_v', 'gif'],
    ]);
    const refs = mediaRefsOf(parseBody(BODY).blocks);

    it('lists what the body places, in order', () => {
      expect(refs.map((r) => [r.mediaId, r.written, r.inGroup])).toEqual([
        ['med_a', 'photo', false],
        ['med_b', 'photo', true],
        ['med_c', 'photo', true],
        ['med_v', 'video', false],
      ]);
      expect(hasMediaRefs(BODY)).toBe(true);
      expect(hasMediaRefs('media: nothing here')).toBe(false);
    });

    it('gives each wrong syntax with its line and the line to write', () => {
      const { mismatches, unknownIds } = checkMediaKinds('options.kr_blog.content', refs, kinds);
      expect(mismatches).toEqual([
        {
          body: 'options.kr_blog.content',
          line: 7,
          mediaId: 'med_b',
          kind: 'video',
          correct: '@video(media:med_b)',
        },
        {
          body: 'options.kr_blog.content',
          line: 10,
          mediaId: 'med_v',
          kind: 'gif',
          correct: '![](media:med_v)',
        },
      ]);
      expect(unknownIds).toEqual([]);
      expect(checkMediaKinds('content', refs, new Map()).unknownIds).toEqual([
        'med_a',
        'med_b',
        'med_c',
        'med_v',
      ]);
    });

    it('says which files are over what one post takes', () => {
      const many = Array.from({ length: 52 }, (_, i) => `![](media:img_${i})`).join('\n');
      const manyRefs = mediaRefsOf(parseBody(many).blocks);
      const over = checkMediaLimits(
        manyRefs,
        new Map(manyRefs.map((r) => [r.mediaId, 'image' as StoredKind])),
      );
      expect(over).toEqual({
        referenced: { images: 52, videos: 0 },
        limits: { images: 50, videos: 10 },
        droppedIds: ['img_50', 'img_51'],
      });
      expect(checkMediaLimits(refs, kinds)).toBeUndefined();
    });
  });

  describe('GET /v1/kr/grammar answer', () => {
    it('is made from the same table as the parser, per topic', () => {
      const all = grammarAnswer()!;
      expect(all.topics.map((t) => t.id)).toEqual(GRAMMAR_TOPICS);
      expect(all.topics.flatMap((t) => t.entries).length).toBe(GRAMMAR.length);
      expect(all.limits).toEqual({ images: 50, videos: 10, captionCharacters: 200 });
      const directives = grammarAnswer('directives')!;
      expect(directives.topics.map((t) => t.id)).toEqual(['directives']);
      expect(directives.topics[0].entries.map((e) => e.syntax)).toContain('@video(media:<id>)');
      expect(grammarAnswer('nope')).toBeUndefined();
    });

    it('has examples the parser reads without a problem', () => {
      for (const entry of GRAMMAR.filter((e) => e.example)) {
        expect({ id: entry.id, problems: parseBody(entry.example).problems }).toEqual({
          id: entry.id,
          problems: [],
        });
      }
    });
  });
});
