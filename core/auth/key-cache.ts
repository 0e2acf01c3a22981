import type { EntityData, EntityName, EventSubscriber, MikroORM } from '@mikro-orm/core';
import { ApiKey, Person, Workspace } from '../entities';

/**
 * How long this process answers a key from memory before reading its rows again. A change made
 * through this process (a revoke, a narrowed key, a plan, a new workspace) clears the cache at
 * once; one made through another process is seen here within this long (docs/guide/operations.md).
 */
export const KEY_CACHE_TTL_MS = 5_000;

/** What `KeyService.authenticate` read for one key, as plain rows (each request gets its own entities). */
export interface KeyRows {
  key: EntityData<ApiKey>;
  person: EntityData<Person>;
  workspaces: EntityData<Workspace>[];
}

/** At most this many keys are held; past it, the oldest goes first. */
const MAX_KEYS = 10_000;

/**
 * Usable keys by hash, with their person and workspaces, so a request with a known key sends no
 * statement to authenticate. Any write to api_keys, persons or workspaces through this process's
 * ORM empties it (after the statement and again after its commit, so a read racing the write
 * cannot put the old rows back); writes that bypass the unit of work call `clear()` themselves.
 */
export class KeyCache {
  private readonly entries = new Map<string, { rows: KeyRows; until: number }>();
  /** A write to a cached table is in a transaction not yet committed: clear again on commit. */
  private pending = false;

  constructor(private readonly now: () => number = Date.now) {}

  get(hash: string): KeyRows | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.rows;
    this.entries.delete(hash);
    return undefined;
  }

  set(hash: string, rows: KeyRows): void {
    if (this.entries.size >= MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash, { rows, until: this.now() + KEY_CACHE_TTL_MS });
  }

  clear(): void {
    this.entries.clear();
  }

  /** Empties the cache whenever the ORM writes one of the tables it holds rows of. */
  subscriber(): EventSubscriber {
    const written = () => {
      this.pending = true;
      this.clear();
    };
    // A flush inside a transaction ends before its commit: clear then, and again at the commit.
    const flushed = () => {
      if (this.pending) this.clear();
    };
    const settled = () => {
      if (!this.pending) return;
      this.pending = false;
      this.clear();
    };
    return {
      getSubscribedEntities: (): EntityName<object>[] => [ApiKey, Person, Workspace],
      afterCreate: written,
      afterUpdate: written,
      afterUpsert: written,
      afterDelete: written,
      afterFlush: flushed,
      afterTransactionCommit: settled,
      afterTransactionRollback: settled,
    };
  }
}

const caches = new WeakMap<MikroORM, KeyCache>();

/** The key cache of this ORM (one per process), its invalidation registered on first use. */
export function keyCacheOf(orm: MikroORM): KeyCache {
  let cache = caches.get(orm);
  if (!cache) {
    cache = new KeyCache();
    orm.em.getEventManager().registerSubscriber(cache.subscriber());
    caches.set(orm, cache);
  }
  return cache;
}
