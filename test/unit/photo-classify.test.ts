import { violation } from '../../core/errors/app-error';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { classifyPhotoError } from '../../plugins/photo/classify';
import { PhotoApiError } from '../../plugins/photo/client';
import {
  PhotoContainerError,
  PhotoMediaMissingError,
  PhotoRuleError,
  PhotoStalledError,
} from '../../plugins/photo/errors';

function graph(
  status: number,
  error: Record<string, unknown>,
  headers: Record<string, string> = {},
): PhotoApiError {
  return new PhotoApiError(status, new Headers(headers), {
    error: { message: 'said', type: 'OAuthException', ...error },
  });
}

const usage = (minutes: number) => ({
  'x-business-use-case-usage': JSON.stringify({
    '17841400000000000': [{ type: 'instagram', call_count: 100, estimated_time_to_regain_access: minutes }],
  }),
});

describe('photo classify', () => {
  it.each([
    [
      'activity restricted',
      'platform_activity_blocked',
      false,
      graph(400, { code: 4, error_subcode: 2207051 }),
    ],
    ['daily limit', 'platform_error', true, graph(400, { code: 9, error_subcode: 2207042 })],
    ['container expired', 'container_expired', true, graph(400, { code: -2, error_subcode: 2207020 })],
    [
      'image over 8MB',
      'platform_rejected_content',
      false,
      graph(400, { code: 36000, error_subcode: 2207004 }),
    ],
    ['download failed', 'media_unreachable', true, graph(400, { code: 9004, error_subcode: 2207052 })],
    ['not ready yet', 'platform_error', true, graph(400, { code: 9007, error_subcode: 2207027 })],
    ['bad token', 'platform_auth_error', false, graph(400, { code: 190 })],
    ['expired session', 'platform_auth_error', false, graph(400, { code: 190, error_subcode: 463 })],
    ['no token', 'platform_auth_error', false, graph(400, { code: 2500 })],
    ['app call limit', 'platform_error', true, graph(400, { code: 4, is_transient: true })],
    ['account call limit', 'platform_error', true, graph(429, { code: 80002 })],
    ['missing permission', 'permission_denied', false, graph(400, { code: 10 })],
    ['server fault', 'platform_error', true, graph(500, { code: 2, is_transient: true })],
    ['transient anything', 'platform_error', true, graph(400, { code: 1, is_transient: true })],
    ['invalid parameter', 'platform_rejected_content', false, graph(400, { code: 100 })],
    ['unreachable object', 'platform_rejected_content', false, graph(400, { code: 100, error_subcode: 33 })],
  ])('maps %s to %s (retryable %s)', (_name, code, retryable, error) => {
    expect(classifyPhotoError(error)).toMatchObject({ code, retryable });
  });

  it('keeps a non-Graph answer as a platform error, retryable on 5xx only', () => {
    const proxyPage = new PhotoApiError(502, new Headers(), '<html>Bad gateway</html>');
    expect(proxyPage.error).toMatchObject({ code: 502, message: '<html>Bad gateway</html>' });
    expect(classifyPhotoError(proxyPage)).toMatchObject({ code: 'platform_error', retryable: true });
    const notFound = new PhotoApiError(404, new Headers(), '');
    expect(classifyPhotoError(notFound)).toMatchObject({
      code: 'platform_rejected_content',
      retryable: false,
    });
  });

  it('waits as long as the usage header says, in seconds', () => {
    expect(classifyPhotoError(graph(429, { code: 80002 }, usage(5))).retryAfterSeconds).toBe(300);
    expect(
      classifyPhotoError(graph(400, { code: 9, error_subcode: 2207042 }, usage(90))).retryAfterSeconds,
    ).toBe(5400);
    expect(classifyPhotoError(graph(429, { code: 80002 }, usage(0))).retryAfterSeconds).toBe(1);
    expect(classifyPhotoError(graph(429, { code: 80002 })).retryAfterSeconds).toBeUndefined();
    const garbled = graph(429, { code: 80002 }, { 'x-business-use-case-usage': 'not json' });
    expect(classifyPhotoError(garbled).retryAfterSeconds).toBeUndefined();
  });

  it('puts the platform’s words for people into the message', () => {
    const error = graph(400, {
      code: 4,
      error_subcode: 2207051,
      error_user_title: 'Try Again Later',
      error_user_msg: 'We restrict certain activity.',
    });
    expect(classifyPhotoError(error).message).toBe(
      'photo platform (4/2207051): said (Try Again Later: We restrict certain activity.)',
    );
  });

  it('maps container outcomes: expired, download failed, other errors', () => {
    expect(classifyPhotoError(new PhotoContainerError('1', 'EXPIRED', 'Expired'))).toMatchObject({
      code: 'container_expired',
      retryable: true,
    });
    const lost = new PhotoContainerError('1', 'ERROR', 'Error: Media download has failed: 404 (2207052)');
    expect(lost.subcode).toBe(2207052);
    expect(classifyPhotoError(lost)).toMatchObject({ code: 'media_unreachable', retryable: true });
    const format = new PhotoContainerError(
      '1',
      'ERROR',
      'Error: The video format is not supported (2207026)',
    );
    expect(classifyPhotoError(format)).toMatchObject({ code: 'platform_rejected_content', retryable: false });
  });

  it('maps the plugin’s own failures', () => {
    const rule = new PhotoRuleError([violation('photo_reel_duration', { limit: 900, actual: 901 })]);
    expect(classifyPhotoError(rule)).toMatchObject({ code: 'photo_reel_duration', retryable: false });
    expect(classifyPhotoError(new PhotoStalledError('1', 240_000))).toMatchObject({
      code: 'upload_stalled',
      retryable: true,
    });
    expect(classifyPhotoError(new PhotoMediaMissingError(2, 0))).toMatchObject({
      code: 'system_error',
      retryable: false,
    });
  });

  it('tells a timeout from other lost answers', () => {
    expect(classifyPhotoError(new PlatformNetworkError('timeout', true, 'late'))).toMatchObject({
      code: 'platform_timeout',
      retryable: true,
    });
    expect(classifyPhotoError(new PlatformNetworkError('connection', true, 'reset'))).toMatchObject({
      code: 'platform_error',
      retryable: true,
    });
    expect(classifyPhotoError(new Error('bug'))).toMatchObject({ code: 'platform_error', retryable: true });
  });
});
