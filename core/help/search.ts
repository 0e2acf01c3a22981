import type { HelpEntry } from './answer';

/**
 * Finds answers for a short question in any language: every answer is indexed with the words of
 * all its locales, so a Korean question finds an answer read in English and the other way round.
 * Korean attaches particles and endings to words (업로드하려면, 동영상을), so Hangul is also indexed
 * as character pairs, which match whatever ending a word carries.
 */

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const HANGUL_RUN = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]+/g;

/** Words that say nothing about what is asked. */
const STOPWORDS = new Set(
  (
    'a an and are as at be by can do does for from get got how i if in into is it its me my of on or ' +
    'so that the this to what when where which who why will with you your'
  ).split(' '),
);

/**
 * Korean question words and endings, whole or as the character pairs they leave in a word
 * (업로드하나요 has 하나, 나요): every question has them, so they would rank questions, not topics.
 */
const KOREAN_STOPS = new Set(
  (
    '어떻게 어떻 떻게 하나요 하나 나요 해야 해요 하려면 하려 려면 되나요 되나 있나요 있나 하면 어디 어디서 ' +
    '무엇 뭔가 왜 수 할 주세요 세요 싶어요 싶어 어요 은지 는지 인가요 인가 가요 까요 나요'
  ).split(' '),
);

/** A crude English stem: enough that upload, uploads, uploaded and uploading meet. */
function stem(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length <= 3) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('es') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** The search terms of a text. */
export function terms(text: string): string[] {
  const out = new Set<string>();
  for (const raw of text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)) {
    if (!raw || STOPWORDS.has(raw)) continue;
    if (HANGUL.test(raw)) {
      if (KOREAN_STOPS.has(raw)) continue;
      out.add(raw);
      for (const run of raw.match(HANGUL_RUN) ?? []) {
        const pairs = run.length === 1 ? [run] : [...run.slice(1)].map((c, i) => run[i] + c);
        for (const pair of pairs) if (!KOREAN_STOPS.has(pair)) out.add(pair);
      }
      continue;
    }
    out.add(raw);
    // An error code is found by its whole name and by its parts.
    if (raw.includes('_'))
      for (const part of raw.split('_')) if (part && !STOPWORDS.has(part)) out.add(stem(part));
    out.add(stem(raw));
  }
  return [...out];
}

interface Indexed {
  entry: HelpEntry;
  /** Each term with the weight of the best field it appears in: codes and titles say more than bodies. */
  weights: Map<string, number>;
}

const TITLE_WEIGHT = 3;
const CODE_WEIGHT = 5;
const BODY_WEIGHT = 1;

export class HelpSearch {
  private readonly indexed: Indexed[];
  private readonly idf = new Map<string, number>();

  constructor(entries: readonly HelpEntry[]) {
    this.indexed = entries.map((entry) => {
      const weights = new Map<string, number>();
      const add = (text: string, weight: number) => {
        for (const t of terms(text)) weights.set(t, Math.max(weights.get(t) ?? 0, weight));
      };
      for (const { title, body } of Object.values(entry.text)) {
        add(body, BODY_WEIGHT);
        add(title, TITLE_WEIGHT);
      }
      // A code asked by its full name points at the answers about it; its parts (media, large) are only words.
      for (const code of entry.codes) weights.set(code, CODE_WEIGHT);
      add(entry.id.replace(/-/g, ' '), TITLE_WEIGHT);
      return { entry, weights };
    });
    // Rare terms decide; a term in nearly every answer (post, channel, 합니다) barely counts.
    const df = new Map<string, number>();
    for (const { weights } of this.indexed) for (const t of weights.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    const n = this.indexed.length;
    for (const [t, count] of df) this.idf.set(t, Math.log(1 + n / count));
  }

  /** The best `limit` of `among` for the question, best first; answers sharing nothing with it are left out. */
  find(question: string, among: ReadonlySet<string>, limit: number): HelpEntry[] {
    const asked = terms(question);
    return this.indexed
      .filter((i) => among.has(i.entry.id))
      .map((i, order) => {
        let score = 0;
        for (const t of asked) score += (i.weights.get(t) ?? 0) * (this.idf.get(t) ?? 0);
        return { entry: i.entry, score, order };
      })
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, limit)
      .map((s) => s.entry);
  }
}
