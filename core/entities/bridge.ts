import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** What the person's browser says about the blog's login (bridge protocol `login.state`). */
export type BridgeLogin = 'signed_in' | 'signed_out' | 'other_account' | 'unknown';

/**
 * The paired browser extension of one account (a channel that publishes through the person's own
 * browser). The bridge token from pairing is kept hashed; the rest is what the extension last said,
 * written by the API process that holds its socket, read by `GET /v1/channels/bridge` and the hold.
 */
export class Bridge {
  [OptionalProps]?:
    'online' | 'login' | 'loginUser' | 'blogId' | 'extensionVersion' | 'lastSeenAt' | 'pairedAt';
  accountId!: string;
  /** SHA-256 of the bridge token, hex. */
  tokenHash!: string;
  online = false;
  login: BridgeLogin = 'unknown';
  /** Who the browser is signed in as, when it says. */
  loginUser: string | null = null;
  /** The blog the extension reported in its hello. */
  blogId: string | null = null;
  extensionVersion: string | null = null;
  lastSeenAt: Date | null = null;
  pairedAt: Date = new Date();
}

export const BridgeSchema = new EntitySchema<Bridge>({
  class: Bridge,
  tableName: 'bridges',
  properties: {
    accountId: { type: 'string', primary: true },
    tokenHash: { type: 'string', unique: true },
    online: { type: 'boolean', default: false },
    login: { type: 'string', default: 'unknown' },
    loginUser: { type: 'string', nullable: true },
    blogId: { type: 'string', nullable: true },
    extensionVersion: { type: 'string', nullable: true },
    lastSeenAt: { type: 'Date', nullable: true },
    pairedAt: { type: 'Date', onCreate: () => new Date() },
  },
});

export type BridgeJobStatus = 'queued' | 'sent' | 'done';

/**
 * One job for an account's extension: a publish of a post's target (held by the post's workflow),
 * or a verify after a lost answer. The workflow decides when it is sent; the row lets the API
 * process holding the socket read what to send, and keeps the answer if a signal is lost.
 */
export class BridgeJob {
  [OptionalProps]?:
    'status' | 'attempt' | 'step' | 'result' | 'createdAt' | 'sentAt' | 'doneAt' | 'postId' | 'targetId';
  id!: string;
  accountId!: string;
  postId: string | null = null;
  targetId: string | null = null;
  kind!: string;
  payload!: Record<string, unknown>;
  status: BridgeJobStatus = 'queued';
  /** How many times it was sent (a verify that found nothing lets it go again). */
  attempt = 0;
  /** The last progress step the extension reported. */
  step: string | null = null;
  /** The extension's answer: `{ok: true, logNo, url}` or `{ok: false, code, detail}`. */
  result: Record<string, unknown> | null = null;
  createdAt: Date = new Date();
  sentAt: Date | null = null;
  doneAt: Date | null = null;
}

export const BridgeJobSchema = new EntitySchema<BridgeJob>({
  class: BridgeJob,
  tableName: 'bridge_jobs',
  indexes: [{ properties: ['accountId', 'status'] }, { properties: ['targetId'] }],
  properties: {
    id: { type: 'string', primary: true },
    accountId: { type: 'string' },
    postId: { type: 'string', nullable: true },
    targetId: { type: 'string', nullable: true },
    kind: { type: 'string' },
    payload: { type: 'json' },
    status: { type: 'string', default: 'queued' },
    attempt: { type: 'integer', default: 0 },
    step: { type: 'string', nullable: true },
    result: { type: 'json', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    sentAt: { type: 'Date', nullable: true },
    doneAt: { type: 'Date', nullable: true },
  },
});
