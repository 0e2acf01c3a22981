/**
 * The events a subscription may take (issue 28). `webhook.test` goes only to the
 * subscription it was asked for, whatever its `events`.
 */
export const WEBHOOK_EVENT_TYPES = [
  'post.scheduled',
  'post.published',
  'post.partial',
  'post.failed',
  'post.deleted',
  'post.edited',
  'target.failed',
  'account.expired',
  'account.disconnected',
  'bridge.online',
  'bridge.offline',
  'media.ready',
  'engagement.succeeded',
  'engagement.failed',
  'automation.delivered',
  'automation.failed',
  'webhook.test',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** `*`, a family (`post.*`), or one type: what `events` may hold. */
export const WEBHOOK_EVENT_PATTERNS: readonly string[] = [
  '*',
  ...new Set(WEBHOOK_EVENT_TYPES.map((t) => `${t.split('.')[0]}.*`)),
  ...WEBHOOK_EVENT_TYPES,
];

/** The family a type belongs to: a target is part of its post, so `post.*` takes `target.failed` too. */
function familyOf(type: string): string[] {
  const own = type.split('.')[0];
  return own === 'target' ? [own, 'post'] : [own];
}

export function takesEvent(patterns: readonly string[], type: string): boolean {
  return patterns.some(
    (p) => p === '*' || p === type || (p.endsWith('.*') && familyOf(type).includes(p.slice(0, -2))),
  );
}
