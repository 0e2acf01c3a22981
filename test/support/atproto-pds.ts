import { createHmac } from 'node:crypto';
import path from 'node:path';
import { waitForPdsInstall } from '../atproto-pds/installation';

/**
 * The reference AT Protocol server for tests: `@atproto/pds` started by `@atproto/dev-env`'s
 * `TestNetworkNoAppView` (a PDS and an in-process PLC directory, no AppView) on a free port.
 * Real server software checks what our emulator only imitates: record keys, lexicon limits,
 * error names, session renewal.
 *
 * The packages (`@atproto/dev-env@0.3.215`, which brings `@atproto/pds@0.4.217`) have an install
 * of their own, pinned in test/atproto-pds/ and put under `~/.cache/fanout/tools` on first use
 * (test/atproto-pds/installation.ts): `npm test` starts it in the background, `startReferencePds`
 * waits for it. `ATPROTO_PDS_MODULES` may name another directory that holds them instead.
 */
const DEV_ENV = '@atproto/dev-env';
/**
 * How long the suite waits for the install. A first one took 4 min here at load 6 to 9 (with npm's
 * cache empty or full alike: most of it is compiling better-sqlite3); `npm test` starts it some
 * 20 min before this suite, which runs last, so this is for a machine far slower than that.
 */
export const PDS_INSTALL_TIMEOUT_MS = 30 * 60_000;

async function devEnvPath(): Promise<string> {
  const from = process.env.ATPROTO_PDS_MODULES
    ? path.resolve(process.env.ATPROTO_PDS_MODULES)
    : await waitForPdsInstall(PDS_INSTALL_TIMEOUT_MS);
  try {
    return require.resolve(DEV_ENV, { paths: [from] });
  } catch {
    throw new Error(`${DEV_ENV} is not installed in ${from}: see test/support/atproto-pds.ts`);
  }
}

/** An account on the reference PDS, with an app password made for it (what a person pastes). */
export interface PdsAccount {
  did: string;
  handle: string;
  appPassword: string;
}

export interface ReferencePds {
  /** `http://localhost:<port>`: the account's server, as a person names it at connect. */
  url: string;
  /** Makes an account `<name>.test` and an app password for it. */
  account(name: string): Promise<PdsAccount>;
  /** An access token for `did` that the server takes for genuine but expired (signed with dev-env's secret). */
  expiredAccessJwt(did: string): string;
  close(): Promise<void>;
}

interface DevEnv {
  TestNetworkNoAppView: { create(params: object): Promise<{ pds: { url: string }; close(): Promise<void> }> };
}

export async function startReferencePds(): Promise<ReferencePds> {
  const at = await devEnvPath();
  // The PDS logs every request as JSON to stdout unless told not to.
  process.env.LOG_ENABLED ??= 'false';
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const devEnv = require(at) as DevEnv;
  const network = await devEnv.TestNetworkNoAppView.create({});
  const url = network.pds.url;
  const xrpc = async (nsid: string, body: unknown, token?: string) => {
    const res = await fetch(`${url}/xrpc/${nsid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as Record<string, string>;
    if (!res.ok) throw new Error(`${nsid} answered ${res.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  return {
    url,
    async account(name) {
      const handle = `${name}.test`;
      const created = await xrpc('com.atproto.server.createAccount', {
        handle,
        email: `${name}@example.invalid`,
        password: `main-password-${name}`,
      });
      const app = await xrpc('com.atproto.server.createAppPassword', { name: 'fanout' }, created.accessJwt);
      return { did: created.did, handle, appPassword: app.password };
    },
    expiredAccessJwt(did) {
      // dev-env's PDS signs sessions with HS256 and the secret `jwt-secret` (its const.ts).
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const head = encode({ typ: 'at+jwt', alg: 'HS256' });
      const claims = encode({
        scope: 'com.atproto.appPass',
        aud: 'did:web:localhost',
        sub: did,
        iat: now - 7300,
        exp: now - 100,
      });
      const signature = createHmac('sha256', 'jwt-secret').update(`${head}.${claims}`).digest('base64url');
      return `${head}.${claims}.${signature}`;
    },
    close: () => network.close(),
  };
}
