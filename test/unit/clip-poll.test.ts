import { PlatformNetworkError } from '../../core/http/platform-http';
import { ClipApiError, type ClipClient, type PublishStatusData } from '../../plugins/clip/client';
import { ClipPublishFailedError, ClipStalledError, ClipUnconfirmedError } from '../../plugins/clip/errors';
import { awaitOutcome } from '../../plugins/clip/poll';
import { resolveSettings } from '../../plugins/clip/settings';

/** A client whose status answers are scripted, one per fetch; the last one repeats. */
function scripted(answers: Array<PublishStatusData | Error>): { client: ClipClient; calls: () => number } {
  let calls = 0;
  const client = {
    fetchStatus: async () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as ClipClient;
  return { client, calls: () => calls };
}

const settings = resolveSettings({ pollIntervalMs: 1, stallTimeoutMs: 40, maxProcessingMs: 10_000 });
const uploading = (bytes: number): PublishStatusData => ({
  status: 'PROCESSING_UPLOAD',
  uploaded_bytes: bytes,
});

describe('clip status polling', () => {
  it('polls through the processing states to PUBLISH_COMPLETE', async () => {
    const { client, calls } = scripted([
      uploading(10),
      uploading(20),
      { status: 'PUBLISH_COMPLETE', publicaly_available_post_id: ['7001'] },
    ]);
    await expect(awaitOutcome(client, 'p_1', settings)).resolves.toMatchObject({
      status: 'PUBLISH_COMPLETE',
    });
    expect(calls()).toBe(3);
  });

  it('waits out passing trouble instead of starting over', async () => {
    const { client } = scripted([
      new PlatformNetworkError('timeout', true, 'late'),
      new ClipApiError(500, 'internal_error', 'oops', 'l'),
      new ClipApiError(429, 'rate_limit_exceeded', 'slow', 'l'),
      { status: 'SEND_TO_USER_INBOX' },
    ]);
    await expect(awaitOutcome(client, 'p_1', settings)).resolves.toMatchObject({
      status: 'SEND_TO_USER_INBOX',
    });
  });

  it('ends unconfirmed when the status cannot be read at all', async () => {
    const refused = scripted([new ClipApiError(401, 'access_token_invalid', 'gone', 'l')]);
    const error = await awaitOutcome(refused.client, 'p_1', settings).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClipUnconfirmedError);
    expect((error as ClipUnconfirmedError).mayHaveReached).toBe(true);

    const silent = scripted([new PlatformNetworkError('connection', true, 'reset')]);
    await expect(awaitOutcome(silent.client, 'p_1', settings)).rejects.toBeInstanceOf(ClipUnconfirmedError);
  });

  it('reports FAILED with its reason, and stalls when nothing moves', async () => {
    const failed = scripted([uploading(10), { status: 'FAILED', fail_reason: 'frame_rate_check_failed' }]);
    await expect(awaitOutcome(failed.client, 'p_1', settings)).rejects.toEqual(
      new ClipPublishFailedError('p_1', 'frame_rate_check_failed'),
    );
    const stuck = scripted([uploading(10)]);
    await expect(awaitOutcome(stuck.client, 'p_1', settings)).rejects.toBeInstanceOf(ClipStalledError);
  });

  it('stops at the total limit even while something still moves', async () => {
    let bytes = 0;
    const client = { fetchStatus: async () => uploading((bytes += 1)) } as unknown as ClipClient;
    const short = resolveSettings({ pollIntervalMs: 1, stallTimeoutMs: 1_000, maxProcessingMs: 30 });
    await expect(awaitOutcome(client, 'p_1', short)).rejects.toBeInstanceOf(ClipStalledError);
  });

  it('ends unconfirmed when the caller gives up while waiting', async () => {
    const { client } = scripted([uploading(10)]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('activity cancelled')), 10);
    const slow = resolveSettings({ pollIntervalMs: 5, stallTimeoutMs: 60_000 });
    await expect(awaitOutcome(client, 'p_1', slow, controller.signal)).rejects.toBeInstanceOf(
      ClipUnconfirmedError,
    );
  });
});
