import type { components } from '../../../../clients/typescript';

export type Post = components['schemas']['Post'];
export type Target = Post['targets'][number];
export type ThreadView = components['schemas']['ThreadView'];

export const STATUSES: Post['status'][] = [
  'scheduled',
  'draft',
  'publishing',
  'published',
  'partial',
  'failed',
  'cancelled',
];

/** Still going out: the post page reads it again until this is false. */
export function isUnsettled(post: Post): boolean {
  if (post.status === 'publishing') return true;
  if (post.status === 'scheduled' || post.status === 'draft' || post.status === 'cancelled') return false;
  return post.targets.some((t) => t.status === 'pending' || t.status === 'publishing');
}

/** The date a post is listed by (spec: GET /v1/posts `since`): scheduledAt, else its creation. */
export const dateOf = (post: Post): string => post.scheduledAt ?? post.createdAt;
