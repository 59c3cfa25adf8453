import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// What the server answers where no route and no page of the web app is: a known path asked with
// another method, and pages when the web app is not built.

describe('a wrong method on a known path', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 405 with Allow naming the methods of that path, API routes and parameters included', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/api/health', 'GET, HEAD'],
      ['POST', '/api/language/getAll', 'GET, HEAD'],
      ['GET', '/api/auth/login', 'POST'],
      ['PUT', '/api/businesses/b-1/doctors/d-1', 'DELETE, PATCH'],
      ['POST', '/api/queue/some-token', 'GET, HEAD'],
    ];
    for (const [method, url, allow] of cases) {
      const res = await t.app.inject({ method: method as 'GET', url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toBe(allow);
      expect(res.json(), `${method} ${url}`).toMatchObject({
        success: false,
        error: { code: 'METHOD_NOT_ALLOWED' },
      });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('keeps an unknown path a 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('without a web build', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers pages with a 404 that says the web app is not built, and the API still works', async () => {
    const page = await t.app.inject('/login');
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect(page.json().error.message).toMatch(/not built/);
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });
});
