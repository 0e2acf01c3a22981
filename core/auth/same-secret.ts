import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret someone sent equals ours, in constant time. Lengths are compared in bytes:
 * timingSafeEqual throws on buffers of unequal length, which a string of the same length in
 * characters but with a character outside ASCII gave (a 500 instead of a refusal).
 */
export function sameSecret(given: string | Buffer, expected: string | Buffer): boolean {
  const a = typeof given === 'string' ? Buffer.from(given) : given;
  const b = typeof expected === 'string' ? Buffer.from(expected) : expected;
  return a.length === b.length && timingSafeEqual(a, b);
}
