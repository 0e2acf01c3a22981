import type { PublishItem } from '../../core/channels/plugin';
import type { Page, PhotoClient, PhotoMedia } from '../../plugins/photo/client';
import { findPublishedId } from '../../plugins/photo/lookup';

const USER = '17841400000000001';
const since = new Date('2026-09-20T10:00:00Z');
const at = (iso: string) => iso.replace(/\.\d{3}Z$/, '+0000');
const item: PublishItem = { text: 'wanted', mediaIds: ['m1'], options: {}, index: 0 };

/** A client whose media listing serves the given pages, newest first, and counts the reads. */
function listing(pages: PhotoMedia[][]): { client: PhotoClient; reads: () => number } {
  let reads = 0;
  const client = {
    listMedia: async (_user: string, after?: string): Promise<Page<PhotoMedia>> => {
      const index = after === undefined ? 0 : Number(after);
      reads += 1;
      return { items: pages[index] ?? [], ...(index + 1 < pages.length ? { after: String(index + 1) } : {}) };
    },
  } as unknown as PhotoClient;
  return { client, reads: () => reads };
}

const post = (id: string, caption: string, iso: string, type = 'FEED'): PhotoMedia => ({
  id,
  caption,
  timestamp: at(iso),
  media_product_type: type,
});

describe('photo lookup', () => {
  it('matches the caption within the window, allowing ten seconds of clock skew', async () => {
    const { client } = listing([
      [post('2', 'other', '2026-09-20T10:00:05.000Z'), post('1', 'wanted', '2026-09-20T09:59:55.000Z')],
    ]);
    expect(await findPublishedId(client, USER, item, since)).toBe('1');
  });

  it('stops at the first post older than the window instead of reading further', async () => {
    const { client, reads } = listing([
      [post('3', 'other', '2026-09-20T10:01:00.000Z')],
      [post('2', 'wanted', '2026-09-20T09:00:00.000Z')],
      [post('1', 'older', '2026-09-19T10:00:00.000Z')],
    ]);
    expect(await findPublishedId(client, USER, item, since)).toBeNull();
    expect(reads()).toBe(2);
  });

  it('tells a reel from a feed post with the same caption when the files say which', async () => {
    const { client } = listing([[post('2', 'wanted', '2026-09-20T10:00:05.000Z', 'REELS')]]);
    const photo = {
      ...item,
      media: [
        {
          id: 'm1',
          kind: 'image' as const,
          contentType: 'image/jpeg',
          bytes: 1,
          url: 'u',
          read: async () => Buffer.alloc(0),
        },
      ],
    };
    expect(await findPublishedId(client, USER, photo, since)).toBeNull();
    expect(await findPublishedId(client, USER, { ...item, options: { kind: 'reel' } }, since)).toBe('2');
  });

  it('gives up, rather than answer "not there", when the window holds more than it reads', async () => {
    const busy = Array.from({ length: 12 }, (_, page) =>
      Array.from({ length: 50 }, (_, i) => post(`${page}-${i}`, 'other', '2026-09-20T10:05:00.000Z')),
    );
    await expect(findPublishedId(listing(busy).client, USER, item, since)).rejects.toThrow(/lookup gave up/);
  });

  it('cannot tell when a post in the window has no readable time', async () => {
    const { client } = listing([[{ id: '1', caption: 'other' }]]);
    await expect(findPublishedId(client, USER, item, since)).rejects.toThrow(/no readable timestamp/);
  });
});
