import { nestsDeeperThan } from '../../api/middleware/body';
import { escapeUnstorable, findUnstorable, storableReviver, textProblem } from '../../core/text/storable';

describe('text the database cannot hold', () => {
  it('is NUL and a lone surrogate, high or low; a whole surrogate pair is fine', () => {
    expect(textProblem('a\u0000b')).toBe('nul');
    expect(textProblem('a\ud800b')).toBe('surrogate');
    expect(textProblem('a\udc00')).toBe('surrogate');
    expect(textProblem('\ud83d')).toBe('surrogate');
    expect(textProblem('\ude00\ud83d')).toBe('surrogate');
    expect(textProblem('a😀b \u0001 \ufffd 한국어')).toBeUndefined();
  });

  it('is written as its JSON escape where it must be shown or stored', () => {
    expect(escapeUnstorable('a\u0000b\ud800c😀')).toBe('a\\u0000b\\ud800c😀');
  });

  it('is found in bodies by field, keys included, in document order', () => {
    const body = {
      content: 'fine',
      threadItems: [{ content: 'ok' }, { content: 'bad\ud800' }],
      options: { social: { content: 'x\u0000' }, ['k\u0000']: 1 },
    };
    expect(findUnstorable(body)).toEqual([
      { path: ['threadItems', '1', 'content'], problem: 'surrogate' },
      { path: ['options', 'social', 'content'], problem: 'nul' },
      { path: ['options', 'k\u0000'], problem: 'nul' },
    ]);
    expect(findUnstorable({ a: ['x', { b: 'y' }] })).toEqual([]);
    expect(findUnstorable(['\u0000'])).toEqual([{ path: ['0'], problem: 'nul' }]);
  });

  it('walks any depth without recursion, and stops at the limit', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorable(deep)).toHaveLength(1);
    expect(findUnstorable(Array(50).fill('\u0000'), 20)).toHaveLength(20);
  });

  it('is escaped, keys too, by the reviver that makes the logged copy of a body', () => {
    const text = JSON.stringify({ content: 'a\u0000', ['k\ud800']: ['b\udc00'], fine: { n: 1 } });
    expect(JSON.parse(text, storableReviver)).toEqual({
      content: 'a\\u0000',
      'k\\ud800': ['b\\udc00'],
      fine: { n: 1 },
    });
  });
});

describe('how deep a JSON body nests, counted on its text', () => {
  it('counts arrays and objects, and nothing inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`["\\\\",${'['.repeat(3)}]]]]`, 3)).toBe(true);
  });

  it('takes exactly the limit and refuses one more', () => {
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(nestsDeeperThan(nested(64), 64)).toBe(false);
    expect(nestsDeeperThan(nested(65), 64)).toBe(true);
    expect(nestsDeeperThan(nested(1_000_000), 64)).toBe(true);
  });
});
