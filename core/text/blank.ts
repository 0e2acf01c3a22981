/**
 * Characters that show nothing: whitespace, invisible format characters (Unicode category Cf:
 * zero-width space and joiners, word joiner, byte order mark, soft hyphen...) and the Hangul
 * fillers (U+115F, U+1160, U+3164, U+FFA0), which render as blank space.
 */
const INVISIBLE = /^[\s\p{Cf}\u115F\u1160\u3164\uFFA0]*$/u;

/** True when `text` would show nothing: empty, or made only of whitespace and invisible characters. */
export function isBlank(text: string): boolean {
  return INVISIBLE.test(text);
}
