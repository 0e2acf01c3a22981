import { SecretBox, hashApiKey } from '../../core/secrets';

describe('secrets', () => {
  it('seals credentials so that they open only with the same secret', () => {
    const box = new SecretBox('a'.repeat(32));
    const sealed = box.seal({ botToken: '123:abc' });
    expect(sealed).not.toContain('123:abc');
    expect(box.open(sealed)).toEqual({ botToken: '123:abc' });
    expect(() => new SecretBox('b'.repeat(32)).open(sealed)).toThrow();
  });

  it('hashes API keys one way', () => {
    expect(hashApiKey('fo_key')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey('fo_key')).not.toBe(hashApiKey('fo_key2'));
  });
});
