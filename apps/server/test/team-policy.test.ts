import { randomUUID } from 'node:crypto';
import { BUSINESS_ROLES, type BusinessRole } from '@qtify/shared/domain/business-roles';
import { ACTIONS, type Action, can } from '@qtify/shared/domain/team-policy';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/audit-events';
import { listRoutes, type RouteEntry } from '../src/route-table';
import { bearer, uniqueEmail } from './accounts';
import { setBookingRules } from './booking-rules';
import { signUpWithBusiness } from './businesses';
import { lineSubjects } from './line-subjects';
import { addMember, type TestMember } from './members';
import { policySubjects } from './policy-subjects';
import { createPopulatedBusiness, type PopulatedBusiness } from './populated-business';
import { approvedRequest } from './prescriptions';
import { createTestApp, type TestApp } from './test-app';
import { validBodies } from './valid-bodies';

const SCOPE = '/api/businesses/:businessId';
const isWrite = (route: RouteEntry) => route.method !== 'GET';
/** Query strings the reads need to answer 200. */
const QUERIES: Record<string, string> = { [`${SCOPE}/appointments`]: '?from=2026-03-02&to=2026-03-09' };
// Each of these ends what it acts on (the business, its ownership, the caller's own membership):
// an allowed call runs on a business or member of its own, so the walk goes on with the rest.
const ENDS_SOMETHING: Action[] = ['business.delete', 'business.transfer', 'membership.leave'];

/**
 * docs/roles.md, walked: every business-scoped route of the route table, called by a member of
 * each role with a body that passes validation. Where the policy denies the route's action the
 * answer is 403 FORBIDDEN; where it allows it the answer is anything but (a read answers 200).
 * Every successful write leaves exactly one event in the audit log. Routes come from the app's
 * route table, so a route a later feature adds is walked without anyone remembering to.
 */
describe('the team policy, route by route and role by role', () => {
  let t: TestApp;
  let w: PopulatedBusiness;
  let routes: RouteEntry[];
  let subjects: ReturnType<typeof policySubjects>;
  const callers = {} as Record<BusinessRole, TestMember>;
  const outcomes: { route: RouteEntry; role: BusinessRole; status: number; events: number }[] = [];

  const eventCount = async (businessId: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.businessId, businessId)));
    return row!.n;
  };

  beforeAll(async () => {
    t = await createTestApp();
    w = await createPopulatedBusiness(t.app);
    subjects = policySubjects(t, w);
    await setBookingRules(t.app, w, { needsConfirmation: true });
    routes = listRoutes(t.app, { prefix: SCOPE });
    const ownerId = (await t.app.inject({ url: '/api/auth/user', headers: bearer(w.token) })).json().user.id;
    callers.owner = { token: w.token, userId: ownerId, email: '' };
    for (const role of ['manager', 'reception', 'practitioner'] as const) {
      callers[role] = await addMember(t.app, t.database, w.business.id, role, {
        doctorId: role === 'practitioner' ? w.doctors[1]!.id : undefined,
      });
    }
  });
  afterAll(() => t.close());

  it('has an action on every business-scoped route, and a route for every action of the policy', () => {
    expect(routes.filter((route) => !route.action)).toEqual([]);
    const used = new Set(routes.map((route) => route.action));
    expect(ACTIONS.filter((action) => !used.has(action))).toEqual([]);
  });

  /** What the call acts on: the populated business, or one of its own for an action that ends it. */
  async function subjectFor(route: RouteEntry, role: BusinessRole) {
    const action = route.action as Action;
    let businessId = w.business.id;
    let caller = callers[role];
    const ids: Record<string, string> = { ...w.ids };
    if (can(role, action) && ENDS_SOMETHING.includes(action)) {
      if (action === 'membership.leave' && role !== 'owner') {
        caller = await addMember(t.app, t.database, businessId, role);
      } else {
        const own = await signUpWithBusiness(t.app, { name: 'Eigene Praxis' });
        businessId = own.business.id;
        caller = { ...caller, token: own.token };
        ids.userId = (await addMember(t.app, t.database, businessId, 'reception')).userId;
      }
    } else {
      // Someone the caller may manage, new for each call (a removal must not end the walk's callers).
      ids.userId = (await addMember(t.app, t.database, businessId, 'practitioner')).userId;
    }
    ids.invitationId = randomUUID();
    if (can(role, action) && route.url.endsWith('/invitations/:invitationId'))
      ids.invitationId = await subjects.invite();
    if (can(role, action) && route.url.includes(':announcementId'))
      ids.announcementId = await subjects.announce();
    const line = can(role, action) ? await lineSubjects(t.app, w, route) : {};
    Object.assign(ids, line);
    if (can(role, action) && route.method === 'DELETE' && route.url.endsWith('/doctors/:doctorId')) {
      ids.doctorId = await subjects.newDoctor();
    }
    if (can(role, action) && /\/appointments\/:appointmentId\/(confirm|decline)$/.test(route.url))
      ids.appointmentId = await subjects.bookingRequest();
    // A no-show is offered once the appointment has ended: one in the past, booked for each call.
    if (can(role, action) && route.url.endsWith('/no-show'))
      ids.appointmentId = await subjects.pastAppointment();
    // Revoking ends a display or kiosk: one of its own for each call.
    if (can(role, action) && route.url.includes(':displayId'))
      ids.displayId = await subjects.newDevice('displays');
    if (can(role, action) && route.url.includes(':kioskId')) ids.kioskId = await subjects.newDevice('kiosks');
    // Confirming or declining an erasure request closes it: an open one of its own for each call.
    if (can(role, action) && route.url.includes('/erasure-requests/:requestId'))
      ids.requestId = await subjects.erasureRequest();
    // Making a repeat prescription ready: an approved request of its own for each call (its daily limit: a new patient each).
    if (can(role, action) && route.url.includes('/prescription-requests/:requestId'))
      ids.requestId = await approvedRequest(t.app, w.business.id, w.token, await subjects.deskPatient());
    // A queue action changes its entry's state: a desk entry of its own for each call (put back: a
    // no-show); the station actions have theirs from lineSubjects (put back there: a called one).
    if (can(role, action) && route.url.includes('/queue/:entryId') && !('entryId' in line))
      ids.entryId = await subjects.deskEntry(route.url.endsWith('/restore'));
    // A bill's writes change it (a finished one takes no more): a draft of its own for each call,
    // finished for the e-mail, which goes to the booked appointment's patient.
    if (can(role, action) && route.url.includes('/bills/:billId'))
      ids.billId = await subjects.draftBill(route.url.endsWith('/email'));
    // A practitioner linked to a doctor sees that doctor's patients only.
    if (role === 'practitioner' && route.url.includes(':patientId'))
      ids.patientId = await subjects.practitionersPatient();
    // A merge deletes the merged-away patient: a pair of its own for each call.
    // An erasure is refused while future appointments exist: a desk patient of its own for each call.
    if (can(role, action) && route.method === 'DELETE' && route.url.endsWith('/patients/:patientId'))
      ids.patientId = await subjects.deskPatient();
    if (can(role, action) && route.url.endsWith('/merge')) {
      ids.patientId = await subjects.deskPatient();
      ids.intoPatientId = await subjects.deskPatient();
    }
    return { businessId, caller, ids };
  }

  let staffBookings = 0;

  function bodyFor(route: RouteEntry, ids: Record<string, string>) {
    if (route.method === 'POST' && route.url === `${SCOPE}/appointments`) {
      // Staff may book outside the hours on purpose; each call its own day, so none is taken.
      return {
        ...(validBodies(w)[`POST ${SCOPE}/appointments`] as object),
        start: `2026-04-${String(10 + staffBookings++).padStart(2, '0')}T09:00:00Z`,
        override: true,
      };
    }
    const bodies: Record<string, unknown> = {
      ...validBodies(w),
      [`POST ${SCOPE}/invitations`]: { email: uniqueEmail('invited'), role: 'reception' },
      [`PATCH ${SCOPE}/members/:userId`]: { role: 'reception' },
      [`POST ${SCOPE}/transfer-ownership`]: { userId: ids.userId },
      [`PATCH ${SCOPE}/appointments/:appointmentId`]: { start: '2026-03-03T10:00:00Z', override: true },
      [`POST ${SCOPE}/patients/:patientId/merge`]: { intoPatientId: ids.intoPatientId },
      [`POST ${SCOPE}/erasure-requests/:requestId/decline`]: { reason: 'Aufbewahrungspflicht (ÄrzteG § 51)' },
    };
    return bodies[`${route.method} ${route.url}`] ?? {};
  }

  // Reads first and writes after, and the writes that end something last: the walk needs the
  // populated business's records as long as possible.
  const order = (route: RouteEntry) =>
    (isWrite(route) ? 1 : 0) +
    (route.method === 'DELETE' ? 2 : 0) +
    (ENDS_SOMETHING.includes(route.action as Action) ? 4 : 0) -
    // Deleting a doctor's absence before the doctor.
    route.url.length / 1000;

  it('refuses with 403 FORBIDDEN exactly what docs/roles.md denies, and lets through what it allows', async () => {
    const walk = [...routes].sort((a, b) => order(a) - order(b));
    for (const route of walk) {
      for (const role of BUSINESS_ROLES) {
        const { businessId, caller, ids } = await subjectFor(route, role);
        const url =
          route.url.replace(/:(\w+)/g, (_, name: string) =>
            name === 'businessId' ? businessId : (ids[name] ?? randomUUID()),
          ) + (isWrite(route) ? '' : (QUERIES[route.url] ?? ''));
        const before = await eventCount(businessId);
        const res = await t.app.inject({
          method: route.method,
          url,
          headers: { ...bearer(caller.token), 'idempotency-key': randomUUID() },
          ...(isWrite(route) && route.hasBody ? { payload: bodyFor(route, ids) as object } : {}),
        });
        const events = (await eventCount(businessId)) - before;
        outcomes.push({ route, role, status: res.statusCode, events });
        const what = `${role} ${route.method} ${route.url} (${route.action}) answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
        if (!can(role, route.action as Action)) {
          expect(res.statusCode, what).toBe(403);
          expect(res.json().error.code, what).toBe('FORBIDDEN');
          expect(events, what).toBe(0);
        } else {
          expect(res.statusCode, what).not.toBe(403);
          expect(res.statusCode, what).toBeLessThan(500);
          if (!isWrite(route)) expect(res.statusCode, what).toBe(200);
        }
      }
    }
    // The walk grows with every route (4 roles each): more than the default 30 s on a busy machine.
  }, 180_000);

  it('leaves one audit event for every successful write, and every write route succeeded at least once', () => {
    const writes = routes.filter((route) => isWrite(route) && route.audit !== false);
    const succeeded = outcomes.filter(
      (outcome) => isWrite(outcome.route) && outcome.status >= 200 && outcome.status < 300,
    );
    const neverSucceeded = writes.filter((route) => !succeeded.some((outcome) => outcome.route === route));
    const failures = outcomes
      .filter((o) => neverSucceeded.includes(o.route))
      .map((o) => `${o.role} ${o.route.method} ${o.route.url} ${o.status}`);
    expect(failures).toEqual([]);
    for (const outcome of succeeded) {
      const deletesBusiness = outcome.route.action === 'business.delete';
      const expected = outcome.route.audit === false || deletesBusiness ? 0 : 1;
      expect(outcome.events, `${outcome.role} ${outcome.route.method} ${outcome.route.url}`).toBe(expected);
    }
  });
});
