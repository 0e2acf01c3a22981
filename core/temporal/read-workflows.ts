import type { ErrorCode } from '../errors/catalogue';

/** The workflow type the API starts for a live channel read; the code lives in workflows/. */
export const READ_CHANNEL_WORKFLOW = 'readChannel';
/**
 * `read/<post id>/<read>/<random>` for a thread view's read of one post, else
 * `read/<account id>/<read>/<random>`: an operator finds a post's reads in the Temporal UI by id.
 */
export const readWorkflowId = (subject: string, read: ChannelRead, token: string) =>
  `read/${subject}/${read}/${token}`;
/** Tries of the read activity: the last one reports its failure instead of throwing. */
export const READ_ATTEMPTS = 2;

export type ChannelRead = 'posts' | 'quota' | 'publishOptions' | 'metrics' | 'replies';

export interface ReadChannelInput {
  accountId: string;
  read: ChannelRead;
  /** For `posts` and `replies`: how many, 1-100. */
  limit?: number;
  /** For `metrics` and `replies`: the post on the channel. */
  externalId?: string;
}

/** Why a read failed, classified by the channel's plugin. */
export interface ReadFailure {
  code: ErrorCode;
  message: string;
  retryable: boolean;
  /** The platform's HTTP status, when it answered one (read paths pass it on for rejected content). */
  upstreamStatus?: number;
}

export type ReadOutcome = { ok: true; data: unknown } | { ok: false; failure: ReadFailure };
