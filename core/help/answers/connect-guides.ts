import { lines, type HelpEntry } from '../answer';

/** Hand-written answers about reaching the API and connecting channel accounts. */
export function connectGuides(): HelpEntry[] {
  return [
    {
      id: 'connect-account',
      category: 'connect',
      platform: null,
      codes: [
        'platform_not_available',
        'platform_already_connected',
        'account_expired',
        'platform_auth_error',
        'reconsent_required',
        'account_not_connected',
        'account_has_pending_posts',
        'connect_state_invalid',
        'connect_denied',
        'connect_not_found',
        'platform_not_configured',
      ],
      text: {
        en: {
          title: 'How do I connect an account (OAuth, sandbox, chat bot token)?',
          body: lines(
            'Accounts are connected per workspace, at most one per platform. Three ways:',
            '1. OAuth: POST /v1/accounts/connect {"platform": "<channel id>"} answers 202 with the attempt `id` and an `authorizeUrl`. Open it in a browser and approve; the platform redirects to GET /v1/accounts/connect/callback, which stores the account (and sends the browser on to your `redirectUrl` when you gave one). GET /v1/accounts/connect/{id} shows how the attempt ended; GET /v1/accounts then lists the account with its `id`, the value that goes into `accountIds`.',
            'The link works 10 minutes (else connect_state_invalid: start again); a refusal on the platform page is connect_denied; a server without app credentials for the platform answers 503 platform_not_configured.',
            '2. Sandbox: POST /v1/accounts/connect {"platform": "<channel id>", "sandbox": true, "instant": true} connects a sandbox account at once (201). It posts to the channel emulator, never to the real platform; `handle` is optional, and connecting the same handle again restores a disconnected account with its posts. Without `instant`, `sandbox: true` runs the same OAuth flow against the emulator.',
            '3. Chat (messaging bot): POST /v1/accounts/connect {"platform": "chat", "botToken": "<your bot token>", "chatId": "<chat or channel id>"} checks the token and connects at once (201). The bot must be a member of that chat and allowed to post.',
            'Channel ids are listed by GET /v1/platforms. An unknown one answers 422 platform_not_available; a second account of the same platform in one workspace answers 409 platform_already_connected.',
            'When a channel later refuses our access (account_expired, platform_auth_error, reconsent_required), connect the same account again: its posts and id stay.',
            'Disconnect with DELETE /v1/accounts/:id; scheduled posts or drafts using it make that 409 account_has_pending_posts unless you add `force: true`.',
          ),
        },
        ko: {
          title: '계정은 어떻게 연결하나요? (OAuth, 샌드박스, 채팅 봇 토큰)',
          body: lines(
            '계정은 워크스페이스마다 연결하며, 플랫폼마다 하나씩만 연결할 수 있습니다. 방법은 세 가지입니다.',
            '1. OAuth: POST /v1/accounts/connect {"platform": "<채널 id>"}를 보내면 202와 함께 연결 시도 `id`와 `authorizeUrl`을 돌려줍니다. 브라우저에서 열어 승인하면 플랫폼이 GET /v1/accounts/connect/callback으로 돌아오며 계정이 저장됩니다(`redirectUrl`을 주었다면 브라우저를 그리로 보냅니다). GET /v1/accounts/connect/{id}로 결과를 확인하고, GET /v1/accounts가 계정과 `id`를 보여 주면 이 id를 `accountIds`에 넣습니다.',
            '링크는 10분 동안 유효하며(지나면 connect_state_invalid, 다시 시작하세요), 플랫폼 화면에서 거절하면 connect_denied, 서버에 그 플랫폼의 앱 인증 정보가 없으면 503 platform_not_configured입니다.',
            '2. 샌드박스: POST /v1/accounts/connect {"platform": "<채널 id>", "sandbox": true, "instant": true}는 샌드박스 계정을 바로 연결합니다(201). 실제 플랫폼이 아니라 채널 에뮬레이터에 게시하며, `handle`은 선택이고 같은 handle로 다시 연결하면 연결 해제된 계정과 게시물이 되살아납니다. `instant` 없이 `sandbox: true`만 보내면 에뮬레이터를 상대로 같은 OAuth 흐름을 거칩니다.',
            '3. 채팅(메시징 봇): POST /v1/accounts/connect {"platform": "chat", "botToken": "<봇 토큰>", "chatId": "<채팅방 또는 채널 id>"}는 토큰을 확인하고 바로 연결합니다(201). 봇이 그 채팅방에 들어가 있고 글을 쓸 수 있어야 합니다.',
            '채널 id는 GET /v1/platforms에서 볼 수 있습니다. 모르는 채널은 422 platform_not_available, 한 워크스페이스에 같은 플랫폼 계정을 또 연결하면 409 platform_already_connected입니다.',
            '채널이 나중에 접근을 거절하면(account_expired, platform_auth_error, reconsent_required) 같은 계정을 다시 연결하세요. 게시물과 id는 그대로 남습니다.',
            '연결 해제는 DELETE /v1/accounts/:id입니다. 그 계정을 쓰는 예약 게시물이나 임시 저장 글이 있으면 409 account_has_pending_posts이며, `force: true`를 붙이면 그래도 해제합니다.',
          ),
        },
      },
    },
    {
      id: 'connect-api-key',
      category: 'connect',
      platform: null,
      codes: [
        'unauthenticated',
        'invalid_api_key',
        'api_key_revoked',
        'api_key_expired',
        'forbidden_scope',
        'workspace_required',
        'key_name_required',
        'key_scope_required',
      ],
      text: {
        en: {
          title: 'How do I authenticate (API key, workspace header)?',
          body: lines(
            'Send `Authorization: Bearer <API key>` on every call. Only GET /v1/help (and GET /health) work without a key.',
            'Make keys with POST /v1/keys {name, workspaceIds | allWorkspaces, scopes?, expiresAt?}; the key is shown once. A key lacking a scope answers 403 forbidden_scope with the `scope` it needs.',
            'A key that reaches several workspaces names one with the `x-service-workspace: <id or slug>` header; without it the call answers 400 workspace_required.',
            'Failures: 401 unauthenticated (no key), invalid_api_key (not a key), api_key_revoked, api_key_expired.',
          ),
        },
        ko: {
          title: '인증은 어떻게 하나요? (API 키, 워크스페이스 헤더)',
          body: lines(
            '모든 호출에 `Authorization: Bearer <API 키>`를 보내세요. 키 없이 되는 것은 GET /v1/help(와 GET /health)뿐입니다.',
            '키는 POST /v1/keys {name, workspaceIds | allWorkspaces, scopes?, expiresAt?}로 만들며, 키 값은 한 번만 보여 줍니다. scope가 부족한 키는 403 forbidden_scope와 함께 필요한 `scope`를 알려 줍니다.',
            '여러 워크스페이스에 쓸 수 있는 키는 `x-service-workspace: <id 또는 slug>` 헤더로 하나를 고릅니다. 없으면 400 workspace_required입니다.',
            '실패: 401 unauthenticated(키 없음), invalid_api_key(키가 아님), api_key_revoked(폐기됨), api_key_expired(만료됨).',
          ),
        },
      },
    },
  ];
}
