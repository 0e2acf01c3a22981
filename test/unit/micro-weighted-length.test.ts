import { weightedLength } from '../../plugins/micro/weighted-length';

describe('micro weightedLength', () => {
  it('counts ASCII one per character', () => {
    expect(weightedLength('Hello, world!')).toBe(13);
    expect(weightedLength('')).toBe(0);
  });

  it('counts Latin-1 and other text below U+1100 as 1', () => {
    expect(weightedLength('café déjà vu')).toBe(12);
    expect(weightedLength('Привет')).toBe(6);
  });

  it('counts CJK as 2 per character', () => {
    expect(weightedLength('日本語')).toBe(6);
    expect(weightedLength('한국어')).toBe(6);
    expect(weightedLength('abc中')).toBe(5);
  });

  it('counts an emoji as 2', () => {
    expect(weightedLength('😀')).toBe(2);
    expect(weightedLength('hi 👋')).toBe(5);
  });

  it('counts a ZWJ family sequence as one emoji', () => {
    expect(weightedLength('👨‍👩‍👧‍👦')).toBe(2);
  });

  it('counts a flag as one emoji', () => {
    expect(weightedLength('🇰🇷')).toBe(2);
    expect(weightedLength('🇰🇷🇯🇵')).toBe(4);
  });

  it('counts an emoji with a skin tone as one emoji', () => {
    expect(weightedLength('👍🏽')).toBe(2);
  });

  it('counts a keycap as one emoji', () => {
    expect(weightedLength('1️⃣')).toBe(2);
  });

  it('counts any http(s) URL as 23 however long', () => {
    expect(weightedLength('https://t.co')).toBe(23);
    expect(weightedLength(`https://example.com/${'x'.repeat(200)}`)).toBe(23);
    expect(weightedLength('see http://example.com/a?b=c now')).toBe(4 + 23 + 4);
  });

  it('leaves trailing punctuation out of a URL', () => {
    expect(weightedLength('(https://example.com).')).toBe(1 + 23 + 2);
  });

  it('normalises to NFC first: e + combining acute counts 1', () => {
    expect(weightedLength('e\u0301')).toBe(1);
    expect(weightedLength('\u00e9')).toBe(1);
  });

  it('weighs the general punctuation ranges as 1', () => {
    expect(weightedLength('\u2014')).toBe(1); // em dash
    expect(weightedLength('\u2019')).toBe(1); // right single quotation mark
    expect(weightedLength('\u2002\u200d\u2010\u201f\u2032\u2037')).toBe(6);
  });

  it('weighs punctuation just outside those ranges as 2', () => {
    expect(weightedLength('\u200e')).toBe(2); // left-to-right mark
    expect(weightedLength('\u2026')).toBe(2); // ellipsis
  });
});
