import type { components } from '../../../../clients/typescript';

export type Post = components['schemas']['Post'];

/** The statuses a calendar shows (drafts and cancelled posts have no time on it). */
export const SHOWN_STATUSES = ['scheduled', 'publishing', 'published', 'partial', 'failed'] as const;

/**
 * When a post sits on the calendar: its `scheduledAt` while it waits or goes out; once settled,
 * the last time a target went out, else when the record last changed (the time it failed).
 */
export function placedAt(post: Post): Date {
  if (post.status === 'scheduled' || post.status === 'publishing')
    return new Date(post.scheduledAt ?? post.createdAt);
  const sent = post.targets
    .map((t) => t.publishedAt)
    .filter((at): at is string => Boolean(at))
    .sort();
  return new Date(sent[sent.length - 1] ?? post.updatedAt);
}

/** The post's channels, each once, in the order of its targets. */
export function channelsOf(post: Post): string[] {
  return [...new Set(post.targets.map((t) => t.platform))];
}

/** Only a scheduled post can be moved (PATCH `scheduledAt`). */
export const movable = (post: Post) => post.status === 'scheduled';
