import type { AccountContext } from './plugin';

/**
 * The page of a sandbox account's post: its emulator's own (`/_sandbox/posts/<id>`, which every
 * emulator serves), since the real platform has no page for it.
 */
export function sandboxPostUrl(account: Pick<AccountContext, 'baseUrl'>, id: string): string {
  return `${account.baseUrl.replace(/\/+$/, '')}/_sandbox/posts/${encodeURIComponent(id)}`;
}
