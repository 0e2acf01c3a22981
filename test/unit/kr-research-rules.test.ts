import { blogIdOf } from '../../plugins/kr_blog/research/blog-id';
import { postsPerMonth } from '../../plugins/kr_blog/research/blog-search-client';
import { diagnose } from '../../plugins/kr_blog/research/diagnose';
import { parseFeed } from '../../plugins/kr_blog/research/feed-client';
import { keywordKey } from '../../plugins/kr_blog/research/keyword-key';
import type { Measurement } from '../../plugins/kr_blog/research/measurement';
import { judge, setsOf } from '../../plugins/kr_blog/research/verdict';
import { durationSeconds } from '../../plugins/vid/research/data-api-client';

const m = (keyword: string, total: number, docs: number | null): Measurement => ({
  keyword,
  monthlySearches: { pc: Math.round(total / 5), mobile: total - Math.round(total / 5), total, below10: [] },
  competition: null,
  docs,
  postsPerMonth: null,
  measuredAt: '2026-11-25T00:00:00.000Z',
  cached: false,
});

describe('keyword research rules', () => {
  it('keys keywords as the tool does: no spaces inside Korean, lower case', () => {
    expect(keywordKey(' 캠핑  의자 ')).toBe('캠핑의자');
    expect(keywordKey('Seoul   Travel')).toBe('seoul travel');
  });

  it('gives verdicts by documents per monthly search', () => {
    expect(judge(m('a', 50, 10)).verdict).toBe('too_small');
    expect(judge(m('a', 1000, null)).verdict).toBe('unknown');
    expect(judge(m('a', 1000, 4999)).verdict).toBe('go');
    expect(judge(m('a', 1000, 29_999)).verdict).toBe('maybe');
    expect(judge(m('a', 1000, 30_000))).toMatchObject({ verdict: 'crowded', docsPerSearch: 30 });
  });

  it('sets a main with two to five subs of its intent, never a crowded or broader one', () => {
    const judged = [
      m('캠핑', 150_000, 6_800_000),
      m('캠핑의자', 21_700, 96_000),
      m('캠핑의자추천', 6_280, 21_400),
      m('캠핑테이블', 11_500, 72_000),
      m('초보캠핑준비물', 4_490, 9_800),
      m('제주도여행', 181_000, 100_000),
    ].map(judge);
    const sets = setsOf(judged);
    expect(sets).toHaveLength(1);
    expect(sets[0].main).toBe('캠핑의자');
    expect(sets[0].subs).toEqual(['캠핑의자추천', '캠핑테이블']);
    expect(sets[0].prompt).toContain('캠핑의자추천, 캠핑테이블');
  });

  it('counts posts of the last 30 days, or their pace when all 100 newest are newer', () => {
    const now = Date.UTC(2026, 10, 25);
    const day = (d: number) => new Date(now - d * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
    expect(postsPerMonth([{ postdate: day(1) }, { postdate: day(10) }, { postdate: day(40) }], now)).toBe(2);
    const hundredInTenDays = Array.from({ length: 100 }, (_, i) => ({ postdate: day(i / 10) }));
    expect(postsPerMonth(hundredInTenDays, now)).toBeGreaterThan(250);
    expect(postsPerMonth([{ postdate: 'garbage' }], now)).toBe(0);
  });
});

describe('blog diagnosis rules', () => {
  it('finds the blog id in every link form, and nothing in others', () => {
    expect(blogIdOf('my_blog')).toBe('my_blog');
    expect(blogIdOf('https://blog.naver.com/my_blog')).toBe('my_blog');
    expect(blogIdOf('blog.naver.com/my-blog/223000')).toBe('my-blog');
    expect(blogIdOf('https://m.blog.naver.com/my_blog/223000')).toBe('my_blog');
    expect(blogIdOf('https://blog.naver.com/PostView.naver?blogId=my_blog&logNo=1')).toBe('my_blog');
    for (const bad of [
      'x',
      'x'.repeat(41),
      'https://evil.example/my_blog',
      'blog.naver.com/PostView.naver',
      'a b',
      '%%%',
    ])
      expect(blogIdOf(bad)).toBeUndefined();
  });

  it('reads a feed with entities and CDATA, and refuses what is not RSS', () => {
    const items = parseFeed(
      '<?xml version="1.0"?><rss version="2.0"><channel><item><title><![CDATA[캠핑 & 후기]]></title><link>l</link><description>d &amp; e</description><pubDate>Tue, 24 Nov 2026 09:00:00 GMT</pubDate><category>캠핑</category></item></channel></rss>',
    );
    expect(items).toEqual([
      {
        title: '캠핑 & 후기',
        link: 'l',
        description: 'd & e',
        publishedAt: new Date('2026-11-24T09:00:00Z'),
        category: '캠핑',
      },
    ]);
    expect(() => parseFeed('<html>not a feed</html>')).toThrow();
  });

  it('tells dated and episode titles from search titles', () => {
    const at = (d: string) => new Date(d);
    const d = diagnose('b', [
      {
        title: '11월 20일 오늘의 일기',
        link: '',
        description: '',
        publishedAt: at('2026-11-20'),
        category: null,
      },
      { title: '[캠핑 12화] 가평', link: '', description: '', publishedAt: at('2026-11-13'), category: null },
      { title: '2026.11.01 산책', link: '', description: '', publishedAt: at('2026-11-01'), category: null },
      {
        title: '캠핑의자 추천 베스트 5',
        link: '',
        description: '',
        publishedAt: at('2026-10-20'),
        category: '캠핑',
      },
    ]);
    expect(d.datedOrEpisodeTitles.titles).toBe(3);
    expect(d.searchIntent).toMatchObject({ titles: 1, share: 0.25 });
    expect(d.postsPerMonth).toEqual([
      { month: '2026-11', posts: 3 },
      { month: '2026-10', posts: 1 },
    ]);
    expect(d.range.days).toBe(31);
  });
});

describe('video research rules', () => {
  it('reads ISO 8601 durations', () => {
    expect(durationSeconds('PT59S')).toBe(59);
    expect(durationSeconds('PT1M')).toBe(60);
    expect(durationSeconds('PT1H2M3S')).toBe(3723);
    expect(durationSeconds('P1DT1S')).toBe(86_401);
    expect(durationSeconds('nonsense')).toBe(0);
  });
});
