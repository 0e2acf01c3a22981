import type { Account, Post, PostTarget } from '../entities';

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
}

export interface PostView {
  id: string;
  status: Post['status'];
  content: string;
  options: Post['options'];
  error: Post['error'];
  createdAt: string;
  updatedAt: string;
  targets: TargetView[];
  next?: Record<string, string>;
}

export function postView(post: Post, targets: PostTarget[], accounts: Map<string, Account>): PostView {
  return {
    id: post.id,
    status: post.status,
    content: post.content,
    options: post.options,
    error: post.error,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    targets: targets.map((t) => {
      const account = t.accountId ? accounts.get(t.accountId) : undefined;
      return {
        id: t.id,
        accountId: t.accountId,
        connectionId: account && account.state !== 'disconnected' ? account.id : null,
        platform: t.platform,
        accountHandle: t.accountHandle,
        status: t.status,
        externalId: t.externalId,
        url: t.url,
        errorCode: t.errorCode,
        errorMessage: t.errorMessage,
        retryable: t.retryable,
        warnings: t.warnings,
        publishedAt: t.publishedAt?.toISOString() ?? null,
      };
    }),
  };
}
