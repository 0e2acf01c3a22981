import type { EngagementCapability, LinkedPost } from '../../core/channels/engagement';

/** A published post's public id is a number (a publish id, `v_pub_url~v2-1.…`, is not a post). */
const POST_ID = /^\d{1,19}$/;
/** tiktok.com post pages: https://www.tiktok.com/@<handle>/video/<id> (photo posts under /photo/). */
const POST_LINK =
  /^https?:\/\/(?:www\.|m\.)?tiktok\.com\/@([A-Za-z0-9_.]{1,24})\/(?:video|photo)\/(\d{1,19})(?:[/?#].*)?$/;
/** The sandbox's stand-in for a post page: <sandbox>/clip/_sandbox/posts/<id>. */
const SANDBOX_LINK = /^https?:\/\/[^/]+(?:\/[^?#]*)?\/clip\/_sandbox\/posts\/(\d{1,19})(?:[?#].*)?$/;

/**
 * The short-video channel's engagement: none. Its Content Posting API has no like, comment,
 * follow or hide endpoint, so every method is left out and each request answers 400
 * `not_supported` with its feature row's sentence. Ids and links are still read, so that a
 * request naming a clip post by its link is told that, not that the link is unknown.
 */
export const clipEngagement: EngagementCapability = {
  isExternalId: (value) => POST_ID.test(value),
  parseLink(url: string): LinkedPost | null {
    const page = POST_LINK.exec(url.trim());
    if (page) return { ownerHandle: page[1], externalId: page[2] };
    const sandbox = SANDBOX_LINK.exec(url.trim());
    return sandbox ? { externalId: sandbox[1] } : null;
  },
};
