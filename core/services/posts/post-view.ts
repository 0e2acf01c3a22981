import type { Account, Post, PostTarget, ThreadItem } from '../../entities';

export interface TargetView {
  id: string;
  accountId: string | null;
  /** The account while it is connected; null after it was disconnected. */
  connectionId: string | null;
  platform: string;
  accountHandle: string;
  status: PostTarget['status'];
  externalId: string | null;
  url: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  retryable: boolean | null;
  warnings: string[];
  publishedAt: string | null;
  /** While the target is still going out: the last try's failure, which a later try may mend. */
  retrying?: { errorCode: string; errorMessage: string | null };
  /** For a chain: the external id of each item that went out. */
  itemExternalIds?: string[];
  deleted?: true;
  /**
   * A target going out through the person's browser extension, while its workflow holds it: what it
   * waits on (`offline`: no extension online; `login_needed`: signed out of the blog; `working`:
   * the extension has the job).
   */
  bridge?: { state: string };
}

export interface PostView {
  id: string;
  status: Post['status'];
  content: string;
  threadItems: ThreadItem[] | null;
  mediaIds: string[];
  options: Post['options'];
  scheduledAt: string | null;
  batchId: string | null;
  replyTo: string | null;
  topicTag: string | null;
  error: Post['error'];
  /** Present when a later chain item failed and the earlier ones stayed up. */
  thread?: { resumeFrom: number };
  deleted?: true;
  deletedAt?: string;
  createdAt: string;
  updatedAt: string;
  targets: TargetView[];
  next?: Record<string, string>;
}

export function postView(post: Post, targets: PostTarget[], accounts: Map<string, Account>): PostView {
  const view: PostView = {
    id: post.id,
    status: post.status,
    content: post.content,
    threadItems: post.threadItems,
    mediaIds: post.mediaIds,
    options: post.options,
    scheduledAt: post.scheduledAt?.toISOString() ?? null,
    batchId: post.batchId,
    replyTo: post.replyToPostId,
    topicTag: post.topicTag,
    error: post.error,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    targets: targets.map((t) => targetView(t, t.accountId ? accounts.get(t.accountId) : undefined, post)),
  };
  const resumeFrom = resumePoint(post, targets);
  if (resumeFrom !== undefined) view.thread = { resumeFrom };
  if (post.deletedAt) {
    view.deleted = true;
    view.deletedAt = post.deletedAt.toISOString();
  }
  return view;
}

/** A target's outcome is known: its error fields are its result. */
const SETTLED: PostTarget['status'][] = ['published', 'failed'];

function targetView(t: PostTarget, account: Account | undefined, post: Post): TargetView {
  const view: TargetView = {
    id: t.id,
    accountId: t.accountId,
    connectionId: account && account.state !== 'disconnected' ? account.id : null,
    platform: t.platform,
    accountHandle: t.accountHandle,
    status: t.status,
    externalId: t.externalId,
    url: t.url,
    errorCode: null,
    errorMessage: null,
    retryable: null,
    warnings: t.warnings,
    publishedAt: t.publishedAt?.toISOString() ?? null,
  };
  if (SETTLED.includes(t.status)) {
    Object.assign(view, { errorCode: t.errorCode, errorMessage: t.errorMessage, retryable: t.retryable });
  } else if (t.errorCode) {
    // A try failed and another will follow: not the target's outcome, so not its `errorCode`.
    view.retrying = { errorCode: t.errorCode, errorMessage: t.errorMessage };
  }
  if (post.threadItems) view.itemExternalIds = t.itemExternalIds;
  if (t.deletedAt) view.deleted = true;
  if (t.bridgeState && !SETTLED.includes(t.status)) view.bridge = { state: t.bridgeState };
  return view;
}

/** The first chain item still to send on a target whose chain broke after some items went out. */
export function resumePoint(post: Post, targets: PostTarget[]): number | undefined {
  if (!post.threadItems) return undefined;
  const broken = targets
    .filter((t) => t.status === 'failed' && t.itemExternalIds.length > 0)
    .map((t) => t.itemExternalIds.length);
  return broken.length > 0 ? Math.min(...broken) : undefined;
}
