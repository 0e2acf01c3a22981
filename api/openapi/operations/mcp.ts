import * as oauth from '../../schemas/oauth';
import { type Operation } from '../operation';

/** Agents: the OAuth authorization server and the MCP endpoint. */
export function mcpOperations(): Operation[] {
  return [
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
          schema: oauth.oauthFailure,
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
        'authorization_code (with the PKCE verifier) or refresh_token (rotated): an access token for /mcp, an hour, and a refresh token. A used code or rotated refresh token presented again revokes the grant and every token issued from it. Every parameter is a string given once (else invalid_request).',
      auth: 'none',
      body: oauth.tokenBody,
      responses: {
        200: { description: 'The tokens.', schema: oauth.tokenAnswer },
        400: {
          description: 'RFC 6749 error (`invalid_grant`, `invalid_request`...).',
          schema: oauth.oauthFailure,
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
  ];
}
