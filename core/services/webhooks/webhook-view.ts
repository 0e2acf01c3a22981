import type { WebhookDelivery, WebhookSubscription } from '../../entities';

export interface WebhookView {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  status: WebhookSubscription['status'];
  /** Why it is `failing` or `disabled`; null when `active`. */
  failureReason: string | null;
  /** Until when the secret before the last rotation still signs; null when only one does. */
  previousSecretExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Only in the answers of create and rotate: it is never shown again. */
  secret?: string;
}

export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  type: string;
  state: WebhookDelivery['state'];
  attempts: number;
  /** The receiver's last answer; null when none came (see `lastError`). */
  lastStatus: number | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
  /** The envelope as sent: `{id, type, createdAt, workspaceId, data}`. */
  event: unknown;
}

export function webhookView(s: WebhookSubscription, now = new Date()): WebhookView {
  return {
    id: s.id,
    url: s.url,
    events: s.events,
    description: s.description,
    status: s.status,
    failureReason: s.failureReason,
    previousSecretExpiresAt:
      s.previousSecretUntil && s.previousSecretUntil > now ? s.previousSecretUntil.toISOString() : null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function webhookDeliveryView(d: WebhookDelivery): WebhookDeliveryView {
  return {
    id: d.id,
    eventId: d.eventId,
    type: d.type,
    state: d.state,
    attempts: d.attempts,
    lastStatus: d.lastStatus,
    lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
    lastError: d.lastError,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
    event: JSON.parse(d.body) as unknown,
  };
}
