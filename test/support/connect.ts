import type { SandboxOAuthProvider } from '../../core/sandbox/oauth-provider';
import type { ApiResponse, Harness } from './harness';

/**
 * The steps of connecting an account as a client and a browser take them: POST
 * /v1/accounts/connect, the platform's authorize page on the sandbox emulator (which approves at
 * once as the `handle`), and the redirect back to our callback. The emulators' OAuth test controls
 * are here too. What each answer must say is left to the tests.
 */

/** POST /v1/accounts/connect with `body` as given, in the workspace `headers` pick. */
export function postConnect(
  h: Harness,
  body: unknown,
  headers?: Record<string, string>,
): Promise<ApiResponse> {
  return h.call('POST', '/v1/accounts/connect', body, { headers });
}

/** What our callback answered the browser. */
export interface CallbackAnswer {
  /** The callback address the platform sent the browser to (code and state included). */
  callbackUrl: string;
  status: number;
  /** The JSON answer, when it was JSON. */
  body: ApiResponse['body'];
  /** Where the callback sent the browser on, when it redirected. */
  location: string | null;
}

/** What a browser does: open the authorize page and follow the platform's redirect back to us. */
export async function approve(authorizeUrl: string): Promise<CallbackAnswer> {
  const page = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(page.status).toBe(302);
  const callbackUrl = page.headers.get('location')!;
  const back = await fetch(callbackUrl, { redirect: 'manual' });
  const text = await back.text();
  return {
    callbackUrl,
    status: back.status,
    body: back.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined,
    location: back.headers.get('location'),
  };
}

/**
 * A sandbox OAuth connect that must succeed: started (202), approved, and answered 201 with the
 * attempt connected. The authorize page's address and the connected account, for the test to check.
 */
export async function connectThroughOAuth(
  h: Harness,
  platform: string,
  handle: string,
  headers: Record<string, string>,
): Promise<{ authorizeUrl: URL; account: ApiResponse['body'] }> {
  const started = await postConnect(h, { platform, sandbox: true, handle }, headers);
  expect(started.status).toBe(202);
  const back = await approve(started.body.authorizeUrl);
  expect(back.status).toBe(201);
  expect(back.body.connect).toMatchObject({ id: started.body.id, status: 'connected' });
  return { authorizeUrl: new URL(started.body.authorizeUrl), account: back.body.account };
}

export type OAuthStats = ReturnType<SandboxOAuthProvider['stats']>;

/** The platform's emulator on the sandbox server. */
export function emulatorUrl(h: Harness, platform: string): string {
  return `${h.config.sandboxUrl}/${platform}`;
}

/** Sets the emulator's OAuth test controls (`POST /_sandbox/oauth`); what the flow did so far. */
export async function setOAuthControls(
  h: Harness,
  platform: string,
  controls: Record<string, unknown>,
): Promise<OAuthStats> {
  const res = await fetch(`${emulatorUrl(h, platform)}/_sandbox/oauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(controls),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as OAuthStats;
}

/** What the emulator's OAuth flow did so far (`GET /_sandbox/oauth`). */
export async function oauthStats(h: Harness, platform: string): Promise<OAuthStats> {
  const res = await fetch(`${emulatorUrl(h, platform)}/_sandbox/oauth`);
  expect(res.status).toBe(200);
  return (await res.json()) as OAuthStats;
}
