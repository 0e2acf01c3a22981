import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * docker-compose.yml as an operator runs it on one host (issue 34): nothing but the API reachable
 * from other machines, and no password anyone could guess from this repository.
 */
const COMPOSE = path.resolve(__dirname, '..', '..', 'docker-compose.yml');

interface Service {
  ports?: Array<string | { host_ip?: string; published?: string | number; target: number }>;
  environment?: Record<string, string | number | boolean | null> | string[];
}

/** `merge`: the services' environments inherit from the `x-fanout` anchor through `<<`. */
const compose = parse(fs.readFileSync(COMPOSE, 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};

/** The one service other machines may reach. */
const PUBLIC_SERVICE = 'api';
const LOOPBACK = ['127.0.0.1', '::1', '[::1]', 'localhost'];
/** Variables holding a password, key or secret (S3_ACCESS_KEY_ID is a user name, not a secret). */
const SECRET_NAME = /PASSWORD|PWD|SECRET/;
/** `${NAME:?message}`: compose refuses to start without NAME, and says so. */
const REQUIRED = /^\$\{([A-Z_][A-Z0-9_]*):\?[^}]*\bset \1\b[^}]*\}$/;

/** The host address a published port listens on; '' for every interface. */
function hostAddress(entry: NonNullable<Service['ports']>[number]): string {
  if (typeof entry !== 'string') return entry.host_ip ?? '';
  // [host_ip:]published:target[/protocol]; an IPv6 host_ip is bracketed.
  const parts = /^(?:(\[[^\]]+\]|[^:]+):)?([^:]+):([^:]+)$/.exec(entry);
  return parts?.[1] ?? '';
}

function environment(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env))
    return Object.fromEntries(env.map((line) => [line.split('=')[0], line.split('=').slice(1).join('=')]));
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v ?? '')]));
}

describe('docker-compose.yml', () => {
  const services = Object.entries(compose.services);

  it('publishes operator ports on 127.0.0.1 only, and the API on the host address', () => {
    const open = services.flatMap(([name, service]) =>
      (service.ports ?? [])
        .filter((entry) => name !== PUBLIC_SERVICE && !LOOPBACK.includes(hostAddress(entry)))
        .map((entry) => `${name}: ${JSON.stringify(entry)}`),
    );
    expect(open).toEqual([]);
    expect(compose.services[PUBLIC_SERVICE].ports).toEqual(['3000:3000']);
  });

  it('takes every password and secret from the environment, with no default', () => {
    const weak = services.flatMap(([name, service]) =>
      Object.entries(environment(service))
        .filter(([key, value]) => SECRET_NAME.test(key) && !REQUIRED.test(value))
        .map(([key, value]) => `${name}.${key}: ${value}`),
    );
    expect(weak).toEqual([]);
  });

  it('builds DATABASE_URL from the password PostgreSQL is started with', () => {
    const postgresPassword = environment(compose.services.postgres).POSTGRES_PASSWORD;
    const passwordVariable = REQUIRED.exec(postgresPassword)?.[1];
    expect(passwordVariable).toBe('POSTGRES_PASSWORD');
    for (const name of ['api', 'worker', 'temporal']) {
      const env = environment(compose.services[name]);
      const password =
        name === 'temporal'
          ? env.POSTGRES_PWD
          : /^postgres:\/\/[^:]+:(.*)@[^@]+$/.exec(env.DATABASE_URL)?.[1];
      expect({ name, password }).toEqual({ name, password: postgresPassword });
    }
  });
});
