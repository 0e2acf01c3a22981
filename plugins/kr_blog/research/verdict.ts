import { keywordKey } from './keyword-key';
import type { Measurement } from './measurement';

/**
 * A keyword's verdict: `go` (searched, and few posts answer it), `maybe` (searched, crowded),
 * `crowded` (many posts for each search), `too_small` (under 100 searches a month), `unknown`
 * (no document count). The thresholds are documents per monthly search.
 */
export type Verdict = 'go' | 'maybe' | 'crowded' | 'too_small' | 'unknown';

export const VERDICT_RULES = {
  minSearches: 100,
  goBelowDocsPerSearch: 5,
  maybeBelowDocsPerSearch: 30,
} as const;

export interface Judged extends Measurement {
  verdict: Verdict;
  /** Documents per monthly search (lower is easier); null without documents or searches. */
  docsPerSearch: number | null;
  reason: string;
}

export function judge(m: Measurement): Judged {
  const total = m.monthlySearches.total;
  const ratio = m.docs === null || total === 0 ? null : m.docs / total;
  // Judged on the exact ratio; shown rounded.
  const docsPerSearch = ratio === null ? null : Math.round(ratio * 100) / 100;
  const of = (verdict: Verdict, reason: string): Judged => ({ ...m, verdict, docsPerSearch, reason });
  if (total < VERDICT_RULES.minSearches)
    return of(
      'too_small',
      `${total} searches a month; under ${VERDICT_RULES.minSearches} is too few to write for.`,
    );
  if (ratio === null) return of('unknown', 'Measured without the blog document count.');
  if (ratio < VERDICT_RULES.goBelowDocsPerSearch)
    return of('go', `${docsPerSearch} blog documents per monthly search: few posts answer it.`);
  if (ratio < VERDICT_RULES.maybeBelowDocsPerSearch)
    return of('maybe', `${docsPerSearch} blog documents per monthly search: a post must stand out.`);
  return of('crowded', `${docsPerSearch} blog documents per monthly search: many posts answer it already.`);
}

export interface KeywordSet {
  main: string;
  subs: string[];
  /** A ready-to-paste writing prompt for the set, following the SEO check's placement rules. */
  prompt: string;
}

const RANK: Record<Verdict, number> = { go: 3, maybe: 2, unknown: 1, crowded: 0, too_small: -1 };

/**
 * Sets of one main keyword and two to five sub keywords of the same intent: keywords that share
 * their head (the first two Korean syllables, or the first word) with the main or contain it,
 * neither crowded nor broader than the main. The main is the most searched keyword worth writing
 * for that has two such subs; subs are the best of the rest.
 */
export function setsOf(judged: Judged[]): KeywordSet[] {
  const usable = judged
    .filter((k) => k.verdict !== 'too_small')
    .sort((a, b) => b.monthlySearches.total - a.monthlySearches.total);
  const used = new Set<string>();
  const sets: KeywordSet[] = [];
  for (const main of usable) {
    if (used.has(main.keyword) || main.verdict === 'crowded') continue;
    const subs = usable
      .filter(
        (k) =>
          k.keyword !== main.keyword &&
          !used.has(k.keyword) &&
          k.verdict !== 'crowded' &&
          !broader(k.keyword, main.keyword) &&
          sameIntent(main.keyword, k.keyword),
      )
      .sort((a, b) => RANK[b.verdict] - RANK[a.verdict] || b.monthlySearches.total - a.monthlySearches.total)
      .slice(0, 5);
    if (subs.length < 2) continue;
    [main, ...subs].forEach((k) => used.add(k.keyword));
    const subWords = subs.map((s) => s.keyword);
    sets.push({ main: main.keyword, subs: subWords, prompt: promptOf(main.keyword, subWords) });
  }
  return sets;
}

function head(keyword: string): string {
  const key = keywordKey(keyword);
  return /[\uac00-\ud7a3]/.test(key) ? key.slice(0, 2) : key.split(' ')[0];
}

/** `a` is a shorter form inside `b` (캠핑 in 캠핑의자): a broader search, not a sub of it. */
function broader(a: string, b: string): boolean {
  return keywordKey(b).includes(keywordKey(a));
}

function sameIntent(a: string, b: string): boolean {
  const [ka, kb] = [keywordKey(a), keywordKey(b)];
  return ka.includes(kb) || kb.includes(ka) || head(a) === head(b);
}

/** In Korean: the blog is Korean; the rules are those POST /v1/kr/seo/check checks. */
function promptOf(main: string, subs: string[]): string {
  return [
    `'${main}'을(를) 메인 키워드로 블로그 글을 써 주세요.`,
    `- 소제목은 서브 키워드와 하나씩 맞춰 주세요: ${subs.join(', ')}`,
    `- 메인 키워드 '${main}'은(는) 본문에 3~5번 자연스럽게 넣어 주세요.`,
    '- 태그는 12~15개로, 모두 본문에 나오는 말로 골라 주세요.',
    '- 처음 세 문단에는 상품명을 넣지 마세요.',
    '- 사진마다 10자 이상의 설명을 달아 주세요.',
  ].join('\n');
}
