import { ConfigError, loadConfig } from '../../core/config';

describe('loadConfig', () => {
  it('has working defaults for the embedded run', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      sandbox: true,
      sandboxUrl: 'http://127.0.0.1:4100',
      temporalUiPort: 8233,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names every wrong variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', FANOUT_SECRET: 'short' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', FANOUT_SECRET: 'short' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT must be a whole number/);
      expect((err as Error).message).toMatch(/DATABASE_URL must be a URL/);
      expect((err as Error).message).toMatch(/FANOUT_SECRET must be at least 32/);
    }
  });

  it('reads per-channel platform base URLs', () => {
    expect(loadConfig({ MICRO_BASE_URL: 'https://micro.example/' }).platformBaseUrls).toEqual({
      micro: 'https://micro.example',
    });
  });
});
