import type { Config } from '../config';
import { portIsFree } from './processes';

/**
 * Fails, naming the variable to set, when a port `npm start` is about to listen on is taken (or two
 * variables name the same one). Checked before anything starts: otherwise the embedded PostgreSQL
 * or Temporal dies half way through the start, or the sandbox is restarted forever while the
 * rest runs.
 */
export async function checkPortsFree(config: Config): Promise<void> {
  const loopback = '127.0.0.1';
  const ports: Array<{ variable: string; host: string; port: number; listens: boolean }> = [
    { variable: 'PORT', host: config.host, port: config.port, listens: true },
    { variable: 'POSTGRES_PORT', host: loopback, port: config.postgresPort, listens: !config.databaseUrl },
    {
      variable: 'TEMPORAL_PORT',
      host: loopback,
      port: config.temporalPort,
      listens: !config.temporalAddress,
    },
    {
      variable: 'TEMPORAL_UI_PORT',
      host: loopback,
      port: config.temporalUiPort,
      listens: !config.temporalAddress,
    },
    { variable: 'SANDBOX_PORT', host: loopback, port: config.sandboxPort, listens: config.sandbox },
    { variable: 'SANDBOX_SMTP_PORT', host: loopback, port: config.sandboxSmtpPort, listens: config.sandbox },
  ];
  const problems: string[] = [];
  const named = new Map<number, string>();
  for (const { variable, host, port, listens } of ports) {
    if (!listens) continue;
    const other = named.get(port);
    named.set(port, variable);
    if (other) problems.push(`${other} and ${variable} are both ${port} (set one of them to another port)`);
    else if (!(await portIsFree(host, port))) problems.push(`port ${port} is taken (set ${variable})`);
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
}
