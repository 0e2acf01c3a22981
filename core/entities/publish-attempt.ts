import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/**
 * One try at sending one item of a target to its platform, written before the platform call.
 * `sending` with no external id after a crash means the outcome is unknown: look before resending.
 * `unconfirmed`: looked, and the platform could not tell. It stays so until a person forces a
 * resend (a forced retry turns it `not_sent`); nothing else may take it as not sent.
 */
export type AttemptOutcome = 'sending' | 'sent' | 'failed' | 'not_sent' | 'unconfirmed';

export class PublishAttempt {
  [OptionalProps]?: 'chainContext';
  id!: string;
  targetId!: string;
  itemIndex = 0;
  outcome: AttemptOutcome = 'sending';
  externalId: string | null = null;
  url: string | null = null;
  /** The send's `PublishResult.chainContext`, kept with its external id (a sent try found later). */
  chainContext: Record<string, string> | null = null;
  errorCode: string | null = null;
  startedAt: Date = new Date();
  finishedAt: Date | null = null;
}

export const PublishAttemptSchema = new EntitySchema<PublishAttempt>({
  class: PublishAttempt,
  tableName: 'publish_attempts',
  indexes: [{ properties: ['targetId', 'itemIndex'] }],
  properties: {
    id: { type: 'string', primary: true },
    targetId: { type: 'string' },
    itemIndex: { type: 'integer', default: 0 },
    outcome: { type: 'string' },
    externalId: { type: 'string', nullable: true },
    url: { type: 'text', nullable: true },
    chainContext: { type: 'json', nullable: true },
    errorCode: { type: 'string', nullable: true },
    startedAt: { type: 'Date', onCreate: () => new Date() },
    finishedAt: { type: 'Date', nullable: true },
  },
});
