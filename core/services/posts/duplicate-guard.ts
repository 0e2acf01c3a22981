import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PostStatus, ThreadItem } from '../../entities';

/** Same content and files to the same account within this long is `duplicate_post` (spec: Limits). */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/** Statuses of a post whose content is out, going out or due to go out: the ones a duplicate can hit. */
export const DUPLICATE_STATUSES: readonly PostStatus[] = ['scheduled', 'publishing', 'published', 'partial'];

export interface FingerprintPair {
  accountId: string;
  fingerprint: string;
}

export interface DuplicateOptions {
  /**
   * The window is "created at or after `now` minus 10 minutes" (no upper bound). For a create,
   * pass the current time; for a retry, pass the retried post's `createdAt` (spec: a different post
   * "not created more than 10 minutes before the one retried").
   */
  now: Date;
  /** The post being created or retried: its own targets never count. */
  excludePostId?: string;
}

/**
 * The content key of what one account is sent: SHA-256 (hex) of the text, Unicode-normalised (NFC)
 * and trimmed, with the media ids in the order given. Order is kept on purpose: `mediaIds` is an
 * ordered list (a carousel in another order is another post) and an accidental double submit
 * repeats the order anyway. Letter case and inner whitespace are kept: they change what is shown.
 * Text and ids are hashed as one JSON array, so no text can pass for another text plus an id.
 */
export function fingerprint(text: string, mediaIds: readonly string[]): string {
  return sha256Hex(JSON.stringify([text.normalize('NFC').trim(), [...mediaIds]]));
}

/**
 * The content key of a chain sent to one account. A chain of one item is that item's
 * `fingerprint(content, mediaIds)`; a longer chain hashes every item (root first), so it never
 * equals a single post whose text happens to be the items joined together.
 */
export function chainFingerprint(items: readonly ThreadItem[]): string {
  if (items.length === 1) return fingerprint(items[0].content, items[0].mediaIds ?? []);
  return sha256Hex(
    JSON.stringify([
      'chain',
      items.map((item) => [item.content.normalize('NFC').trim(), [...(item.mediaIds ?? [])]]),
    ]),
  );
}

/**
 * The second layer of duplicate protection (the first is the Idempotency-Key): the same content and
 * files to the same account within 10 minutes is 409 `duplicate_post` (send-guards.ts makes the
 * error when `duplicateQuery` answers a row).
 *
 * To keep two concurrent identical creates from both passing, inside ONE transaction: the
 * accounts' locks (`accountLocks`) first, then `duplicateQuery`, then insert the post with its
 * targets' fingerprints, then commit (which releases the locks). The check may share the insert's
 * statement, not the lock's: a statement sees the rows committed before it began, so the check
 * must begin after the lock is held (guarded-send.ts).
 */
export class DuplicateGuard {
  fingerprint(text: string, mediaIds: readonly string[]): string {
    return fingerprint(text, mediaIds);
  }

  /**
   * A post (other than `excludePostId`) with a target on one of the given accounts carrying the
   * same fingerprint, the post scheduled, publishing, published or partial, created within the
   * window and not deleted. Targets deleted from their channel, and targets that failed (the content
   * never reached that account), do not count. The newest such post wins. As a query (one row,
   * `post_id`, when there is a duplicate), for the statement that also writes the post; null when
   * no pair has a fingerprint.
   */
  duplicateQuery(
    pairs: readonly FingerprintPair[],
    options: DuplicateOptions,
  ): { sql: string; params: unknown[] } | null {
    const wanted = pairs.filter((p) => p.accountId && p.fingerprint);
    if (wanted.length === 0) return null;
    const since = new Date(options.now.getTime() - DUPLICATE_WINDOW_MS);
    const params: unknown[] = wanted.flatMap((p) => [p.accountId, p.fingerprint]);
    params.push(...DUPLICATE_STATUSES, since);
    let excluded = '';
    if (options.excludePostId) {
      excluded = 'and p.id <> ?';
      params.push(options.excludePostId);
    }
    const sql = `select t.post_id
         from post_targets t
         join posts p on p.id = t.post_id
        where (t.account_id, t.fingerprint) in (${wanted.map(() => '(?, ?)').join(', ')})
          and t.deleted_at is null
          and t.status <> 'failed'
          and p.status in (${DUPLICATE_STATUSES.map(() => '?').join(', ')})
          and p.created_at >= ?
          and p.deleted_at is null
          ${excluded}
        order by p.created_at desc, p.id desc
        limit 1`;
    return { sql, params };
  }
}

/**
 * The advisory locks, one per account, that have a second create to any of the same accounts wait
 * until the first commits or rolls back (and then see its rows). Taken with `advisoryXactLock`.
 */
export function accountLocks(accountIds: readonly string[]): string[] {
  return accountIds.filter(Boolean).map((id) => `account:${id}`);
}

/**
 * `pg_advisory_xact_lock` on each name (deduplicated), in ascending order of the 64-bit lock key,
 * so every caller takes any two of them in the same order. Shared by the duplicate and quota guards.
 */
export async function advisoryXactLock(em: EntityManager, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  if (!em.isInTransaction()) {
    throw new Error('advisory locks must be taken inside a transaction (em.transactional)');
  }
  const keys = [...new Set(names.map(lockKey))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // One statement for all: `unnest` yields the keys in the array's order, and each lock is taken as
  // its row is read, so the order holds.
  await em.execute('select pg_advisory_xact_lock(k) from unnest(?::bigint[]) as k', [
    `{${keys.map((k) => k.toString()).join(',')}}`,
  ]);
}

/** A signed 64-bit key for `name`: the first 8 bytes of SHA-256("fanout:" + name). */
export function lockKey(name: string): bigint {
  return createHash('sha256').update(`fanout:${name}`).digest().readBigInt64BE(0);
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
