import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, lower case

let lastTime = -1;
let sequence = 0;

/**
 * Ids that sort by creation time (a 10-character time part, then 12 more), so newest-first listing
 * and `before` paging work on the id alone. Within one millisecond of one process the next 4
 * characters count up, so rows made in a loop (a post's targets) keep their order; the last 8
 * are random. `prefix` says what the id names.
 */
export function newId(prefix: string, now = Date.now()): string {
  if (now > lastTime) {
    lastTime = now;
    sequence = randomBytes(2).readUInt16BE() % 1024; // leave room to count up
  } else {
    now = lastTime;
    sequence += 1;
  }
  const random = [...randomBytes(8)].map((byte) => ALPHABET[byte % 32]).join('');
  return `${prefix}_${base32(now, 10)}${base32(sequence, 4)}${random}`;
}

function base32(value: number, width: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < width; i += 1) {
    out = ALPHABET[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

/**
 * The smallest id `newId(prefix)` could make at `time`: every id made earlier sorts below it, every
 * id made then or later sorts at or above, so a range of ids is a range of creation times.
 */
export function idAt(prefix: string, time: number): string {
  return `${prefix}_${base32(time, 10)}`;
}

/** True when `value` has the shape `newId(prefix)` gives: a paging cursor must be one. */
export function isIdOf(prefix: string, value: string): boolean {
  return new RegExp(`^${prefix}_[${ALPHABET}]{22}$`).test(value);
}

/** A random token of `bytes` bytes, URL-safe. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
