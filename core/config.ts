import path from 'node:path';

/**
 * Everything the service reads from the environment, checked once at start. A wrong value stops
 * the process with a sentence naming the variable, never later with a stack trace.
 * core/config-variables.ts lists the same variables, for docs/guide/configuration.md.
 */
export interface Config {
  port: number;
  host: string;
  /** Absent in the embedded run: an embedded PostgreSQL is started and this is filled in. */
  databaseUrl?: string;
  /** Absent in the embedded run: an embedded Temporal dev server is started and this is filled in. */
  temporalAddress?: string;
  temporalNamespace: string;
  /**
   * mTLS to Temporal (`TEMPORAL_TLS_CERT_FILE` and `TEMPORAL_TLS_KEY_FILE`, PEM files, together): a
   * hosted namespace or a self-hosted frontend that requires client certificates;
   * `TEMPORAL_TLS_CA_FILE` trusts a private CA. Unset: plain gRPC.
   */
  temporalTls?: { certFile: string; keyFile: string; caFile?: string };
  taskQueue: string;
  /**
   * The worker answers `GET /health` (ready: running, Temporal answers) and `GET /health/live` on
   * this port at HOST (`WORKER_HEALTH_PORT`, default 0: no server), for Kubernetes' probes.
   */
  workerHealthPort: number;
  dataDir: string;
  /** Encrypts platform tokens at rest. The embedded run makes one and keeps it in the data dir. */
  secret?: string;
  demoApiKey?: string;
  /** Sandbox mode: sandbox accounts may be connected and the platform emulators run. */
  sandbox: boolean;
  sandboxPort: number;
  /** Where the platform emulators answer; each channel under `/<channel id>`. */
  sandboxUrl: string;
  /** Ports of the embedded Temporal dev server and its Web UI. */
  temporalPort: number;
  temporalUiPort: number;
  postgresPort: number;
  /** Per-channel platform base URL overrides (`<ID>_BASE_URL`, e.g. MICRO_BASE_URL). */
  platformBaseUrls: Record<string, string>;
  /**
   * Our app's credentials with each real platform (`<ID>_CLIENT_ID` and `<ID>_CLIENT_SECRET`, e.g.
   * MICRO_CLIENT_ID): needed to connect real accounts through OAuth. Sandbox accounts use the
   * emulators' own client.
   */
  oauthClients: Record<string, { clientId: string; clientSecret: string }>;
  /**
   * Automations (issue 26): what Meta's webhook verification call must bring as `hub.verify_token`
   * (`WEBHOOK_VERIFY_TOKEN`; entered in the app dashboard with the callback URL), and the pause
   * between two private replies when sending to past comments (`PAST_COMMENTS_GAP_MS`, default 3 s).
   * The webhooks' signing secret is the app secret, `<ID>_CLIENT_SECRET`.
   */
  webhookVerifyToken?: string;
  pastCommentsGapMs: number;
  /**
   * Outbound webhooks (issue 28): the wait before a failed delivery's first retry
   * (`WEBHOOK_RETRY_FIRST_MS`, 10 s), doubling up to `WEBHOOK_RETRY_MAX_MS` (1 h), for
   * `WEBHOOK_RETRY_WINDOW_MS` (3 days) before it is given up; after `WEBHOOK_FAILING_AFTER` (5)
   * failed tries in a row the subscription shows `failing`. Tests shorten the waits.
   */
  webhookRetry: { firstMs: number; maxMs: number; windowMs: number; failingAfter: number };
  /**
   * Posts a workspace on the free plan may publish per period; periods run monthly from the
   * person's signup date (core/services/posts/quota-guard.ts). 0 = unlimited.
   */
  freePlanPostsPerMonth: number;
  /**
   * A file upload to the API (a PUT on an upload link or a presigned URL) that receives no bytes for
   * `uploadStallMs` (`UPLOAD_STALL_MS`, default 30 minutes), or still runs after `uploadMaxMs`
   * (`UPLOAD_MAX_MS`, default 6 hours), ends with `upload_stalled` and keeps nothing.
   */
  uploadStallMs: number;
  uploadMaxMs: number;
  /**
   * The API's address as platforms and clients reach it (`PUBLIC_URL`): signed media upload and
   * download URLs are built on it. Default `http://127.0.0.1:<PORT>`.
   */
  publicUrl: string;
  /**
   * Where media bytes live (`FANOUT_MEDIA_STORAGE`): `local`, files under the data dir served by
   * the API's signed URLs; or `s3`, a bucket clients and platforms reach with presigned URLs.
   */
  mediaStorage: 'local' | 's3';
  /** Set when mediaStorage is `s3`. */
  s3?: S3Config;
  /**
   * Calls without a valid API key that one client address may make per minute
   * (`RATE_LIMIT_KEYLESS_PER_MINUTE`, default 120; 0 = no limit). See core/http/keyless-limiter.ts.
   */
  keylessCallsPerMinute: number;
  /**
   * Calls one API key (or one MCP grant) may make per minute, across every API process
   * (`RATE_LIMIT_PER_MINUTE`, default 600; 0 = no limit). See core/http/rate-limiter.ts.
   */
  callsPerMinute: number;
  /**
   * Browser-extension sockets at `/v1/bridge` that have not said a good `hello` yet: each gets
   * `helloSeconds` (`BRIDGE_HELLO_SECONDS`, default 10) to say it, and at most `unpairedPerAddress`
   * (`BRIDGE_UNPAIRED_PER_ADDRESS`, default 10) from one client address and `unpairedTotal`
   * (`BRIDGE_UNPAIRED_TOTAL`, default 1000) in all are held; more are refused with 429.
   */
  bridge: { helloSeconds: number; unpairedPerAddress: number; unpairedTotal: number };
  /** Request logs older than this many days are deleted hourly (`REQUEST_LOG_RETENTION_DAYS`, default 30). */
  requestLogRetentionDays: number;
  /**
   * PostgreSQL connections one process (an API process, a worker) may hold at once
   * (`DATABASE_POOL_MAX`, default 10): several processes together must stay under the server's
   * `max_connections`.
   */
  databasePoolMax: number;
  /**
   * Take the client address from X-Forwarded-For (`TRUST_PROXY`, default false). Only behind a
   * proxy that sets it: otherwise any caller could name its own address and escape the limit.
   */
  trustProxy: boolean;
  /**
   * How long a post's metrics and replies, read for a thread view, answer every reader
   * (`THREAD_READ_CACHE_MS`, default 5000; 0: only readers at the same moment share a read).
   */
  threadReadCacheMs: number;
  /**
   * The least lead of a `scheduledAt` (`FANOUT_SCHEDULE_MIN_LEAD_SECONDS`, 1-600 s, default 600: the
   * spec's 10 minutes). For benchmarks and tests only, so a burst of scheduled posts can come due
   * without a 10-minute wait (`npm run bench` sets it); it can lower the rule, never raise it.
   */
  scheduleMinLeadMs: number;
  /**
   * How long before its time a scheduled post's run wakes (`FANOUT_SCHEDULE_WAKE_AHEAD_SECONDS`,
   * default 600): until then it sleeps in Temporal with no workflow task (a start delay, see
   * core/temporal/post-workflows.ts). Also how far behind Temporal's clock the API's may be
   * without a post going out late. A value past every schedule starts every run at once.
   */
  scheduleWakeAheadMs: number;
  /** Keyword, blog and video research (README "Research"). */
  research: ResearchConfig;
  /**
   * Browser origins besides the API's own that may call `/mcp` (`MCP_ALLOWED_ORIGINS`, comma
   * separated): a web-based MCP client. Calls without an Origin header (programs) are not affected.
   */
  mcpAllowedOrigins: string[];
  /**
   * Where mail goes (`SMTP_URL`, e.g. smtp://user:pass@host:587); in the sandbox by default its
   * local catcher (`SANDBOX_SMTP_PORT`, 4125), read at `<sandbox>/_mail`. `MAIL_FROM` is the sender.
   */
  smtpUrl?: string;
  sandboxSmtpPort: number;
  mailFrom: string;
  /** Channels in beta (`BETA_CHANNELS`, comma separated ids): a workspace needs an operator's approval to use them. */
  betaChannels: string[];
  /** Guards the operator routes under /admin (`FANOUT_OPERATOR_KEY`, 20+ characters); unset, they answer 404. */
  operatorKey?: string;
  billing: BillingConfig;
}

/** Stripe billing (README "Plans and billing"). Without a secret key, billing answers `billing_not_configured`. */
export interface BillingConfig {
  /** `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`, `STRIPE_PRICE_ID` (the price of one workspace a month). */
  secretKey?: string;
  webhookSecret?: string;
  priceId: string;
  /** `STRIPE_API_BASE`: another Stripe API address (stripe-mock: http://127.0.0.1:12111). */
  apiBase?: string;
  /** `BILLING_FULL_ACCESS`: every feature open to all; checkout and portal answer `full_access_open`. */
  fullAccess: boolean;
  /** Workspaces a person on the free plan may have (`FREE_PLAN_WORKSPACES`, 0 = no limit). */
  freePlanWorkspaces: number;
}

/**
 * The research upstreams' credentials and the service's daily caps on them. Base URLs are the
 * `<NAME>_BASE_URL` overrides (`KR_SEARCHAD`, `KR_OPENAPI`, `KR_AUTOCOMPLETE`, `KR_RSS`, `VID`);
 * in the sandbox, upstreams without keys are the emulators.
 */
export interface ResearchConfig {
  /** The search-ad keyword tool (`KR_SEARCHAD_API_KEY`, `KR_SEARCHAD_SECRET`, `KR_SEARCHAD_CUSTOMER_ID`). */
  searchAd?: { apiKey: string; secret: string; customerId: string };
  /** The blog search API (`KR_OPENAPI_ID`, `KR_OPENAPI_SECRET`). */
  openApi?: { clientId: string; clientSecret: string };
  /** The video data API key (`VID_DATA_API_KEY`). */
  vidDataApiKey?: string;
  /** Service-wide calls a UTC day (`KR_SEARCHAD_DAILY_CALLS` 20000, `KR_OPENAPI_DAILY_CALLS` 25000, `KR_AUTOCOMPLETE_DAILY_CALLS` 5000). */
  searchAdDailyCalls: number;
  openApiDailyCalls: number;
  autocompleteDailyCalls: number;
  /** The data API's daily units shared by every person (`VID_DATA_DAILY_UNITS`, 10000). */
  vidDailyUnits: number;
  /** New video searches a person may run a UTC day (`RESEARCH_VID_SEARCHES_PER_DAY`, 20). */
  vidSearchesPerDay: number;
  /** How long the feed of a blog may take (`KR_RSS_TIMEOUT_MS`, default and at most the spec's 12 s). */
  rssTimeoutMs: number;
}

/** The bucket behind `FANOUT_MEDIA_STORAGE=s3` (the S3_* variables). */
export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible server such as MinIO; unset: AWS. */
  endpoint?: string;
  /**
   * The same server as clients and platforms reach it, for presigned URLs, when that differs from
   * `endpoint` (a compose network name such as `http://minio:9000`). Default: `endpoint`.
   */
  publicEndpoint?: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>`. */
  forcePathStyle: boolean;
  /** Both or neither: neither leaves the credentials to the SDK (AWS_* variables, instance roles). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** PostgreSQL connections one process holds at most unless DATABASE_POOL_MAX says otherwise. */
export const DEFAULT_DATABASE_POOL_MAX = 10;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const int = (name: string, fallback: number, min = 0, max = 65535): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
    problems.push(`${name} must be true or false, got "${raw}"`);
    return fallback;
  };
  const url = (name: string, schemes: string[]): string | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    try {
      const parsed = new URL(raw);
      if (!schemes.includes(parsed.protocol)) throw new Error();
      return raw;
    } catch {
      problems.push(`${name} must be a URL starting with ${schemes.join(' or ')}, got "${raw}"`);
      return undefined;
    }
  };

  /** Variables that only make sense together: all set (their values), or none (undefined). */
  const together = <T>(names: string[], make: (values: string[]) => T): T | undefined => {
    const values = names.map((n) => env[n] || '');
    if (values.every((v) => v === '')) return undefined;
    if (values.some((v) => v === '')) {
      problems.push(`${names.join(', ')} must be set together`);
      return undefined;
    }
    return make(values);
  };

  const sandboxPort = int('SANDBOX_PORT', 4100, 1);
  const secret = env.FANOUT_SECRET || undefined;
  if (secret !== undefined && secret.length < 32)
    problems.push('FANOUT_SECRET must be at least 32 characters');
  const demoApiKey = env.FANOUT_DEMO_API_KEY || undefined;
  if (demoApiKey !== undefined && !/^[A-Za-z0-9_-]{20,200}$/.test(demoApiKey)) {
    problems.push('FANOUT_DEMO_API_KEY must be 20-200 letters, digits, "-" or "_"');
  }
  const temporalAddress = env.TEMPORAL_ADDRESS || undefined;
  if (temporalAddress !== undefined && !/^[\w.-]+:\d+$/.test(temporalAddress)) {
    problems.push(`TEMPORAL_ADDRESS must be host:port, got "${temporalAddress}"`);
  }

  const platformBaseUrls: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const match = /^([A-Z][A-Z0-9_]*)_BASE_URL$/.exec(name);
    if (match && value) {
      const checked = url(name, ['http:', 'https:']);
      if (checked) platformBaseUrls[match[1].toLowerCase()] = checked.replace(/\/$/, '');
    }
  }

  const oauthClients: Record<string, { clientId: string; clientSecret: string }> = {};
  for (const [name, clientId] of Object.entries(env)) {
    const match = /^([A-Z][A-Z0-9_]*)_CLIENT_ID$/.exec(name);
    if (!match || !clientId) continue;
    const clientSecret = env[`${match[1]}_CLIENT_SECRET`];
    if (!clientSecret) problems.push(`${name} is set but ${match[1]}_CLIENT_SECRET is not`);
    else oauthClients[match[1].toLowerCase()] = { clientId, clientSecret };
  }

  const mediaStorage = (env.FANOUT_MEDIA_STORAGE || 'local').toLowerCase();
  if (mediaStorage !== 'local' && mediaStorage !== 's3') {
    problems.push(`FANOUT_MEDIA_STORAGE must be local or s3, got "${env.FANOUT_MEDIA_STORAGE}"`);
  }
  const s3 = mediaStorage === 's3' ? s3Config(env, problems, url, bool) : undefined;

  const port = int('PORT', 3000);
  const config: Config = {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    temporalAddress,
    temporalNamespace: env.TEMPORAL_NAMESPACE || 'default',
    temporalTls: temporalTlsConfig(env, problems),
    taskQueue: env.TEMPORAL_TASK_QUEUE || 'fanout',
    workerHealthPort: int('WORKER_HEALTH_PORT', 0),
    dataDir: path.resolve(env.FANOUT_DATA_DIR || '.fanout'),
    secret,
    demoApiKey,
    sandbox: bool('FANOUT_SANDBOX', true),
    sandboxPort,
    sandboxUrl: (url('SANDBOX_URL', ['http:', 'https:']) ?? `http://127.0.0.1:${sandboxPort}`).replace(
      /\/$/,
      '',
    ),
    temporalPort: int('TEMPORAL_PORT', 7233, 1),
    temporalUiPort: int('TEMPORAL_UI_PORT', 8233, 1),
    postgresPort: int('POSTGRES_PORT', 54329, 1),
    platformBaseUrls,
    oauthClients,
    webhookVerifyToken: env.WEBHOOK_VERIFY_TOKEN || undefined,
    pastCommentsGapMs: int('PAST_COMMENTS_GAP_MS', 3_000, 0, 3_600_000),
    webhookRetry: {
      firstMs: int('WEBHOOK_RETRY_FIRST_MS', 10_000, 1, 3_600_000),
      maxMs: int('WEBHOOK_RETRY_MAX_MS', 3_600_000, 1, 24 * 3_600_000),
      windowMs: int('WEBHOOK_RETRY_WINDOW_MS', 3 * 24 * 3_600_000, 1, 30 * 24 * 3_600_000),
      failingAfter: int('WEBHOOK_FAILING_AFTER', 5, 1, 1_000),
    },
    freePlanPostsPerMonth: int('FREE_PLAN_POSTS_PER_MONTH', 0, 0, 1_000_000),
    uploadStallMs: int('UPLOAD_STALL_MS', 30 * 60_000, 1, 7 * 24 * 3_600_000),
    uploadMaxMs: int('UPLOAD_MAX_MS', 6 * 3_600_000, 1, 7 * 24 * 3_600_000),
    publicUrl: (url('PUBLIC_URL', ['http:', 'https:']) ?? `http://127.0.0.1:${port}`).replace(/\/$/, ''),
    mediaStorage: mediaStorage === 's3' ? 's3' : 'local',
    s3,
    keylessCallsPerMinute: int('RATE_LIMIT_KEYLESS_PER_MINUTE', 120, 0, 1_000_000),
    databasePoolMax: int('DATABASE_POOL_MAX', DEFAULT_DATABASE_POOL_MAX, 1, 10_000),
    callsPerMinute: int('RATE_LIMIT_PER_MINUTE', 600, 0, 1_000_000),
    bridge: {
      helloSeconds: int('BRIDGE_HELLO_SECONDS', 10, 1, 600),
      unpairedPerAddress: int('BRIDGE_UNPAIRED_PER_ADDRESS', 10, 1, 100_000),
      unpairedTotal: int('BRIDGE_UNPAIRED_TOTAL', 1_000, 1, 1_000_000),
    },
    requestLogRetentionDays: int('REQUEST_LOG_RETENTION_DAYS', 30, 1, 36_500),
    trustProxy: bool('TRUST_PROXY', false),
    threadReadCacheMs: int('THREAD_READ_CACHE_MS', 5_000, 0, 60_000),
    scheduleMinLeadMs: int('FANOUT_SCHEDULE_MIN_LEAD_SECONDS', 600, 1, 600) * 1000,
    scheduleWakeAheadMs: int('FANOUT_SCHEDULE_WAKE_AHEAD_SECONDS', 600, 10, 3_153_600_000) * 1000,
    smtpUrl:
      url('SMTP_URL', ['smtp:', 'smtps:']) ??
      (bool('FANOUT_SANDBOX', true) ? `smtp://127.0.0.1:${int('SANDBOX_SMTP_PORT', 4125, 1)}` : undefined),
    sandboxSmtpPort: int('SANDBOX_SMTP_PORT', 4125, 1),
    mailFrom: env.MAIL_FROM || 'Fanout <no-reply@fanout.local>',
    betaChannels: (env.BETA_CHANNELS ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    billing: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      priceId: env.STRIPE_PRICE_ID || 'price_workspace_monthly',
      apiBase: url('STRIPE_API_BASE', ['http:', 'https:']),
      fullAccess: bool('BILLING_FULL_ACCESS', false),
      freePlanWorkspaces: int('FREE_PLAN_WORKSPACES', 0, 0, 1_000_000),
    },
    operatorKey:
      env.FANOUT_OPERATOR_KEY && env.FANOUT_OPERATOR_KEY.length >= 20 ? env.FANOUT_OPERATOR_KEY : undefined,
    mcpAllowedOrigins: (env.MCP_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean)
      .flatMap((o) => {
        try {
          return [new URL(o).origin];
        } catch {
          problems.push(`MCP_ALLOWED_ORIGINS must list origins such as https://app.example, got "${o}"`);
          return [];
        }
      }),
    research: {
      searchAd: together(
        ['KR_SEARCHAD_API_KEY', 'KR_SEARCHAD_SECRET', 'KR_SEARCHAD_CUSTOMER_ID'],
        ([apiKey, secret, customerId]) => ({
          apiKey,
          secret,
          customerId,
        }),
      ),
      openApi: together(['KR_OPENAPI_ID', 'KR_OPENAPI_SECRET'], ([clientId, clientSecret]) => ({
        clientId,
        clientSecret,
      })),
      vidDataApiKey: env.VID_DATA_API_KEY || undefined,
      searchAdDailyCalls: int('KR_SEARCHAD_DAILY_CALLS', 20_000, 0, 10_000_000),
      openApiDailyCalls: int('KR_OPENAPI_DAILY_CALLS', 25_000, 0, 10_000_000),
      autocompleteDailyCalls: int('KR_AUTOCOMPLETE_DAILY_CALLS', 5_000, 0, 10_000_000),
      vidDailyUnits: int('VID_DATA_DAILY_UNITS', 10_000, 0, 100_000_000),
      vidSearchesPerDay: int('RESEARCH_VID_SEARCHES_PER_DAY', 20, 0, 100_000),
      rssTimeoutMs: int('KR_RSS_TIMEOUT_MS', 12_000, 100, 12_000),
    },
  };
  if (problems.length > 0)
    throw new ConfigError(`Configuration is not valid:\n  - ${problems.join('\n  - ')}`);
  return config;
}

function temporalTlsConfig(env: Env, problems: string[]): Config['temporalTls'] {
  const certFile = env.TEMPORAL_TLS_CERT_FILE || undefined;
  const keyFile = env.TEMPORAL_TLS_KEY_FILE || undefined;
  const caFile = env.TEMPORAL_TLS_CA_FILE || undefined;
  if (!certFile && !keyFile) {
    if (caFile) problems.push('TEMPORAL_TLS_CA_FILE needs TEMPORAL_TLS_CERT_FILE and TEMPORAL_TLS_KEY_FILE');
    return undefined;
  }
  if (!certFile || !keyFile) {
    problems.push('TEMPORAL_TLS_CERT_FILE and TEMPORAL_TLS_KEY_FILE must be set together');
    return undefined;
  }
  return { certFile, keyFile, ...(caFile ? { caFile } : {}) };
}

function s3Config(
  env: Env,
  problems: string[],
  url: (name: string, schemes: string[]) => string | undefined,
  bool: (name: string, fallback: boolean) => boolean,
): S3Config {
  const bucket = env.S3_BUCKET ?? '';
  // S3's bucket naming rules: 3-63 lowercase letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(
      bucket
        ? `S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, "." or "-"), got "${bucket}"`
        : 'S3_BUCKET must be set when FANOUT_MEDIA_STORAGE is s3',
    );
  }
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) problems.push(`S3_REGION must be a region name, got "${region}"`);
  const endpoint = url('S3_ENDPOINT', ['http:', 'https:'])?.replace(/\/$/, '');
  const publicEndpoint = url('S3_PUBLIC_ENDPOINT', ['http:', 'https:'])?.replace(/\/$/, '');
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    bucket,
    region,
    endpoint,
    publicEndpoint,
    forcePathStyle: bool('S3_FORCE_PATH_STYLE', env.S3_ENDPOINT !== undefined && env.S3_ENDPOINT !== ''),
    accessKeyId,
    secretAccessKey,
  };
}
