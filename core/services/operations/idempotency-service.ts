import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { rowsInsert } from '../../db/insert-rows';
import { IdempotencyRecord } from '../../entities';
import { AppError } from '../../errors/app-error';
import { newId } from '../../ids';

/** How long a stored answer is kept and replayed (spec: Limits, "Idempotency key"). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a request waits for another one with the same key and body that is still running.
 * A `pending` record older than this is taken as abandoned (its process died before it could
 * store or delete it: a thrown error deletes it) and is replaced, so a crash cannot block a key
 * for 24 hours. The longest a request holds its answer is 75 s (`wait` with media), so a live
 * request is done well before. Should one still be running, the duplicate guard (second layer)
 * refuses the repeat.
 */
export const IDEMPOTENCY_WAIT_MS = 90_000;
/** How often a waiting request looks at the record again. */
export const IDEMPOTENCY_POLL_MS = 100;

export type IdempotencyStart =
  /** No answer yet: a `pending` record was made for this request; run it, then `complete` or `abandon`. */
  | { kind: 'run'; recordId: string }
  /** The first answer, to send again as it was. */
  | { kind: 'replay'; status: number; body: unknown };

/**
 * SHA-256 (hex) of the method, the path (without a trailing slash; routes match either way), the
 * workspace the request names (the same body sent to another workspace is another request) and
 * the body as sent. Objects are compared by content, not key order: `{"a":1,"b":2}` and
 * `{"b":2,"a":1}` are one body. Array order counts. No body hashes as `null`.
 */
export function requestHash(method: string, path: string, body: unknown, workspace = ''): string {
  const normalisedPath = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return createHash('sha256')
    .update(JSON.stringify([method.toUpperCase(), normalisedPath, workspace, canonical(body ?? null)]))
    .digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(object)
        .sort()
        .map((k) => [k, canonical(object[k])]),
    );
  }
  return value;
}

/**
 * The first layer of duplicate protection: a request sent with an `Idempotency-Key` runs once per
 * person and key; the same key and body replays the first answer for 24 hours, the same key with
 * another body is 422 `idempotency_key_reused`. The unique (person, key) index decides races.
 * api/middleware/idempotency.ts puts it in front of a route.
 */
export class IdempotencyService {
  /**
   * Records this process gave up on but could not delete (the database was down): deleted at the
   * next `begin`, so a client retrying after an outage is not kept waiting 90 s for its own
   * failed request. Another process finds such a record abandoned after the 90 s.
   */
  private readonly abandonLater = new Set<string>();

  constructor(private readonly orm: MikroORM) {}

  /**
   * Claims the key for this request, or answers with what the first request with it answered.
   * A request with the same key and body still running is waited for (polling every 100 ms, at
   * most 90 s), then replayed; if it went away (it failed), this one runs. Throws 422
   * `idempotency_key_reused` when the key was used with another request hash.
   */
  async begin(personId: string, key: string, hash: string): Promise<IdempotencyStart> {
    await this.retryAbandons();
    const waitStarted = Date.now();
    for (;;) {
      const now = new Date();
      const em = this.orm.em.fork();
      // The first use of a key (the common case) costs this one statement; the record is read only
      // when the key already has one. The unique (person, key) index decides a race.
      const recordId = await this.claim(em, personId, key, hash, now);
      if (recordId) return { kind: 'run', recordId };

      const existing = await em.findOne(IdempotencyRecord, { personId, key });
      // Gone between the two statements (its request failed, or it expired and was deleted): claim again.
      if (!existing) continue;

      const age = now.getTime() - existing.createdAt.getTime();
      if (age >= IDEMPOTENCY_TTL_MS) {
        // Kept 24 hours: an older record is gone for the client; replace it.
        await em.nativeDelete(IdempotencyRecord, { id: existing.id });
        continue;
      }
      if (existing.requestHash !== hash) {
        throw AppError.of(
          'idempotency_key_reused',
          {},
          'This Idempotency-Key was already used with a different request (method, path or body); ' +
            'send a new key.',
        );
      }
      if (existing.state === 'done') {
        return { kind: 'replay', status: existing.responseStatus ?? 200, body: existing.responseBody };
      }
      // Abandoned: waited out, or a request of this process that failed and could not release the
      // key (`retryAbandons` could not either: its statement met a connection the outage killed),
      // so nothing runs to wait for. Deleted only while still pending (it may have just finished).
      const ownFailed = this.abandonLater.has(existing.id);
      if (ownFailed || age >= IDEMPOTENCY_WAIT_MS || Date.now() - waitStarted >= IDEMPOTENCY_WAIT_MS) {
        await em.nativeDelete(IdempotencyRecord, { id: existing.id, state: 'pending' });
        // Only once deleted: a delete that failed leaves it to `retryAbandons` and the next try.
        this.abandonLater.delete(existing.id);
        continue;
      }
      await sleep(IDEMPOTENCY_POLL_MS);
    }
  }

  /**
   * A `pending` record for this request, unless the key already has one: its id, or null (nothing
   * written). `on conflict do nothing` waits for a racing insert of the same key to commit or roll
   * back, so exactly one of two racing requests gets an id.
   */
  private async claim(
    em: EntityManager,
    personId: string,
    key: string,
    hash: string,
    now: Date,
  ): Promise<string | null> {
    const record = em.create(
      IdempotencyRecord,
      { id: newId('idem'), personId, key, requestHash: hash, state: 'pending', createdAt: now },
      { persist: false },
    );
    const insert = rowsInsert(em, IdempotencyRecord, [record]);
    const rows = await em.execute<Array<{ id: string }>>(
      `${insert.sql} on conflict ("person_id", "key") do nothing returning "id"`,
      insert.params,
    );
    return rows[0]?.id ?? null;
  }

  /** Stores the answer to replay and marks the record done. `body` must be JSON-serialisable. */
  async complete(recordId: string, status: number, body: unknown): Promise<void> {
    await this.orm.em
      .fork()
      .nativeUpdate(
        IdempotencyRecord,
        { id: recordId, state: 'pending' },
        { state: 'done', responseStatus: status, responseBody: body ?? null },
      );
  }

  /** Forgets a request that failed (5xx or thrown), so the client can retry with the same key. */
  async abandon(recordId: string): Promise<void> {
    try {
      await this.orm.em.fork().nativeDelete(IdempotencyRecord, { id: recordId, state: 'pending' });
      this.abandonLater.delete(recordId);
    } catch (err) {
      this.abandonLater.add(recordId);
      throw err;
    }
  }

  private async retryAbandons(): Promise<void> {
    if (this.abandonLater.size === 0) return;
    const ids = [...this.abandonLater];
    try {
      await this.orm.em.fork().nativeDelete(IdempotencyRecord, { id: { $in: ids }, state: 'pending' });
      ids.forEach((id) => this.abandonLater.delete(id));
    } catch {
      // Housekeeping must not fail the request that came after an outage (the first statement may
      // meet a pooled connection the outage killed); the ids are tried again at the next `begin`.
    }
  }

  /**
   * Deletes records older than 24 hours (a Temporal Schedule calls it). Answers how many went.
   * Replay never depends on it: `begin` ignores and replaces an expired record on its own.
   */
  async deleteExpired(now: Date = new Date()): Promise<number> {
    return this.orm.em.fork().nativeDelete(IdempotencyRecord, {
      createdAt: { $lte: new Date(now.getTime() - IDEMPOTENCY_TTL_MS) },
    });
  }
}

/**
 * The key a record is stored under: the client's key within the workspace the call acts in, so
 * the same key sent in another workspace (even by the same person) is another request. Hashed: a
 * 255-character key and a workspace id would not fit the column.
 */
export function recordKey(workspaceId: string | null, key: string): string {
  return `${workspaceId ?? '-'} ${createHash('sha256').update(key).digest('hex')}`;
}
