import type { PublishMedia } from '../../core/channels/plugin';
import { AppError } from '../../core/errors/app-error';
import { PlatformNetworkError } from '../../core/http/platform-http';
import { classifyStrandError } from '../../plugins/strand/classify';
import { StrandApiError, type MediaPage, type StrandClient } from '../../plugins/strand/client';
import { ContainerMemory } from '../../plugins/strand/container-memory';
import {
  StrandContainerError,
  StrandStalledError,
  waitForContainer,
} from '../../plugins/strand/container-wait';
import { findPost } from '../../plugins/strand/lookup';
import { planMedia } from '../../plugins/strand/media-plan';

const graph = (status: number, error: Record<string, unknown>, headers: Record<string, string> = {}) =>
  new StrandApiError(status, new Headers(headers), {
    error: { message: 'said', type: 'THApiException', ...error },
  });

describe('strand classify', () => {
  it.each([
    [graph(400, { code: 190, error_subcode: 463 }), 'platform_auth_error', false],
    [graph(400, { code: 100 }), 'platform_rejected_content', false],
    [graph(403, { code: 200 }), 'permission_denied', false],
    [graph(400, { code: 368 }), 'platform_activity_blocked', false],
    [graph(400, { code: 4, error_subcode: 2207051 }), 'platform_activity_blocked', false],
    [graph(400, { code: 32 }), 'platform_error', true],
    [graph(400, { code: 613 }), 'platform_error', true],
    [graph(400, { code: 9007, error_subcode: 2207027 }), 'platform_error', true],
    [graph(500, { code: 1 }), 'platform_error', true],
    [graph(404, { code: 803 }), 'platform_error', false],
    [new StrandApiError(502, new Headers(), '<html>bad gateway</html>'), 'platform_error', true],
    [new StrandContainerError('1', 'ERROR', 'INVALID_ASPEC_RATIO'), 'media_aspect_ratio', false],
    [new StrandContainerError('1', 'ERROR', 'INVALID_BIT_RATE'), 'platform_rejected_content', false],
    [new StrandContainerError('1', 'ERROR', 'UNKNOWN'), 'platform_error', true],
    [new StrandContainerError('1', 'EXPIRED'), 'container_expired', true],
    [new StrandStalledError('1', 240_000), 'upload_stalled', true],
    [new PlatformNetworkError('timeout', true, 'late'), 'platform_timeout', true],
    [new PlatformNetworkError('connection', false, 'refused'), 'platform_error', true],
    [AppError.of('media_too_large', { limit: 1 }), 'media_too_large', false],
    [new Error('anything else'), 'platform_error', true],
  ])('%s -> %s (retryable %s)', (error, code, retryable) => {
    expect(classifyStrandError(error)).toMatchObject({ code, retryable });
  });

  it('takes the longest wait of the usage header, in seconds', () => {
    const usage = JSON.stringify({
      a: [{ estimated_time_to_regain_access: 3 }],
      b: [{ estimated_time_to_regain_access: 7 }, { call_count: 99 }],
    });
    const error = graph(400, { code: 17 }, { 'x-business-use-case-usage': usage });
    expect(classifyStrandError(error)).toMatchObject({ retryAfterSeconds: 420 });
  });

  it('falls back to Retry-After, and gives no wait when the platform gives none', () => {
    expect(classifyStrandError(graph(429, { code: 4 }, { 'retry-after': '12' })).retryAfterSeconds).toBe(12);
    expect(
      classifyStrandError(graph(400, { code: 9, error_subcode: 2207042 })).retryAfterSeconds,
    ).toBeUndefined();
    const broken = graph(400, { code: 4 }, { 'x-business-use-case-usage': 'not json' });
    expect(classifyStrandError(broken).retryAfterSeconds).toBeUndefined();
  });
});

describe('strand media plan', () => {
  const file = (id: string, kind: PublishMedia['kind'], more: Partial<PublishMedia> = {}): PublishMedia => ({
    id,
    kind,
    contentType: kind === 'video' ? 'video/mp4' : 'image/jpeg',
    bytes: 1000,
    url: `https://media.example/${id}`,
    read: async () => Buffer.alloc(0),
    ...more,
  });
  const plan = (files: PublishMedia[]) => planMedia({ mediaIds: files.map((f) => f.id), media: files });

  it('picks the post kind from the files', () => {
    expect(plan([]).mediaType).toBe('TEXT');
    expect(plan([file('i', 'image')]).mediaType).toBe('IMAGE');
    expect(plan([file('v', 'video')]).mediaType).toBe('VIDEO');
    // Images and a video share a carousel: nothing is dropped for mixing.
    const mixed = plan([file('i', 'image'), file('v', 'video')]);
    expect(mixed).toMatchObject({ mediaType: 'CAROUSEL', warnings: [], violations: [] });
    expect(mixed.media.map((m) => m.id)).toEqual(['i', 'v']);
  });

  it('takes very tall videos but not images past 1:10', () => {
    expect(plan([file('v', 'video', { width: 100, height: 10_000 })]).violations).toEqual([]);
    expect(plan([file('v', 'video', { width: 100, height: 10_100 })]).violations[0]).toMatchObject({
      code: 'media_aspect_ratio',
      extra: { limit: '1:100 to 10:1', actual: '1:101' },
    });
    expect(plan([file('i', 'image', { width: 100, height: 1001 })]).violations[0]).toMatchObject({
      extra: { limit: '1:10 to 10:1', actual: '1:10.01' },
    });
  });

  it('never refuses an image for its width alone', () => {
    expect(plan([file('i', 'image', { width: 8000, height: 6000 })]).violations).toEqual([]);
  });
});

describe('strand lookup', () => {
  const lister = (
    pages: MediaPage[],
  ): Pick<StrandClient, 'listMedia'> & { calls: Array<string | undefined> } => {
    const calls: Array<string | undefined> = [];
    return {
      calls,
      listMedia: async (_user, _edge, _since, after) => {
        calls.push(after);
        return pages[calls.length - 1] ?? { posts: [] };
      },
    };
  };

  it('reads on through the pages and matches text after normalising it', async () => {
    const client = lister([
      { posts: [{ id: '1', text: 'other' }], after: 'c1' },
      { posts: [{ id: '2', text: ' Cafe\u0301 ', media_type: 'TEXT_POST' }] },
    ]);
    const found = await findPost(client, 'u', { text: 'Café', mediaType: 'TEXT' }, new Date());
    expect(found?.id).toBe('2');
    expect(client.calls).toEqual([undefined, 'c1']);
  });

  it('throws rather than answer null when the window has more pages than it reads', async () => {
    const endless: Pick<StrandClient, 'listMedia'> = {
      listMedia: async () => ({ posts: [{ id: 'x', text: 'no' }], after: 'more' }),
    };
    await expect(findPost(endless, 'u', { text: 'yes' }, new Date())).rejects.toThrow(/gave up/);
  });
});

describe('strand container memory', () => {
  const key = ContainerMemory.key({
    baseUrl: 'https://a.example/',
    accountId: '1',
    text: 't',
    options: { b: 1, a: 2 },
    mediaIds: [],
  });

  it('keys the same post the same way whatever the option order or trailing slash', () => {
    expect(
      ContainerMemory.key({
        baseUrl: 'https://a.example',
        accountId: '1',
        text: 't',
        options: { a: 2, b: 1 },
        mediaIds: [],
      }),
    ).toBe(key);
    expect(
      ContainerMemory.key({
        baseUrl: 'https://a.example',
        accountId: '1',
        text: 't',
        options: {},
        mediaIds: ['m'],
      }),
    ).not.toBe(key);
  });

  it('forgets containers past their 24 hours, and the oldest past its size', () => {
    let now = 0;
    const memory = new ContainerMemory(2, () => now);
    memory.remember(key, 'c1');
    now = 24 * 60 * 60 * 1000;
    expect(memory.recall(key)).toBeUndefined();
    memory.remember('a', '1');
    memory.remember('b', '2');
    memory.remember('c', '3');
    expect([memory.recall('a'), memory.recall('b')?.containerId, memory.recall('c')?.containerId]).toEqual([
      undefined,
      '2',
      '3',
    ]);
  });
});

describe('strand container wait', () => {
  it('stops waiting when the call is aborted', async () => {
    const client: Pick<StrandClient, 'containerStatus'> = {
      containerStatus: async (id) => ({ id, status: 'IN_PROGRESS' }),
    };
    const controller = new AbortController();
    const waiting = waitForContainer(
      client,
      'c',
      { intervalMs: 10_000, timeoutMs: 60_000 },
      controller.signal,
    );
    controller.abort();
    await expect(waiting).rejects.toThrow(/abort/i);
  });
});
