import type { SandboxAccount } from '../../core/channels/plugin';
import { sandboxBlogFor } from './sandbox-blog/model';

/**
 * The sandbox account of a handle: the person `<handle>` with blog `<handle>` and the sandbox's
 * categories (sandbox-blog/model.ts), as pairing and a refresh would read them. No credentials:
 * the blog is reached through the browser extension, which the bridge token of pairing admits.
 */
export function krSandboxAccount(handle: string): SandboxAccount {
  const blog = sandboxBlogFor(handle);
  return {
    externalAccountId: blog.id,
    handle,
    credentials: {},
    metadata: { blogId: blog.id, categories: blog.categories.map((c) => ({ ...c })) },
  };
}
