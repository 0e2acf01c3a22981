import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { DEMO_EMAIL, DEMO_PASSWORD_FILE } from '../../core/services/people/demo-seeder';
import type { Harness } from './harness';

// Test code reads arbitrary fields of OAuth answers.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/**
 * An MCP agent's side of the remote sign-in (OAuth 2.1, PKCE S256) over plain HTTP, as the demo
 * person allows it: register, sign in, consent, trade the code. The suites that check what a
 * grant may do get their tokens here, the same way for all of them.
 */
export const AGENT_REDIRECT_URI = 'http://127.0.0.1:9/callback';

/** A PKCE pair: the verifier the agent keeps, the S256 challenge it sends. */
export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** An application/x-www-form-urlencoded body; an array value is the field given more than once. */
export function oauthForm(fields: Record<string, string | string[]>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields))
    for (const one of ([] as string[]).concat(v)) body.append(k, one);
  return body;
}

/** Dynamic client registration (RFC 7591): the new client's id. */
export async function registerAgent(h: Harness, clientName: string): Promise<string> {
  const res = await fetch(`${h.url}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: clientName, redirect_uris: [AGENT_REDIRECT_URI] }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as Json).client_id;
}

/** The authorization request's query, as a client sends it. */
export function authorizeParams(h: Harness, clientId: string, challenge: string): Record<string, string> {
  return {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: AGENT_REDIRECT_URI,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'xyz',
    resource: `${h.url}/mcp`,
  };
}

/** The demo person's password, as `npm start` wrote it into the data dir. */
export function demoPassword(h: Harness): string {
  return fs.readFileSync(path.join(h.config.dataDir, DEMO_PASSWORD_FILE), 'utf8').trim();
}

/** The demo person signed in: the consent page's HTML (its sealed form and workspace boxes). */
export async function signIn(h: Harness, clientId: string, challenge: string): Promise<Response> {
  const res = await fetch(`${h.url}/oauth/authorize`, {
    method: 'POST',
    body: oauthForm({
      ...authorizeParams(h, clientId, challenge),
      email: DEMO_EMAIL,
      password: demoPassword(h),
    }),
    redirect: 'manual',
  });
  expect(res.status).toBe(200);
  return res;
}

/**
 * Sign-in and consent as the demo person: the code the client gets back. `workspaceIds`: the
 * workspaces ticked (by default the first, as the page ticks it); `research`: research tools too.
 */
export async function consentCode(
  h: Harness,
  clientId: string,
  challenge: string,
  options: { workspaceIds?: string[]; research?: boolean } = {},
): Promise<string> {
  const page = await (await signIn(h, clientId, challenge)).text();
  const sealed = /name="consent" value="([^"]+)"/.exec(page)![1];
  const workspace = options.workspaceIds ?? [/name="workspace" value="([^"]+)"/.exec(page)![1]];
  const allowed = await fetch(`${h.url}/oauth/consent`, {
    method: 'POST',
    body: oauthForm({
      consent: sealed,
      workspace,
      decision: 'allow',
      ...(options.research ? { research: 'on' } : {}),
    }),
    redirect: 'manual',
  });
  expect(allowed.status).toBe(302);
  const back = new URL(allowed.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe('xyz');
  return back.searchParams.get('code')!;
}

/** `POST /oauth/token` with a form body (or, given `json`, the same fields as JSON): status and body. */
export async function tokenCall(
  h: Harness,
  fields: Record<string, unknown>,
  as: 'form' | 'json' = 'form',
): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${h.url}/oauth/token`, {
    method: 'POST',
    ...(as === 'json'
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) }
      : { body: oauthForm(fields as Record<string, string | string[]>) }),
  });
  return { status: res.status, body: await res.json() };
}

/** The tokens of a code, traded as the client it was made for. */
export async function exchangeCode(
  h: Harness,
  clientId: string,
  code: string,
  verifier: string,
): Promise<{ status: number; body: Json }> {
  return tokenCall(h, {
    grant_type: 'authorization_code',
    code,
    client_id: clientId,
    redirect_uri: AGENT_REDIRECT_URI,
    code_verifier: verifier,
  });
}

/** A registered agent the demo person allowed: its client id, its grant's first tokens, its code. */
export async function connectAgent(
  h: Harness,
  clientName: string,
  options: { workspaceIds?: string[]; research?: boolean } = {},
): Promise<{ clientId: string; code: string; verifier: string; accessToken: string; refreshToken: string }> {
  const clientId = await registerAgent(h, clientName);
  const { verifier, challenge } = pkce();
  const code = await consentCode(h, clientId, challenge, options);
  const tokens = await exchangeCode(h, clientId, code, verifier);
  expect(tokens.status).toBe(200);
  return {
    clientId,
    code,
    verifier,
    accessToken: tokens.body.access_token,
    refreshToken: tokens.body.refresh_token,
  };
}
