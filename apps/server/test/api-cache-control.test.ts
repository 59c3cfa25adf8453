import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, type RouteEntry } from '../src/route-table';
import { createPopulatedBusiness, type PopulatedBusiness } from './populated-business';
import { createTestApp, type TestApp } from './test-app';
import { validBodies } from './valid-bodies';

/** Public answers, the same for everyone, that may be kept by caches; every other API answer is no-store. */
const CACHEABLE: Record<string, string> = {
  'GET /api/language/getAll': 'public, max-age=86400',
  'GET /api/openapi.json': 'no-cache',
  // The directory of listed businesses: the same for everyone, nothing personal (issue 22).
  'GET /api/public/directory': 'public, max-age=60',
  // The public price list: the same for everyone, no personal data.
  'GET /api/public/businesses/:publicId/products': 'public, max-age=60',
  // The business's own QR code (its public registration link), for its staff only.
  'GET /api/businesses/:businessId/qr.svg': 'private, max-age=300',
  'GET /api/businesses/:businessId/qr.png': 'private, max-age=300',
};

/** Routes that end the session or delete what others need run last. */
const lateness = (route: RouteEntry) =>
  route.method === 'DELETE' || /logout|change-password|reset-password|upgrade/.test(route.url) ? 1 : 0;

describe('Cache-Control of the API', () => {
  let t: TestApp;
  let world: PopulatedBusiness;

  beforeAll(async () => {
    t = await createTestApp();
    world = await createPopulatedBusiness(t.app);
  });
  afterAll(() => t.close());

  it('is no-store on every API answer, as staff, patient and anonymous, except the public ones', async () => {
    const routes = listRoutes(t.app, { prefix: '/api/' })
      .filter((route) => !route.url.startsWith('/api/docs'))
      .sort((a, b) => lateness(a) - lateness(b));
    expect(routes.length).toBeGreaterThan(40);
    const statuses = new Set<number>();
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => world.ids[name] ?? 'x');
      const payload = validBodies(world)[key];
      for (const token of [world.token, world.patient.bearer, undefined]) {
        const res = await t.app.inject({
          method: route.method,
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(payload !== undefined ? { payload: payload as object } : {}),
          remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        });
        statuses.add(res.statusCode);
        const expected = res.statusCode < 300 ? (CACHEABLE[key] ?? 'no-store') : 'no-store';
        expect(res.headers['cache-control'], `${key} → ${res.statusCode}`).toBe(expected);
      }
    }
    // The walk reached the handlers (answers with data), not only refusals.
    expect([...statuses].filter((status) => status < 300).length).toBeGreaterThan(1);
  });

  it('is no-store on refusals the router or the not-found handler answers', async () => {
    for (const url of ['/api/missing', '/api', '/api/businesses/%E0%A4%A']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
