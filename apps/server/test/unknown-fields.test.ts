import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from '../src/route-table';
import { bearer } from './accounts';
import { createPopulatedBusiness, type PopulatedBusiness } from './populated-business';
import { createTestApp, type TestApp } from './test-app';
import { validBodies } from './valid-bodies';

/** The body with one field the route does not know: at the top, or in the first item of a list. */
function withUnknownField(body: unknown, name: string): unknown {
  if (Array.isArray(body)) return [{ ...(body[0] as object), [name]: 'x' }, ...body.slice(1)];
  return { ...(body as object), [name]: '1234 010180' };
}

describe('a body field the route does not know', () => {
  let t: TestApp;
  let world: PopulatedBusiness;

  beforeAll(async () => {
    t = await createTestApp();
    world = await createPopulatedBusiness(t.app);
  });
  afterAll(() => t.close());

  it('is refused with 400 VALIDATION naming the field, on every route that takes a body', async () => {
    const routes = listRoutes(t.app, { prefix: '/api/' }).filter((route) => route.hasBody);
    expect(routes.length).toBeGreaterThan(20);
    const bodies = validBodies(world);
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const body = bodies[key];
      expect(body, `${key} has a valid body in test/valid-bodies.ts`).toBeDefined();
      const res = await t.app.inject({
        method: route.method,
        url: route.url.replace(/:(\w+)/g, (_, name: string) => world.ids[name] ?? 'x'),
        headers: bearer(route.url.startsWith('/api/queue/') ? world.patient.bearer : world.token),
        payload: withUnknownField(body, 'svNumber') as object,
        remoteAddress: '10.55.0.1',
      });
      const field = Array.isArray(body) ? '0.svNumber' : 'svNumber';
      expect(res.statusCode, `${key}: ${res.body}`).toBe(400);
      expect(res.json().error, key).toMatchObject({
        code: 'VALIDATION',
        fields: { [field]: 'unknownField' },
      });
    }
  });

  it('is named at its depth, and every unknown field is named', async () => {
    const bodies = validBodies(world);
    const subscriptionKeys = (
      bodies['PUT /api/queue/:entryToken/notifications'] as { pushSubscription: { keys: object } }
    ).pushSubscription.keys;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/queue/${world.patient.entryToken}/notifications`,
      payload: {
        enabled: true,
        pushSubscription: {
          ...(bodies['PUT /api/queue/:entryToken/notifications'] as { pushSubscription: { keys: object } })
            .pushSubscription,
          keys: { ...subscriptionKeys, extra: 1 },
          extra: 2,
        },
        other: 3,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      other: 'unknownField',
      'pushSubscription.extra': 'unknownField',
      'pushSubscription.keys.extra': 'unknownField',
    });
  });

  it('keeps the patient unchanged: a misspelled SV number is not lost silently', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${world.business.id}/queue`,
      headers: bearer(world.token),
      payload: { firstName: 'Susi', lastName: 'Sorgfalt', svNumber: '1237 010180' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ svNumber: 'unknownField' });
    const patients = await t.app.inject({
      url: `/api/businesses/${world.business.id}/patients?q=Sorgfalt`,
      headers: bearer(world.token),
    });
    expect(patients.json().patients).toEqual([]);
  });

  it('does not count query parameters: a cache-busting parameter stays harmless', async () => {
    const res = await t.app.inject(`/api/public/businesses/${world.business.publicId}?_=123`);
    expect(res.statusCode).toBe(200);
  });
});
