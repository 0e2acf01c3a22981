import type { PublishItem } from '../../core/channels/plugin';
import type { GraphPost, GraphStory, SocialClient } from './client';
import { readSocialOptions } from './options';
import type { PostObject } from './publisher';

/** How far before `since` the lookup starts, so a platform clock a little behind ours still matches. */
const CLOCK_SLACK_MS = 10_000;
/** Far more than a Page posts in the minutes a lookup covers; past it the lookup gives up. */
const MAX_PAGES = 5;
const PAGE_SIZE = '100';

export interface Found {
  externalId: string;
  object: PostObject;
}

/** One listing to search: the edge, the fields to ask for, and what a match there is. */
interface Listing {
  path: string;
  fields: string;
  object: PostObject;
  extra?: Record<string, string>;
}

/**
 * After a lost answer: is `item` already on the Page? Each kind lives in its own listing (feed
 * posts in `feed`, scheduled ones in `scheduled_posts`, videos in `videos`, reels in `video_reels`,
 * replies in the replied post's `comments`, stories in `stories`). A match is the same text (and,
 * for a reply, by the Page under the same post) made since `since`. Returns null only when every
 * listing was read back past `since`; a listing too long to read through throws instead.
 */
export async function findSocialPost(
  client: SocialClient,
  pageId: string,
  item: PublishItem,
  since: Date,
): Promise<Found | null> {
  const from = since.getTime() - CLOCK_SLACK_MS;
  const options = readSocialOptions(item.options);
  if (options.kind === 'story' && item.replyToExternalId === undefined) {
    return findStory(client, pageId, item, from);
  }
  const wanted = item.text.normalize('NFC');
  for (const listing of listingsFor(pageId, item)) {
    const id = await searchListing(client, listing, from, (post) => {
      // Posts and comments hold their text in `message`, videos and reels in `description`.
      if ((post.message ?? post.description ?? '').normalize('NFC') !== wanted) return false;
      return item.replyToExternalId === undefined || post.from?.id === pageId;
    });
    if (id !== undefined) return { externalId: id, object: listing.object };
  }
  return null;
}

function listingsFor(pageId: string, item: PublishItem): Listing[] {
  const feed: Listing = {
    path: `/${pageId}/feed`,
    fields: 'id,message,created_time',
    object: 'post',
  };
  if (item.replyToExternalId !== undefined) {
    return [
      {
        path: `/${item.replyToExternalId}/comments`,
        fields: 'id,message,created_time,from',
        object: 'comment',
        extra: { order: 'reverse_chronological', filter: 'stream' },
      },
    ];
  }
  const options = readSocialOptions(item.options);
  if (options.kind === 'reel') {
    return [
      {
        path: `/${pageId}/video_reels`,
        fields: 'id,description,created_time',
        object: 'reel',
      },
    ];
  }
  const videos: Listing = {
    path: `/${pageId}/videos`,
    fields: 'id,description,created_time',
    object: 'video',
  };
  const kinds = new Set((item.media ?? []).map((m) => m.kind));
  // Without the files' kinds (an item rebuilt from ids only) a post with files may be either.
  const posts =
    item.mediaIds.length === 0
      ? [feed]
      : kinds.size === 0
        ? [feed, videos]
        : kinds.has('video')
          ? [videos]
          : [feed];
  if (options.scheduledPublishTime === undefined) return posts;
  // A scheduled post waits in `scheduled_posts`; one whose time has come is in the feed.
  const scheduled: Listing = {
    path: `/${pageId}/scheduled_posts`,
    fields: 'id,message,description,created_time',
    object: posts[0] === videos ? 'video' : 'post',
  };
  return [scheduled, ...posts];
}

/** Walks a newest-first listing back to `from`; the id of the first match, or undefined. */
async function searchListing(
  client: SocialClient,
  listing: Listing,
  from: number,
  matches: (post: GraphPost) => boolean,
): Promise<string | undefined> {
  const params = {
    fields: listing.fields,
    limit: PAGE_SIZE,
    since: String(Math.floor(from / 1000)),
    ...listing.extra,
  };
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { data, after: next } = await client.listEdge<GraphPost>(listing.path, params, after);
    for (const post of data) {
      const created = post.created_time === undefined ? NaN : Date.parse(post.created_time);
      if (created < from) return undefined;
      if (matches(post)) return post.id;
    }
    if (next === undefined) return undefined;
    after = next;
  }
  // undefined would mean "surely not there" and invite a second post; we cannot tell.
  throw new Error(
    `social: ${listing.path} holds over ${MAX_PAGES * Number(PAGE_SIZE)} items since ${new Date(from).toISOString()}; lookup gave up`,
  );
}

/**
 * Stories carry no text to match, so a story counts as ours when it is the only one of the same
 * media type made since the try began. Two or more could be anyone's: that throws, rather than
 * claim another story or answer "not there" and post a second one.
 */
async function findStory(
  client: SocialClient,
  pageId: string,
  item: PublishItem,
  from: number,
): Promise<Found | null> {
  const mediaType = item.media?.[0] ? (item.media[0].kind === 'video' ? 'video' : 'photo') : undefined;
  const candidates: GraphStory[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { data, after: next } = await client.listEdge<GraphStory>(
      `/${pageId}/stories`,
      { fields: 'post_id,status,creation_time,media_type', limit: PAGE_SIZE },
      after,
    );
    let reachedOlder = false;
    for (const story of data) {
      const created = Number(story.creation_time) * 1000;
      if (created < from) {
        reachedOlder = true;
        break;
      }
      if (mediaType === undefined || story.media_type === mediaType) candidates.push(story);
    }
    if (reachedOlder || next === undefined) {
      if (candidates.length > 1) {
        throw new Error(
          `social: ${candidates.length} stories since the try began; cannot tell which is this one`,
        );
      }
      return candidates.length === 1 ? { externalId: candidates[0].post_id, object: 'story' } : null;
    }
    after = next;
  }
  throw new Error(
    `social: over ${MAX_PAGES * Number(PAGE_SIZE)} stories since the try began; lookup gave up`,
  );
}
