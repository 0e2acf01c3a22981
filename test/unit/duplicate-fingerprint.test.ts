import { createHash } from 'node:crypto';
import {
  chainFingerprint,
  DuplicateGuard,
  fingerprint,
  lockKey,
} from '../../core/services/posts/duplicate-guard';

describe('fingerprint (duplicate guard content key)', () => {
  it('is the SHA-256 hex of ["<NFC trimmed text>", [<media ids in order>]]: stored values stay comparable', () => {
    const expected = createHash('sha256').update('["Hello",["m1","m2"]]', 'utf8').digest('hex');
    expect(fingerprint('  Hello\n', ['m1', 'm2'])).toBe(expected);
    expect(fingerprint('x', [])).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is the same for the same text and media', () => {
    expect(fingerprint('Same post', ['a', 'b'])).toBe(fingerprint('Same post', ['a', 'b']));
    expect(new DuplicateGuard().fingerprint('Same post', ['a'])).toBe(fingerprint('Same post', ['a']));
  });

  it('ignores leading and trailing whitespace', () => {
    expect(fingerprint('\t hello world \n', [])).toBe(fingerprint('hello world', []));
  });

  it('takes composed and decomposed Unicode as the same text (NFC)', () => {
    const composed = 'caf\u00e9 \ud55c\uae00';
    const decomposed = 'cafe\u0301 \u1112\u1161\u11ab\u1100\u1173\u11af';
    expect(composed).not.toBe(decomposed);
    expect(fingerprint(decomposed, [])).toBe(fingerprint(composed, []));
  });

  it('keeps letter case and inner whitespace: they change what is shown', () => {
    expect(fingerprint('Hello', [])).not.toBe(fingerprint('hello', []));
    expect(fingerprint('a  b', [])).not.toBe(fingerprint('a b', []));
    expect(fingerprint('a\nb', [])).not.toBe(fingerprint('a b', []));
  });

  it('keeps the order of media ids (an ordered list: another order is another post)', () => {
    expect(fingerprint('t', ['a', 'b'])).not.toBe(fingerprint('t', ['b', 'a']));
  });

  it('tells other media apart, and media from none', () => {
    expect(fingerprint('t', ['a'])).not.toBe(fingerprint('t', ['b']));
    expect(fingerprint('t', ['a'])).not.toBe(fingerprint('t', []));
    expect(fingerprint('t', ['a'])).not.toBe(fingerprint('t', ['a', 'a']));
  });

  it('cannot be forged by moving characters between the text and the ids', () => {
    expect(fingerprint('a', ['b'])).not.toBe(fingerprint('ab', []));
    expect(fingerprint('a', ['b'])).not.toBe(fingerprint('a b', []));
    expect(fingerprint('', ['x'])).not.toBe(fingerprint('x', []));
    expect(fingerprint('a', ['b,c'])).not.toBe(fingerprint('a', ['b', 'c']));
    expect(fingerprint('a","b', [])).not.toBe(fingerprint('a', ['b']));
  });

  it('does not change the ids array it is given', () => {
    const ids = ['b', 'a'];
    fingerprint('t', ids);
    expect(ids).toEqual(['b', 'a']);
  });
});

describe('chainFingerprint', () => {
  it('is the single item fingerprint for a chain of one', () => {
    expect(chainFingerprint([{ content: ' One ', mediaIds: ['m'] }])).toBe(fingerprint('One', ['m']));
    expect(chainFingerprint([{ content: 'One' }])).toBe(fingerprint('One', []));
  });

  it('never equals a single post holding the items joined together', () => {
    const chain = chainFingerprint([{ content: 'First' }, { content: 'Second' }]);
    expect(chain).not.toBe(fingerprint('First\n\nSecond', []));
    expect(chain).not.toBe(fingerprint('FirstSecond', []));
    expect(chain).not.toBe(fingerprint('First', []));
  });

  it('depends on every item, its order and its media', () => {
    const base = chainFingerprint([{ content: 'A' }, { content: 'B', mediaIds: ['m'] }]);
    expect(chainFingerprint([{ content: 'A' }, { content: 'B', mediaIds: ['m'] }])).toBe(base);
    expect(chainFingerprint([{ content: 'B', mediaIds: ['m'] }, { content: 'A' }])).not.toBe(base);
    expect(chainFingerprint([{ content: 'A' }, { content: 'B' }])).not.toBe(base);
    expect(
      chainFingerprint([{ content: 'A' }, { content: 'B', mediaIds: ['m'] }, { content: 'C' }]),
    ).not.toBe(base);
    expect(chainFingerprint([{ content: ' A' }, { content: 'B\n', mediaIds: ['m'] }])).toBe(base);
  });
});

describe('lockKey (advisory lock keys)', () => {
  it('is a stable signed 64-bit integer per name, different per name', () => {
    const key = lockKey('account:acc_1');
    expect(typeof key).toBe('bigint');
    expect(key).toBe(lockKey('account:acc_1'));
    expect(key).not.toBe(lockKey('account:acc_2'));
    expect(key >= -(2n ** 63n) && key < 2n ** 63n).toBe(true);
  });
});
