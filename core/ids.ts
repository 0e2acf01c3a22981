import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, lower case

/**
 * Ids that sort by creation time (a 10-character time part, then 12 random characters), so
 * newest-first listing and `before` paging work on the id alone. `prefix` says what it names.
 */
export function newId(prefix: string, now = Date.now()): string {
  let time = '';
  let rest = now;
  for (let i = 0; i < 10; i += 1) {
    time = ALPHABET[rest % 32] + time;
    rest = Math.floor(rest / 32);
  }
  const bytes = randomBytes(12);
  let random = '';
  for (const byte of bytes) random += ALPHABET[byte % 32];
  return `${prefix}_${time}${random}`;
}

/** A random token of `bytes` bytes, URL-safe. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
