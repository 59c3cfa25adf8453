import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { listRoutes } from './route-table';

describe('the route table', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.post('/api/test/added-late', async () => ({ success: true }));
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('lists every registered route with its method, including ones added by tests', () => {
    const routes = listRoutes(t.app, { prefix: '/api/' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/health' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/language/getAll' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/test/added-late' });
  });

  it('leaves out the HEAD twins of GET routes unless asked for them', () => {
    expect(listRoutes(t.app).some((route) => route.method === 'HEAD')).toBe(false);
    expect(listRoutes(t.app, { includeHead: true })).toContainEqual({ method: 'HEAD', url: '/api/health' });
  });
});
