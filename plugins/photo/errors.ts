import type { Violation } from '../../core/errors/app-error';
import type { ContainerStatusCode } from './client';

/**
 * What the photo plugin throws besides the platform's own answers. Each says, by its type, which
 * spec code it becomes (see classify.ts), and none of them is thrown after a post went out.
 */

/** The item breaks a channel rule that only the probed files reveal (kind, duration, size); nothing was sent. */
export class PhotoRuleError extends Error {
  constructor(readonly violations: Violation[]) {
    super(violations.map((v) => v.message).join(' '));
    this.name = 'PhotoRuleError';
  }
}

/** The publish service handed over media ids without their files; nothing was sent. */
export class PhotoMediaMissingError extends Error {
  constructor(
    readonly wanted: number,
    readonly given: number,
  ) {
    super(`photo: ${wanted} media item(s) to send but ${given} file(s) handed over; nothing was sent`);
    this.name = 'PhotoMediaMissingError';
  }
}

/** A container ended ERROR or EXPIRED before it was published; `status` is the platform's sentence. */
export class PhotoContainerError extends Error {
  constructor(
    readonly containerId: string,
    readonly statusCode: Extract<ContainerStatusCode, 'ERROR' | 'EXPIRED' | 'PUBLISHED'>,
    readonly status: string,
  ) {
    super(`photo container ${containerId} is ${statusCode}: ${status}`);
    this.name = 'PhotoContainerError';
  }

  /** The subcode the platform puts in brackets at the end of an ERROR sentence, if any. */
  get subcode(): number | undefined {
    const match = /\((\d{4,})\)\s*\.?$/.exec(this.status);
    return match ? Number(match[1]) : undefined;
  }
}

/** A container stayed IN_PROGRESS past the wait the plugin allows; nothing was published. */
export class PhotoStalledError extends Error {
  constructor(
    readonly containerId: string,
    readonly waitedMs: number,
  ) {
    super(`photo container ${containerId} still IN_PROGRESS after ${Math.round(waitedMs / 1000)} s`);
    this.name = 'PhotoStalledError';
  }
}

/** Comments were asked of a story, which takes none; nothing was read. */
export class PhotoStoryCommentsError extends Error {
  constructor(readonly mediaId: string) {
    super(`photo: ${mediaId} is a story; stories take no comments`);
    this.name = 'PhotoStoryCommentsError';
  }
}

/**
 * A like refused for want of `instagram_manage_engagement`: the account's token lacks it (an
 * older connection; reconnecting grants it), or the app cannot hold it yet (`inReview`: app review
 * has not granted it; reconnecting does not help).
 */
export class PhotoLikePermissionError extends Error {
  constructor(
    readonly inReview: boolean,
    readonly missingScopes: string[],
    platformSaid: string,
  ) {
    super(platformSaid);
    this.name = 'PhotoLikePermissionError';
  }
}

/** A reply with files: a comment carries text only; nothing was sent. */
export class PhotoReplyMediaError extends Error {
  constructor(readonly files: number) {
    super(
      `A comment on the photo channel carries text only; ${files} media item(s) given. Reply without media.`,
    );
    this.name = 'PhotoReplyMediaError';
  }
}
