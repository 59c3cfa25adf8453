import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import {
  type BookableBusiness,
  bookingBody,
  createBookableBusiness,
  publicBooking,
} from '../../../test/bookable-business';
import { selectRows } from '../../../test/lock-waits';
import { joinFrom, patientView, staffList } from '../../../test/queue-helpers';
import { createTestApp, type TestApp, testConfig } from '../../../test/test-app';

// Appointments arrive in the waiting room (issue 21): staff check them in, the patient checks in
// from the manage link, and the entry carries the appointment and queues from its start.

/** Tuesday 3 March 2026, 09:00 in Vienna: the appointments of these tests. */
const NINE = '2026-03-03T08:00:00.000Z';
const HALF_NINE = '2026-03-03T08:30:00.000Z';

describe('appointment check-in', () => {
  let t: TestApp;
  let nextAddress = 0;
  const start = new Date('2026-03-02T08:00:00.000Z').getTime();

  beforeAll(async () => {
    // A small budget of check-ins per place: the fifth from manage links needs a solved challenge.
    t = await createTestApp({
      config: { limits: { ...testConfig().limits, placeJoins: { max: 4, windowMinutes: 10 } } },
    });
  });
  afterAll(() => t.close());

  /** The services' clock at `iso` (tests book on Monday 2 March, then move to the day). */
  const clockAt = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
  const address = () => {
    nextAddress += 1;
    return `10.21.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
  };

  /** A booking of `at` (made on Monday) and its manage token and appointment id. */
  async function book(place: BookableBusiness, at: string, who: object = {}) {
    clockAt(new Date(start).toISOString());
    const res = await publicBooking(t.app, place.business.publicId, bookingBody(place.type.id, at, who), {});
    if (res.statusCode !== 201) throw new Error(`booking answered ${res.statusCode}: ${res.body}`);
    const booking = res.json().booking;
    return { manageToken: booking.manageToken as string, appointmentId: booking.id as string };
  }

  const patientCheckIn = (manageToken: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${manageToken}/check-in`,
      remoteAddress: address(),
      ...(payload ? { payload } : {}),
    });
  const staffCheckIn = (
    place: { token: string; business: { id: string } },
    appointmentId: string,
    payload?: object,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/businesses/${place.business.id}/appointments/${appointmentId}/check-in`,
      headers: bearer(place.token),
      ...(payload ? { payload } : {}),
    });

  it('lets the patient check in from the manage link and shows the appointment to them and to staff', async () => {
    const place = await createBookableBusiness(t.app);
    const { manageToken, appointmentId } = await book(place, NINE);
    clockAt('2026-03-03T07:45:00.000Z');
    const res = await patientCheckIn(manageToken);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { entry, data } = res.json();
    expect(data).toEqual(expect.any(String));
    expect(entry).toMatchObject({
      firstName: 'Anna',
      status: 'checkIn',
      appointmentId,
      appointment: { start: NINE, typeTitle: 'Kontrolle', doctorId: place.doctors[0]!.id },
    });
    expect(await patientView(t.app, entry.token)).toMatchObject({ id: entry.id, appointmentId });
    const waiting = await staffList(t.app, place.token, place.business.id);
    expect(waiting.entries).toEqual([
      expect.objectContaining({
        id: entry.id,
        patient: expect.objectContaining({ firstName: 'Anna', lastName: 'Berger' }),
        appointmentId,
        appointment: { start: NINE, typeTitle: 'Kontrolle', doctorId: place.doctors[0]!.id },
      }),
    ]);
  });

  it('answers a second patient check-in with the same entry and link', async () => {
    const place = await createBookableBusiness(t.app);
    const { manageToken } = await book(place, NINE);
    clockAt('2026-03-03T08:10:00.000Z');
    const first = await patientCheckIn(manageToken);
    const again = await patientCheckIn(manageToken);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().entry).toMatchObject({ id: first.json().entry.id, token: first.json().entry.token });
    expect((await staffList(t.app, place.token, place.business.id)).total).toBe(1);
  });

  it('opens the patient’s check-in 60 minutes before the start and closes it at the end', async () => {
    const place = await createBookableBusiness(t.app);
    const { manageToken } = await book(place, NINE);
    clockAt('2026-03-03T06:59:00.000Z');
    const early = await patientCheckIn(manageToken);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.code).toBe('CHECK_IN_CLOSED');
    clockAt('2026-03-03T08:30:00.000Z');
    const over = await patientCheckIn(manageToken);
    expect(over.statusCode).toBe(422);
    expect(over.json().error.code).toBe('CHECK_IN_CLOSED');
    clockAt('2026-03-03T07:00:00.000Z');
    expect((await patientCheckIn(manageToken)).statusCode).toBe(201);
  });

  it('lets staff check an appointment in once, any time of its day, and not on another day', async () => {
    const place = await createBookableBusiness(t.app);
    const { appointmentId } = await book(place, NINE);
    const dayBefore = await staffCheckIn(place, appointmentId);
    expect(dayBefore.statusCode).toBe(422);
    expect(dayBefore.json().error.code).toBe('CHECK_IN_CLOSED');
    // 05:00 in Vienna, four hours before the appointment: staff may.
    clockAt('2026-03-03T04:00:00.000Z');
    const first = await staffCheckIn(place, appointmentId);
    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().entry).toMatchObject({
      status: 'checkIn',
      selfRegistered: false,
      appointmentId,
      appointment: { start: NINE, typeTitle: 'Kontrolle' },
      patient: { firstName: 'Anna', lastName: 'Berger' },
    });
    const again = await staffCheckIn(place, appointmentId);
    expect(again.statusCode).toBe(200);
    expect(again.json().entry.id).toBe(first.json().entry.id);
  });

  it('gives the patient the entry staff made, with a working link, when they check in afterwards', async () => {
    const place = await createBookableBusiness(t.app);
    const { manageToken, appointmentId } = await book(place, NINE);
    clockAt('2026-03-03T07:50:00.000Z');
    const byStaff = (await staffCheckIn(place, appointmentId)).json().entry;
    const byPatient = await patientCheckIn(manageToken);
    expect(byPatient.statusCode).toBe(200);
    expect(byPatient.json().entry.id).toBe(byStaff.id);
    expect((await patientView(t.app, byPatient.json().entry.token)).id).toBe(byStaff.id);
  });

  it('refuses a cancelled appointment with 409 APPOINTMENT_CANCELLED', async () => {
    const place = await createBookableBusiness(t.app);
    const { manageToken, appointmentId } = await book(place, NINE);
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/public/bookings/${manageToken}` });
    expect(cancel.statusCode).toBe(204);
    clockAt('2026-03-03T07:50:00.000Z');
    for (const res of [await staffCheckIn(place, appointmentId), await patientCheckIn(manageToken)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('APPOINTMENT_CANCELLED');
    }
  });

  it('answers 404 for another business’s appointment, a malformed id and an unknown manage link', async () => {
    const place = await createBookableBusiness(t.app);
    const other = await createBookableBusiness(t.app);
    const { appointmentId } = await book(other, NINE);
    clockAt('2026-03-03T07:50:00.000Z');
    expect((await staffCheckIn(place, appointmentId)).statusCode).toBe(404);
    expect((await staffCheckIn(place, 'not-an-id')).statusCode).toBe(404);
    expect((await patientCheckIn('A'.repeat(43))).statusCode).toBe(404);
    // Another business's staff cannot reach this business's route at all.
    expect(
      (await staffCheckIn({ token: place.token, business: other.business }, appointmentId)).statusCode,
    ).toBe(404);
  });

  it('refuses a body field the routes do not know with 400 VALIDATION', async () => {
    const place = await createBookableBusiness(t.app);
    const { manageToken, appointmentId } = await book(place, NINE);
    clockAt('2026-03-03T07:50:00.000Z');
    for (const res of [
      await staffCheckIn(place, appointmentId, { patientId: 'someone-else' }),
      await patientCheckIn(manageToken, { fullName: 'Someone Else' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
  });

  it('queues walk-ins by arrival and an appointment by its start, or from arrival when late', async () => {
    const place = await createBookableBusiness(t.app);
    const anna = await book(place, NINE);
    const emil = await book(place, HALF_NINE, {
      firstName: 'Emil',
      lastName: 'Gruber',
      phone: '0664 7654321',
    });
    const walkIn = async (name: string) =>
      expect((await joinFrom(t.app, place.business.publicId, name)).statusCode).toBe(201);
    clockAt('2026-03-03T07:30:00.000Z');
    await walkIn('Otto Alt');
    clockAt('2026-03-03T07:35:00.000Z');
    const early = (await patientCheckIn(anna.manageToken)).json().entry; // 25 minutes early: waits for 09:00
    clockAt('2026-03-03T07:40:00.000Z');
    await walkIn('Ben Huber');
    clockAt('2026-03-03T08:05:00.000Z');
    await walkIn('Cora Dorn');
    clockAt('2026-03-03T08:40:00.000Z');
    expect((await staffCheckIn(place, emil.appointmentId)).statusCode).toBe(201); // 10 minutes late
    await walkIn('Dana Egger');

    const waiting = await staffList(t.app, place.token, place.business.id);
    expect(
      waiting.entries.map((entry: { patient: { lastName: string }; ahead: number }) => [
        entry.patient.lastName,
        entry.ahead,
      ]),
    ).toEqual([
      ['Alt', 0],
      ['Huber', 1],
      ['Berger', 2],
      ['Dorn', 3],
      ['Gruber', 4],
      ['Egger', 5],
    ]);
    expect(await patientView(t.app, early.token)).toMatchObject({ ahead: 2, isNext: false });
  });

  it('makes one entry of two check-ins at the same moment, by staff and by the patient', async () => {
    const place = await createBookableBusiness(t.app);
    const staffTwice = await book(place, NINE);
    const patientTwice = await book(place, HALF_NINE, {
      firstName: 'Emil',
      lastName: 'Gruber',
      phone: '0664 7654321',
    });
    clockAt('2026-03-03T08:00:00.000Z');
    const byStaff = await Promise.all([
      staffCheckIn(place, staffTwice.appointmentId),
      staffCheckIn(place, staffTwice.appointmentId),
    ]);
    expect(byStaff.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect(byStaff[0]!.json().entry.id).toBe(byStaff[1]!.json().entry.id);
    const byPatient = await Promise.all([
      patientCheckIn(patientTwice.manageToken),
      patientCheckIn(patientTwice.manageToken),
    ]);
    expect(byPatient.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect(byPatient[0]!.json().entry.token).toBe(byPatient[1]!.json().entry.token);
    const [row] = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM queue_entries WHERE business_id = ${place.business.id}`,
    );
    expect(row?.n).toBe(2);
  });

  it('asks for a solved challenge once the place’s check-ins from manage links pass its budget', async () => {
    const place = await createBookableBusiness(t.app, { doctors: 3 });
    const links: string[] = [];
    for (const [index, at] of [NINE, HALF_NINE].entries()) {
      for (const doctor of place.doctors) {
        const phone = `0664 10000${index}${links.length}`;
        links.push(
          (
            await book(place, at, {
              doctorId: doctor.id,
              firstName: `P${links.length}`,
              lastName: 'Test',
              phone,
            })
          ).manageToken,
        );
      }
    }
    clockAt('2026-03-03T08:00:00.000Z');
    const statuses = [];
    for (const link of links.slice(0, 5)) statuses.push((await patientCheckIn(link)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });
});
