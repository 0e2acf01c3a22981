import type { FeedItem } from './feed-client';

/** The feed's latest posts read (spec: at most 50). */
export const DIAGNOSIS_POSTS = 50;

/** Words that say a title answers a search: what people type when they look something up. */
export const SEARCH_INTENT_WORDS = [
  '추천',
  '후기',
  '방법',
  '비교',
  '가격',
  '정리',
  '총정리',
  '리뷰',
  '하는법',
  '뜻',
  '차이',
  '순위',
  '베스트',
  '가는',
  '코스',
  '준비물',
  '꿀팁',
  '팁',
  '장단점',
  '사용법',
  'best',
  'review',
  'how',
  'vs',
  'guide',
  'tips',
  'price',
];

/** A title that starts with a date (11/20, 2026.11.20, 11월 20일) or an episode label ([12화], 3편, EP.4, #5, Day 3). */
const DATED_OR_EPISODE =
  /^\s*[[(]?\s*(?:\d{2,4}[./-]\d{1,2}(?:[./-]\d{1,2})?|\d{1,2}월\s*\d{1,2}일|\d+\s*(?:화|회|편|탄|일차)|[^\]\s]*\s*\d+\s*(?:화|회|편)\]|ep\.?\s*\d+|#\d+|day\s*\d+)/i;

const STOP_WORDS = new Set(['그리고', '오늘', '이야기', '정말', 'the', 'and', 'for', 'with']);

export interface Diagnosis {
  blogId: string;
  postsRead: number;
  searchIntent: { share: number; titles: number; words: Array<{ word: string; titles: number }> };
  datedOrEpisodeTitles: { share: number; titles: number; examples: string[] };
  postsPerMonth: Array<{ month: string; posts: number }>;
  categories: Array<{ name: string; posts: number }>;
  repeatedTitleWords: Array<{ word: string; count: number }>;
  range: { from: string | null; to: string | null; days: number | null };
  advice: string[];
}

/** What the latest posts of a blog say about how it writes (spec: GET /v1/kr/blog/diagnose). */
export function diagnose(blogId: string, feed: FeedItem[]): Diagnosis {
  const posts = [...feed]
    .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0))
    .slice(0, DIAGNOSIS_POSTS);
  const n = posts.length;
  const share = (count: number) => (n === 0 ? 0 : Math.round((count / n) * 1000) / 1000);
  const lower = posts.map((p) => p.title.toLowerCase());
  const intentWords = SEARCH_INTENT_WORDS.map((word) => ({
    word,
    titles: lower.filter((t) => t.includes(word)).length,
  }))
    .filter((w) => w.titles > 0)
    .sort((a, b) => b.titles - a.titles);
  const withIntent = lower.filter((t) => SEARCH_INTENT_WORDS.some((w) => t.includes(w))).length;
  const dated = posts.filter((p) => DATED_OR_EPISODE.test(p.title));
  const months = new Map<string, number>();
  for (const p of posts) {
    if (!p.publishedAt) continue;
    const month = p.publishedAt.toISOString().slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + 1);
  }
  const categories = new Map<string, number>();
  for (const p of posts) if (p.category) categories.set(p.category, (categories.get(p.category) ?? 0) + 1);
  const words = new Map<string, number>();
  for (const p of posts) {
    const seen = new Set(
      p.title
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => [...w].length >= 2 && !STOP_WORDS.has(w) && !/^\d+$/.test(w)),
    );
    for (const w of seen) words.set(w, (words.get(w) ?? 0) + 1);
  }
  const dates = posts.flatMap((p) => (p.publishedAt ? [p.publishedAt.getTime()] : []));
  const from = dates.length ? new Date(Math.min(...dates)) : null;
  const to = dates.length ? new Date(Math.max(...dates)) : null;
  const result: Diagnosis = {
    blogId,
    postsRead: n,
    searchIntent: { share: share(withIntent), titles: withIntent, words: intentWords },
    datedOrEpisodeTitles: {
      share: share(dated.length),
      titles: dated.length,
      examples: dated.slice(0, 3).map((p) => p.title),
    },
    postsPerMonth: [...months.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([month, count]) => ({ month, posts: count })),
    categories: [...categories.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([name, count]) => ({ name, posts: count })),
    repeatedTitleWords: [...words.entries()]
      .filter(([, count]) => count >= 2)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 15)
      .map(([word, count]) => ({ word, count })),
    range: {
      from: from?.toISOString() ?? null,
      to: to?.toISOString() ?? null,
      days: from && to ? Math.round((to.getTime() - from.getTime()) / 86_400_000) : null,
    },
    advice: [],
  };
  result.advice = adviceOf(result);
  return result;
}

function adviceOf(d: Diagnosis): string[] {
  const advice: string[] = [];
  if (d.searchIntent.share < 0.3)
    advice.push(
      'Few titles carry a search-intent word (추천, 후기, 방법...): titles written for search are found more.',
    );
  if (d.datedOrEpisodeTitles.share > 0.3)
    advice.push(
      'Many titles start with a date or an episode label: searchers read the start of a title; put the keyword first.',
    );
  const recent = d.postsPerMonth[0]?.posts ?? 0;
  if (recent < 4)
    advice.push('Fewer than four posts in the latest month: a steadier pace keeps the blog visible.');
  return advice;
}
