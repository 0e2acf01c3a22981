import fs from 'node:fs';

/**
 * pg_hba.conf as the embedded PostgreSQL wrote it before it had a password: `trust` rules, which let
 * anyone on the host log in as anyone. Comments are not rules, whatever they say.
 */
const TRUST_RULE = /^(\s*[^#\s].*?\s)trust(?=\s|#|$)/;

export function trustsLocalUsers(hbaFile: string): boolean {
  return fs
    .readFileSync(hbaFile, 'utf8')
    .split('\n')
    .some((line) => TRUST_RULE.test(line));
}

/**
 * Makes every `trust` rule ask for a password (scram-sha-256), keeping the rest of the file. The
 * new file replaces the old one whole (a crash leaves one or the other), with its owner and mode:
 * the server, which may run as another user, must still read it.
 */
export function requirePasswords(hbaFile: string): void {
  const text = fs
    .readFileSync(hbaFile, 'utf8')
    .split('\n')
    .map((line) => line.replace(TRUST_RULE, '$1scram-sha-256'))
    .join('\n');
  const { uid, gid, mode } = fs.statSync(hbaFile);
  const temporary = `${hbaFile}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text, { mode: mode & 0o777 });
  fs.chownSync(temporary, uid, gid);
  fs.renameSync(temporary, hbaFile);
}
