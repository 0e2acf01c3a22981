import { codePoints, lengthWithEmojiAsBytes, utf16Units, utf8Bytes } from '../../core/text/count';

const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}'; // 👨‍👩‍👧‍👦: 4 emoji joined by 3 ZWJs
const FLAG = '\u{1F1F0}\u{1F1F7}'; // 🇰🇷: two regional indicators
const THUMBS_TONED = '\u{1F44D}\u{1F3FD}'; // 👍🏽: emoji and skin-tone modifier
const KEYCAP_ONE = '1\uFE0F\u20E3'; // 1️⃣
const E_ACUTE_COMBINING = 'e\u0301'; // é as a letter and a combining accent

describe('text counting', () => {
  it('counts ASCII the same in every unit', () => {
    const text = 'Hello, world!';
    expect([codePoints(text), utf8Bytes(text), utf16Units(text), lengthWithEmojiAsBytes(text)]).toEqual([
      13, 13, 13, 13,
    ]);
  });

  it('counts CJK as one character of three UTF-8 bytes, not as emoji', () => {
    const text = '안녕하세요 世界';
    expect(codePoints(text)).toBe(8);
    expect(utf8Bytes(text)).toBe(7 * 3 + 1);
    expect(utf16Units(text)).toBe(8);
    expect(lengthWithEmojiAsBytes(text)).toBe(8);
  });

  it('counts an astral emoji as one code point, two UTF-16 units, four bytes', () => {
    const smile = '\u{1F600}';
    expect(codePoints(smile)).toBe(1);
    expect(utf16Units(smile)).toBe(2);
    expect(utf8Bytes(smile)).toBe(4);
    expect(lengthWithEmojiAsBytes(`hi ${smile}`)).toBe(3 + 4);
  });

  it('counts a text-style pictograph such as ❤ by its bytes too', () => {
    expect(lengthWithEmojiAsBytes('\u2764')).toBe(3);
    expect(lengthWithEmojiAsBytes('\u2764\uFE0F')).toBe(6);
  });

  it('counts a flag as the bytes of both regional indicators', () => {
    expect(codePoints(FLAG)).toBe(2);
    expect(lengthWithEmojiAsBytes(FLAG)).toBe(8);
  });

  it('counts a ZWJ family as one cluster costing all its bytes', () => {
    expect(codePoints(FAMILY)).toBe(7);
    expect(utf8Bytes(FAMILY)).toBe(4 * 4 + 3 * 3);
    expect(lengthWithEmojiAsBytes(FAMILY)).toBe(25);
  });

  it('counts skin tones and keycaps as part of their emoji', () => {
    expect(lengthWithEmojiAsBytes(THUMBS_TONED)).toBe(8);
    expect(lengthWithEmojiAsBytes(KEYCAP_ONE)).toBe(1 + 3 + 3);
  });

  it('counts combining marks as code points, not as emoji bytes', () => {
    expect(codePoints(E_ACUTE_COMBINING)).toBe(2);
    expect(utf8Bytes(E_ACUTE_COMBINING)).toBe(1 + 2);
    expect(lengthWithEmojiAsBytes(E_ACUTE_COMBINING)).toBe(2);
  });

  it('counts a lone surrogate as the three bytes of its replacement character', () => {
    expect(utf8Bytes('\uD83D')).toBe(3);
    expect(utf8Bytes('\uD83D')).toBe(new TextEncoder().encode('\uD83D').length);
  });

  it('counts the empty string as zero', () => {
    expect([codePoints(''), utf8Bytes(''), utf16Units(''), lengthWithEmojiAsBytes('')]).toEqual([0, 0, 0, 0]);
  });
});
