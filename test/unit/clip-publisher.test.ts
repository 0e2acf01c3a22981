import type { PublishItem, PublishMedia } from '../../core/channels/plugin';
import { PlatformNetworkError } from '../../core/http/platform-http';
import type { ChunkUpload, ClipClient, CreatorInfo, PublishStatusData } from '../../plugins/clip/client';
import { ClipUnconfirmedError, ClipUploadAbortedError } from '../../plugins/clip/errors';
import { ClipPublisher } from '../../plugins/clip/publisher';
import { resolveSettings } from '../../plugins/clip/settings';

const settings = resolveSettings({
  transfer: { minChunkBytes: 10, maxChunkBytes: 40, maxFinalChunkBytes: 80, maxChunks: 1000 },
  chunkBytes: 10,
  pollIntervalMs: 1,
});

const creator: CreatorInfo = {
  creator_nickname: 'c',
  privacy_level_options: ['SELF_ONLY'],
  comment_disabled: false,
  duet_disabled: false,
  stitch_disabled: false,
  max_video_post_duration_sec: 60,
  can_post: true,
};

const body = Buffer.from('0123456789abcdefghijklmnopqrstuvwxy'); // 35 bytes: chunks of 10, 10, 15
const video: PublishMedia = {
  id: 'v',
  kind: 'video',
  contentType: 'video/mp4',
  bytes: body.length,
  url: 'http://media.invalid/v',
  read: async (start = 0, end = body.length) => body.subarray(start, end),
};
const item: PublishItem = {
  text: 'c',
  mediaIds: ['v'],
  options: { privacyLevel: 'SELF_ONLY' },
  index: 0,
  media: [video],
};
const lost = () => new PlatformNetworkError('connection', true, 'socket hang up');

/**
 * A platform whose upload server loses the answers the test names. `landed` says whether a lost
 * chunk arrived anyway; `statusFails` makes the status read after a loss fail too.
 */
function platform(script: { lose: number[]; landed: boolean; statusFails?: boolean }) {
  const sent: number[] = [];
  let uploaded = 0;
  const losses = [...script.lose];
  const client = {
    creatorInfo: async () => creator,
    initVideo: async () => ({ publish_id: 'v_pub_file~1', upload_url: 'https://upload.invalid/u' }),
    uploadChunk: async (chunk: ChunkUpload) => {
      sent.push(chunk.index);
      const loss = losses.indexOf(chunk.index);
      if (loss >= 0) {
        losses.splice(loss, 1);
        if (script.landed) uploaded = chunk.end;
        throw lost();
      }
      uploaded = chunk.end;
      return chunk.end === body.length ? 201 : 206;
    },
    fetchStatus: async (): Promise<PublishStatusData> => {
      if (script.statusFails && uploaded < body.length) throw lost();
      return uploaded === body.length
        ? { status: 'PUBLISH_COMPLETE', publicaly_available_post_id: ['7001'], uploaded_bytes: uploaded }
        : { status: 'PROCESSING_UPLOAD', uploaded_bytes: uploaded };
    },
  } as unknown as ClipClient;
  return { client, sent };
}

describe('clip publisher after a lost chunk answer', () => {
  it('goes on when the status shows the chunk arrived', async () => {
    const { client, sent } = platform({ lose: [0], landed: true });
    await expect(new ClipPublisher(client, settings).publish(item)).resolves.toMatchObject({
      postId: '7001',
    });
    expect(sent).toEqual([0, 1, 2]);
  });

  it('sends the chunk once more when the status shows it did not arrive', async () => {
    const { client, sent } = platform({ lose: [1], landed: false });
    await expect(new ClipPublisher(client, settings).publish(item)).resolves.toMatchObject({
      postId: '7001',
    });
    expect(sent).toEqual([0, 1, 1, 2]);
  });

  it('gives up safely when a chunk twice fails to arrive: without its bytes the post cannot go out', async () => {
    const { client } = platform({ lose: [1, 1], landed: false });
    const error = await new ClipPublisher(client, settings).publish(item).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClipUploadAbortedError);
  });

  it('gives up safely when neither a middle chunk nor the status answers', async () => {
    const { client } = platform({ lose: [0], landed: false, statusFails: true });
    const error = await new ClipPublisher(client, settings).publish(item).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClipUploadAbortedError);
    expect(error).not.toBeInstanceOf(PlatformNetworkError);
  });

  it('leaves the outcome open when neither the last chunk nor the status answers', async () => {
    const { client } = platform({ lose: [2], landed: false, statusFails: true });
    const error = await new ClipPublisher(client, settings).publish(item).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClipUnconfirmedError);
    expect((error as ClipUnconfirmedError).mayHaveReached).toBe(true);
  });
});
