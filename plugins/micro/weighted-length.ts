import { isEmojiGrapheme } from '../../core/text/count';

/**
 * X's weighted text length, which is what the platform itself checks against 280: a URL always
 * costs 23 (it becomes a t.co link), an emoji costs 2 however many code points it is built from,
 * and everything outside a few Latin and punctuation ranges costs 2 per code point.
 */

const URL_WEIGHT = 23;
const EMOJI_WEIGHT = 2;

/**
 * http(s) links up to whitespace. Trailing sentence punctuation is left out of the link, as X's
 * own link detection does, so "see https://a.example." is the link plus one full stop.
 */
const URL_PATTERN = /https?:\/\/\S+?(?=[.,;:!?'")\]}]*(?:\s|$))/giu;

/** The code point ranges X counts as 1; all others count 2. */
const LIGHT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

export function weightedLength(text: string): number {
  const normalized = text.normalize('NFC');
  let total = 0;
  let cursor = 0;
  for (const match of normalized.matchAll(URL_PATTERN)) {
    total += plainWeight(normalized.slice(cursor, match.index)) + URL_WEIGHT;
    cursor = match.index + match[0].length;
  }
  return total + plainWeight(normalized.slice(cursor));
}

function plainWeight(text: string): number {
  let total = 0;
  for (const { segment } of graphemes.segment(text)) {
    total += isEmojiGrapheme(segment) ? EMOJI_WEIGHT : codePointsWeight(segment);
  }
  return total;
}

function codePointsWeight(segment: string): number {
  let total = 0;
  for (const char of segment) total += isLight(char.codePointAt(0) ?? 0) ? 1 : 2;
  return total;
}

function isLight(codePoint: number): boolean {
  return LIGHT_RANGES.some(([low, high]) => codePoint >= low && codePoint <= high);
}
