import fs from 'node:fs';
import type { TLSConfig } from '@temporalio/client';
import { ConfigError, type Config } from '../config';

/**
 * How the API and the worker reach Temporal: its address, and mTLS when TEMPORAL_TLS_CERT_FILE and
 * TEMPORAL_TLS_KEY_FILE are set (a hosted namespace). Read once at start, so a file that cannot be
 * read stops the process with its name instead of a wait for Temporal that never ends (a renewed
 * certificate takes a restart). The same object suits `Connection.connect` (client) and
 * `NativeConnection.connect` (worker).
 */
export function temporalConnectionOptions(config: Config): { address: string; tls?: TLSConfig } {
  if (!config.temporalAddress) throw new ConfigError('TEMPORAL_ADDRESS is not set');
  const files = config.temporalTls;
  if (!files) return { address: config.temporalAddress };
  const read = (variable: string, file: string): Buffer => {
    try {
      return fs.readFileSync(file);
    } catch (err) {
      throw new ConfigError(`${variable} names ${file}, which cannot be read: ${(err as Error).message}`);
    }
  };
  return {
    address: config.temporalAddress,
    tls: {
      clientCertPair: {
        crt: read('TEMPORAL_TLS_CERT_FILE', files.certFile),
        key: read('TEMPORAL_TLS_KEY_FILE', files.keyFile),
      },
      ...(files.caFile ? { serverRootCACertificate: read('TEMPORAL_TLS_CA_FILE', files.caFile) } : {}),
    },
  };
}
