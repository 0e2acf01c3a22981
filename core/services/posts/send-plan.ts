import type { AuthContext } from '../../auth/auth-context';
import type { Account } from '../../entities';
import type { AppError } from '../../errors/app-error';
import type { PostContent } from './post-checks';

/** A post about to be sent, as the send guards see it (before its rows change). */
export interface SendPlan {
  postId: string;
  createdAt: Date;
  person: AuthContext['person'];
  accounts: Account[];
  content: PostContent;
  /** A retry of a post that went out before (the spec's retry rule for duplicates). */
  retry?: boolean;
  /** The post already counts against the plan's quota (it is scheduled, out, or partly out). */
  counted?: boolean;
}

/**
 * A check run inside the transaction that is about to send a post (the duplicate guard, the plan's
 * quota; guarded-send.ts runs them): the advisory locks it holds until commit, then a query whose
 * row refuses the send. A query, so that a create can run it in the statement that writes the post.
 */
export interface SendGuard {
  locks(plan: SendPlan): string[];
  refusal(plan: SendPlan): Refusal | null;
}

/** A guard's check: a row from `sql` refuses the send with the error `refuse` makes of it. */
export interface Refusal {
  sql: string;
  params: unknown[];
  refuse(row: Record<string, unknown>): AppError;
}
