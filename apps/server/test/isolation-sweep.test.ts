import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/features/auth/opaque-token';
import { listRoutes, type RouteEntry } from '../src/route-table';
import { bearer } from './accounts';
import {
  createPopulatedBusiness,
  joinAsPatient,
  type Patient,
  type PopulatedBusiness,
} from './populated-business';
import { createTestApp, type TestApp } from './test-app';
import { validBodies } from './valid-bodies';

const notFound = { success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } };
const hasBody = (method: HTTPMethods) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
const name = (route: RouteEntry) => `${route.method} ${route.url}`;

/**
 * DESIGN.md "Tenancy" and "Patients reach only their own entry via its token", swept over the route
 * table: business-scoped routes with another business's ids, entry-scoped and booking-scoped routes
 * with anything but the caller's own token, and staff routes with a patient's credentials.
 * (test/tenancy.test.ts covers another business's staff on the business URL itself.)
 */
describe('isolation of businesses, queue entries and bookings, over every route', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  let a: PopulatedBusiness;
  let b: PopulatedBusiness;
  let neighbour: Patient;

  /** The route's URL with `ids[param]` for each parameter. */
  const urlFor = (route: RouteEntry, ids: Record<string, string>) =>
    route.url.replace(/:(\w+)/g, (_, param: string) => ids[param] ?? 'missing');
  // Each call from an address of its own: the sweep sends more than one visitor's limits allow
  // (step-out/return: 30 in 10 minutes), and it tests isolation, not the limits.
  let calls = 0;
  const call = (route: RouteEntry, ids: Record<string, string>, token?: string, body?: unknown) =>
    t.app.inject({
      method: route.method,
      url: urlFor(route, ids),
      headers: token ? bearer(token) : {},
      remoteAddress: `10.77.${Math.floor(++calls / 250) % 250}.${(calls % 250) + 1}`,
      ...(hasBody(route.method) ? { payload: (body ?? validBodies(a)[name(route)] ?? {}) as object } : {}),
    });
  const snapshotOfA = async () => {
    const base = `/api/businesses/${a.business.id}`;
    const get = async (path: string) => (await t.app.inject({ url: path, headers: bearer(a.token) })).json();
    return {
      doctors: await get(`${base}/doctors`),
      types: await get(`${base}/appointment-types`),
      queue: await get(`${base}/queue?view=today`),
      appointments: await get(`${base}/appointments?from=2026-03-01&to=2026-03-31`),
      entry: (await t.app.inject(`/api/queue/${a.patient.entryToken}`)).json(),
      booking: (await t.app.inject(`/api/public/bookings/${a.manageToken}`)).json(),
    };
  };
  let before: Awaited<ReturnType<typeof snapshotOfA>>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createPopulatedBusiness(t.app, 'Pia Patientin');
    b = await createPopulatedBusiness(t.app, 'Bruno Bauer');
    neighbour = await joinAsPatient(t.app, a.business.publicId, 'Paul Nachbar');
    routes = listRoutes(t.app, { prefix: '/api/' });
    before = await snapshotOfA();
  });
  afterAll(() => t.close());

  describe('business-scoped routes', () => {
    const withSubIds = () =>
      routes.filter((r) => r.url.includes(':businessId') && /:(?!businessId)\w+/.test(r.url));

    it('answer 404 to another business’s owner sending A’s real ids under A’s URL', async () => {
      for (const route of routes.filter((r) => r.url.includes(':businessId'))) {
        const res = await call(route, a.ids, b.token);
        expect(res.statusCode, name(route)).toBe(404);
        expect(res.json(), name(route)).toEqual(notFound);
      }
    });

    it('answer 404 to B’s owner sending A’s doctor, type, appointment, patient and entry ids under B’s URL', async () => {
      expect(withSubIds().length).toBeGreaterThanOrEqual(10);
      for (const route of withSubIds()) {
        const res = await call(
          route,
          { ...a.ids, businessId: b.business.id },
          b.token,
          validBodies(b)[name(route)],
        );
        expect(res.statusCode, name(route)).toBe(404);
        expect(res.json(), name(route)).toEqual(notFound);
      }
    });
  });

  describe('staff routes with a patient’s credentials', () => {
    const staffRoutes = () =>
      routes.filter((r) => r.url.includes(':businessId') || /^\/api\/(businesses|company\/)/.test(r.url));
    const credentials = () => ({
      'the patient’s bearer token': a.patient.bearer,
      'the entry token used as a bearer': a.patient.entryToken,
      'the booking’s manage token used as a bearer': a.manageToken,
    });

    it('answer 404 or 401 (403 for creating a business), never data', async () => {
      for (const [what, token] of Object.entries(credentials())) {
        for (const route of staffRoutes()) {
          const res = await call(route, a.ids, token);
          const label = `${what}: ${name(route)}`;
          if (name(route) === 'GET /api/businesses' && res.statusCode === 200) {
            expect(res.json(), label).toEqual({ success: true, businesses: [] });
            continue;
          }
          const allowed = name(route) === 'POST /api/businesses' ? [401, 403] : [401, 404];
          expect(allowed, `${label} → ${res.statusCode}`).toContain(res.statusCode);
          expect(res.json().success, label).toBe(false);
          expect(res.body, label).not.toContain(a.business.name);
        }
      }
    });
  });

  describe('entry-scoped routes (/api/queue/:entryToken…)', () => {
    const entryRoutes = () => routes.filter((r) => r.url.startsWith('/api/queue/:entryToken'));
    /** What someone other than A’s patient could put where A’s entry token goes. */
    const notTheToken = () => ({
      'A’s entry id (staff see it)': a.patient.entryId,
      'the stored hash of A’s token': hashToken(a.patient.entryToken),
      'A’s token with one character changed': `${a.patient.entryToken.slice(0, -1)}${a.patient.entryToken.endsWith('A') ? 'B' : 'A'}`,
      'A’s token in upper case': a.patient.entryToken.toUpperCase(),
      'A’s booking manage token': a.manageToken,
      'A’s patient’s bearer token': a.patient.bearer,
    });

    it('are found in the route table: view, step out, return, notifications', () => {
      expect(entryRoutes().map(name)).toEqual(
        expect.arrayContaining([
          'GET /api/queue/:entryToken',
          'POST /api/queue/:entryToken/step-out',
          'POST /api/queue/:entryToken/return',
          'PUT /api/queue/:entryToken/notifications',
        ]),
      );
    });

    it('answer 404 to another patient and to another business’s staff for anything but the token', async () => {
      const callers = { neighbour: neighbour.bearer, 'B’s patient': b.patient.bearer, 'B’s owner': b.token };
      for (const route of entryRoutes()) {
        for (const [who, token] of Object.entries(callers)) {
          for (const [what, value] of Object.entries(notTheToken())) {
            const res = await call(route, { entryToken: value }, token);
            expect(res.statusCode, `${who}, ${what}: ${name(route)}`).toBe(404);
            expect(res.json()).toEqual(notFound);
          }
        }
      }
    });

    it('answer a patient’s own token with their own entry only, whatever bearer comes along', async () => {
      for (const route of entryRoutes()) {
        const res = await call(route, { entryToken: b.patient.entryToken }, a.patient.bearer);
        expect(res.statusCode, name(route)).toBe(200);
        // The room's announcements are its business's, not the entry's: no entry in that answer.
        if (route.url !== '/api/queue/:entryToken/announcements')
          expect(res.json().entry.id, name(route)).toBe(b.patient.entryId);
        expect(res.body, name(route)).not.toMatch(/Pia|Patientin|Paul|Nachbar|Walter|Walk-in|Anna/);
      }
    });
  });

  describe('booking-scoped routes (/api/public/bookings/:manageToken)', () => {
    const bookingRoutes = () => routes.filter((r) => r.url.startsWith('/api/public/bookings/:manageToken'));

    it('answer 404 for the appointment id, the stored hash, an entry token or a changed token', async () => {
      expect(bookingRoutes().map(name)).toEqual(
        expect.arrayContaining([
          'GET /api/public/bookings/:manageToken',
          'DELETE /api/public/bookings/:manageToken',
        ]),
      );
      const attempts = [
        a.ids.appointmentId as string,
        hashToken(a.manageToken),
        a.patient.entryToken,
        b.patient.entryToken,
        `${a.manageToken.slice(0, -1)}${a.manageToken.endsWith('A') ? 'B' : 'A'}`,
      ];
      for (const route of bookingRoutes()) {
        for (const [index, manageToken] of attempts.entries()) {
          const res = await call(route, { manageToken }, b.token);
          expect(res.statusCode, `${name(route)} attempt ${index}`).toBe(404);
          expect(res.json()).toEqual(notFound);
        }
      }
    });
  });

  it('left A’s doctors, types, queue, appointments, entry and booking exactly as they were', async () => {
    expect(await snapshotOfA()).toEqual(before);
  });
});
