import type { PublishItem } from '../../core/channels/plugin';
import { parseGraphTime, type Page, type PhotoClient, type PhotoComment, type PhotoMedia } from './client';
import { readPhotoOptions } from './options';

/** How far before `since` the lookup looks, so a platform clock a little behind ours still matches. */
const CLOCK_SLACK_MS = 10_000;
/** Far more than an account posts in the minutes a lookup covers; past it the lookup gives up. */
const MAX_PAGES = 10;

/**
 * After a lost answer: the post (or comment) this item made since `since`, null when surely none,
 * and an error when the listings could not be read far enough to tell. A reply is a comment on
 * the replied post, looked for among that post's comments by author and text; a story has no
 * caption, so it is told by being the one story that went up in the window; anything else is
 * looked for in the account's media by caption (and reel or feed, when the files say which).
 */
export async function findPublishedId(
  client: PhotoClient,
  userId: string,
  item: PublishItem,
  since: Date,
): Promise<string | null> {
  const from = since.getTime() - CLOCK_SLACK_MS;
  if (item.replyToExternalId !== undefined) {
    const replyTo = item.replyToExternalId;
    const found = await scanAll(
      (after) => client.listComments(replyTo, after),
      (c: PhotoComment) => c.from?.id === userId && sameText(c.text, item.text) && isSince(c.timestamp, from),
    );
    return found[0]?.id ?? null;
  }
  const kind = readPhotoOptions(item.options).kind;
  if (kind === 'story') return findStory(client, userId, from);
  const productType = expectedProductType(item);
  return findInFeed(
    client,
    userId,
    from,
    (m) =>
      sameText(m.caption, item.text) && (productType === undefined || m.media_product_type === productType),
  );
}

/** The listing is newest first, so the scan stops at the first post older than the window. */
async function findInFeed(
  client: PhotoClient,
  userId: string,
  from: number,
  matches: (m: PhotoMedia) => boolean,
): Promise<string | null> {
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items, after: next } = await client.listMedia(userId, after);
    for (const media of items) {
      const at = parseGraphTime(media.timestamp);
      if (at === undefined)
        throw new Error(`photo: media ${media.id} has no readable timestamp; lookup cannot tell`);
      if (at < from) return null;
      if (matches(media)) return media.id;
    }
    if (next === undefined) return null;
    after = next;
  }
  throw new Error(
    `photo: over ${MAX_PAGES} pages of media since ${new Date(from).toISOString()}; lookup gave up`,
  );
}

/**
 * Stories carry no caption to match. One story since the attempt began is taken as this one: the
 * worst a wrong guess does is leave a story unsent, never send one twice. Several cannot be told
 * apart, so the lookup says it cannot tell rather than guess.
 */
async function findStory(client: PhotoClient, userId: string, from: number): Promise<string | null> {
  const recent = await scanAll(
    (after) => client.listStories(userId, after),
    (s: PhotoMedia) => isSince(s.timestamp, from),
  );
  if (recent.length === 0) return null;
  if (recent.length === 1) return recent[0].id;
  throw new Error(`photo: ${recent.length} stories went up since the attempt; cannot tell which is this one`);
}

/** Every matching entry of a listing with no useful order; it must be read to the end. */
async function scanAll<T>(
  read: (after?: string) => Promise<Page<T>>,
  matches: (entry: T) => boolean,
): Promise<T[]> {
  const found: T[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items, after: next } = await read(after);
    found.push(...items.filter(matches));
    if (next === undefined) return found;
    after = next;
  }
  throw new Error(`photo: listing longer than ${MAX_PAGES} pages; lookup gave up`);
}

/** A single video goes out as a reel, anything else as a feed post; unknown when the files are not at hand. */
function expectedProductType(item: PublishItem): 'REELS' | 'FEED' | undefined {
  if (readPhotoOptions(item.options).kind === 'reel') return 'REELS';
  const media = item.media ?? [];
  if (media.length === 0) return undefined;
  return media.length === 1 && media[0].kind === 'video' ? 'REELS' : 'FEED';
}

function sameText(a: string | undefined, b: string): boolean {
  return (a ?? '').normalize('NFC') === b.normalize('NFC');
}

function isSince(timestamp: string | undefined, from: number): boolean {
  const at = parseGraphTime(timestamp);
  return at === undefined || at >= from;
}
