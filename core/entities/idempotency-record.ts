import { EntitySchema } from '@mikro-orm/core';

/**
 * The first answer to a request sent with an `Idempotency-Key`, kept 24 hours: the same key and
 * body replay it; the same key with another body is `idempotency_key_reused`.
 */
export class IdempotencyRecord {
  id!: string;
  personId!: string;
  key!: string;
  /** SHA-256 of method, path and body as sent. */
  requestHash!: string;
  /** `pending` while the first request runs; a second one waits for it. */
  state: 'pending' | 'done' = 'pending';
  responseStatus: number | null = null;
  responseBody: unknown = null;
  createdAt: Date = new Date();
}

export const IdempotencyRecordSchema = new EntitySchema<IdempotencyRecord>({
  class: IdempotencyRecord,
  tableName: 'idempotency_records',
  uniques: [{ properties: ['personId', 'key'] }],
  properties: {
    id: { type: 'string', primary: true },
    personId: { type: 'string' },
    key: { type: 'string' },
    requestHash: { type: 'string' },
    state: { type: 'string', default: 'pending' },
    responseStatus: { type: 'integer', nullable: true },
    responseBody: { type: 'json', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date(), index: true },
  },
});
