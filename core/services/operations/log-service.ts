import type { MikroORM } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import { RequestLog } from '../../entities';
import { idAt, newId } from '../../ids';
import type { AuthContext } from '../../auth/auth-context';
import { requireScope } from '../../auth/scopes';

export interface LogQuery {
  requestId?: string;
  outcome?: 'ok' | 'failed';
  search?: string;
  since?: string;
  limit: number;
  before?: string;
  /** Show the dashboard's successful calls too (hidden by default: spec GET /v1/logs). */
  dashboard?: boolean;
}

export type LogEntry = Omit<RequestLog, 'personId' | 'keyId' | 'workspaceId'> & { outcome: 'ok' | 'failed' };

export type LogRecord = Omit<RequestLog, 'id' | 'createdAt'>;

const LOG_DELETE_BATCH = 5_000;

/**
 * While the database is down every call fails to store its log: one line per ten seconds, with
 * how many failed, rather than a stack trace per call.
 */
const logFailures = {
  quietUntil: 0,
  missed: 0,
  report(label: string, err: unknown): void {
    const now = Date.now();
    if (now < this.quietUntil) {
      this.missed += 1;
      return;
    }
    const more = this.missed > 0 ? ` (and ${this.missed} more since the last report)` : '';
    console.error(`${label}: could not store its log${more}: ${(err as Error)?.message ?? err}`);
    this.quietUntil = now + 10_000;
    this.missed = 0;
  },
};

/** Stores every API call with its bodies, and lists them back to the person who made them. */
export class LogService {
  /** Writes started by `recordAfter` and not finished yet. */
  private readonly writing = new Set<Promise<void>>();

  constructor(private readonly orm: MikroORM) {}

  async record(entry: LogRecord, id = newId('log'), createdAt = new Date()): Promise<void> {
    // Its own fork: the request's unit of work may have failed half-way.
    const em = this.orm.em.fork();
    // One INSERT, not a flush's BEGIN, INSERT, COMMIT: every call writes one.
    await em.insert(em.create(RequestLog, { ...entry, id, createdAt }, { persist: false }));
  }

  /**
   * Deletes the calls logged before `cutoff`, a batch at a time so no one statement holds locks
   * on a large table for long; ids sort by time, so the primary key finds them. `onBatch` reports
   * progress. Answers how many rows went.
   */
  async deleteOlderThan(cutoff: Date, onBatch: (deleted: number) => void = () => {}): Promise<number> {
    const boundary = idAt('log', cutoff.getTime());
    const knex = this.orm.em.getConnection().getKnex();
    let total = 0;
    for (;;) {
      const deleted = await knex('request_logs')
        .whereIn('id', knex('request_logs').select('id').where('id', '<', boundary).limit(LOG_DELETE_BATCH))
        .delete();
      total += deleted;
      if (deleted > 0) onBatch(total);
      if (deleted < LOG_DELETE_BATCH) return total;
    }
  }

  /**
   * Stores a call's log off the answer's path: `entry` runs on the next turn of the event loop,
   * once the answer has been written, so neither masking the bodies nor the insert holds it up.
   * The row keeps the id and time of this moment, so the log keeps the calls' order. This
   * process's own log reads (`list`) and its shutdown (`drain`) wait for these writes first.
   */
  recordAfter(label: string, entry: () => Promise<LogRecord | null>): void {
    const id = newId('log');
    const createdAt = new Date();
    const write: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(entry)
      .then((record) => (record ? this.record(record, id, createdAt) : undefined))
      // A log that cannot be written must not turn a served request into a failure.
      .catch((err) => logFailures.report(label, err))
      .finally(() => this.writing.delete(write));
    this.writing.add(write);
  }

  /** Resolves once every log write started so far has finished. */
  async drain(): Promise<void> {
    while (this.writing.size > 0) await Promise.all([...this.writing]);
  }

  /**
   * The person's calls a key may see, newest first. A key limited to some workspaces sees the
   * rows of those workspaces and its own calls, never another key's person-level rows (key
   * lists, workspace lists) or another workspace's bodies. `workspaceId` (the caller named one)
   * narrows to that workspace. A call made with no usable key belongs to nobody; it is found by
   * its request id alone, which only the caller who got it in `x-request-id` knows.
   */
  async list(
    auth: AuthContext,
    query: LogQuery,
    workspaceId?: string,
  ): Promise<{ data: LogEntry[]; nextBefore: string | null }> {
    requireScope(auth, 'logs:read');
    // A call answered before this read is in the log it reads.
    await this.drain();
    const where: FilterQuery<RequestLog>[] = [];
    where.push(
      query.requestId
        ? { $or: [{ personId: auth.person.id }, { personId: null }] }
        : { personId: auth.person.id },
    );
    if (workspaceId) where.push({ workspaceId });
    else if (!auth.key.allWorkspaces) {
      where.push({ $or: [{ keyId: auth.key.id }, { workspaceId: { $in: auth.key.workspaceIds } }] });
    }
    if (query.requestId) where.push({ requestId: query.requestId });
    if (query.outcome === 'failed') where.push({ status: { $gte: 400 } });
    if (query.outcome === 'ok') where.push({ status: { $lt: 400 } });
    if (query.search) {
      const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push({ $or: [{ path: { $ilike: like } }, { requestId: { $ilike: like } }] });
    }
    if (query.since) where.push({ createdAt: { $gte: new Date(`${query.since}T00:00:00Z`) } });
    if (query.before) where.push({ id: { $lt: query.before } });
    if (!query.dashboard && !query.requestId) {
      where.push({ $or: [{ source: { $ne: 'dashboard' } }, { status: { $gte: 400 } }] });
    }
    const rows = await this.orm.em
      .fork()
      .find(RequestLog, { $and: where }, { orderBy: { id: 'desc' }, limit: query.limit + 1 });
    const page = rows.slice(0, query.limit);
    return {
      data: page.map(({ personId: _p, keyId: _k, workspaceId: _w, ...rest }) => ({
        ...rest,
        outcome: rest.status >= 400 ? 'failed' : 'ok',
      })),
      nextBefore: rows.length > query.limit ? page[page.length - 1].id : null,
    };
  }
}
