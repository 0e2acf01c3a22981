/**
 * Fetching media from a caller's https URL without letting the caller reach our own network
 * (SSRF). The host is resolved first and refused when any of its addresses is not public; the
 * connection then goes to that checked address itself (pinned), so a second DNS answer cannot
 * swap it. Redirects are followed by hand, each new URL checked the same way.
 */
import dns from 'node:dns/promises';
import https from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { AppError } from '../errors/app-error';
import { URL_FETCH_MAX_REDIRECTS, URL_FETCH_MAX_RETRY_AFTER_SEC } from './limits';

export interface UrlFetcherOptions {
  /** Host names (or address literals) whose addresses are not checked: tests serve from 127.0.0.1. */
  allowHosts?: string[];
  /** Extra trusted CA (a test server's self-signed certificate). */
  ca?: Buffer;
  /** Most time to wait for a connection, an answer, or the next bytes of the body. */
  timeoutMs: number;
}

/** A 2xx answer whose body is still to be read. */
export interface FetchedResponse {
  /** The URL that answered (after redirects). */
  url: string;
  status: number;
  contentType: string | null;
  contentLength: number | null;
  body: IncomingMessage;
}

const ipv4Blocked: Array<[string, number, string]> = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (CGNAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

function parseIPv4(s: string): number | null {
  const parts = s.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 255) return null;
    n = n * 256 + Number(p);
  }
  return n;
}

/** Sixteen bytes, or null. Accepts `::`, a trailing dotted quad and a zone (`%eth0`, dropped). */
function parseIPv6(input: string): number[] | null {
  let s = input
    .replace(/^\[|\]$/g, '')
    .split('%')[0]
    .toLowerCase();
  const tail: number[] = [];
  const quad = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (quad) {
    const v4 = parseIPv4(quad[2]);
    if (v4 === null) return null;
    tail.push(v4 >>> 24, (v4 >>> 16) & 255, (v4 >>> 8) & 255, v4 & 255);
    s = quad[1].endsWith('::') ? quad[1] : quad[1].slice(0, -1);
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const groups = (h: string) => (h === '' ? [] : h.split(':'));
  const head = groups(halves[0]);
  const rest = halves.length === 2 ? groups(halves[1]) : [];
  const want = 8 - tail.length / 2;
  const fill = want - head.length - rest.length;
  if (halves.length === 1 ? fill !== 0 : fill < 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? fill : 0).fill('0'), ...rest];
  const bytes: number[] = [];
  for (const g of all) {
    if (!/^[0-9a-f]{1,4}$/.test(g)) return null;
    const v = parseInt(g, 16);
    bytes.push(v >> 8, v & 255);
  }
  bytes.push(...tail);
  return bytes.length === 16 ? bytes : null;
}

function classifyIPv4(n: number): string | null {
  for (const [base, prefix, why] of ipv4Blocked) {
    const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
    if ((n & mask) >>> 0 === (parseIPv4(base)! & mask) >>> 0) return why;
  }
  return null;
}

const v4Of = (b: number[], at: number) =>
  ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;

/**
 * Why an address may not be fetched from (loopback, private, link-local, ...), or null when it is
 * public. Anything that does not parse as an address is refused too.
 */
export function classifyAddress(address: string): string | null {
  const v4 = parseIPv4(address);
  if (v4 !== null) return classifyIPv4(v4);
  const b = parseIPv6(address);
  if (!b) return 'not an address';
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zeros(0, 15) && b[15] === 0) return 'unspecified';
  if (zeros(0, 15) && b[15] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address decides.
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return classifyIPv4(v4Of(b, 12));
  // IPv4-compatible (::a.b.c.d, deprecated): refused outright.
  if (zeros(0, 12)) return 'IPv4-compatible';
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address that decides.
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) {
    return classifyIPv4(v4Of(b, 12));
  }
  if (b[0] === 0x20 && b[1] === 0x02) return classifyIPv4(v4Of(b, 2));
  if ((b[0] & 0xfe) === 0xfc) return 'unique-local';
  if (b[0] === 0xfe && (b[1] & 0xc0) === 0x80) return 'link-local';
  if (b[0] === 0xfe && (b[1] & 0xc0) === 0xc0) return 'site-local';
  if (b[0] === 0xff) return 'multicast';
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return 'documentation';
  return null;
}

export const isBlockedAddress = (address: string): boolean => classifyAddress(address) !== null;

interface Target {
  url: URL;
  host: string;
  addresses: Array<{ address: string; family: number }>;
}

const CONNECT_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EADDRNOTAVAIL',
  'CONNECT_TIMEOUT',
]);

class ConnectError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class UrlFetcher {
  private readonly allow: Set<string>;

  constructor(private readonly options: UrlFetcherOptions) {
    this.allow = new Set((options.allowHosts ?? []).map((h) => h.toLowerCase()));
  }

  /**
   * Follows the URL (at most URL_FETCH_MAX_REDIRECTS redirects) to a 2xx answer whose body the
   * caller reads (and must destroy when it stops early). Refuses with media_url_invalid,
   * media_url_blocked or media_url_unreachable.
   */
  async open(rawUrl: string): Promise<FetchedResponse> {
    let target = await this.check(rawUrl);
    let redirects = 0;
    let retried429 = false;
    for (;;) {
      const res = await this.request(target);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.destroy();
        if (++redirects > URL_FETCH_MAX_REDIRECTS) {
          throw unreachable(target.url, `redirected more than ${URL_FETCH_MAX_REDIRECTS} times`);
        }
        let next: string;
        try {
          next = new URL(res.headers.location, target.url).toString();
        } catch {
          throw unreachable(target.url, `redirected to an address that is not a URL`);
        }
        target = await this.check(next);
        continue;
      }
      if (status === 429 && !retried429) {
        const wait = retryAfterSeconds(res.headers['retry-after']);
        if (wait !== null && wait <= URL_FETCH_MAX_RETRY_AFTER_SEC) {
          res.destroy();
          retried429 = true;
          await sleep(wait * 1000);
          continue;
        }
      }
      if (status < 200 || status >= 300) {
        res.destroy();
        const line = `${status} ${res.statusMessage ?? ''}`.trim();
        throw unreachable(target.url, `answered ${line}`, { status });
      }
      const length = Number(res.headers['content-length']);
      return {
        url: target.url.toString(),
        status,
        contentType: res.headers['content-type']?.split(';')[0].trim().toLowerCase() || null,
        contentLength: res.headers['content-length'] !== undefined && Number.isFinite(length) ? length : null,
        body: res,
      };
    }
  }

  /** Parses and checks one URL: https only, a host whose every address is public. */
  private async check(raw: string): Promise<Target> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw AppError.of('media_url_invalid', { url: raw }, `"${raw}" is not a URL.`);
    }
    if (url.protocol !== 'https:') {
      throw AppError.of(
        'media_url_invalid',
        { url: raw },
        `Only https URLs are fetched; this one is ${url.protocol}.`,
      );
    }
    const host = url.hostname
      .replace(/^\[|\]$/g, '')
      .toLowerCase()
      .replace(/\.$/, '');
    const allowed = this.allow.has(host);
    const localName = host === 'localhost' || host.endsWith('.localhost');
    let addresses: Array<{ address: string; family: number }>;
    if (isIP(host)) {
      addresses = [{ address: host, family: isIP(host) }];
    } else {
      try {
        addresses = await withTimeout(
          dns.lookup(host, { all: true, verbatim: true }),
          this.options.timeoutMs,
        );
      } catch (err) {
        if (localName && !allowed) throw blocked(raw, host, 'loopback');
        const code = (err as NodeJS.ErrnoException).code ?? 'error';
        throw unreachable(url, `could not be resolved (${code})`);
      }
    }
    if (addresses.length === 0) throw unreachable(url, 'has no address');
    if (!allowed) {
      for (const { address } of addresses) {
        const why = classifyAddress(address);
        if (why) throw blocked(raw, host, why, address);
      }
      // localhost and *.localhost are loopback names (RFC 6761), whatever a resolver says.
      if (localName) throw blocked(raw, host, 'loopback');
    }
    return { url, host, addresses };
  }

  /** One request, pinned to the first checked address; the next one once when no connection opens. */
  private async request(target: Target): Promise<IncomingMessage> {
    try {
      return await this.requestAt(target, target.addresses[0]);
    } catch (err) {
      if (err instanceof ConnectError && CONNECT_FAILURES.has(err.code) && target.addresses.length > 1) {
        try {
          return await this.requestAt(target, target.addresses[1]);
        } catch (second) {
          throw unreachable(target.url, describe(second));
        }
      }
      throw unreachable(target.url, describe(err));
    }
  }

  private requestAt(target: Target, pinned: { address: string; family: number }): Promise<IncomingMessage> {
    const lookup = ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
      if (opts?.all) cb(null, [pinned]);
      else cb(null, pinned.address, pinned.family);
    }) as unknown as LookupFunction;
    return new Promise((resolve, reject) => {
      let connected = false;
      const req = https.request(
        {
          method: 'GET',
          host: target.host,
          port: target.url.port || 443,
          path: `${target.url.pathname}${target.url.search}`,
          headers: { 'user-agent': 'Fanout media fetcher', accept: '*/*' },
          lookup,
          servername: isIP(target.host) ? undefined : target.host,
          ca: this.options.ca,
          agent: false,
          timeout: this.options.timeoutMs,
        },
        (res) => {
          // The body has its own idle limit: a stalled host ends the read with an error.
          res.socket.setTimeout(this.options.timeoutMs, () =>
            res.destroy(new Error(`no bytes for ${this.options.timeoutMs} ms`)),
          );
          resolve(res);
        },
      );
      req.on('socket', (socket) => socket.once('connect', () => (connected = true)));
      req.on('timeout', () => {
        const e = connected
          ? new Error(`did not answer within ${this.options.timeoutMs} ms`)
          : new ConnectError('CONNECT_TIMEOUT', `no connection within ${this.options.timeoutMs} ms`);
        req.destroy(e);
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (err instanceof ConnectError) reject(err);
        else if (!connected && err.code) reject(new ConnectError(err.code, err.message));
        else reject(err);
      });
      req.end();
    });
  }
}

function retryAfterSeconds(header: string | undefined): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const t = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })), ms);
  });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

function describe(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  return e.code && !e.message.includes(e.code)
    ? `did not answer (${e.code}: ${e.message})`
    : `did not answer (${e.message})`;
}

function unreachable(url: URL, what: string, extra: Record<string, unknown> = {}): AppError {
  return AppError.of('media_url_unreachable', { url: url.toString(), ...extra }, `${url.host} ${what}.`);
}

function blocked(url: string, host: string, why: string, address?: string): AppError {
  return AppError.of(
    'media_url_blocked',
    { url, ...(address ? { address } : {}) },
    `${host}${address && address !== host ? ` resolves to ${address}, which` : ''} is a ${why} address; only public addresses are fetched.`,
  );
}
