import type { AccountContext } from '../../core/channels/plugin';
import { sandboxPostUrl } from '../../core/channels/sandbox-post-url';
import type { PostObject } from './publisher';

const WEB = 'https://www.facebook.com';

/**
 * The public link of what was made: on the real platform its page on the web (which depends on
 * the kind of object), in the sandbox the emulator's stand-in page for it.
 */
export function socialPostUrl(account: AccountContext, externalId: string, object: PostObject): string {
  if (account.sandbox) return sandboxPostUrl(account, externalId);
  const pageId = account.externalAccountId;
  switch (object) {
    case 'post': {
      // Page post ids are "{page id}_{post id}".
      const [page, post] = splitId(externalId, pageId);
      return `${WEB}/${page}/posts/${post}`;
    }
    case 'comment': {
      // Comment ids are "{post id}_{comment id}".
      const [post, comment] = splitId(externalId, pageId);
      return `${WEB}/${pageId}/posts/${post}?comment_id=${comment}`;
    }
    case 'video':
      return `${WEB}/${pageId}/videos/${externalId}`;
    case 'reel':
      return `${WEB}/reel/${externalId}`;
    case 'story':
      return `${WEB}/${externalId}`;
  }
}

function splitId(id: string, fallbackFirst: string): [string, string] {
  const cut = id.indexOf('_');
  return cut < 0 ? [fallbackFirst, id] : [id.slice(0, cut), id.slice(cut + 1)];
}
