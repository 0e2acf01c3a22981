import type { Violation } from '../../core/errors/app-error';
import { PlatformNetworkError } from '../../core/http/platform-http';

/**
 * A rule of the channel the item breaks, found before anything was sent (the checks that need the
 * media's kinds or the creator's settings can only run at publish time). Never retryable.
 */
export class ClipRuleError extends Error {
  constructor(readonly violations: Violation[]) {
    super(violations.map((v) => v.message).join(' '));
    this.name = 'ClipRuleError';
  }
}

/** The platform took the post, then reported `FAILED`: nothing was published. */
export class ClipPublishFailedError extends Error {
  constructor(
    readonly publishId: string,
    readonly failReason: string,
  ) {
    super(`clip could not publish ${publishId}: ${failReason}`);
    this.name = 'ClipPublishFailedError';
  }
}

/** The platform's processing stopped moving (or ran too long); the spec takes it as nothing published. */
export class ClipStalledError extends Error {
  constructor(
    readonly publishId: string,
    readonly stalledForMs: number,
  ) {
    super(`clip made no progress on ${publishId} for ${Math.round(stalledForMs / 1000)} s`);
    this.name = 'ClipStalledError';
  }
}

/**
 * A video upload stopped before its last chunk, or its init answer was lost. An upload container
 * without all its bytes never becomes a post, so sending again is safe: deliberately not a
 * PlatformNetworkError, which would make the service take the post as possibly out.
 */
export class ClipUploadAbortedError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ClipUploadAbortedError';
  }
}

/**
 * The platform accepted the post (a publish id exists and all bytes went up) but its outcome could
 * not be read. It may still go out, and the platform lists no posts to check later, so this is a
 * lost answer: the service keeps the attempt open and ends the target `publish_unconfirmed`
 * rather than sending a second copy.
 */
export class ClipUnconfirmedError extends PlatformNetworkError {
  constructor(
    readonly publishId: string,
    override readonly cause: unknown,
  ) {
    super(
      cause instanceof PlatformNetworkError && cause.kind === 'timeout' ? 'timeout' : 'connection',
      true,
      `clip accepted ${publishId} but its outcome could not be read: ${describe(cause)}`,
    );
    this.name = 'ClipUnconfirmedError';
  }
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * A read about a post that has no public id: it went to the creator's inbox, or its answer was
 * lost before the platform named it, so only its publish id is known and the platform has
 * nothing to show for it.
 */
export class ClipNotPublicError extends Error {
  constructor(readonly publishId: string) {
    super(`clip: ${publishId} is a publish id, not a public post; the channel shows nothing for it yet`);
    this.name = 'ClipNotPublicError';
  }
}

/** The video query did not return the post: it is gone from the creator's account, or never was theirs. */
export class ClipPostMissingError extends Error {
  constructor(readonly postId: string) {
    super(`clip: the channel returned no post ${postId} for this creator`);
    this.name = 'ClipPostMissingError';
  }
}
