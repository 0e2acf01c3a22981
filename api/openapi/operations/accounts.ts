import type { PluginRegistry } from '../../../core/channels/registry';
import * as accounts from '../../schemas/accounts';
import * as bridgeSchemas from '../../schemas/bridge';
import * as channels from '../../schemas/channels';
import { type Operation } from '../operation';

/** Connected accounts, pairing and platforms. */
export function accountsOperations(plugins: PluginRegistry): Operation[] {
  const tokenFields = plugins.all().flatMap((p) => (p.connect.kind === 'token' ? p.connect.fields : []));
  return [
    {
      method: 'get',
      path: '/v1/accounts',
      operationId: 'listAccounts',
      tag: 'Accounts',
      summary: 'The workspace’s connected channel accounts.',
      auth: 'key',
      workspace: true,
      responses: { 200: { description: 'The accounts.', schema: accounts.accountList } },
      errors: [],
    },
    {
      method: 'post',
      path: '/v1/accounts/connect',
      operationId: 'connectAccount',
      tag: 'Accounts',
      summary:
        'Connects an account: a token platform at once (201); an OAuth platform answers 202 with `authorizeUrl`; the Korean blog answers 202 with a `pairingCode` for its browser extension.',
      auth: 'key',
      workspace: true,
      body: accounts.connectAccountSchema(
        [...new Set(tokenFields)],
        // `server`: taken once any channel's accounts live on their own servers (ConnectFlow.server).
        plugins
          .all()
          .some(
            (p) =>
              (p.connect.kind === 'token' || p.connect.kind === 'oauth') && p.connect.server !== undefined,
          ),
      ),
      responses: {
        201: { description: 'Connected.', schema: accounts.accountView },
        202: {
          description:
            'Open `authorizeUrl` in a browser (or enter `pairingCode` in the browser extension); then read the attempt.',
          schema: accounts.connectView,
        },
      },
      errors: [
        'platform_not_available',
        'platform_already_connected',
        'not_supported',
        'platform_auth_error',
        'platform_error',
      ],
    },
    {
      method: 'post',
      path: '/v1/accounts/select',
      operationId: 'selectAccounts',
      tag: 'Accounts',
      summary:
        'Resolves `scope` (`all`, or account ids, handles and platform names) to the connected accounts: the ids for `accountIds`, and candidates for every name it could not resolve.',
      auth: 'key',
      workspace: true,
      body: accounts.selectAccountsBody,
      example: { scope: ['chat', 'micro'] },
      responses: { 200: { description: 'The selection.', schema: accounts.selectionView } },
      errors: ['workspace_mismatch'],
    },
    {
      method: 'post',
      path: '/v1/accounts/{id}/refresh',
      operationId: 'refreshAccount',
      tag: 'Accounts',
      summary:
        "Re-reads channel metadata (the Korean blog's categories) through the browser extension; waits up to a minute, then 202 `refresh_timeout` while it goes on.",
      auth: 'key',
      workspace: true,
      body: accounts.refreshAccountBody,
      responses: {
        200: { description: 'Each account re-read (or why not).', schema: accounts.refreshView },
        202: {
          description: '`refresh_timeout`: still waiting after a minute; it goes on.',
          schema: accounts.refreshView,
        },
      },
      errors: [
        'account_not_found',
        'refresh_unsupported',
        'refresh_failed',
        'bridge_offline',
        'workspace_mismatch',
      ],
    },
    {
      method: 'get',
      path: '/v1/bridge/pair/{code}',
      operationId: 'lookUpPairingCode',
      tag: 'Accounts',
      summary:
        'For the browser extension: what a pairing code pairs with (the platform to read the signed-in account from). The code authorises.',
      auth: 'none',
      responses: { 200: { description: 'The code is live.', schema: accounts.pairingLookupView } },
      errors: ['connect_state_invalid'],
    },
    {
      method: 'post',
      path: '/v1/bridge/pair',
      operationId: 'pairExtension',
      tag: 'Accounts',
      summary:
        'For the browser extension: trades a pairing code (once, within 10 minutes) for a bridge token and connects the blog the browser is signed in to.',
      auth: 'none',
      body: bridgeSchemas.bridgePairBody,
      responses: { 201: { description: 'Paired and connected.', schema: accounts.pairedView } },
      errors: ['connect_state_invalid', 'platform_already_connected'],
    },
    {
      method: 'get',
      path: '/v1/accounts/connect/{id}',
      operationId: 'getConnectAttempt',
      tag: 'Accounts',
      summary: 'Where an OAuth connect attempt stands.',
      auth: 'key',
      workspace: true,
      responses: { 200: { description: 'The attempt.', schema: accounts.connectView } },
      errors: ['workspace_mismatch'],
    },
    {
      method: 'get',
      path: '/v1/accounts/connect/callback',
      operationId: 'connectCallback',
      tag: 'Accounts',
      summary:
        'Where the platform sends the browser back; the OAuth `state` authorises. Redirects when the attempt named a redirectUrl.',
      auth: 'none',
      query: accounts.connectCallbackQuery,
      responses: {
        201: { description: 'Connected.', schema: accounts.connectCallbackView },
        302: { description: 'Back to the redirectUrl of the attempt, with the outcome in the query.' },
      },
      errors: [],
    },
    {
      method: 'delete',
      path: '/v1/accounts/{id}',
      operationId: 'disconnectAccount',
      tag: 'Accounts',
      summary: 'Disconnects an account; `force` (body or query) also removes its scheduled posts and drafts.',
      auth: 'key',
      workspace: true,
      query: accounts.disconnectAccountQuery,
      body: accounts.disconnectAccountBody,
      responses: { 200: { description: 'Disconnected.', schema: accounts.disconnectedAccountView } },
      errors: [
        'account_not_found',
        'account_has_pending_posts',
        'account_busy_publishing',
        'workspace_mismatch',
      ],
    },
    {
      method: 'get',
      path: '/v1/platforms',
      operationId: 'listPlatforms',
      tag: 'Accounts',
      summary: 'Each channel: limits, features, how it connects, its `options` schema.',
      auth: 'key',
      responses: { 200: { description: 'The channels.', schema: channels.platformList } },
      errors: [],
    },
  ];
}
