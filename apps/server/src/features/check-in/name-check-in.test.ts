import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, createBookableBusiness, publicBooking } from '../../../test/bookable-business';
import { giveBirthdate } from '../../../test/lobby-devices';
import { patientView, staffList } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// "I have an appointment" on the page the QR code opens (issue 21): name and birth date match
// today's appointment at this place; the patient gets its room as after registering. No match
// is one answer whoever asks, and guessing is rate limited.

/** Tuesday 3 March 2026, 09:00 in Vienna (ends 09:30). */
const NINE = '2026-03-03T08:00:00.000Z';

describe('check-in by name and birth date from the QR page', () => {
  let t: TestApp;
  let nextAddress = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const clockAt = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
  const address = () => `10.77.${Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`;
  const checkIn = (publicId: string, payload: object, remoteAddress = address()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${publicId}/check-in`,
      payload,
      remoteAddress,
    });

  /** A place with Anna Berger (born 15 June 1985) booked at 09:00 on Tuesday. */
  async function bookedPlace() {
    const place = await createBookableBusiness(t.app);
    clockAt('2026-03-02T08:00:00.000Z');
    const booked = await publicBooking(t.app, place.business.publicId, bookingBody(place.type.id, NINE));
    await giveBirthdate(t.app, place.token, place.business.id, 'Berger', '1985-06-15');
    return { ...place, appointmentId: booked.json().booking.id as string };
  }
  const anna = { fullName: 'Anna Berger', birthdate: '1985-06-15' };

  it('checks the patient in and hands out the room’s link and a temporary account', async () => {
    const place = await bookedPlace();
    clockAt('2026-03-03T07:10:00.000Z');
    const res = await checkIn(place.business.publicId, anna);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { entry, data } = res.json();
    expect(data).toEqual(expect.any(String));
    expect(entry).toMatchObject({ status: 'checkIn', appointmentId: place.appointmentId });
    expect(await patientView(t.app, entry.token)).toMatchObject({ id: entry.id });
    const waiting = await staffList(t.app, place.token, place.business.id);
    expect(waiting.entries).toEqual([
      expect.objectContaining({ id: entry.id, appointmentId: place.appointmentId }),
    ]);
  });

  it('matches a patient who gave the birthdate when booking online, without staff filling it in', async () => {
    const place = await createBookableBusiness(t.app);
    clockAt('2026-03-02T08:00:00.000Z');
    const body = { ...bookingBody(place.type.id, NINE), birthdate: '1985-06-15' };
    const booked = await publicBooking(t.app, place.business.publicId, body);
    clockAt('2026-03-03T07:10:00.000Z');
    const res = await checkIn(place.business.publicId, anna);
    expect(res.statusCode).toBe(201);
    expect(res.json().entry.appointmentId).toBe(booked.json().booking.id);
  });

  it('answers again with the same entry; the newest link opens the room', async () => {
    const place = await bookedPlace();
    clockAt('2026-03-03T08:20:00.000Z');
    const first = await checkIn(place.business.publicId, anna);
    const again = await checkIn(place.business.publicId, { ...anna, fullName: ' anna  BERGER ' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().entry.id).toBe(first.json().entry.id);
    expect(await patientView(t.app, again.json().entry.token)).toMatchObject({ id: first.json().entry.id });
    expect((await staffList(t.app, place.token, place.business.id)).total).toBe(1);
  });

  it('is open from 60 minutes before the start until the end', async () => {
    const place = await bookedPlace();
    for (const [at, status] of [
      ['2026-03-03T06:59:00.000Z', 422],
      ['2026-03-03T08:30:00.000Z', 422],
      ['2026-03-03T07:00:00.000Z', 201],
    ] as const) {
      clockAt(at);
      const res = await checkIn(place.business.publicId, anna);
      expect([at, res.statusCode]).toEqual([at, status]);
      if (status === 422) expect(res.json().error.code).toBe('CHECK_IN_CLOSED');
    }
  });

  it('gives one answer for a wrong birth date, an unknown name and a half name, revealing nobody', async () => {
    const place = await bookedPlace();
    clockAt('2026-03-03T07:30:00.000Z');
    const answers = [];
    for (const body of [
      { fullName: 'Anna Berger', birthdate: '1985-06-14' },
      { fullName: 'Otto Unbekannt', birthdate: '1985-06-15' },
      { fullName: 'Berger', birthdate: '1985-06-15' },
    ]) {
      const res = await checkIn(place.business.publicId, body);
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers[0]).toEqual({
      status: 422,
      body: { success: false, error: { code: 'NO_MATCHING_APPOINTMENT', message: expect.any(String) } },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('needs the birth date', async () => {
    const place = await bookedPlace();
    const res = await checkIn(place.business.publicId, { fullName: 'Anna Berger' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('birthdate');
  });

  it('limits one visitor to 10 attempts in 10 minutes, matched or not', async () => {
    const place = await bookedPlace();
    clockAt('2026-03-03T07:30:00.000Z');
    const visitor = '10.99.0.1';
    for (let n = 0; n < 10; n++) {
      const res = await checkIn(
        place.business.publicId,
        { ...anna, birthdate: `1990-01-${10 + n}` },
        visitor,
      );
      expect(res.statusCode).toBe(422);
    }
    const over = await checkIn(place.business.publicId, anna, visitor);
    expect([over.statusCode, over.json().error.code]).toEqual([429, 'RATE_LIMITED']);
    expect(over.headers['retry-after']).toEqual(expect.any(String));
    expect((await checkIn(place.business.publicId, anna)).statusCode).toBe(201);
  });

  it('answers 404 for an unknown place', async () => {
    const res = await checkIn('unknown-place', anna);
    expect(res.statusCode).toBe(404);
  });
});
