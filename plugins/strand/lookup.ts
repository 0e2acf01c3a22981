import type { StrandClient, StrandMedia } from './client';
import { PUBLISHED_TYPE, type StrandMediaType } from './media-plan';

/** How far before `since` the lookup starts, so a platform clock a little behind ours still matches. */
const CLOCK_SLACK_MS = 10_000;
/** Far more than any account posts in the minutes a lookup covers; past it the lookup gives up. */
const MAX_PAGES = 5;

export interface WantedPost {
  text: string;
  replyToId?: string;
  /** Left out when the files could not be read: text and reply target then decide alone. */
  mediaType?: StrandMediaType;
}

/**
 * Looks through what the account published since `since` for the post `wanted` describes: same
 * text, same reply target (none for a root post), same kind. Replies live on their own edge, so a
 * reply is looked for among the account's replies and a root post among its posts.
 *
 * Returns null only after reading every post of the window; a listing that could not be read to
 * its end throws, since null would invite a second copy.
 */
export async function findPost(
  client: Pick<StrandClient, 'listMedia'>,
  userId: string,
  wanted: WantedPost,
  since: Date,
): Promise<StrandMedia | null> {
  const edge = wanted.replyToId === undefined ? 'threads' : 'replies';
  const start = new Date(since.getTime() - CLOCK_SLACK_MS);
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { posts, after: next } = await client.listMedia(userId, edge, start, after);
    const found = posts.find((post) => matches(post, wanted));
    if (found) return found;
    if (next === undefined) return null;
    after = next;
  }
  throw new Error(
    `strand: more than ${MAX_PAGES} pages of ${edge} since ${start.toISOString()}; lookup gave up`,
  );
}

function matches(post: StrandMedia, wanted: WantedPost): boolean {
  if (normalize(post.text ?? '') !== normalize(wanted.text)) return false;
  if (post.replied_to?.id !== wanted.replyToId) return false;
  // An answer may leave the kind out; the text and the reply target then decide alone.
  if (post.media_type === undefined || wanted.mediaType === undefined) return true;
  return post.media_type === PUBLISHED_TYPE[wanted.mediaType];
}

/** The platform may store text recomposed and without surrounding blanks. */
function normalize(text: string): string {
  return text.normalize('NFC').trim();
}
