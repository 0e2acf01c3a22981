import dns from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from '../errors/app-error';
import { classifyAddress } from '../media/url-fetch';

/**
 * Where a person's own server may be (a Mastodon instance, a Bluesky PDS: `ConnectFlow.server`).
 * The worker calls that address with the account's credentials for as long as the account is
 * connected, so a server a person names is a URL the service would otherwise never call:
 *   - https only; plain http only on a server running its sandbox (`FANOUT_SANDBOX`, tests and
 *     `npm start`), where everything runs on one machine;
 *   - no user name or password in it, no query or fragment (the path is kept: some servers live
 *     under one);
 *   - its host must resolve, and only to public addresses: loopback is allowed on a sandbox server
 *     (a local PDS in the tests), private, link-local and the other special ranges never (the media
 *     URL fetch's table, core/media/url-fetch.ts).
 * Checked when the account is connected (DNS read then). A host whose DNS later moves to an
 * internal address is not re-checked on each call: plugins call it with fetch, which pins nothing.
 * Refusals are 400 `invalid_params` with `field` (the body field that named it).
 */
export interface ServerUrlRules {
  sandbox: boolean;
  /** The body field the URL came from, for the error (`server`). */
  field: string;
}

/**
 * The server URL as stored: `https://host[:port][/path]` without a trailing slash. A bare host
 * (`mastodon.social`) is taken as https.
 */
export async function checkServerUrl(raw: string, rules: ServerUrlRules): Promise<string> {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    throw bad(rules, raw, `"${raw}" is not a server address (https://example.social).`);
  }
  const schemes = rules.sandbox ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) {
    throw bad(
      rules,
      raw,
      `A server is reached over ${schemes.join(' or ')}; this address is ${url.protocol}.`,
    );
  }
  if (url.username || url.password) {
    throw bad(
      rules,
      raw,
      'A server address carries no user name or password; send credentials in their own fields.',
    );
  }
  if (url.search || url.hash) throw bad(rules, raw, 'A server address has no query or fragment.');
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  const localName = host === 'localhost' || host.endsWith('.localhost');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      const found = await dns.lookup(localName ? 'localhost' : host, { all: true, verbatim: true });
      addresses = found.map((a) => a.address);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? 'error';
      throw bad(rules, raw, `${host} could not be resolved (${code}).`);
    }
  }
  if (addresses.length === 0) throw bad(rules, raw, `${host} has no address.`);
  for (const address of addresses) {
    const why = localName ? 'loopback' : classifyAddress(address);
    if (why === null || (rules.sandbox && why === 'loopback')) continue;
    throw bad(
      rules,
      raw,
      `${host}${address !== host ? ` resolves to ${address}, which` : ''} is a ${why} address; a server must be public.`,
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function bad(rules: ServerUrlRules, raw: string, message: string): AppError {
  return AppError.of('invalid_params', { field: rules.field, server: raw }, message);
}
