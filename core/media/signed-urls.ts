import { createHmac } from 'node:crypto';
import { sameSecret } from '../auth/same-secret';

/** What a signed token lets its bearer do: put the bytes of one media, or read them. */
export type SignedAction = 'upload' | 'download';

export interface SignedClaim {
  action: SignedAction;
  mediaId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/**
 * Tokens for the upload and download URLs the API serves itself: `<action>.<mediaId>.<expiry>.<mac>`
 * with an HMAC-SHA256 over the first three parts, keyed by a key derived from the service secret
 * (so it never doubles as the key that encrypts tokens at rest). URL-safe; no state kept.
 */
export class UrlSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('fanout media url signing v1').digest();
  }

  sign(action: SignedAction, mediaId: string, expiresAt: Date): string {
    const payload = `${action}.${mediaId}.${Math.floor(expiresAt.getTime() / 1000)}`;
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claim, or null when the token is malformed, forged, for another action, or past expiry. */
  verify(token: string, action: SignedAction, now = new Date()): SignedClaim | null {
    const parts = token.split('.');
    if (parts.length !== 4) return null;
    const [tokenAction, mediaId, expiry, mac] = parts;
    if (!sameSecret(mac, this.mac(`${tokenAction}.${mediaId}.${expiry}`))) return null;
    if (tokenAction !== action || !/^\d+$/.test(expiry)) return null;
    const expiresAt = Number(expiry);
    if (expiresAt * 1000 <= now.getTime()) return null;
    return { action, mediaId, expiresAt };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
