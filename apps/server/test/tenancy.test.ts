import { randomUUID } from 'node:crypto';
import type { Business } from '@qtify/shared/schemas/business-schemas';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemporaryUser } from '../src/features/auth/create-temporary-user';
import { listRoutes, type RouteEntry } from '../src/route-table';
import { bearer } from './accounts';
import { signUpWithBusiness } from './businesses';
import { createTestApp, type TestApp } from './test-app';

/**
 * Bodies a member could send, per route, so the check also runs with input that would pass
 * validation. Routes without an entry get only the empty body. Add an entry with each new route.
 */
const VALID_BODIES: Record<string, object> = {
  'PATCH /api/businesses/:businessId': {
    name: 'Übernommen',
    industry: 'restaurant',
    defaultServiceMinutes: 5,
  },
  'POST /api/businesses/:businessId/doctors': { name: 'Dr. Fremd', specialty: 'HNO', partySize: 4 },
  'PATCH /api/businesses/:businessId/doctors/:doctorId': { name: 'Dr. Fremd' },
  'PUT /api/businesses/:businessId/doctors/:doctorId/working-times': [
    { weekday: 1, start: '08:00', end: '12:00' },
  ],
  'POST /api/businesses/:businessId/doctors/:doctorId/absences': { date: '2026-12-24', allDay: true },
  'PUT /api/businesses/:businessId/doctors/:doctorId/exceptions/:date': { hours: [] },
  'PUT /api/businesses/:businessId/timetable/members/:userId/shifts': [
    { weekday: 1, start: '08:00', end: '12:00' },
  ],
  'PUT /api/businesses/:businessId/timetable/members/:userId/exceptions/:date': { hours: [] },
  'POST /api/businesses/:businessId/timetable/copy-week': { week: '2026-03-02', weeks: 1 },
  'POST /api/businesses/:businessId/appointment-types': {
    title: 'Fremd',
    durationMinutes: 30,
    color: '#2196F3',
    doctorIds: [],
  },
  'PATCH /api/businesses/:businessId/appointment-types/:typeId': { title: 'Fremd' },
  'POST /api/businesses/:businessId/appointments': {
    typeId: '00000000-0000-4000-8000-000000000000',
    doctorId: '00000000-0000-4000-8000-000000000000',
    start: '2026-03-03T08:00:00Z',
    firstName: 'Fremd',
    lastName: 'Person',
    phone: '0664 1234567',
  },
  'PATCH /api/businesses/:businessId/appointments/:appointmentId': { start: '2026-03-03T09:00:00Z' },
  'POST /api/businesses/:businessId/queue': { firstName: 'Fremd', lastName: 'Person' },
  'PATCH /api/businesses/:businessId/queue/:entryId': { status: 'checkIn' },
  'POST /api/businesses/:businessId/queue/:entryId/notify': { message: 'Fremd' },
  'POST /api/businesses/:businessId/announcements': { text: 'Fremd', audience: 'public' },
  'PATCH /api/businesses/:businessId/announcements/:announcementId': { endNow: true },
};

const notFound = { success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } };
const hasBody = (method: HTTPMethods) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/**
 * DESIGN.md "Tenancy": a business's data is reachable only by its members. The routes come from
 * the app's route table, so a route a later feature adds under /api/businesses/:businessId is
 * checked here without anyone remembering to.
 */
describe('tenancy of the business-scoped routes', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  let owner: { token: string; business: Business };
  let intruder: { token: string; business: Business };

  /** The route's URL for `businessId`, with a random uuid for every other parameter. */
  const urlFor = (route: RouteEntry, businessId: string) =>
    route.url.replace(/:(\w+)/g, (_, name: string) => (name === 'businessId' ? businessId : randomUUID()));
  const call = (route: RouteEntry, businessId: string, headers: Record<string, string>, body?: object) =>
    t.app.inject({
      method: route.method,
      url: urlFor(route, businessId),
      headers,
      ...(hasBody(route.method) && body ? { payload: body } : {}),
    });
  const bodiesFor = (route: RouteEntry) => {
    const valid = VALID_BODIES[`${route.method} ${route.url}`];
    return valid ? [{}, valid] : [{}];
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpWithBusiness(t.app, { name: 'Ordination A' });
    intruder = await signUpWithBusiness(t.app, { name: 'Ordination B' });
    routes = listRoutes(t.app, { prefix: '/api/' }).filter((route) => route.url.includes(':businessId'));
  });
  afterAll(() => t.close());

  it('finds the business-scoped routes in the route table: QR codes, doctors, appointment types', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/businesses/:businessId',
        'PATCH /api/businesses/:businessId',
        'DELETE /api/businesses/:businessId',
        'GET /api/businesses/:businessId/qr.svg',
        'GET /api/businesses/:businessId/qr.png',
        'GET /api/businesses/:businessId/doctors',
        'POST /api/businesses/:businessId/doctors',
        'PATCH /api/businesses/:businessId/doctors/:doctorId',
        'DELETE /api/businesses/:businessId/doctors/:doctorId',
        'PUT /api/businesses/:businessId/doctors/:doctorId/working-times',
        'POST /api/businesses/:businessId/doctors/:doctorId/absences',
        'DELETE /api/businesses/:businessId/doctors/:doctorId/absences/:absenceId',
        'GET /api/businesses/:businessId/appointment-types',
        'POST /api/businesses/:businessId/appointment-types',
        'GET /api/businesses/:businessId/appointments',
        'POST /api/businesses/:businessId/appointments',
        'PATCH /api/businesses/:businessId/appointments/:appointmentId',
        'DELETE /api/businesses/:businessId/appointments/:appointmentId',
        'GET /api/businesses/:businessId/patients',
        'GET /api/businesses/:businessId/patients/:patientId',
        'DELETE /api/businesses/:businessId/patients/:patientId',
        'GET /api/businesses/:businessId/queue',
        'POST /api/businesses/:businessId/queue',
        'PATCH /api/businesses/:businessId/queue/:entryId',
        'POST /api/businesses/:businessId/queue/:entryId/notify',
        'PATCH /api/businesses/:businessId/appointment-types/:typeId',
        'DELETE /api/businesses/:businessId/appointment-types/:typeId',
      ]),
    );
  });

  it('answers 404 NOT_FOUND to a member of another business, whatever the body', async () => {
    for (const route of routes) {
      for (const body of bodiesFor(route)) {
        const res = await call(route, owner.business.id, bearer(intruder.token), body);
        const name = `${route.method} ${route.url} ${JSON.stringify(body)}`;
        expect(res.statusCode, name).toBe(404);
        expect(res.json(), name).toEqual(notFound);
      }
    }
  });

  it('answers 404 NOT_FOUND to a guest (a patient’s temporary account)', async () => {
    const guest = await createTemporaryUser(
      { db: t.database.db, clock: t.clock, config: t.config },
      { firstName: 'Pia', lastName: 'Patientin' },
    );
    for (const route of routes) {
      const res = await call(route, owner.business.id, bearer(guest.token), {});
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });

  it('answers 404 NOT_FOUND for an id that is not a uuid, even to a member of some business', async () => {
    for (const route of routes) {
      for (const id of ['not-a-uuid', `${owner.business.id}x`, '1']) {
        const res = await call(route, id, bearer(owner.token), {});
        expect(res.statusCode, `${route.method} ${route.url} ${id}`).toBe(404);
        expect(res.json()).toEqual(notFound);
      }
    }
  });

  it('answers 401 without a token, on every route', async () => {
    for (const route of routes) {
      const res = await call(route, owner.business.id, {}, {});
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('left the business untouched, and its owner still gets through', async () => {
    const res = await t.app.inject({
      url: `/api/businesses/${owner.business.id}`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().business).toEqual(owner.business);
  });
});
