import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

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

  it('answers 503 SERVICE_UNAVAILABLE once the database is gone', async () => {
    await t.database.close();
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'SERVICE_UNAVAILABLE' } });
  });
});
