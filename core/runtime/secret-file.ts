import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The secret that seals platform tokens. Production sets FANOUT_SECRET; the embedded run makes
 * one on first start and keeps it in the data dir, so tokens stay readable across restarts.
 */
export function ensureSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  return ensureSecretFile(path.join(dataDir, 'secret'));
}

/** What `file` holds; on first use, a random value written there that only its owner may read. */
export function ensureSecretFile(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
