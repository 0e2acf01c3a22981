import type { ErrorCode } from '../errors/catalogue';

/*
 * What a channel's calls receive: the account they act for and the files they send. Kept apart from
 * the plugin contract (plugin.ts) so the contract's parts (engagement.ts) can name them without a
 * circle; plugin.ts re-exports them.
 */

/** One stored, probed file as a plugin sends it: by URL for platforms that pull, by bytes for uploads. */
export interface PublishMedia {
  id: string;
  kind: 'image' | 'video' | 'gif';
  contentType: string;
  bytes: number;
  width?: number;
  height?: number;
  durationSec?: number;
  /** An https (or, in the sandbox, http) URL the platform can fetch the file from for a while. */
  url: string;
  /** The bytes from `start` up to but not including `end` (whole file without them): chunked uploads. */
  read(start?: number, end?: number): Promise<Buffer>;
}

/** The connected account a call acts for, with its decrypted credentials. */
export interface AccountContext {
  /** The platform's own id of the account (micro: user id; chat: chat id). */
  externalAccountId: string;
  handle: string;
  credentials: Record<string, string>;
  /**
   * Platform API base URL: the real platform or its sandbox emulator; for an account on its own
   * server (`ConnectedAccount.serverUrl`: a Mastodon instance, a PDS), that server.
   */
  baseUrl: string;
  /**
   * True for a sandbox account (`Account.sandbox`): `baseUrl` is its emulator, and a post's link is
   * the emulator's own page (`sandboxPostUrl`). A real account may have a `baseUrl` other than the
   * plugin's default too (`<ID>_BASE_URL`: a proxy, a regional endpoint), so only this flag says.
   */
  sandbox: boolean;
  /** For a channel reached through the person's browser extension: jobs asked of it now. */
  bridge?: BridgeClient;
  /** What the channel keeps on the account (`Account.metadata`: a blog's categories). */
  metadata?: Record<string, unknown>;
}

/** An extension's answer to a job (bridge protocol `result` without its type and job id). */
export type BridgeAnswer =
  | { ok: true; logNo: string; url: string }
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; code: ErrorCode; detail?: string };

/**
 * Asks the account's extension to do one job now and waits for the answer, up to `timeoutMs`
 * (undefined when none came in time). Throws 503 `bridge_offline` when no extension is online.
 */
export interface BridgeClient {
  ask(kind: string, payload: Record<string, unknown>, timeoutMs: number): Promise<BridgeAnswer | undefined>;
}

export interface PublishContext {
  account: AccountContext;
  signal?: AbortSignal;
  /**
   * Stores renewed credentials on the account at once, sealed like tokens (core/secrets.ts): the
   * fields given replace those of the same name, the others stay. Why: only OAuth flows had a
   * refresh, so a token or app-password login kept its renewed session in worker memory and made
   * a new session after every restart and on every worker, until the network's session-creation
   * limit refused it. What is saved is what the next call reads, from any worker, after a restart;
   * `account.credentials` of this context is updated too. The core sets it on every context it
   * builds (publish, reads, engagement, automations); absent only where a test builds a context by
   * hand.
   */
  saveCredentials?(next: Record<string, string>): Promise<void>;
}
