import { PlatformNetworkError } from '../../core/http/platform-http';
import { classifyVidError } from '../../plugins/vid/classify';
import { VidApiError, VidSessionGoneError } from '../../plugins/vid/client';
import { UploadStalledError, VidRuleError } from '../../plugins/vid/errors';
import { secondsUntilPacificMidnight } from '../../plugins/vid/pacific';

const answer = (
  status: number,
  reason: string,
  headers: Record<string, string> = {},
  domain = 'youtube.video',
) =>
  new VidApiError(status, new Headers(headers), {
    error: { code: status, message: `${reason} happened`, errors: [{ domain, reason, message: 'x' }] },
  });

describe('vid classify', () => {
  const now = Date.parse('2026-01-15T20:00:00Z'); // 12:00 PST: twelve hours to midnight Pacific

  it.each([
    [401, 'authError', 'platform_auth_error', false],
    [403, 'forbidden', 'permission_denied', false],
    [403, 'commentsDisabled', 'comments_closed', false],
    [400, 'invalidTitle', 'platform_rejected_content', false],
    [404, 'videoNotFound', 'platform_rejected_content', false],
    [500, 'backendError', 'platform_error', true],
    [503, 'backendError', 'platform_error', true],
    [409, 'conflict', 'platform_error', false],
  ])('maps %i %s to %s (retryable %s)', (status, reason, code, retryable) => {
    expect(classifyVidError(answer(status, reason), now)).toMatchObject({ code, retryable });
  });

  it('holds a spent quota until midnight Pacific, without retrying', () => {
    expect(classifyVidError(answer(403, 'quotaExceeded', {}, 'youtube.quota'), now)).toMatchObject({
      code: 'platform_error',
      retryable: false,
      retryAfterSeconds: 12 * 3600,
    });
  });

  it('retries the daily upload cap after midnight Pacific', () => {
    expect(classifyVidError(answer(400, 'uploadLimitExceeded'), now)).toMatchObject({
      code: 'vid_daily_cap',
      retryable: true,
      retryAfterSeconds: 12 * 3600,
    });
  });

  it('waits as long as the rate limit says, in seconds or as a date', () => {
    expect(classifyVidError(answer(429, 'rateLimitExceeded', { 'retry-after': '30' }), now)).toMatchObject({
      code: 'platform_error',
      retryable: true,
      retryAfterSeconds: 30,
    });
    const at = new Date(now + 90_000).toUTCString();
    expect(
      classifyVidError(answer(403, 'userRateLimitExceeded', { 'retry-after': at }), now).retryAfterSeconds,
    ).toBe(90);
  });

  it('maps its own failures: rules, stalls, expired sessions, lost answers', () => {
    expect(classifyVidError(new VidRuleError('vid_short_no_thumbnail', {}))).toMatchObject({
      code: 'vid_short_no_thumbnail',
      retryable: false,
    });
    expect(classifyVidError(new UploadStalledError('stuck'))).toMatchObject({
      code: 'upload_stalled',
      retryable: true,
    });
    expect(classifyVidError(new VidSessionGoneError(404, new Headers(), undefined))).toMatchObject({
      code: 'container_expired',
      retryable: true,
    });
    expect(classifyVidError(new PlatformNetworkError('timeout', true, 'late'))).toMatchObject({
      code: 'platform_timeout',
      retryable: true,
    });
    expect(classifyVidError(new PlatformNetworkError('connection', true, 'reset'))).toMatchObject({
      code: 'platform_error',
      retryable: true,
    });
  });
});

describe('seconds until midnight Pacific', () => {
  it.each([
    ['at midnight PST, a whole day', '2026-01-15T08:00:00Z', 86_400],
    ['one second before midnight PDT', '2026-07-15T06:59:59Z', 1],
    ['on the day clocks go forward (23 hours)', '2026-03-08T08:00:00Z', 23 * 3600],
    ['on the day clocks go back (25 hours)', '2026-11-01T07:00:00Z', 25 * 3600],
    ['from UTC midnight in winter', '2026-01-15T00:00:00Z', 8 * 3600],
  ])('%s', (_name, at, seconds) => {
    expect(secondsUntilPacificMidnight(Date.parse(at))).toBe(seconds);
  });
});
