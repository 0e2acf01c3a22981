import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/**
 * `pending`: matched, not sent yet; `sent`; `skipped` with `reason` (a platform rule: one private
 * reply per comment, the reply window); `failed` with `reason`; `unconfirmed`: sent, its answer
 * lost, and the channel cannot be asked: never sent again by itself.
 */
export type DeliveryStatus = 'pending' | 'sent' | 'skipped' | 'failed' | 'unconfirmed';

/**
 * One comment answered (or not) by one automation: at most one row per (automation, comment), so
 * a comment seen twice (webhook retry, poll overlap) is answered once. The delivery engine (the
 * next slice of issue 26) writes these; a `sent` row is a conversation the account keeps.
 */
export class AutomationDelivery {
  [OptionalProps]?:
    | 'status'
    | 'commenterHandle'
    | 'commenterId'
    | 'reason'
    | 'messageExternalId'
    | 'attemptedAt'
    | 'createdAt'
    | 'updatedAt';
  id!: string;
  automationId!: string;
  commentExternalId!: string;
  commenterHandle: string | null = null;
  commenterId: string | null = null;
  postExternalId!: string;
  status: DeliveryStatus = 'pending';
  reason: string | null = null;
  messageExternalId: string | null = null;
  /** Written before the send; a try that finds it set looks before sending again. */
  attemptedAt: Date | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const AutomationDeliverySchema = new EntitySchema<AutomationDelivery>({
  class: AutomationDelivery,
  tableName: 'automation_deliveries',
  uniques: [{ properties: ['automationId', 'commentExternalId'] }],
  properties: {
    id: { type: 'string', primary: true },
    automationId: { type: 'string' },
    commentExternalId: { type: 'string' },
    commenterHandle: { type: 'string', nullable: true },
    commenterId: { type: 'string', nullable: true },
    postExternalId: { type: 'string' },
    status: { type: 'string' },
    reason: { type: 'text', nullable: true },
    messageExternalId: { type: 'string', nullable: true },
    attemptedAt: { type: 'Date', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
