import type { Automation, AutomationDelivery, PastComments } from '../../entities';

/** An automation as the API shows it (`GET /v1/automations/{id}`). */
export interface AutomationView {
  id: string;
  accountId: string;
  platform: string;
  status: Automation['status'];
  name: string;
  trigger: {
    kind: Automation['triggerKind'];
    postId: string | null;
    boundPostId: string | null;
    boundExternalId: string | null;
    keywords: string[];
    match: Automation['match'];
  };
  deliver: { message: string; link: string | null; mediaId: string | null };
  publicReply: string | null;
  pastComments: PastComments;
  counts: { deliveries: number };
  enabledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export function automationView(a: Automation, deliveries: number): AutomationView {
  return {
    id: a.id,
    accountId: a.accountId,
    platform: a.platform,
    status: a.status,
    name: a.name,
    trigger: {
      kind: a.triggerKind,
      postId: a.postId,
      boundPostId: a.boundPostId,
      boundExternalId: a.boundExternalId,
      keywords: a.keywords,
      match: a.match,
    },
    deliver: { message: a.message, link: a.link, mediaId: a.mediaId },
    publicReply: a.publicReply,
    pastComments: a.pastComments,
    counts: { deliveries },
    enabledAt: a.enabledAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** One comment an automation answered, or why not (`GET /v1/automations/{id}/deliveries`). */
export function deliveryView(d: AutomationDelivery) {
  return {
    id: d.id,
    automationId: d.automationId,
    commentExternalId: d.commentExternalId,
    commenterHandle: d.commenterHandle,
    commenterId: d.commenterId,
    postExternalId: d.postExternalId,
    status: d.status,
    reason: d.reason,
    messageExternalId: d.messageExternalId,
    attemptedAt: d.attemptedAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

export type DeliveryView = ReturnType<typeof deliveryView>;
