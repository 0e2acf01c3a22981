import { violation } from '../../core/errors/app-error';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { classifyClipError } from '../../plugins/clip/classify';
import { ClipApiError, ClipUploadError } from '../../plugins/clip/client';
import {
  ClipPublishFailedError,
  ClipRuleError,
  ClipStalledError,
  ClipUnconfirmedError,
  ClipUploadAbortedError,
} from '../../plugins/clip/errors';

describe('clip classify', () => {
  it.each([
    [400, 'invalid_params', 'platform_rejected_content', false],
    [401, 'access_token_invalid', 'platform_auth_error', false],
    [401, 'scope_not_authorized', 'permission_denied', false],
    [429, 'rate_limit_exceeded', 'platform_error', true],
    [403, 'spam_risk_too_many_posts', 'platform_error', false],
    [403, 'spam_risk_user_banned_from_posting', 'permission_denied', false],
    [403, 'privacy_level_option_mismatch', 'clip_privacy_invalid', false],
    [403, 'url_ownership_unverified', 'permission_denied', false],
    [500, 'internal_error', 'platform_error', true],
    [503, 'something_new', 'platform_error', true],
    [403, 'something_new', 'permission_denied', false],
    [404, 'something_new', 'platform_rejected_content', false],
  ])('maps %i %s to %s (retryable %s)', (status, code, expected, retryable) => {
    expect(classifyClipError(new ClipApiError(status, code, 'said', 'log'))).toMatchObject({
      code: expected,
      retryable,
    });
  });

  it('waits as long as the rate-limit answer says, and only for a rate limit', () => {
    expect(
      classifyClipError(new ClipApiError(429, 'rate_limit_exceeded', 'slow', 'l', 42)).retryAfterSeconds,
    ).toBe(42);
    expect(
      classifyClipError(new ClipApiError(429, 'rate_limit_exceeded', 'slow', 'l')).retryAfterSeconds,
    ).toBeUndefined();
    expect(
      classifyClipError(new ClipApiError(500, 'internal_error', 'x', 'l', 5)).retryAfterSeconds,
    ).toBeUndefined();
  });

  it.each([
    ['file_format_check_failed', 'platform_rejected_content', false],
    ['picture_size_check_failed', 'platform_rejected_content', false],
    ['photo_pull_failed', 'media_unreachable', true],
    ['video_pull_failed', 'media_unreachable', true],
    ['auth_removed', 'platform_auth_error', false],
    ['spam_risk_too_many_posts', 'platform_error', false],
    ['internal', 'platform_error', true],
    ['never_heard_of', 'platform_error', true],
  ])('maps the fail_reason %s to %s (retryable %s)', (reason, code, retryable) => {
    expect(classifyClipError(new ClipPublishFailedError('p_1', reason))).toMatchObject({ code, retryable });
  });

  it('maps upload answers: a gone URL is an expired container, a bad range is refused content', () => {
    expect(classifyClipError(new ClipUploadError(403, 0))).toMatchObject({
      code: 'container_expired',
      retryable: true,
    });
    expect(classifyClipError(new ClipUploadError(404, 0))).toMatchObject({
      code: 'container_expired',
      retryable: true,
    });
    expect(classifyClipError(new ClipUploadError(416, 2))).toMatchObject({
      code: 'platform_rejected_content',
      retryable: false,
    });
    expect(classifyClipError(new ClipUploadError(502, 1))).toMatchObject({
      code: 'platform_error',
      retryable: true,
    });
  });

  it('gives a broken rule its own code, never retryable', () => {
    const error = new ClipRuleError([
      violation('clip_cannot_post', { platform: 'clip' }),
      violation('media_too_long'),
    ]);
    expect(classifyClipError(error)).toMatchObject({ code: 'clip_cannot_post', retryable: false });
  });

  it('keeps an unconfirmed publish a lost answer, and an aborted upload a safe retry', () => {
    const unconfirmed = new ClipUnconfirmedError('p_1', new PlatformNetworkError('timeout', true, 'late'));
    expect(unconfirmed).toBeInstanceOf(PlatformNetworkError);
    expect(unconfirmed.mayHaveReached).toBe(true);
    expect(classifyClipError(unconfirmed)).toMatchObject({ code: 'platform_timeout', retryable: true });
    expect(classifyClipError(new ClipUnconfirmedError('p_1', new Error('x')))).toMatchObject({
      code: 'platform_error',
      retryable: true,
    });

    const aborted = new ClipUploadAbortedError('stopped', new PlatformNetworkError('timeout', true, 'late'));
    expect(aborted).not.toBeInstanceOf(PlatformNetworkError);
    expect(classifyClipError(aborted)).toMatchObject({ code: 'platform_timeout', retryable: true });
    expect(classifyClipError(new ClipStalledError('p_1', 1_800_000))).toMatchObject({
      code: 'upload_stalled',
      retryable: true,
    });
  });

  it('tells a timeout from other lost answers, and takes anything else as passing', () => {
    expect(classifyClipError(new PlatformNetworkError('timeout', true, 'late'))).toMatchObject({
      code: 'platform_timeout',
      retryable: true,
    });
    expect(classifyClipError(new PlatformNetworkError('connection', false, 'refused'))).toMatchObject({
      code: 'platform_error',
      retryable: true,
    });
    expect(classifyClipError(new Error('bug'))).toMatchObject({ code: 'platform_error', retryable: true });
  });
});
