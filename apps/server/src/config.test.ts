import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('fills in defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      logLevel: 'info',
      nodeEnv: 'development',
      testRoutes: false,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBeUndefined();
  });

  it('finds the web build at apps/web/dist wherever the server runs from', () => {
    const webDist = path.resolve(import.meta.dirname, '../../web/dist');
    expect(loadConfig({}).webDist).toBe(webDist);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://qtify@db:5432/qtify',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      PUBLIC_URL: 'https://qtify.example/',
      DATA_DIR: '/var/lib/qtify',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      WEB_DIST: '/srv/web',
      QTIFY_TEST_ROUTES: '1',
      MAIL_FROM: 'Praxis <praxis@qtify.example>',
      TEMP_ACCOUNT_TTL_HOURS: '12',
      LIMIT_SIGNUPS_PER_ADDRESS: '8',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      PUSH_SERVICES: 'fcm.googleapis.com,*.push.example.org',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://qtify@db:5432/qtify',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtps://user:pass@mail.example:465',
      publicUrl: 'https://qtify.example',
      dataDir: '/var/lib/qtify',
      logLevel: 'debug',
      nodeEnv: 'production',
      webDist: '/srv/web',
      testRoutes: true,
      mailFrom: 'Praxis <praxis@qtify.example>',
      tempAccountTtlHours: 12,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      pushServices: ['fcm.googleapis.com', '*.push.example.org'],
      // Webhook deliveries of finished bills: never to the server's own network outside tests.
      billWebhooks: { allowLoopback: false, retryDelaySeconds: 30, timeoutMs: 10_000 },
      limits: {
        placeJoins: { max: 30, windowMinutes: 10 },
        placeBookings: { max: 20, windowMinutes: 10 },
        openBookingsPerContact: 2,
        mailsPerRecipient: { max: 3, windowMinutes: 60 },
        signupsPerAddress: { max: 8, windowMinutes: 60 },
        resetRequestsPerAddress: { max: 10, windowMinutes: 60 },
        failedLoginsPerAddress: { max: 10, windowMinutes: 15 },
      },
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('keeps an in-memory data dir as it is', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('defaults guests to 24 hours and trusts no proxy', () => {
    expect(loadConfig({})).toMatchObject({ tempAccountTtlHours: 24, trustProxy: undefined });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBeUndefined();
  });

  it('reads TRUST_PROXY=true as the loopback and private ranges, and a number as hops', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBeUndefined();
  });

  it('refuses to start in production without PUBLIC_URL, saying what to set', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PUBLIC_URL is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://a.example' }).publicUrl).toBe(
      'https://a.example',
    );
  });

  it('refuses bad values with an error that names each variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT="eighty"/);
    expect(attempt).toThrow(/DATABASE_URL="mysql:\/\/x".*postgres, postgresql/);
    expect(attempt).toThrow(/LOG_LEVEL="loud"/);
  });
});
