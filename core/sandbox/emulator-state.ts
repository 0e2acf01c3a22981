import type { EmulatedPost } from '../channels/plugin';
import type { EngagementSnapshot } from './engagement';
import type { OAuthSnapshot } from './oauth-provider';

/** Bumped when the layout changes, so an older build sets a newer file aside instead of misreading it. */
export const STATE_VERSION = 1;

/** What an emulator keeps on disk: the posts, others' engagement, OAuth tokens, its own counters. */
export interface EmulatorState {
  version: typeof STATE_VERSION;
  posts: EmulatedPost[];
  engagement: EngagementSnapshot;
  oauth?: OAuthSnapshot;
  own: Record<string, unknown>;
}

/**
 * Why `saved` is not a state this build can load, or undefined when it is. Checked before anything
 * is restored: a file edited by hand or written by another version must not stop the sandbox from
 * starting, nor leave an emulator whose every request fails.
 */
export function stateProblem(saved: unknown): string | undefined {
  if (!isObject(saved)) return 'not an object';
  if (saved.version !== STATE_VERSION) {
    return `version ${JSON.stringify(saved.version)}; this build reads version ${STATE_VERSION}`;
  }
  if (!Array.isArray(saved.posts) || !saved.posts.every((p) => isObject(p) && typeof p.id === 'string')) {
    return 'posts is not a list of posts with ids';
  }
  const { engagement, oauth } = saved;
  if (!isObject(engagement) || !Array.isArray(engagement.counts) || !Array.isArray(engagement.replies)) {
    return 'engagement has no counts and replies';
  }
  if (
    oauth !== undefined &&
    (!isObject(oauth) || !Array.isArray(oauth.accessTokens) || !Array.isArray(oauth.refreshTokens))
  ) {
    return 'oauth has no token lists';
  }
  if (!isObject(saved.own)) return 'own is not an object';
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
