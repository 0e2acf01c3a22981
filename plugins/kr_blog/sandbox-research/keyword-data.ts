import { createHash } from 'node:crypto';
import { keywordKey as toolForm } from '../research/keyword-key';

export { toolForm };

/**
 * The sandbox's keyword market: deterministic, realistic numbers for any keyword, so the keyword
 * tool, the blog search and the autocomplete emulators agree with each other and with themselves
 * from one run to the next. A few well-known keywords have hand-picked numbers; every other
 * keyword gets numbers from a hash of its text.
 */

export interface KeywordFacts {
  /** Monthly searches on computers and on phones; under 10 is answered as the string "< 10". */
  pc: number;
  mobile: number;
  /** The keyword tool's competition label. */
  compIdx: '낮음' | '중간' | '높음';
  /** Blog documents the blog search finds. */
  docs: number;
  /** New blog posts a month. */
  postsPerMonth: number;
}

/** [pc, mobile, documents, new posts a month] */
const KNOWN: Record<string, [number, number, number, number]> = {
  제주도여행: [33_100, 148_000, 4_210_000, 9_800],
  제주도맛집: [21_900, 135_000, 2_950_000, 7_400],
  제주도가볼만한곳: [9_900, 60_500, 610_000, 1_450],
  제주도여행코스: [6_600, 40_500, 392_000, 610],
  제주도렌트카: [5_400, 22_200, 138_000, 240],
  제주도숙소추천: [2_400, 14_800, 51_300, 96],
  캠핑: [40_500, 110_000, 6_800_000, 12_000],
  캠핑장비: [4_400, 12_100, 410_000, 520],
  캠핑장비추천: [1_900, 8_100, 88_000, 140],
  캠핑의자: [3_600, 18_100, 96_000, 150],
  캠핑의자추천: [880, 5_400, 21_400, 44],
  캠핑테이블: [1_600, 9_900, 72_000, 90],
  초보캠핑준비물: [590, 3_900, 9_800, 22],
  다이어트식단: [12_100, 74_000, 1_020_000, 2_300],
  에어프라이어레시피: [2_900, 27_100, 210_000, 380],
  seoultravel: [1_300, 2_400, 38_000, 60],
  koreanskincare: [880, 1_600, 24_000, 31],
};

/** Suffixes people type after a Korean seed, and after an English one. */
const KO_SUFFIXES = ['추천', '후기', '가격', '방법', '코스', '준비물', '비교', '순위'];
const EN_SUFFIXES = ['tips', 'review', 'best', 'guide', 'price', 'vs'];

function hash(text: string, salt: string): number {
  return createHash('sha256').update(`${salt}:${text}`).digest().readUInt32BE(0);
}

export function keywordFacts(keyword: string): KeywordFacts {
  const key = toolForm(keyword);
  const known = KNOWN[key];
  const h = hash(key, 'volume');
  const compIdx = (['낮음', '중간', '높음'] as const)[h % 3];
  if (known) return { pc: known[0], mobile: known[1], compIdx, docs: known[2], postsPerMonth: known[3] };
  // Most made-up keywords are small; one in nine is hardly searched at all ("< 10").
  if (h % 9 === 0)
    return { pc: 0, mobile: 0, compIdx: '낮음', docs: hash(key, 'docs') % 400, postsPerMonth: 1 };
  const total = Math.round(10 ** (1.3 + ((h >>> 4) % 3000) / 1000));
  const pcShare = 0.12 + ((h >>> 8) % 25) / 100;
  const pc = Math.max(10, Math.round(total * pcShare));
  const mobile = Math.max(10, total - pc);
  // Documents per monthly search: from 0.3 (an open niche) to 90 (a crowded one).
  const ratio = 0.3 + (hash(key, 'docs') % 9000) / 100;
  const docs = Math.round((pc + mobile) * ratio);
  return { pc, mobile, compIdx, docs, postsPerMonth: Math.max(1, Math.round(docs / 400)) };
}

/** The keyword tool's related keywords for one hint: itself first, then three of its longer forms. */
export function relatedKeywords(hint: string): string[] {
  const key = toolForm(hint);
  const korean = /[\uac00-\ud7a3]/.test(key);
  const suffixes = korean ? KO_SUFFIXES : EN_SUFFIXES;
  const start = hash(key, 'related') % suffixes.length;
  const picked = [0, 1, 2].map((i) => suffixes[(start + i) % suffixes.length]);
  return [key, ...picked.map((s) => (korean ? `${key}${s}` : `${key} ${s}`))];
}

/**
 * What the autocomplete offers for a seed as typed: up to ten words, each starting with the seed.
 * A seed that is not a word (no letters, or one in thirteen made-up ones) gets nothing, as real
 * autocomplete does for text nobody types.
 */
export function autocompleteWords(seed: string): string[] {
  const typed = seed.trim().replace(/\s+/g, ' ');
  if (!/[\p{L}]/u.test(typed) || (!(toolForm(typed) in KNOWN) && hash(typed, 'ac') % 13 === 0)) return [];
  const korean = /[\uac00-\ud7a3]/.test(typed);
  const suffixes = korean ? KO_SUFFIXES : EN_SUFFIXES;
  const start = hash(typed, 'ac') % suffixes.length;
  const count = 4 + (hash(typed, 'ac-count') % 5);
  const words = [typed];
  for (let i = 0; i < count && i < suffixes.length; i += 1)
    words.push(`${typed} ${suffixes[(start + i) % suffixes.length]}`);
  return words;
}
