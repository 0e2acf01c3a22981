import type { EmulatedPost } from '../../../core/channels/plugin';

/** A category of a sandbox blog: a parent and its child may share a name, as on the platform. */
export interface BlogCategory {
  id: string;
  name: string;
  parentId?: string;
}

export interface SandboxBlog {
  id: string;
  /** The person (sign-in) who owns it. */
  owner: string;
  categories: BlogCategory[];
}

/** One block as the editor keeps it (SmartEditor ONE components). */
export type EditorBlock =
  | { kind: 'text'; text: string; style?: string }
  | { kind: 'heading'; text: string; level: number }
  | { kind: 'quote'; text: string; style?: string }
  | { kind: 'divider' }
  | { kind: 'image'; url: string; caption?: string; ai?: true }
  | { kind: 'imageGroup'; images: Array<{ url: string; caption?: string }> }
  | { kind: 'video'; url: string }
  | { kind: 'card'; url: string };

export type BlogPostStatus = 'published' | 'draft' | 'scheduled';
export type OpenType = 'public' | 'neighbors' | 'private';

/** A post or draft as the sandbox keeps it: an EmulatedPost (id = logNo, accountId = blog id). */
export interface BlogPost extends EmulatedPost {
  blogId: string;
  logNo: string;
  title: string;
  status: BlogPostStatus;
  categoryId?: string;
  tags: string[];
  openType: OpenType;
  blocks: EditorBlock[];
  publishAt?: string;
  views: number;
  commentsOpen: boolean;
  comments: BlogComment[];
  /** The blogs (signed-in people) who pressed the post's like (공감). */
  likedBy?: string[];
}

/** A comment under a post; `parentId`: a reply to that comment (one level, as on the platform). */
export interface BlogComment {
  id: string;
  author: string;
  text: string;
  at: string;
  deleted?: boolean;
  parentId?: string;
  /** Written in this browser's comment box while signed in (the extension's, in the sandbox). */
  ours?: true;
  likedBy?: string[];
}

/**
 * The sandbox's people and blogs, derived from a handle alone (like every sandbox account): the
 * person `<handle>` owns blog `<handle>` with a fixed set of categories, so the plugin and the
 * emulator agree without talking. `food` has a parent and a child both named 여행 (travel).
 */
export function sandboxBlogFor(handle: string): SandboxBlog {
  return {
    id: handle,
    owner: handle,
    categories: [
      { id: '1', name: '일상' },
      { id: '2', name: '여행' },
      { id: '3', name: '여행', parentId: '2' },
      { id: '4', name: 'Food' },
    ],
  };
}

/** Blog ids as the platform takes them (spec, Limits: 2-40 letters, digits, - and _). */
export const BLOG_ID = /^[A-Za-z0-9_-]{2,40}$/;
