import type { Account, Bridge } from '../../entities';

/** An account as the API answers it (GET /v1/accounts), and its browser bridge's state. */
export interface AccountView {
  id: string;
  platform: string;
  handle: string;
  state: Account['state'];
  sandbox: boolean;
  tokenExpiresAt: string | null;
  connectedAt: string;
  /** What the channel shows of its own (the Korean blog: `krBlog.categories`). */
  [channelField: string]: unknown;
  /** For a channel reached through the person's browser extension: where the bridge stands. */
  bridge?: BridgeView;
}

/**
 * `state`: `online` (the extension is connected and signed in to the blog), `login_needed` (it is
 * connected but the blog is signed out: posts wait), `wrong_login` (signed in as someone else),
 * `offline` (no extension connected: posts wait), `unpaired` (never paired).
 */
export interface BridgeView {
  state: 'online' | 'login_needed' | 'wrong_login' | 'offline' | 'unpaired';
  extensionVersion: string | null;
  lastSeenAt: string | null;
}

export function bridgeView(bridge: Bridge | null | undefined): BridgeView {
  if (!bridge) return { state: 'unpaired', extensionVersion: null, lastSeenAt: null };
  const state = !bridge.online
    ? 'offline'
    : bridge.login === 'signed_in'
      ? 'online'
      : bridge.login === 'other_account'
        ? 'wrong_login'
        : 'login_needed';
  return {
    state,
    extensionVersion: bridge.extensionVersion,
    lastSeenAt: bridge.lastSeenAt?.toISOString() ?? null,
  };
}
