import { violation } from '../../core/errors/app-error';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { classifySocialError } from '../../plugins/social/classify';
import { SocialApiError, UploadApiError } from '../../plugins/social/client';
import { SocialRuleError } from '../../plugins/social/rules';

const graph = (
  code: number,
  more: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  status = 400,
) => new SocialApiError(status, new Headers(headers), { message: `(#${code}) said`, code, ...more });

describe('social classify', () => {
  it.each([
    [190, {}, 'platform_auth_error', false],
    [102, {}, 'platform_auth_error', false],
    [2500, {}, 'platform_auth_error', false],
    [100, {}, 'platform_rejected_content', false],
    [100, { error_subcode: 33 }, 'platform_rejected_content', false],
    [506, {}, 'platform_rejected_content', false],
    [368, {}, 'platform_rejected_content', false],
    [352, {}, 'platform_rejected_content', false],
    [4, {}, 'platform_error', true],
    [17, {}, 'platform_error', true],
    [32, {}, 'platform_error', true],
    [613, {}, 'platform_error', true],
    [80001, {}, 'platform_error', true],
    [10, {}, 'permission_denied', false],
    [200, {}, 'permission_denied', false],
    [299, {}, 'permission_denied', false],
    [1, {}, 'platform_error', true],
    [2, { is_transient: true }, 'platform_error', true],
    [324, {}, 'media_unreachable', true],
    [-2, { error_subcode: 2207020 }, 'container_expired', true],
  ])('maps Graph code %i %j to %s (retryable %s)', (code, more, expected, retryable) => {
    expect(classifySocialError(graph(code, more))).toMatchObject({ code: expected, retryable });
  });

  it('treats an unknown code with a 5xx status as the platform’s trouble', () => {
    expect(classifySocialError(graph(999, {}, {}, 502))).toMatchObject({
      code: 'platform_error',
      retryable: true,
    });
    expect(classifySocialError(graph(999))).toMatchObject({
      code: 'platform_rejected_content',
      retryable: false,
    });
  });

  it('carries the user-facing message when the platform gives one', () => {
    const error = graph(368, { error_user_msg: 'This goes against our Community Standards.' });
    expect(classifySocialError(error).message).toContain('Community Standards');
  });

  it('waits the longest estimated_time_to_regain_access of the usage header, in seconds', () => {
    const usage = JSON.stringify({
      a: [{ type: 'pages', estimated_time_to_regain_access: 2 }],
      b: [{ type: 'pages', estimated_time_to_regain_access: 7 }],
    });
    const error = graph(32, {}, { 'x-business-use-case-usage': usage });
    expect(classifySocialError(error).retryAfterSeconds).toBe(420);
  });

  it('reads Retry-After as seconds or a date, and names no wait when nothing says', () => {
    const now = Date.parse('2026-10-01T00:00:00Z');
    expect(classifySocialError(graph(4, {}, { 'retry-after': '30' }), now).retryAfterSeconds).toBe(30);
    const date = new Date(now + 90_000).toUTCString();
    expect(classifySocialError(graph(4, {}, { 'retry-after': date }), now).retryAfterSeconds).toBe(90);
    expect(classifySocialError(graph(4, {}, { 'x-app-usage': '{"call_count":100}' })).retryAfterSeconds).toBe(
      undefined,
    );
    expect(
      classifySocialError(graph(32, {}, { 'x-business-use-case-usage': 'not json' })).retryAfterSeconds,
    ).toBeUndefined();
  });

  it('maps the upload host’s answers by type and retriable', () => {
    expect(classifySocialError(new UploadApiError(401, false, 'NotAuthorizedError', 'no'))).toMatchObject({
      code: 'platform_auth_error',
      retryable: false,
    });
    expect(
      classifySocialError(new UploadApiError(400, false, 'UploadSessionExpiredError', 'old')),
    ).toMatchObject({ code: 'container_expired', retryable: true });
    expect(classifySocialError(new UploadApiError(500, true, 'ProcessingFailedError', 'hm'))).toMatchObject({
      code: 'platform_error',
      retryable: true,
    });
    expect(
      classifySocialError(new UploadApiError(400, false, 'ProcessingFailedError', 'offset')),
    ).toMatchObject({
      code: 'platform_rejected_content',
      retryable: false,
    });
  });

  it('reports a broken channel rule by its own code, not retryable', () => {
    const error = new SocialRuleError([violation('social_reel_duration', { limit: 90, actual: 120 })]);
    expect(classifySocialError(error)).toMatchObject({ code: 'social_reel_duration', retryable: false });
  });

  it('tells a timeout from other lost answers', () => {
    expect(classifySocialError(new PlatformNetworkError('timeout', true, 'late'))).toMatchObject({
      code: 'platform_timeout',
      retryable: true,
    });
    expect(classifySocialError(new PlatformNetworkError('connection', true, 'reset'))).toMatchObject({
      code: 'platform_error',
      retryable: true,
    });
    expect(classifySocialError(new Error('bug'))).toMatchObject({ code: 'platform_error', retryable: true });
  });
});
