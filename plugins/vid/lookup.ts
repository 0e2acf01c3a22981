import type { VidClient } from './client';

/** How far before `since` the lookup reaches, so a platform clock a little behind ours still matches. */
const CLOCK_SLACK_MS = 60_000;
/** Far more than an account uploads or comments in the minutes a lookup covers; past it we cannot tell. */
const MAX_PAGES = 5;

/**
 * The id of a video the channel uploaded since `since` with this title and description, or null
 * when the uploads playlist, read back to `since`, holds none. Reads the playlist (1 quota unit a
 * page) rather than search.list (100 units), and sees private and scheduled videos, which search
 * leaves out. Throws when the listing cannot be read to `since`: null would invite a second upload.
 */
export async function findUpload(
  client: VidClient,
  wanted: { title: string; description: string },
  since: Date,
): Promise<string | null> {
  const playlistId = await client.uploadsPlaylistId();
  const from = since.getTime() - CLOCK_SLACK_MS;
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items, nextPageToken } = await client.playlistItems(playlistId, pageToken);
    for (const item of items) {
      const { title, description, resourceId, publishedAt } = item.snippet;
      // Newest first: once past `since`, the rest is older still. An older twin is another post.
      if (Date.parse(publishedAt) < from) return null;
      if (same(title, wanted.title) && same(description, wanted.description)) return resourceId.videoId;
    }
    if (nextPageToken === undefined) return null;
    pageToken = nextPageToken;
  }
  throw new Error(
    `vid: over ${MAX_PAGES} pages of uploads since ${new Date(from).toISOString()}; lookup gave up`,
  );
}

/** The id of the channel's own top-level comment with this text under `videoId` since `since`, or null. */
export async function findComment(
  client: VidClient,
  wanted: { videoId: string; channelId: string; text: string },
  since: Date,
): Promise<string | null> {
  const from = since.getTime() - CLOCK_SLACK_MS;
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items, nextPageToken } = await client.commentThreads(wanted.videoId, pageToken);
    for (const thread of items) {
      const comment = thread.snippet.topLevelComment.snippet;
      const text = comment.textOriginal ?? comment.textDisplay ?? '';
      if (comment.publishedAt !== undefined && Date.parse(comment.publishedAt) < from) return null;
      if (comment.authorChannelId?.value === wanted.channelId && same(text, wanted.text)) return thread.id;
    }
    if (nextPageToken === undefined) return null;
    pageToken = nextPageToken;
  }
  throw new Error(
    `vid: over ${MAX_PAGES} pages of comments since ${new Date(from).toISOString()}; lookup gave up`,
  );
}

/** The platform keeps text as sent, but line ends and Unicode forms may come back normalised. */
function same(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/\r\n?/g, '\n').normalize('NFC').trim();
  return norm(a) === norm(b);
}
