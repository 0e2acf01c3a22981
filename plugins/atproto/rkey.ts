import { createHash } from 'node:crypto';

/**
 * The record key a send writes its post under, derived from the send's stable key (the same for
 * every try of one attempt): the repo refuses a second record under the same key, so a repeated
 * send fails safely instead of posting twice, and the look-up after a lost answer is one read of
 * that key instead of a scan.
 *
 * Posts are keyed by TID in the post lexicon (`key: "tid"`), so the key takes a TID's shape: 13
 * characters of the sortable base32 alphabet, the first below `k` (the top bit is 0). Its bits
 * come from a hash of the send key, not from the clock: the key must not change between tries.
 */
const ALPHABET = '234567abcdefghijklmnopqrstuvwxyz';

export function rkeyForSend(sendKey: string): string {
  const digest = createHash('sha256').update(`fanout:${sendKey}`).digest();
  // 64 bits, top bit cleared, written 5 bits a character from the most significant end (13 × 5 = 65).
  let value = digest.readBigUInt64BE(0) & 0x7fff_ffff_ffff_ffffn;
  let out = '';
  for (let i = 0; i < 13; i += 1) {
    out = ALPHABET[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}

/** Whether `rkey` has a TID's shape (what the emulator checks for posts, as the lexicon asks). */
export function isTid(rkey: string): boolean {
  return /^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/.test(rkey);
}
