import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { bookingBody, createBookableBusiness, publicBooking } from '../../../test/bookable-business';
import { findPersonalValues } from '../../../test/personal-values';
import { join } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { silentRealtime } from '../realtime/realtime';
import { eraseRequestedPatients } from './erase-requested-patients';
import type { PatientDataDeps } from './patient-data-deps';

const DAY = 86_400_000;
const EMAIL = 'lotte.loeschmich@example.org';

describe('erasure requests', () => {
  let t: TestApp;
  let deps: PatientDataDeps;
  beforeAll(async () => {
    t = await createTestApp();
    deps = {
      db: t.database.db,
      clock: t.clock,
      mailer: t.mailer,
      origin: 'http://localhost',
      config: t.config,
      realtime: silentRealtime,
      log: pino({ level: 'silent' }),
    };
  });
  afterAll(() => t.close());

  async function patientWithBooking(lastName = 'Löschmich', phone = '0650 2223334') {
    const place = await createBookableBusiness(t.app);
    const res = await publicBooking(
      t.app,
      place.business.publicId,
      bookingBody(place.type.id, '2026-03-03T07:00:00.000Z', {
        firstName: 'Lotte',
        lastName,
        phone,
        email: EMAIL,
      }),
    );
    expect(res.statusCode).toBe(201);
    return { ...place, manageToken: res.json().booking.manageToken as string };
  }

  const ask = (manageToken: string) =>
    t.app.inject({ method: 'POST', url: `/api/public/bookings/${manageToken}/erasure-request` });

  const openRequests = async (businessId: string, token: string, status = 'open') =>
    (
      await t.app.inject({
        url: `/api/businesses/${businessId}/erasure-requests?status=${status}`,
        headers: bearer(token),
      })
    ).json().requests;

  it('are made once from the manage link (asking again answers the open one) and listed for staff', async () => {
    const { business, token, manageToken } = await patientWithBooking();
    const first = await ask(manageToken);
    expect(first.statusCode).toBe(201);
    expect(first.json().request).toMatchObject({
      status: 'open',
      requestedAt: t.clock.now().toISOString(),
      dueAt: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
      declineReason: null,
    });
    const again = await ask(manageToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().request).toEqual(first.json().request);
    expect(await openRequests(business.id, token)).toEqual([
      expect.objectContaining({
        source: 'manageLink',
        status: 'open',
        patient: expect.objectContaining({ firstName: 'Lotte', lastName: 'Löschmich' }),
      }),
    ]);
    const seen = await t.app.inject(`/api/public/bookings/${manageToken}/erasure-request`);
    expect(seen.json().request.status).toBe('open');
  });

  it('declined by staff show the reason to the patient, on the link and in their copy', async () => {
    const { business, token, manageToken } = await patientWithBooking();
    await ask(manageToken);
    const [request] = await openRequests(business.id, token);
    const reason = 'Wir müssen Behandlungsunterlagen 10 Jahre aufbewahren (ÄrzteG § 51).';
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/erasure-requests/${request.id}/decline`,
      headers: bearer(token),
      payload: { reason },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().request).toMatchObject({ status: 'declined', declineReason: reason });
    const copy = (await t.app.inject(`/api/public/bookings/${manageToken}/my-data`)).json();
    expect(copy.erasureRequest).toMatchObject({ status: 'declined', declineReason: reason });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/erasure-requests/${request.id}/confirm`,
      headers: bearer(token),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ERASURE_REQUEST_CLOSED');
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/erasure-requests/${request.id}/decline`,
      headers: bearer(token),
      payload: { reason: ' ' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('confirmed by staff erase the patient now, cancel their booking and send one generic mail', async () => {
    const { business, token, manageToken } = await patientWithBooking();
    await ask(manageToken);
    await t.settle();
    const [request] = await openRequests(business.id, token);
    const mailsBefore = t.mailer.to(EMAIL).length;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/erasure-requests/${request.id}/confirm`,
      headers: bearer(token),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().request).toMatchObject({ status: 'done', patient: null });
    await t.settle();
    const mails = t.mailer.to(EMAIL).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Ihre Daten bei ${business.name} wurden gelöscht`);
    expect(mails[0]?.text).not.toMatch(/Kontrolle|2026/);
    expect((await t.app.inject(`/api/public/bookings/${manageToken}`)).statusCode).toBe(404);
    expect(await openRequests(business.id, token, 'done')).toEqual([
      expect.objectContaining({ id: request.id, status: 'done', patient: null }),
    ]);
  });

  it('run by themselves 30 days after they were made, not a day before', async () => {
    const { business, token, manageToken } = await patientWithBooking('Verfallsdatum', '0650 9998887');
    await ask(manageToken);
    const madeAt = t.clock.now().getTime();
    expect(await eraseRequestedPatients(deps, new Date(madeAt + 29 * DAY))).toBe(0);
    expect(await openRequests(business.id, token)).toHaveLength(1);
    // (Earlier tests' open requests fall due too: the database is shared.)
    expect(await eraseRequestedPatients(deps, new Date(madeAt + 30 * DAY + 60_000))).toBeGreaterThan(0);
    expect(await openRequests(business.id, token)).toEqual([]);
    expect(await findPersonalValues(t.database, ['Verfallsdatum', '9998887'])).toEqual([]);
  });

  it('are made from a patient account for one of its records', async () => {
    const place = await createBookableBusiness(t.app);
    const joined = await join(t.app, place.business.publicId, 'Konrad Konto', { birthdate: '1970-05-06' });
    const records = (
      await t.app.inject({ url: '/api/me/patient-data', headers: bearer(joined.body.data) })
    ).json().records;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/me/patient-data/${records[0].recordId}/erasure-request`,
      headers: bearer(joined.body.data),
    });
    expect(res.statusCode).toBe(201);
    expect(await openRequests(place.business.id, place.token)).toEqual([
      expect.objectContaining({ source: 'account', patient: expect.objectContaining({ lastName: 'Konto' }) }),
    ]);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/me/patient-data/${crypto.randomUUID()}/erasure-request`,
      headers: bearer(joined.body.data),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('follow the person when staff merge their two records', async () => {
    const { business, token, manageToken } = await patientWithBooking('Doppelgang', '0650 4443332');
    await ask(manageToken);
    const walkIn = await join(t.app, business.publicId, 'Lotte Doppelgang', { birthdate: '1991-01-01' });
    const [request] = await openRequests(business.id, token);
    const merged = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/patients/${request.patient.id}/merge`,
      headers: bearer(token),
      payload: { intoPatientId: walkIn.body.entry.patient?.id ?? (await deskId(business.id, token)) },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await openRequests(business.id, token)).toEqual([
      expect.objectContaining({
        id: request.id,
        patient: expect.objectContaining({ id: merged.json().patient.id }),
      }),
    ]);
  });

  async function deskId(businessId: string, token: string) {
    const list = await t.app.inject({
      url: `/api/businesses/${businessId}/patients?q=Doppelgang`,
      headers: bearer(token),
    });
    return (list.json().patients as { id: string; birthdate: string | null }[]).find((p) => p.birthdate)?.id;
  }
});
