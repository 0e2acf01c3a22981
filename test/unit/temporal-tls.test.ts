import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../core/config';
import { temporalConnectionOptions } from '../../core/temporal/connection-options';

/** mTLS to a hosted Temporal namespace: the client certificate and key as files (a mounted Secret). */
describe('Temporal mTLS (TEMPORAL_TLS_*)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'temporal-tls-'));
  const file = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  const certFile = file('tls.crt', '-----BEGIN CERTIFICATE-----\ncert\n');
  const keyFile = file('tls.key', '-----BEGIN PRIVATE KEY-----\nkey\n');
  const caFile = file('ca.crt', '-----BEGIN CERTIFICATE-----\nca\n');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('connects in plain gRPC when no certificate is set', () => {
    const config = loadConfig({ TEMPORAL_ADDRESS: 'temporal:7233' });
    expect(config.temporalTls).toBeUndefined();
    expect(temporalConnectionOptions(config)).toEqual({ address: 'temporal:7233' });
  });

  it('presents the client certificate and key, and trusts the CA when one is named', () => {
    const withCa = loadConfig({
      TEMPORAL_ADDRESS: 'fanout.a1b2c.tmprl.cloud:7233',
      TEMPORAL_TLS_CERT_FILE: certFile,
      TEMPORAL_TLS_KEY_FILE: keyFile,
      TEMPORAL_TLS_CA_FILE: caFile,
    });
    expect(temporalConnectionOptions(withCa)).toEqual({
      address: 'fanout.a1b2c.tmprl.cloud:7233',
      tls: {
        clientCertPair: { crt: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) },
        serverRootCACertificate: fs.readFileSync(caFile),
      },
    });
    const publicCa = loadConfig({
      TEMPORAL_ADDRESS: 'fanout.a1b2c.tmprl.cloud:7233',
      TEMPORAL_TLS_CERT_FILE: certFile,
      TEMPORAL_TLS_KEY_FILE: keyFile,
    });
    expect(temporalConnectionOptions(publicCa).tls).toEqual({
      clientCertPair: { crt: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) },
    });
  });

  it('refuses a certificate without its key, and a CA alone', () => {
    expect(() => loadConfig({ TEMPORAL_TLS_CERT_FILE: certFile })).toThrow(
      /TEMPORAL_TLS_CERT_FILE and TEMPORAL_TLS_KEY_FILE must be set together/,
    );
    expect(() => loadConfig({ TEMPORAL_TLS_CA_FILE: caFile })).toThrow(
      /TEMPORAL_TLS_CA_FILE needs TEMPORAL_TLS_CERT_FILE and TEMPORAL_TLS_KEY_FILE/,
    );
  });

  it('names the variable whose file cannot be read', () => {
    const config = loadConfig({
      TEMPORAL_ADDRESS: 'temporal:7233',
      TEMPORAL_TLS_CERT_FILE: certFile,
      TEMPORAL_TLS_KEY_FILE: path.join(dir, 'missing.key'),
    });
    expect(() => temporalConnectionOptions(config)).toThrow(ConfigError);
    expect(() => temporalConnectionOptions(config)).toThrow(/^TEMPORAL_TLS_KEY_FILE names .*missing\.key/);
  });
});
