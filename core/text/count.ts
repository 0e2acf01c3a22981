/**
 * Ways channels measure text. Each platform counts length its own way, and a limit checked with
 * the wrong unit lets through posts the platform then refuses, so every rule names its unit.
 * Pure functions with no Node APIs, so any layer can use them.
 */

/** Unicode code points: what most people mean by "characters" (a surrogate pair is one). */
export function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Length once encoded as UTF-8; a lone surrogate becomes U+FFFD (3 bytes), as TextEncoder does. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    if (cp < 0x80) bytes += 1;
    else if (cp < 0x800) bytes += 2;
    else if (cp < 0x10000) bytes += 3;
    else bytes += 4;
  }
  return bytes;
}

/** JavaScript string length: what platforms written in Java or JavaScript often count. */
export function utf16Units(text: string): number {
  return text.length;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Grapheme clusters: what a reader sees as one character (a ZWJ family, a flag, a letter with its
 * combining marks, a Hangul syllable spelled in jamo). Networks that count this way (Bluesky's
 * 300) refuse by what people see, so any other unit misjudges emoji and accents.
 */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const REGIONAL_INDICATOR = /\p{Regional_Indicator}/u;
// Keycaps (1️⃣, #️⃣) are emoji built on plain ASCII, so Extended_Pictographic misses them.
const KEYCAP = '\u20E3';

/** True when one grapheme cluster is an emoji: a pictograph, a flag or a keycap. */
export function isEmojiGrapheme(grapheme: string): boolean {
  return PICTOGRAPHIC.test(grapheme) || REGIONAL_INDICATOR.test(grapheme) || grapheme.includes(KEYCAP);
}

/**
 * The service's own rule (spec: "Emoji count as UTF-8 bytes"): code points, except that each
 * emoji, taken as the whole cluster the reader sees (skin tones, ZWJ families, flags), costs its
 * UTF-8 bytes. Counting per cluster matters: a family emoji is one picture but 25 bytes.
 */
export function lengthWithEmojiAsBytes(text: string): number {
  let length = 0;
  for (const { segment } of graphemes.segment(text)) {
    length += isEmojiGrapheme(segment) ? utf8Bytes(segment) : codePoints(segment);
  }
  return length;
}

/** The counting rules any channel can declare besides micro's own `weighted` (core/channels/plugin.ts TextCounting). */
export type SharedCounting = 'characters' | 'utf8-bytes' | 'utf16-units' | 'graphemes';

/** The length of `text` under a declared counting rule; `characters` is the service rule (emoji as bytes). */
export function lengthByRule(counting: SharedCounting, text: string): number {
  switch (counting) {
    case 'utf8-bytes':
      return utf8Bytes(text);
    case 'utf16-units':
      return utf16Units(text);
    case 'graphemes':
      return graphemeCount(text);
    case 'characters':
      return lengthWithEmojiAsBytes(text);
  }
}
