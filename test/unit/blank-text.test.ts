import { isBlank } from '../../core/text/blank';

describe('isBlank: text that would show nothing', () => {
  it.each([
    ['empty', ''],
    ['whitespace', ' \t\n\u00a0\u3000'],
    ['zero-width spaces', '\u200b\u200b'],
    ['word joiner', '\u2060'],
    ['byte order mark', '\ufeff'],
    ['joiners and marks', '\u200c\u200d\u200e\u200f\u00ad'],
    ['Hangul fillers', '\u3164\u115f\u1160\uffa0'],
    ['a mix', ' \u200b\n\u3164 '],
  ])('%s is blank', (_name, text) => {
    expect(isBlank(text)).toBe(true);
  });

  it.each([
    ['a letter among zero-width spaces', '\u200ba\u200b'],
    ['an emoji with a joiner', '👩\u200d💻'],
    ['a dot', '.'],
    ['Hangul', '한'],
  ])('%s is not', (_name, text) => {
    expect(isBlank(text)).toBe(false);
  });
});
