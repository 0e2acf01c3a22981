import { PassThrough, type Readable } from 'node:stream';
import { AppError } from '../errors/app-error';

export interface UploadTimeLimits {
  /** The longest the body may go without a byte moving. */
  stallMs: number;
  /** The longest the whole body may take. */
  maxMs: number;
}

/** The guard ended an upload: no bytes moved for `stallMs` (`stalled`), or it ran past `maxMs`. */
export class UploadStoppedError extends Error {
  constructor(
    readonly reason: 'stalled' | 'too_long',
    readonly limitMs: number,
  ) {
    super(
      reason === 'stalled'
        ? `No bytes arrived for ${describe(limitMs)}; the upload ended and nothing was kept. Send the file again.`
        : `The upload ran past ${describe(limitMs)}; it ended and nothing was kept. Send the file again.`,
    );
    this.name = 'UploadStoppedError';
  }

  /**
   * What the client hears. The spec's `upload_stalled` names the same limits for uploads to a
   * channel; it is the one code for an upload that stopped moving, so the API answers it too.
   */
  toAppError(): AppError {
    return AppError.of('upload_stalled', { reason: this.reason, limitMs: this.limitMs }, this.message);
  }
}

export interface GuardedUpload {
  /** The body to store in place of the source: the same bytes, ended with the guard's error if it fired. */
  body: Readable;
  /** Stops the timers and lets the source go; call when the upload is over, whichever way. */
  done(): void;
}

/**
 * Watches an upload body (an HTTP request) and ends it when it stalls or runs too long: the body
 * handed on fails with UploadStoppedError, so storage keeps nothing. The request itself is only
 * let go, not destroyed, so the answer can still reach the client. "Moving" counts bytes passed
 * on: storage holding them back that long is a stall as well.
 */
export function guardUpload(source: Readable, limits: UploadTimeLimits): GuardedUpload {
  const body = new PassThrough();
  const stop = (error: Error): void => {
    if (body.destroyed) return;
    done();
    body.destroy(error);
  };
  const idle = setTimeout(() => stop(new UploadStoppedError('stalled', limits.stallMs)), limits.stallMs);
  const overall = setTimeout(() => stop(new UploadStoppedError('too_long', limits.maxMs)), limits.maxMs);
  const moved = (): void => void idle.refresh();
  // The client going away or failing ends the body the same way, so storage sees it.
  const failed = (error: Error): void => stop(error);
  const closed = (): void => {
    if (!source.readableEnded) stop(new Error('The source closed before its end.'));
  };
  const done = (): void => {
    // Let the source go, so whatever of it is left can be drained by its owner.
    source.unpipe(body);
    clearTimeout(idle);
    clearTimeout(overall);
    source.off('data', moved);
    source.off('error', failed);
    source.off('close', closed);
  };
  body.on('end', done);
  // The guard may fire before storage starts reading (the API looks the upload up first, and a
  // loaded database can take longer than the stall limit). Without a listener that 'error' event
  // would be thrown out of the timer and end the process; the late reader still gets the error,
  // as the stream keeps it (`body.errored`).
  body.on('error', () => undefined);
  source.on('data', moved);
  source.on('error', failed);
  source.on('close', closed);
  source.pipe(body);
  return { body, done };
}

function describe(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} hour(s)`;
  if (ms % 60_000 === 0) return `${ms / 60_000} minute(s)`;
  return `${ms} ms`;
}
