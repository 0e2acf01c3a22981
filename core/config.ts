import path from 'node:path';

/**
 * Everything the service reads from the environment, checked once at start. A wrong value stops
 * the process with a sentence naming the variable, never later with a stack trace.
 * The README's "Configuration" table lists the same variables.
 */
export interface Config {
  port: number;
  host: string;
  /** Absent in the embedded run: an embedded PostgreSQL is started and this is filled in. */
  databaseUrl?: string;
  /** Absent in the embedded run: an embedded Temporal dev server is started and this is filled in. */
  temporalAddress?: string;
  temporalNamespace: string;
  taskQueue: string;
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
   * Posts a person on the free plan may publish per period, across all their workspaces; periods run
   * monthly from the signup date (core/services/quota-guard.ts). 0 = unlimited.
   */
  freePlanPostsPerMonth: number;
  /**
   * The API's address as platforms and clients reach it (`PUBLIC_URL`): signed media upload and
   * download URLs are built on it. Default `http://127.0.0.1:<PORT>`.
   */
  publicUrl: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

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

  const port = int('PORT', 3000);
  const config: Config = {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    temporalAddress,
    temporalNamespace: env.TEMPORAL_NAMESPACE || 'default',
    taskQueue: env.TEMPORAL_TASK_QUEUE || 'fanout',
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
    freePlanPostsPerMonth: int('FREE_PLAN_POSTS_PER_MONTH', 0, 0, 1_000_000),
    publicUrl: (url('PUBLIC_URL', ['http:', 'https:']) ?? `http://127.0.0.1:${port}`).replace(/\/$/, ''),
  };
  if (problems.length > 0)
    throw new ConfigError(`Configuration is not valid:\n  - ${problems.join('\n  - ')}`);
  return config;
}
