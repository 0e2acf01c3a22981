import type { TokenConnect } from '../../core/channels/connect';
import { AtprotoClient } from './client';

/**
 * Connected with an app password (made in the network's settings; it can post but not change the
 * account, and the person can revoke it alone): `createSession` on the account's server proves it
 * and answers the account's DID and handle. What is stored is the session, not the password:
 * later calls renew the session (session.ts) instead of logging in again, which the server rate
 * limits per account.
 */
export const atprotoConnect: TokenConnect = {
  kind: 'token',
  fields: ['identifier', 'appPassword'],
  // The person may name their own server; without it, the deployment's (https://bsky.social).
  server: { required: false },

  async connect(call, input) {
    const session = await new AtprotoClient(call.baseUrl, undefined, call.signal).createSession(
      input.identifier.trim().replace(/^@/, ''),
      input.appPassword,
    );
    const pds = pdsOf(session.didDoc);
    return {
      // The DID, not the handle: a handle can change, the DID stays the account's.
      externalAccountId: session.did,
      handle: session.handle,
      credentials: { accessJwt: session.accessJwt, refreshJwt: session.refreshJwt },
      // The session renews itself when the server says the access token expired.
      expiresAt: null,
      // An entryway (bsky.social) logs the person in, but their repo lives on their PDS: every
      // later call goes there. The core checks the address like one a person names.
      ...(pds && pds.replace(/\/+$/, '') !== call.baseUrl.replace(/\/+$/, '') ? { serverUrl: pds } : {}),
    };
  },
};

/** The account's PDS as its DID document names it (service `#atproto_pds`). */
function pdsOf(didDoc: unknown): string | undefined {
  const services = (didDoc as { service?: Array<{ id?: string; type?: string; serviceEndpoint?: unknown }> })
    ?.service;
  const pds = services?.find((s) => s.id === '#atproto_pds' || s.type === 'AtprotoPersonalDataServer');
  return typeof pds?.serviceEndpoint === 'string' ? pds.serviceEndpoint : undefined;
}
