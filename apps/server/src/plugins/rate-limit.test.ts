import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('rate limiting', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.get(
      '/api/test/limited',
      { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } },
      async () => ({
        success: true,
      }),
    );
  });
  afterAll(() => t.close());

  it('answers 429 RATE_LIMITED with Retry-After once a route that opted in is over its limit', async () => {
    expect((await t.app.inject('/api/test/limited')).statusCode).toBe(200);
    expect((await t.app.inject('/api/test/limited')).statusCode).toBe(200);
    const res = await t.app.inject('/api/test/limited');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
  });

  it('leaves routes that did not opt in unlimited', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject('/api/language/getAll')).statusCode).toBe(200);
    }
  });
});
