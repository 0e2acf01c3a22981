import { ConfigError, loadConfig } from '../../core/config';
import { ormOptions } from '../../core/db/orm';

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
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', FANOUT_SECRET: 'short' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT must be a whole number/);
    expect(load).toThrow(/DATABASE_URL must be a URL/);
    expect(load).toThrow(/FANOUT_SECRET must be at least 32/);
  });

  it("keeps the spec's 10-minute schedule lead unless a benchmark lowers it, and never raises it", () => {
    expect(loadConfig({}).scheduleMinLeadMs).toBe(600_000);
    expect(loadConfig({ FANOUT_SCHEDULE_MIN_LEAD_SECONDS: '30' }).scheduleMinLeadMs).toBe(30_000);
    expect(() => loadConfig({ FANOUT_SCHEDULE_MIN_LEAD_SECONDS: '3600' })).toThrow(
      /FANOUT_SCHEDULE_MIN_LEAD_SECONDS must be a whole number from 1 to 600/,
    );
  });

  it('holds up to 10 database connections a process unless DATABASE_POOL_MAX says, and the pool is that size', () => {
    expect(loadConfig({}).databasePoolMax).toBe(10);
    const poolMax = loadConfig({ DATABASE_POOL_MAX: '25' }).databasePoolMax;
    expect(ormOptions('postgres://x/y', poolMax).pool).toEqual({ min: 0, max: 25 });
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX must be a whole number/);
  });

  it('reads per-channel platform base URLs', () => {
    expect(loadConfig({ MICRO_BASE_URL: 'https://micro.example/' }).platformBaseUrls).toEqual({
      micro: 'https://micro.example',
    });
  });

  describe('media storage (FANOUT_MEDIA_STORAGE and S3_*)', () => {
    it('is local by default, and ignores S3_* then', () => {
      const config = loadConfig({ S3_BUCKET: 'Not A Bucket' });
      expect(config.mediaStorage).toBe('local');
      expect(config.s3).toBeUndefined();
    });

    it('s3 with an endpoint: region defaults to us-east-1, path-style on', () => {
      const config = loadConfig({
        FANOUT_MEDIA_STORAGE: 's3',
        S3_BUCKET: 'fanout-media',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_PUBLIC_ENDPOINT: 'http://localhost:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      });
      expect(config.mediaStorage).toBe('s3');
      expect(config.s3).toEqual({
        bucket: 'fanout-media',
        region: 'us-east-1',
        endpoint: 'http://minio:9000',
        publicEndpoint: 'http://localhost:9000',
        forcePathStyle: true,
        accessKeyId: 'key',
        secretAccessKey: 'secret',
      });
    });

    it('s3 on AWS: no endpoint, virtual-hosted style, credentials left to the SDK', () => {
      const config = loadConfig({
        FANOUT_MEDIA_STORAGE: 's3',
        S3_BUCKET: 'media.example',
        S3_REGION: 'eu-west-1',
      });
      expect(config.s3).toEqual({
        bucket: 'media.example',
        region: 'eu-west-1',
        endpoint: undefined,
        publicEndpoint: undefined,
        forcePathStyle: false,
        accessKeyId: undefined,
        secretAccessKey: undefined,
      });
      expect(
        loadConfig({ FANOUT_MEDIA_STORAGE: 's3', S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'true' }).s3
          ?.forcePathStyle,
      ).toBe(true);
    });

    it('names every wrong S3 variable in one message', () => {
      expect(() => loadConfig({ FANOUT_MEDIA_STORAGE: 'ftp' })).toThrow(
        /FANOUT_MEDIA_STORAGE must be local or s3/,
      );
      let message = '';
      try {
        loadConfig({
          FANOUT_MEDIA_STORAGE: 's3',
          S3_ENDPOINT: 'minio:9000',
          S3_PUBLIC_ENDPOINT: 'ftp://x',
          S3_REGION: 'EU West',
          S3_ACCESS_KEY_ID: 'key',
          S3_FORCE_PATH_STYLE: 'maybe',
        });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(/S3_BUCKET must be set when FANOUT_MEDIA_STORAGE is s3/);
      expect(message).toMatch(/S3_ENDPOINT must be a URL/);
      expect(message).toMatch(/S3_PUBLIC_ENDPOINT must be a URL/);
      expect(message).toMatch(/S3_REGION must be a region name/);
      expect(message).toMatch(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
      expect(message).toMatch(/S3_FORCE_PATH_STYLE must be true or false/);
      expect(() => loadConfig({ FANOUT_MEDIA_STORAGE: 's3', S3_BUCKET: 'Fanout_Media' })).toThrow(
        /S3_BUCKET must be a bucket name/,
      );
    });
  });
});
