import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import type { KnownBlob } from './emulator-records';

/*
 * What the emulator's route files (repo, server, feed) share with it: the posts it keeps and the
 * calls they make on it. Apart from emulator.ts, which imports the route files.
 */

/** One post as the emulated server keeps it (its record too, for reads that give it back). */
export interface StoredPost extends EmulatedPost {
  /** `at://<did>/app.bsky.feed.post/<rkey>`; also `id`. */
  uri: string;
  cid: string;
  rkey: string;
  authorHandle: string;
  record: Record<string, unknown>;
  /** The chain's root, for a reply (the kit checks chains reach it). */
  rootId?: string;
}

/** What the route files (repo, server, feed) use of the emulator. */
export interface AtprotoServer {
  /** Every post kept, the live array (routes add to it). */
  stored(): StoredPost[];
  blobs: Map<string, KnownBlob>;
  /** The account behind the request's access token, or a 401 answered and undefined. */
  sessionOf(ctx: RouterContext): { did: string; handle: string } | undefined;
  /** Answers an XRPC error: `{error, message}` with its status. */
  refuse(ctx: RouterContext, status: number, error: string, message: string): void;
  /**
   * For a write: the failure queued for it answered (true: stop here), or the kind to apply
   * after the write is kept (`drop_after_accept`, `hold_after_accept`) left in `kind`.
   */
  failWrite(ctx: RouterContext): { answered: boolean; kind?: string };
  afterAccept(ctx: RouterContext, kind: string | undefined): Promise<boolean>;
  /** A new record key of the TID shape, later than every one given before. */
  nextTid(): string;
  /** Neutral counts others added to a post (`POST /_sandbox/engage`). */
  count(postId: string, name: string): number;
}
