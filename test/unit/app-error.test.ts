import { AppError, violation } from '../../core/errors/app-error';

describe('AppError', () => {
  it('takes its status from the catalogue and spreads one violation into error', () => {
    const error = AppError.of('content_too_long', { platform: 'micro', limit: 280, actual: 300 });
    expect(error.status).toBe(422);
    expect(error.toBody()).toEqual({
      error: {
        code: 'content_too_long',
        message: expect.any(String),
        platform: 'micro',
        limit: 280,
        actual: 300,
      },
    });
  });

  it('carries several violations in error.errors with the first spread into error', () => {
    const error = new AppError([
      violation('content_too_long', { platform: 'chat', limit: 4096, actual: 5000 }),
      violation('topic_tag_not_supported', { platform: 'chat' }),
    ]);
    const body = error.toBody().error;
    expect(body).toMatchObject({ code: 'content_too_long', platform: 'chat', limit: 4096 });
    expect((body.errors as Array<{ code: string }>).map((e) => e.code)).toEqual([
      'content_too_long',
      'topic_tag_not_supported',
    ]);
  });

  it('answers 503 for a target-only code thrown at a request, never a made-up status', () => {
    expect(AppError.of('platform_timeout').status).toBe(503);
    expect(AppError.of('publish_unconfirmed').status).toBe(503);
  });
});
