/**
 * Failure injection for the video emulator. One upload is several write calls (open the session,
 * PUT each chunk), and each kind of failure belongs to one of them: a quota refusal comes when the
 * upload is opened, an expired session on a chunk, a lost answer on the request that completes
 * the video. A queued kind therefore waits at the head of the queue until a call it belongs to
 * comes, instead of being spent on the first write as the shared queue would.
 *
 * Kinds, besides the shared drop_after_accept, hold_after_accept, server_error, rate_limit, auth:
 *   quota_exceeded           403 youtube.quota quotaExceeded (the project's daily units are gone)
 *   upload_limit             400 uploadLimitExceeded when the upload is opened (the daily upload cap)
 *   forbidden                403 forbidden
 *   invalid_title            400 invalidTitle when the upload is opened
 *   session_expired          the upload session is gone at the next chunk: 404, its bytes lost
 *   chunk_error              503 on the next chunk; the session keeps what it had (resume, don't restart)
 *   drop_chunk_after_accept  a chunk is kept, then the connection is cut before the answer
 *   stall                    the session keeps no more bytes: every chunk is answered 308 as before
 *   read_error               500 on the next read (listing, lookup)
 */

/** Which call of the platform a failure can hit. `final`: the chunk that completes an upload. */
export type CallKind = 'insert' | 'chunk' | 'final' | 'write' | 'read';

const API_CALLS: readonly CallKind[] = ['insert', 'write'];

const TAKEN_BY: Record<string, readonly CallKind[]> = {
  server_error: ['insert', 'chunk', 'final', 'write'],
  rate_limit: API_CALLS,
  auth: API_CALLS,
  quota_exceeded: API_CALLS,
  forbidden: API_CALLS,
  upload_limit: ['insert'],
  invalid_title: ['insert'],
  session_expired: ['chunk', 'final'],
  chunk_error: ['chunk', 'final'],
  drop_chunk_after_accept: ['chunk', 'final'],
  stall: ['chunk', 'final'],
  drop_after_accept: ['final', 'write'],
  hold_after_accept: ['final', 'write'],
  read_error: ['read'],
};

export class VidFailureQueue {
  private queue: string[] = [];

  push(kind: string, count = 1): void {
    for (let i = 0; i < count; i += 1) this.queue.push(kind);
  }

  /** The head kind when it belongs to `call` (an unknown kind belongs to every write), else nothing. */
  take(call: CallKind): string | undefined {
    const head = this.queue[0];
    if (head === undefined) return undefined;
    const takers = TAKEN_BY[head];
    if (takers ? !takers.includes(call) : call === 'read') return undefined;
    this.queue.shift();
    return head;
  }

  clear(): void {
    this.queue = [];
  }
}
