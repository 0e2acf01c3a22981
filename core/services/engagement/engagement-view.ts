import type { EngagementKind } from '../../channels/engagement';
import type { EngagementAction, EngagementStatus } from '../../entities';

/** An engagement action as the API answers it (`GET /v1/engagement/{id}` and every write). */
export interface EngagementView {
  id: string;
  kind: EngagementKind;
  status: EngagementStatus;
  accountId: string;
  platform: string;
  /** Our post the action is on, when it named one. */
  postId: string | null;
  /** The post or reply acted on, on the channel (for hide: the reply; for deleteReply: our reply). */
  externalId: string | null;
  /** The author of the target post, or the account followed. */
  ownerHandle: string | null;
  /** A reply's text and files. */
  content: string | null;
  mediaIds: string[];
  /** What the channel made (our reply): its id and public URL; null otherwise or until done. */
  result: { externalId: string; url: string | null } | null;
  errorCode: string | null;
  errorMessage: string | null;
  retryable: boolean | null;
  /** While a failed try waits for the next one: what it failed with. */
  retrying?: { errorCode: string; errorMessage: string | null };
  deleted?: true;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  /** While still running: where to read the outcome. */
  next?: Record<string, string>;
}

export function engagementView(action: EngagementAction): EngagementView {
  const settled = action.status !== 'pending';
  const view: EngagementView = {
    id: action.id,
    kind: action.kind,
    status: action.status,
    accountId: action.accountId,
    platform: action.platform,
    postId: action.postId,
    externalId: action.targetExternalId,
    ownerHandle: action.ownerHandle,
    content: action.text,
    mediaIds: action.mediaIds,
    result: action.resultExternalId ? { externalId: action.resultExternalId, url: action.resultUrl } : null,
    errorCode: settled ? action.errorCode : null,
    errorMessage: settled ? action.errorMessage : null,
    retryable: settled ? action.retryable : null,
    createdAt: action.createdAt.toISOString(),
    updatedAt: action.updatedAt.toISOString(),
    finishedAt: action.finishedAt?.toISOString() ?? null,
  };
  if (!settled) {
    view.next = { get: `/v1/engagement/${action.id}` };
    // A try failed and another will follow: not the outcome yet, so not its `errorCode`.
    if (action.errorCode) view.retrying = { errorCode: action.errorCode, errorMessage: action.errorMessage };
  }
  if (action.deletedAt) view.deleted = true;
  return view;
}
