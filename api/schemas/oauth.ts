import { errorBody, record, text } from './shapes';

/** The OAuth endpoints' shapes (RFC 6749, 7591, 8414, 9728), for the document and validation. */

export const oauthError = record({ error: text }, { error_description: text });
/** A 400 of an OAuth endpoint: RFC 6749's shape, or ours when the body itself could not be read. */
export const oauthFailure = { anyOf: [oauthError, errorBody] };

export const protectedResourceMetadata = record({
  resource: text,
  authorization_servers: { type: 'array', items: text },
});

export const authorizationServerMetadata = record({
  issuer: text,
  authorization_endpoint: text,
  token_endpoint: text,
  registration_endpoint: text,
  code_challenge_methods_supported: { type: 'array', items: text },
});

export const registerBody = {
  type: 'object',
  properties: {
    redirect_uris: { type: 'array', items: { type: 'string' } },
    client_name: { type: 'string' },
  },
} as const;

export const registeredClient = record({
  client_id: text,
  client_id_issued_at: { type: 'integer' },
  redirect_uris: { type: 'array', items: text },
  token_endpoint_auth_method: text,
});

export const authorizeQuery = {
  type: 'object',
  properties: {
    response_type: { type: 'string' },
    client_id: { type: 'string' },
    redirect_uri: { type: 'string' },
    code_challenge: { type: 'string' },
    code_challenge_method: { type: 'string' },
    state: { type: 'string' },
    resource: { type: 'string' },
    scope: { type: 'string' },
  },
} as const;

export const tokenBody = {
  type: 'object',
  properties: {
    grant_type: { type: 'string', enum: ['authorization_code', 'refresh_token'] },
    code: { type: 'string' },
    client_id: { type: 'string' },
    redirect_uri: { type: 'string' },
    code_verifier: { type: 'string' },
    refresh_token: { type: 'string' },
    resource: { type: 'string' },
  },
} as const;

export const tokenAnswer = record({
  access_token: text,
  token_type: text,
  expires_in: { type: 'integer' },
  refresh_token: text,
});
