import { seoCheck, type SeoInput } from '../../plugins/kr_blog/seo/check';

const filler = '성수동 골목의 작은 가게들을 천천히 걸으며 둘러본 하루였습니다. '.repeat(50);
const tags = (n: number) => Array.from({ length: n }, (_, i) => `태그${i + 1}`);
/** A body that passes every check; each test breaks one thing at its boundary. */
function passing(overrides: Partial<SeoInput> = {}): SeoInput {
  const tagList = overrides.tags ?? tags(12);
  return {
    title: '성수동 카페 투어',
    main: '카페',
    subs: ['라떼', '디저트'],
    tags: tagList,
    products: ['브랜드X'],
    mediaIds: ['med_1'],
    content: [
      '카페 이야기를 시작합니다.',
      `${filler}`,
      '## 라떼가 맛있는 곳',
      '이 카페는 라떼가 진합니다.',
      '![창가 자리에서 본 골목 풍경](media:med_1)',
      '## 디저트가 좋은 곳',
      `그 카페의 디저트. 브랜드X 잔을 씁니다. ${tagList.join(' ')}`,
    ].join('\n\n'),
    ...overrides,
  };
}
const check = (input: SeoInput, id: string) => seoCheck(input).checks.find((c) => c.id === id)!;

describe('kr SEO check', () => {
  it('passes a body that follows every rule', () => {
    const report = seoCheck(passing());
    expect(report.checks.filter((c) => !c.passed)).toEqual([]);
    expect(report.passed).toBe(true);
  });

  it('counts the main keyword at its boundaries: 2 and 6 fail, 3 and 5 pass', () => {
    const body = (n: number) =>
      passing({ title: '제목', content: `${'카페 '.repeat(n)}\n\n${filler}\n\n## 라떼\n\n## 디저트` });
    expect([2, 3, 5, 6].map((n) => check(body(n), 'mainKeyword').passed)).toEqual([false, true, true, false]);
    expect(check(body(2), 'mainKeyword')).toMatchObject({
      mentions: 2,
      fix: 'Mention "카페" 1 more time(s).',
    });
    expect(check(passing({ main: undefined }), 'mainKeyword')).toMatchObject({
      passed: false,
      mentions: null,
    });
  });

  it('counts tags at their boundaries: 11 and 16 fail, 12 and 15 pass; fixed tags need not be in the body', () => {
    expect([11, 12, 15, 16].map((n) => check(passing({ tags: tags(n) }), 'tags').passed)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    const absent = passing();
    absent.tags = [...tags(11), '없는태그'];
    expect(check(absent, 'tags')).toMatchObject({ passed: false, missing: ['없는태그'] });
    expect(check({ ...absent, fixedTags: ['없는태그'] }, 'tags').passed).toBe(true);
  });

  it('wants captions of 10 characters: 9 fails, 10 passes; and every attached photo placed', () => {
    const captioned = (caption: string) =>
      passing({ content: passing().content.replace('창가 자리에서 본 골목 풍경', caption) });
    expect(check(captioned('가'.repeat(9)), 'images')).toMatchObject({
      passed: false,
      shortCaptions: [expect.objectContaining({ mediaId: 'med_1', characters: 9 })],
    });
    expect(check(captioned('가'.repeat(10)), 'images').passed).toBe(true);
    expect(check(passing({ mediaIds: ['med_1', 'med_2'] }), 'images')).toMatchObject({
      passed: false,
      unplaced: ['med_2'],
    });
  });

  it('matches section titles and sub keywords one to one, keeps products out of the opening, and has a length floor', () => {
    expect(check(passing({ subs: ['라떼'] }), 'sections')).toMatchObject({
      passed: false,
      unmatchedHeadings: ['디저트가 좋은 곳'],
    });
    expect(check(passing({ subs: ['라떼', '디저트', '케이크'] }), 'sections')).toMatchObject({
      passed: false,
      unusedSubs: ['케이크'],
    });
    expect(check(passing({ products: ['골목'] }), 'productsEarly')).toMatchObject({
      passed: false,
      found: ['골목'],
    });
    expect(check(passing({ content: '짧은 글' }), 'length')).toMatchObject({ passed: false, floor: 1500 });
  });
});
