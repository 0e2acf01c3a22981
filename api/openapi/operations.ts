import type { PluginRegistry } from '../../core/channels/registry';
import type { ErrorCode } from '../../core/errors/catalogue';
import * as accounts from '../schemas/accounts';
import * as bridgeSchemas from '../schemas/bridge';
import * as channels from '../schemas/channels';
import * as grants from '../schemas/grants';
import * as help from '../schemas/help';
import * as oauth from '../schemas/oauth';
import * as keys from '../schemas/keys';
import * as kr from '../schemas/kr';
import * as krResearch from '../schemas/kr-research';
import * as vidResearch from '../schemas/vid-research';
import * as logs from '../schemas/logs';
import * as media from '../schemas/media';
import * as postQueries from '../schemas/post-queries';
import * as posts from '../schemas/posts';
import { record, type JsonSchema } from '../schemas/shapes';
import * as workspaces from '../schemas/workspaces';

/**
 * Every route the API serves, once: its request schemas (the very objects the routes validate
 * with), its success answers and the error codes it can give. The OpenAPI document is built from
 * this list (api/openapi/document.ts), and test/e2e/openapi-routes.test.ts fails when a route and
 * this list disagree, so the published contract cannot drift from the code.
 */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI style: `/v1/posts/{id}`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  /** `key`: a bearer API key; `none`: open, or authorised by a signed token or the OAuth state. */
  auth: 'key' | 'none';
  /** Acts in one workspace, chosen by `x-service-workspace` when the key reaches several. */
  workspace?: boolean;
  /** Takes `Idempotency-Key` (api/middleware/idempotency.ts). */
  idempotent?: boolean;
  query?: JsonSchema;
  body?: JsonSchema;
  /**
   * A body that runs as is against the sandbox of `npm start` (document.ts puts the demo
   * workspace's account ids where it says ACCOUNT_IDS).
   */
  example?: Record<string, unknown>;
  /** A body that is file bytes, not JSON. */
  bytes?: boolean;
  responses: Record<number, { description: string; schema?: JsonSchema }>;
  /** Codes this route answers beyond those every route of its kind can (see document.ts). */
  errors: ErrorCode[];
}

/** Where an example's account ids go: the demo accounts when the server runs its sandbox. */
export const ACCOUNT_IDS = ['<chat account id from GET /v1/accounts>', '<micro account id>'];

const post = (status: number, description: string) => ({ [status]: { description, schema: posts.postView } });

/** A post answer: settled (`done`), or 202 with `next` while it still goes out. */
const postAnswers = (done: number, what: string) => ({
  ...post(done, what),
  ...post(202, 'Still going out: targets are `pending` or `publishing`; `next` says where to look.'),
});

const health = record({ ok: { type: 'boolean' }, checks: { type: 'object' } });

/** `options.<id>` of one channel: its plugin's schema plus the `content` every channel takes. */
export function channelOptionsSchema(plugin: ReturnType<PluginRegistry['all']>[number]): JsonSchema {
  return {
    ...plugin.optionsSchema,
    properties: { content: { type: 'string' }, ...(plugin.optionsSchema.properties as object) },
  };
}

/** `options` of a post: one entry per channel this server runs. */
export function postOptionsSchema(plugins: PluginRegistry): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(plugins.all().map((p) => [p.id, channelOptionsSchema(p)])),
    additionalProperties: false,
  };
}

/**
 * The operations of this server. The channels it runs decide two shapes: the token fields a
 * connect takes, and each channel's `options` on a post.
 */
export function operationsFor(plugins: PluginRegistry): readonly Operation[] {
  const tokenFields = plugins.all().flatMap((p) => (p.connect.kind === 'token' ? p.connect.fields : []));
  const postOptions = postOptionsSchema(plugins);
  const withOptions = (schema: JsonSchema): JsonSchema => ({
    ...schema,
    properties: { ...(schema.properties as object), options: postOptions },
  });
  return [
    {
      method: 'get',
      path: '/openapi.json',
      operationId: 'getOpenApi',
      tag: 'Service',
      summary: 'This document.',
      auth: 'none',
      responses: {
        200: { description: 'OpenAPI 3.1.', schema: { type: 'object', required: ['openapi', 'paths'] } },
      },
      errors: [],
    },
    {
      method: 'get',
      path: '/docs',
      operationId: 'getDocs',
      tag: 'Service',
      summary: 'An interactive reference of this document (HTML).',
      auth: 'none',
      responses: { 200: { description: 'The page.' } },
      errors: [],
    },
    {
      method: 'get',
      path: '/docs/scalar.js',
      operationId: 'getDocsScript',
      tag: 'Service',
      summary: 'The reference page’s script, served locally.',
      auth: 'none',
      responses: { 200: { description: 'JavaScript.' } },
      errors: [],
    },
    {
      method: 'get',
      path: '/health',
      operationId: 'getHealth',
      tag: 'Service',
      summary:
        'PostgreSQL, Temporal and a polling worker: 200 when all answer, else 503 naming what is down.',
      auth: 'none',
      responses: {
        200: { description: 'Everything answers.', schema: health },
        503: { description: 'Something is down.', schema: health },
      },
      errors: [],
    },
    {
      method: 'get',
      path: '/v1/help',
      operationId: 'getHelp',
      tag: 'Help',
      summary:
        'Troubleshooting answers by error code, search text, id, platform or category, in English or Korean.',
      auth: 'none',
      query: help.helpQuery,
      responses: { 200: { description: 'One answer or a list.', schema: help.helpView } },
      errors: ['help_not_found', 'invalid_category', 'invalid_locale'],
    },
    {
      method: 'get',
      path: '/v1/kr/forms',
      operationId: 'listKrForms',
      tag: 'Korean blog',
      summary:
        'The seven post forms (what opens a section, quotation style, highlight frequency, photos per section, captions) and the forms extracted for this workspace; pass an id as options.kr_blog.form.',
      auth: 'key',
      workspace: true,
      responses: { 200: { description: 'The forms.', schema: kr.krFormList } },
      errors: ['workspace_mismatch'],
    },
    {
      method: 'post',
      path: '/v1/kr/layout',
      operationId: 'layOutKrBody',
      tag: 'Korean blog',
      summary:
        'Lays out a body with a form as publishing would, sending nothing; `forms` (ids or `all`) answers `layouts[]`.',
      auth: 'key',
      workspace: true,
      body: kr.krLayoutBody,
      responses: { 200: { description: 'The laid-out body (or one per form).', schema: kr.krLayoutView } },
      errors: ['content_required', 'kr_form_unknown', 'reference_not_read', 'workspace_mismatch'],
    },
    {
      method: 'post',
      path: '/v1/kr/forms/extract',
      operationId: 'extractKrForm',
      tag: 'Korean blog',
      summary:
        "Reads a public blog post and stores its form (structure and formatting, never words or photos) for the workspace's blog; use its id (or the url) as options.kr_blog.form.",
      auth: 'key',
      workspace: true,
      body: kr.krFormExtractBody,
      responses: { 201: { description: 'The form, stored.', schema: kr.krFormExtracted } },
      errors: [
        'url_required',
        'account_not_found',
        'reference_invalid',
        'reference_not_naver',
        'reference_not_public',
        'reference_not_readable',
        'reference_too_large',
        'reference_timeout',
        'reference_unreachable',
        'workspace_mismatch',
      ],
    },
    {
      method: 'post',
      path: '/v1/kr/seo/check',
      operationId: 'checkKrSeo',
      tag: 'Korean blog',
      summary:
        'Placement checks on a body (section titles and sub keywords, main keyword 3-5 times, 12-15 tags in the body, no products early, captioned photos, a length floor); never blocks.',
      auth: 'key',
      workspace: true,
      body: kr.krSeoCheckBody,
      responses: {
        200: {
          description: 'Each check, passed or not, with its numbers and what to change.',
          schema: kr.krSeoReport,
        },
      },
      errors: ['content_too_long', 'workspace_mismatch'],
    },
    {
      method: 'get',
      path: '/v1/kr/drafts',
      operationId: 'listKrDrafts',
      tag: 'Korean blog',
      summary:
        "The blog's draft box, read through the browser extension (drafts saved with draftOnly and by hand). Needs extension 0.7.2+.",
      auth: 'key',
      workspace: true,
      query: kr.krDraftsQuery,
      responses: { 200: { description: 'The drafts, newest first.', schema: kr.krDraftList } },
      errors: [
        'account_not_found',
        'bridge_offline',
        'extension_outdated',
        'platform_timeout',
        'kr_not_logged_in',
        'workspace_mismatch',
      ],
    },
    {
      method: 'post',
      path: '/v1/kr/drafts/{logNo}/publish',
      operationId: 'publishKrDraft',
      tag: 'Korean blog',
      summary:
        'Publishes a draft exactly as it is, with optional title, category, tags and open type; the answer is the post (as POST /v1/posts), 202 with next past `wait`.',
      auth: 'key',
      workspace: true,
      body: kr.krDraftPublishBody,
      responses: {
        200: { description: 'Published.', schema: posts.postView },
        202: { description: 'Still going; read the post again.', schema: posts.postView },
      },
      errors: [
        'kr_draft_not_found',
        'account_not_found',
        'bridge_offline',
        'kr_category_unknown',
        'kr_category_ambiguous',
        'kr_too_many_tags',
        'kr_tag_too_long',
        'kr_tag_has_space',
        'kr_rate_limited',
        'kr_not_logged_in',
        'workspace_mismatch',
      ],
    },
    {
      method: 'get',
      path: '/v1/kr/grammar',
      operationId: 'getKrGrammar',
      tag: 'Korean blog',
      summary:
        'The Korean blog body markup (directives, blocks, inline markup, attributes, highlights, media references, limits), or one `topic`.',
      auth: 'key',
      query: kr.krGrammarQuery,
      responses: { 200: { description: 'The grammar, by topic.', schema: kr.krGrammarView } },
      errors: ['invalid_topic'],
    },
    {
      method: 'post',
      path: '/v1/kr/keywords/judge',
      operationId: 'judgeKrKeywords',
      tag: 'Research',
      summary:
        'Measures keywords (monthly searches, blog documents, posts a month), gives each a verdict and picks sets of one main and two to five subs with a writing prompt; `save` keeps a report. Cached 7 days for everyone.',
      auth: 'key',
      body: krResearch.krJudgeBody,
      example: { keywords: ['캠핑', '캠핑의자', '캠핑의자추천', '캠핑테이블'], save: true },
      responses: { 200: { description: 'Verdicts and sets.', schema: krResearch.krJudgeView } },
      errors: [
        'research_tool_disabled',
        'quota_exceeded',
        'kr_seo_unavailable',
        'kr_api_error',
        'kr_seo_busy',
      ],
    },
    {
      method: 'post',
      path: '/v1/kr/keywords/measure',
      operationId: 'measureKrKeywords',
      tag: 'Research',
      summary:
        'Measures 1-300 keywords, at most 40 fresh a call (the rest in `unmeasured`); `withDocs: false` for search volume only; `budgetMs` bounds the time.',
      auth: 'key',
      body: krResearch.krMeasureBody,
      example: { keywords: ['제주도여행', '제주도맛집'] },
      responses: { 200: { description: 'The measurements.', schema: krResearch.krMeasureView } },
      errors: [
        'research_tool_disabled',
        'quota_exceeded',
        'kr_seo_unavailable',
        'kr_api_error',
        'kr_seo_busy',
      ],
    },
    {
      method: 'post',
      path: '/v1/kr/keywords/expand',
      operationId: 'expandKrKeywords',
      tag: 'Research',
      summary:
        "Expands 1-10 seeds one level through the platform's autocomplete: through your extension when it is online, else the server (one call per person per 60 s). Cached 7 days.",
      auth: 'key',
      body: krResearch.krExpandBody,
      example: { seeds: ['캠핑의자'] },
      responses: {
        200: { description: 'Every word with its seed and path.', schema: krResearch.krExpandView },
      },
      errors: [
        'research_tool_disabled',
        'kr_autocomplete_unavailable',
        'kr_autocomplete_paused',
        'kr_autocomplete_busy',
      ],
    },
    {
      method: 'get',
      path: '/v1/kr/keywords/reports',
      operationId: 'listKrKeywordReports',
      tag: 'Research',
      summary: 'Your saved keyword reports, newest first (a key limited to some workspaces gets 403).',
      auth: 'key',
      query: krResearch.krReportsQuery,
      responses: { 200: { description: 'The reports.', schema: krResearch.krReportList } },
      errors: ['research_tool_disabled', 'forbidden_scope'],
    },
    {
      method: 'get',
      path: '/v1/kr/keywords/history',
      operationId: 'getKrKeywordHistory',
      tag: 'Research',
      summary: 'One point per day the keyword was measured, newest first; an empty history is `data: []`.',
      auth: 'key',
      query: krResearch.krHistoryQuery,
      responses: { 200: { description: 'The history.', schema: krResearch.krHistoryList } },
      errors: ['research_tool_disabled'],
    },
    {
      method: 'get',
      path: '/v1/kr/blog/diagnose',
      operationId: 'diagnoseKrBlog',
      tag: 'Research',
      summary:
        "Reads a blog's public feed (latest 50 posts): search-intent titles, dated or episode titles, posts per month, categories, repeated title words, date range. Cached 24 h; a miss spends one of 20 a day.",
      auth: 'key',
      query: krResearch.krDiagnoseQuery,
      responses: { 200: { description: 'The diagnosis.', schema: krResearch.krDiagnosisView } },
      errors: [
        'research_tool_disabled',
        'invalid_blog_id',
        'blog_not_found',
        'kr_rss_unreachable',
        'quota_exceeded',
      ],
    },
    {
      method: 'get',
      path: '/v1/research/vid/search',
      operationId: 'searchVidResearch',
      tag: 'Research',
      summary:
        'Top videos for a search with views, subscribers, views per subscriber and the short flag, and a prompt in your language; cached 24 h (free), a new search spends a daily search and shared units.',
      auth: 'key',
      query: vidResearch.vidSearchQuery,
      responses: {
        200: { description: 'The videos, the prompt and the quota.', schema: vidResearch.vidSearchView },
      },
      errors: [
        'research_tool_disabled',
        'research_quota_exceeded',
        'vid_quota_exhausted',
        'vid_search_unavailable',
        'platform_error',
      ],
    },
    {
      method: 'get',
      path: '/v1/research/vid/reports',
      operationId: 'listVidReports',
      tag: 'Research',
      summary: 'Your video searches of the last 30 days, newest first.',
      auth: 'key',
      query: vidResearch.vidReportsQuery,
      responses: { 200: { description: 'The reports.', schema: vidResearch.vidReportList } },
      errors: ['research_tool_disabled', 'forbidden_scope'],
    },
    {
      method: 'get',
      path: '/v1/research/vid/reports/{id}',
      operationId: 'getVidReport',
      tag: 'Research',
      summary: 'One saved video search, with the videos as they were and its prompt.',
      auth: 'key',
      responses: { 200: { description: 'The report.', schema: vidResearch.vidReportView } },
      errors: ['research_tool_disabled', 'forbidden_scope', 'report_not_found'],
    },
    {
      method: 'get',
      path: '/v1/grants',
      operationId: 'listGrants',
      tag: 'Keys',
      summary:
        'What you allowed MCP clients (OAuth grants): workspaces, research tools, last use, revoked or not.',
      auth: 'key',
      responses: { 200: { description: 'The grants, newest first.', schema: grants.grantList } },
      errors: [],
    },
    {
      method: 'patch',
      path: '/v1/grants/{id}',
      operationId: 'updateGrant',
      tag: 'Keys',
      summary:
        'Turns research tools on or off for an MCP connection (the enableUrl of research_tool_disabled over MCP).',
      auth: 'key',
      body: grants.updateGrantSchema,
      responses: { 200: { description: 'The grant as it is now.', schema: grants.grantView } },
      errors: ['grant_not_found'],
    },
    {
      method: 'delete',
      path: '/v1/grants/{id}',
      operationId: 'revokeGrant',
      tag: 'Keys',
      summary: 'Revokes an MCP connection: its access and refresh tokens stop working at once.',
      auth: 'key',
      responses: { 200: { description: 'Revoked.', schema: grants.grantView } },
      errors: ['grant_not_found'],
    },
    {
      method: 'get',
      path: '/.well-known/oauth-protected-resource',
      operationId: 'getProtectedResourceMetadata',
      tag: 'Agents (MCP)',
      summary: 'RFC 9728 metadata of the MCP endpoint: its resource address and authorization server.',
      auth: 'none',
      responses: { 200: { description: 'The metadata.', schema: oauth.protectedResourceMetadata } },
      errors: [],
    },
    {
      method: 'get',
      path: '/.well-known/oauth-protected-resource/mcp',
      operationId: 'getMcpResourceMetadata',
      tag: 'Agents (MCP)',
      summary: 'The same metadata at the path-suffixed address clients also ask.',
      auth: 'none',
      responses: { 200: { description: 'The metadata.', schema: oauth.protectedResourceMetadata } },
      errors: [],
    },
    {
      method: 'get',
      path: '/.well-known/oauth-authorization-server',
      operationId: 'getAuthorizationServerMetadata',
      tag: 'Agents (MCP)',
      summary: 'RFC 8414 metadata: endpoints, S256 PKCE, dynamic registration.',
      auth: 'none',
      responses: { 200: { description: 'The metadata.', schema: oauth.authorizationServerMetadata } },
      errors: [],
    },
    {
      method: 'post',
      path: '/oauth/register',
      operationId: 'registerOAuthClient',
      tag: 'Agents (MCP)',
      summary:
        'RFC 7591 dynamic client registration: redirect_uris (https, or http on localhost) and client_name.',
      auth: 'none',
      body: oauth.registerBody,
      responses: {
        201: { description: 'The client.', schema: oauth.registeredClient },
        400: {
          description: 'RFC 7591 error (`invalid_redirect_uri`, `invalid_client_metadata`).',
          schema: oauth.oauthError,
        },
      },
      errors: [],
    },
    {
      method: 'get',
      path: '/oauth/authorize',
      operationId: 'authorizePage',
      tag: 'Agents (MCP)',
      summary:
        'The authorization request (response_type=code, client_id, redirect_uri, S256 code_challenge, state, resource): the sign-in page (HTML).',
      auth: 'none',
      query: oauth.authorizeQuery,
      responses: {
        200: { description: 'The sign-in page.' },
        302: { description: 'Back to the client with an OAuth error.' },
        400: { description: 'An unknown client or redirect_uri (HTML).' },
      },
      errors: [],
    },
    {
      method: 'post',
      path: '/oauth/authorize',
      operationId: 'signInForConsent',
      tag: 'Agents (MCP)',
      summary: 'The sign-in form (the request again, with email and password): the consent page (HTML).',
      auth: 'none',
      responses: {
        200: { description: 'The consent page.' },
        302: { description: 'Back to the client with an OAuth error.' },
        400: { description: 'A bad request (HTML).' },
        401: { description: 'Email and password do not match (HTML).' },
      },
      errors: [],
    },
    {
      method: 'post',
      path: '/oauth/consent',
      operationId: 'consent',
      tag: 'Agents (MCP)',
      summary: 'Allow (workspaces, research tools) or deny: back to the client with a code or access_denied.',
      auth: 'none',
      responses: {
        302: { description: 'Back to the client.' },
        400: { description: 'A changed or stale form (HTML).' },
      },
      errors: [],
    },
    {
      method: 'post',
      path: '/oauth/token',
      operationId: 'oauthToken',
      tag: 'Agents (MCP)',
      summary:
        'authorization_code (with the PKCE verifier) or refresh_token (rotated): an access token for /mcp, an hour, and a refresh token.',
      auth: 'none',
      body: oauth.tokenBody,
      responses: {
        200: { description: 'The tokens.', schema: oauth.tokenAnswer },
        400: {
          description: 'RFC 6749 error (`invalid_grant`, `invalid_request`...).',
          schema: oauth.oauthError,
        },
      },
      errors: [],
    },
    {
      method: 'post',
      path: '/mcp',
      operationId: 'mcpPost',
      tag: 'Agents (MCP)',
      summary:
        'MCP over Streamable HTTP (JSON-RPC). Needs an OAuth access token for this resource; 401 with WWW-Authenticate resource_metadata otherwise.',
      auth: 'none',
      responses: {
        200: { description: 'The JSON-RPC answer.' },
        202: { description: 'A notification, accepted.' },
      },
      errors: ['unauthenticated', 'forbidden_scope'],
    },
    {
      method: 'get',
      path: '/mcp',
      operationId: 'mcpGet',
      tag: 'Agents (MCP)',
      summary: 'MCP server-to-client stream (not offered: this server is stateless; 405 from the transport).',
      auth: 'none',
      responses: { 405: { description: 'No stream.' } },
      errors: ['unauthenticated', 'forbidden_scope'],
    },
    {
      method: 'delete',
      path: '/mcp',
      operationId: 'mcpDelete',
      tag: 'Agents (MCP)',
      summary: 'Ends an MCP session (stateless here: 405 from the transport).',
      auth: 'none',
      responses: { 405: { description: 'No session.' } },
      errors: ['unauthenticated', 'forbidden_scope'],
    },
    {
      method: 'get',
      path: '/v1/workspaces',
      operationId: 'listWorkspaces',
      tag: 'Workspaces',
      summary: 'The workspaces this key reaches.',
      auth: 'key',
      responses: { 200: { description: 'The workspaces.', schema: workspaces.workspaceList } },
      errors: [],
    },
    {
      method: 'post',
      path: '/v1/workspaces',
      operationId: 'createWorkspace',
      tag: 'Workspaces',
      summary: 'A new workspace of the key’s person.',
      auth: 'key',
      body: workspaces.createWorkspaceSchema,
      example: { name: 'Launch team' },
      responses: { 201: { description: 'Created.', schema: workspaces.workspaceView } },
      errors: ['workspace_limit'],
    },
    {
      method: 'get',
      path: '/v1/keys',
      operationId: 'listKeys',
      tag: 'Keys',
      summary: 'The person’s API keys (never the keys themselves).',
      auth: 'key',
      responses: { 200: { description: 'The keys.', schema: keys.keyList } },
      errors: [],
    },
    {
      method: 'post',
      path: '/v1/keys',
      operationId: 'createKey',
      tag: 'Keys',
      summary: 'A new key, shown once in `key`.',
      auth: 'key',
      body: keys.createKeySchema,
      example: { name: 'CI publisher', allWorkspaces: true, scopes: ['posts:read', 'posts:write'] },
      responses: { 201: { description: 'Created; store `key` now.', schema: keys.createdKey } },
      errors: ['key_name_required', 'key_scope_required'],
    },
    {
      method: 'patch',
      path: '/v1/keys/{id}',
      operationId: 'updateKey',
      tag: 'Keys',
      summary:
        "Turns research tools on or off for a key (`researchTools`); the enableUrl of research_tool_disabled is this key's address.",
      auth: 'key',
      body: keys.updateKeySchema,
      responses: { 200: { description: 'The key as it is now.', schema: keys.keyView } },
      errors: ['key_not_found', 'api_key_revoked'],
    },
    {
      method: 'delete',
      path: '/v1/keys/{id}',
      operationId: 'revokeKey',
      tag: 'Keys',
      summary: 'Revokes a key.',
      auth: 'key',
      responses: { 200: { description: 'Revoked.', schema: keys.keyView } },
      errors: ['key_not_found'],
    },
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
      body: accounts.connectAccountSchema([...new Set(tokenFields)]),
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
    {
      method: 'post',
      path: '/v1/posts',
      operationId: 'createPost',
      tag: 'Posts',
      summary:
        'Publishes now, at `scheduledAt`, or keeps a draft; `wait` holds the answer until the outcome is known (10 s text, 75 s media).',
      auth: 'key',
      workspace: true,
      idempotent: true,
      body: withOptions(posts.createPostSchema),
      example: { content: 'Hello from the Fanout docs', accountIds: ACCOUNT_IDS, wait: true },
      responses: postAnswers(201, 'Created: a draft, scheduled, or out (or failed) within `wait`.'),
      errors: [
        'no_accounts',
        'empty_content',
        'account_required',
        'account_not_connected',
        'account_expired',
        'content_too_long',
        'media_required',
        'media_too_large',
        'media_aspect_ratio',
        'media_dimensions',
        'media_type_not_supported',
        'media_too_long',
        'media_not_uploaded',
        'media_expired',
        'media_not_publishable',
        'scheduled_at_invalid',
        'scheduled_at_range',
        'draft_and_schedule',
        'batch_id_invalid',
        'thread_and_content',
        'thread_empty',
        'chain_not_supported',
        'topic_tag_invalid',
        'topic_tag_not_supported',
        'duplicate_post',
        'quota_exceeded',
        'idempotency_key_reused',
        'post_not_found',
        'media_not_found',
      ],
    },
    {
      method: 'get',
      path: '/v1/posts',
      operationId: 'listPosts',
      tag: 'Posts',
      summary:
        'The workspace’s posts, newest first (or by schedule), filtered by status, dates, batch; paged with `before`.',
      auth: 'key',
      workspace: true,
      query: postQueries.listPostsQuery,
      responses: { 200: { description: 'A page of posts.', schema: posts.postList } },
      errors: [],
    },
    {
      method: 'get',
      path: '/v1/posts/{id}',
      operationId: 'getPost',
      tag: 'Posts',
      summary: 'One post with each target’s status.',
      auth: 'key',
      workspace: true,
      responses: post(200, 'The post.'),
      errors: ['post_not_found', 'workspace_mismatch'],
    },
    {
      method: 'get',
      path: '/v1/posts/{id}/thread',
      operationId: 'getPostThread',
      tag: 'Posts',
      summary:
        'One post with our reply posts and each target’s metrics and replies read live from its channel.',
      auth: 'key',
      workspace: true,
      responses: { 200: { description: 'The thread.', schema: posts.postThreadView } },
      errors: ['post_not_found', 'workspace_mismatch'],
    },
    {
      method: 'patch',
      path: '/v1/posts/{id}',
      operationId: 'updatePost',
      tag: 'Posts',
      summary:
        'Changes a draft or scheduled post, or edits a published one live on channels that can rewrite.',
      auth: 'key',
      workspace: true,
      body: withOptions(posts.patchPostSchema),
      example: { content: 'Edited from the docs' },
      responses: postAnswers(200, 'Changed.'),
      errors: [
        'post_not_found',
        'post_not_editable',
        'publish_in_flight',
        'live_post_no_schedule',
        'live_post_accounts_fixed',
        'nothing_to_change',
        'thread_piece',
        'scheduled_at_invalid',
        'scheduled_at_range',
        'content_too_long',
        'not_supported',
      ],
    },
    {
      method: 'delete',
      path: '/v1/posts/{id}',
      operationId: 'deletePost',
      tag: 'Posts',
      summary: 'Removes the post from its channels (where they allow) and keeps the record, marked deleted.',
      auth: 'key',
      workspace: true,
      responses: postAnswers(200, 'Deleted.'),
      errors: ['post_not_found', 'publish_in_flight', 'thread_piece', 'delete_window_expired'],
    },
    {
      method: 'post',
      path: '/v1/posts/{id}/publish',
      operationId: 'publishPost',
      tag: 'Posts',
      summary: 'Publishes a draft or scheduled post now.',
      auth: 'key',
      workspace: true,
      idempotent: true,
      body: posts.publishPostSchema,
      example: { wait: true },
      responses: postAnswers(200, 'Out, or failed, within `wait`.'),
      errors: [
        'post_not_found',
        'post_not_editable',
        'publish_in_flight',
        'thread_piece',
        'idempotency_key_reused',
        'quota_exceeded',
      ],
    },
    {
      method: 'post',
      path: '/v1/posts/{id}/retry',
      operationId: 'retryPost',
      tag: 'Posts',
      summary: 'Sends the failed targets again; `force` also resends targets whose outcome is unknown.',
      auth: 'key',
      workspace: true,
      idempotent: true,
      body: posts.retryPostSchema,
      example: { wait: true },
      responses: postAnswers(200, 'Out again, or failed, within `wait`.'),
      errors: [
        'post_not_found',
        'nothing_to_retry',
        'publish_in_flight',
        'idempotency_key_reused',
        'not_our_post',
      ],
    },
    {
      method: 'get',
      path: '/v1/channels/posts',
      operationId: 'listChannelPosts',
      tag: 'Channel reads',
      summary: 'What is on the channels, read live: one account’s posts or every account’s merged.',
      auth: 'key',
      workspace: true,
      query: channels.channelPostsQuery,
      responses: {
        200: {
          description: 'Posts, and an error entry per account that could not be read.',
          schema: channels.channelPostList,
        },
      },
      errors: [
        'account_not_found',
        'not_supported',
        'platform_error',
        'platform_timeout',
        'workspace_mismatch',
      ],
    },
    {
      method: 'get',
      path: '/v1/channels/bridge',
      operationId: 'getChannelBridge',
      tag: 'Channel reads',
      summary:
        'Whether the Korean-blog browser extension of each account is online, signed in, which version, last seen, and how to wake the browser (`bridge.wake`).',
      auth: 'key',
      workspace: true,
      responses: {
        200: { description: 'One row per extension-driven account.', schema: accounts.bridgeList },
      },
      errors: ['workspace_mismatch'],
    },
    {
      method: 'get',
      path: '/v1/channels/quota',
      operationId: 'listChannelQuota',
      tag: 'Channel reads',
      summary: 'How much of each channel’s allowance is used, as the channel reports it.',
      auth: 'key',
      workspace: true,
      query: channels.channelQuotaQuery,
      responses: { 200: { description: 'Quota per account.', schema: channels.channelQuotaList } },
      errors: [
        'account_not_found',
        'not_supported',
        'platform_error',
        'platform_timeout',
        'workspace_mismatch',
      ],
    },
    {
      method: 'get',
      path: '/v1/channels/publish-options',
      operationId: 'getPublishOptions',
      tag: 'Channel reads',
      summary: 'The short-video channel’s publish settings for one account, read now (never cached).',
      auth: 'key',
      workspace: true,
      query: channels.publishOptionsQuery,
      responses: { 200: { description: 'The settings.', schema: channels.publishOptionsView } },
      errors: [
        'account_required',
        'account_not_found',
        'not_supported',
        'platform_error',
        'platform_timeout',
      ],
    },
    {
      method: 'get',
      path: '/v1/logs',
      operationId: 'listLogs',
      tag: 'Logs',
      summary: 'Your calls with request and response bodies, newest first; one-time values masked.',
      auth: 'key',
      query: logs.listLogsQuery,
      responses: { 200: { description: 'A page of calls.', schema: logs.logList } },
      errors: [],
    },
    {
      method: 'post',
      path: '/v1/media',
      operationId: 'presignMedia',
      tag: 'Media',
      summary: 'Where to PUT a file’s bytes; then complete.',
      auth: 'key',
      workspace: true,
      body: media.presignMediaSchema,
      example: { fileName: 'photo.jpg', contentType: 'image/jpeg', bytes: 204800 },
      responses: { 201: { description: 'Presigned.', schema: media.presignView } },
      errors: [
        'media_fields_required',
        'media_too_large',
        'media_type_not_supported',
        'upload_bytes_missing',
        'media_not_configured',
      ],
    },
    {
      method: 'put',
      path: '/v1/media/uploads/{token}',
      operationId: 'uploadMediaBytes',
      tag: 'Media',
      summary: 'The signed upload address a presign gave (local storage): the file bytes as the body.',
      auth: 'none',
      bytes: true,
      responses: { 200: { description: 'Stored; complete next.', schema: media.storedUploadView } },
      // A token that does not verify (tampered, expired) is 401 `unauthenticated` with `reason`.
      errors: ['unauthenticated', 'media_not_found', 'media_too_large', 'upload_stalled'],
    },
    {
      method: 'post',
      path: '/v1/media/{id}/complete',
      operationId: 'completeMedia',
      tag: 'Media',
      summary: 'Probes the uploaded bytes; the media becomes `ready`.',
      auth: 'key',
      workspace: true,
      responses: { 200: { description: 'Ready.', schema: media.mediaView } },
      errors: [
        'media_not_found',
        'media_not_uploaded',
        'media_expired',
        'media_too_large',
        'media_type_not_supported',
      ],
    },
    {
      method: 'post',
      path: '/v1/media/from-url',
      operationId: 'mediaFromUrl',
      tag: 'Media',
      summary: 'Fetches a public https file into the workspace’s media.',
      auth: 'key',
      workspace: true,
      body: media.mediaFromUrlSchema,
      responses: { 201: { description: 'Fetched and ready.', schema: media.mediaView } },
      errors: [
        'media_url_invalid',
        'media_url_blocked',
        'media_url_unreachable',
        'media_too_large',
        'media_type_not_supported',
        'media_store_failed',
      ],
    },
    {
      method: 'post',
      path: '/v1/media/upload-links',
      operationId: 'createUploadLink',
      tag: 'Media',
      summary: 'A keyless upload address for people without a key: `PUT {url}/{fileName}`.',
      auth: 'key',
      workspace: true,
      body: media.uploadLinkSchema,
      example: { maxFiles: 3 },
      responses: { 201: { description: 'Created.', schema: media.uploadLinkView } },
      errors: [],
    },
    {
      method: 'get',
      path: '/v1/media/upload-links/{id}',
      operationId: 'getUploadLink',
      tag: 'Media',
      summary: 'An upload link and the files it received.',
      auth: 'key',
      workspace: true,
      responses: { 200: { description: 'The link.', schema: media.uploadLinkView } },
      errors: ['upload_session_not_found'],
    },
    {
      method: 'put',
      path: '/v1/media/upload-links/{token}/{fileName}',
      operationId: 'uploadToLink',
      tag: 'Media',
      summary: 'One file into an upload link (the token authorises); it arrives ready.',
      auth: 'none',
      bytes: true,
      responses: { 201: { description: 'Stored and ready.', schema: media.mediaView } },
      errors: [
        'upload_session_not_found',
        'upload_session_full',
        'media_too_large',
        'media_type_not_supported',
      ],
    },
    {
      method: 'get',
      path: '/v1/media/{id}',
      operationId: 'getMedia',
      tag: 'Media',
      summary: 'The media record, with a signed download `url` when ready.',
      auth: 'key',
      workspace: true,
      responses: { 200: { description: 'The media.', schema: media.mediaView } },
      errors: ['media_not_found', 'workspace_mismatch'],
    },
    {
      method: 'get',
      path: '/v1/media/files/{token}',
      operationId: 'downloadMedia',
      tag: 'Media',
      summary: 'A file’s bytes from a signed download URL (ranges supported).',
      auth: 'none',
      responses: { 200: { description: 'The bytes.' }, 206: { description: 'A range of the bytes.' } },
      errors: ['unauthenticated', 'media_not_found', 'media_expired'],
    },
    {
      method: 'delete',
      path: '/v1/media/{id}',
      operationId: 'deleteMedia',
      tag: 'Media',
      summary: 'Deletes the file and its record, unless a post may still send it.',
      auth: 'key',
      workspace: true,
      responses: { 200: { description: 'Deleted.', schema: media.deletedMediaView } },
      errors: ['media_not_found', 'media_in_use', 'media_delete_failed'],
    },
  ];
}
