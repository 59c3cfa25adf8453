import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, type RouteEntry } from '../src/route-table';
import {
  authorization,
  extraHeaders,
  pathValue,
  queryString,
  type RawBody,
  rawBody,
} from './bad-input-arbitraries';
import { createPopulatedBusiness, type PopulatedBusiness } from './populated-business';
import { createTestApp, type TestApp } from './test-app';
import { validBodies } from './valid-bodies';

/** Cases per route and caller kind; the reliability suite raises it (FUZZ_RUNS=200). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const CALLERS = ['anonymous', 'patient', 'staff'] as const;
type Caller = (typeof CALLERS)[number];

/**
 * Routes that spoil the data for later ones (deleting, ending sessions) run last, in this order, so
 * each still finds what it deletes; after a logout the owner's session is gone and all is built anew.
 */
const LAST = [
  /^DELETE .*absences/,
  /^DELETE \/api\/public\/bookings/,
  /^DELETE .*appointments\//,
  /^DELETE .*patients\//,
  /^DELETE .*appointment-types\//,
  /^DELETE .*doctors\/:doctorId$/,
  /upgrade|reset-password|change-password/,
  /logout/,
  /^DELETE \/api\/businesses\/:businessId$/,
];
const lateness = (route: RouteEntry) =>
  LAST.findIndex((pattern) => pattern.test(`${route.method} ${route.url}`));

function checkAnswer(res: LightMyRequestResponse, label: string) {
  const json = (res.headers['content-type'] ?? '').toString().includes('json');
  if (res.statusCode >= 200 && res.statusCode < 300) {
    if (json && res.body) expect(res.json().success, label).not.toBe(false);
    expect(res.body, `${label}: a file outside the served folders`).not.toContain('root:x:0:0');
    return;
  }
  if (res.statusCode >= 300 && res.statusCode < 400) {
    // The Swagger UI redirects within itself; a redirect elsewhere would be an open redirect.
    expect(String(res.headers.location), label).toMatch(/^(\.?\/(?![/\\])|[\w.-]+$)/);
    return;
  }
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  expect(json, `${label}: ${res.body.slice(0, 200)}`).toBe(true);
  expect(res.json(), label).toEqual({
    success: false,
    error: expect.objectContaining({ code: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String) }),
  });
}

type RequestInput = {
  params: string[];
  query: string;
  body: RawBody;
  authorization: string | undefined;
  headers: Record<string, string>;
  remoteAddress: string;
};

describe('bad input on every route of the API', () => {
  let t: TestApp;
  let world: PopulatedBusiness;
  const statuses = new Map<number, number>();

  function requestFor(route: RouteEntry, caller: Caller): fc.Arbitrary<RequestInput> {
    const template = validBodies(world)[`${route.method} ${route.url}`] ?? {};
    const token = { anonymous: undefined, patient: world.patient.bearer, staff: world.token }[caller];
    const own = token === undefined ? undefined : `Bearer ${token}`;
    const params = route.url.match(/:\w+|\*/g) ?? [];
    return fc.record({
      params: fc.tuple(...params.map((param) => pathValue(world.ids[param.slice(1)] ?? 'index.html'))),
      query: queryString(world.type.id),
      body: rawBody(template),
      authorization: authorization(own, [world.patient.entryToken, world.manageToken, world.token]),
      headers: extraHeaders,
      remoteAddress: fc.ipV4(),
    });
  }

  async function send(route: RouteEntry, input: RequestInput) {
    let index = 0;
    const path = route.url.replace(/:\w+|\*/g, () => input.params[index++] as string);
    const headers: Record<string, string> = { ...input.headers };
    if (input.authorization !== undefined) headers.authorization = input.authorization;
    if (input.body.contentType !== undefined) headers['content-type'] = input.body.contentType;
    const res = await t.app.inject({
      method: route.method,
      url: `${path}${input.query}`,
      headers,
      remoteAddress: input.remoteAddress,
      ...(input.body.payload !== undefined ? { payload: input.body.payload } : {}),
    });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    return res;
  }

  beforeAll(async () => {
    t = await createTestApp();
    world = await createPopulatedBusiness(t.app);
  });
  afterAll(() => t.close());

  it('answers every request with a success or a 4xx in the error shape, never a 5xx', async () => {
    const routes = listRoutes(t.app, { prefix: '/api/' }).sort((x, y) => lateness(x) - lateness(y));
    expect(routes.length).toBeGreaterThan(50);
    const started = Date.now();
    for (const route of routes) {
      let succeeded = false;
      for (const caller of CALLERS) {
        await fc.assert(
          fc.asyncProperty(requestFor(route, caller), async (input) => {
            const res = await send(route, input);
            if (res.statusCode < 300) succeeded = true;
            checkAnswer(res, `${caller} ${route.method} ${route.url} → ${res.statusCode}`);
          }),
          { numRuns: RUNS },
        );
      }
      if (route.url.endsWith('/logout') && succeeded) world = await createPopulatedBusiness(t.app);
    }
    const tried = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.log(
      `bad input: ${tried} requests to ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(FUZZ_RUNS=${RUNS} per route and caller): ${byStatus.join(' ')}`,
    );
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
  }, 600_000);

  it('keeps answering afterwards: GET /api/health is 200', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, db: 'ok' });
  });
});
