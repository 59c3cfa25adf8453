import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../../test/test-app';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';

describe('GET /api/health', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok while the database answers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, db: 'ok' });
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, naming the database, once the database is gone', async () => {
    await t.database.close();
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({
      success: false,
      db: 'unavailable',
      error: { code: 'SERVICE_UNAVAILABLE' },
    });
  });
});

describe('GET /api/health with PostgreSQL unreachable', () => {
  it('answers 503 promptly instead of hanging', async () => {
    // Port 1 on localhost: nothing listens, so every connection attempt fails.
    const database = await openDatabase({
      databaseUrl: 'postgres://qtify@127.0.0.1:1/qtify',
      dataDir: 'memory://',
    });
    const app = await buildApp(testConfig(), { database });
    try {
      const started = Date.now();
      const res = await app.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ db: 'unavailable', error: { code: 'SERVICE_UNAVAILABLE' } });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
