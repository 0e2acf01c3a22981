import { violation, type ErrorExtra, type Violation } from '../../core/errors/app-error';
import type { ErrorCode } from '../../core/errors/catalogue';

/**
 * A rule of the channel found broken at send time, before anything went to the platform: rules
 * that need the files (a short takes no thumbnail) or the published video (its file cannot be
 * replaced). Nothing was sent, and sending again would break the same rule.
 */
export class VidRuleError extends Error {
  readonly violation: Violation;

  constructor(code: ErrorCode, extra: ErrorExtra, message?: string) {
    const found = violation(code, extra, message);
    super(found.message);
    this.name = 'VidRuleError';
    this.violation = found;
  }
}

/**
 * The upload stopped moving (the platform kept no new bytes for the stall window) or ran past the
 * longest an upload may take. No video was created: the session never completed.
 */
export class UploadStalledError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadStalledError';
  }
}
