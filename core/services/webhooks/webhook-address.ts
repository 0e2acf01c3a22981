import dns from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from '../../errors/app-error';
import { classifyAddress } from '../../media/url-fetch';

/** A checked receiver: the URL and the addresses it resolved to, to connect to (pinned) as they are. */
export interface WebhookTarget {
  url: URL;
  addresses: Array<{ address: string; family: number }>;
}

/**
 * Where this deployment may send webhooks. Outside the sandbox only https to public addresses
 * (the media URL fetch's guard, core/media/url-fetch.ts, with its `media_url_blocked` code). In
 * the sandbox everything runs on one machine, so http and loopback are allowed too, and the
 * sandbox's own host; private and link-local ranges stay refused there as well.
 */
export interface WebhookAddressRules {
  sandbox: boolean;
  sandboxHost?: string;
}

/**
 * Checks a receiver URL when it is subscribed and again before each send (its DNS may have
 * changed since): 400 `invalid_params` (field `url`) for a URL we do not send to, 422
 * `media_url_blocked` for an address we must not reach.
 */
export async function checkWebhookUrl(raw: string, rules: WebhookAddressRules): Promise<WebhookTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badUrl(raw, `"${raw}" is not a URL.`);
  }
  const schemes = rules.sandbox ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) {
    throw badUrl(raw, `Webhooks are sent over ${schemes.join(' or ')}; this URL is ${url.protocol}.`);
  }
  if (url.username || url.password) throw badUrl(raw, 'A webhook URL carries no user name or password.');
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  const localName = host === 'localhost' || host.endsWith('.localhost');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await dns.lookup(localName ? 'localhost' : host, { all: true, verbatim: true });
    } catch (err) {
      throw badUrl(raw, `${host} could not be resolved (${(err as NodeJS.ErrnoException).code ?? 'error'}).`);
    }
  }
  if (addresses.length === 0) throw badUrl(raw, `${host} has no address.`);
  if (rules.sandbox && host === rules.sandboxHost) return { url, addresses };
  for (const { address } of addresses) {
    const why = localName ? 'loopback' : classifyAddress(address);
    if (why === null || (rules.sandbox && why === 'loopback')) continue;
    throw AppError.of(
      'media_url_blocked',
      { url: raw, address },
      `${host}${address !== host ? ` resolves to ${address}, which` : ''} is a ${why} address; webhooks go to public addresses only.`,
    );
  }
  return { url, addresses };
}

function badUrl(raw: string, message: string): AppError {
  return AppError.of('invalid_params', { field: 'url', url: raw }, message);
}
