import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookableBusiness,
  bookingBody,
  createBookableBusiness,
  publicBooking,
  publicSlots,
} from '../../../test/bookable-business';
import { setBookingRules } from '../../../test/booking-rules';
import { join } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The test clock is Monday 2 March 2026, 09:00 in Vienna (08:00Z); the doctors work 08:00–12:00.
const TUESDAY_9 = '2026-03-03T08:00:00.000Z';

describe('what the patient chooses and gives when booking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const typesOf = async (place: BookableBusiness) =>
    (await t.app.inject(`/api/public/businesses/${place.business.publicId}/appointment-types`)).json()
      .appointmentTypes[0];
  const book = (place: BookableBusiness, overrides: object) =>
    publicBooking(t.app, place.business.publicId, bookingBody(place.type.id, TUESDAY_9, overrides));

  it('lists the doctors of a type with several, and books the one the patient picked', async () => {
    const place = await createBookableBusiness(t.app, { doctors: 3 });
    const type = await typesOf(place);
    // By name: "Dr. 1", "Dr. 2", "Dr. 3".
    expect(type.doctors).toEqual(place.doctors.map((doctor) => ({ id: doctor.id, name: doctor.name })));
    const picked = place.doctors[2]!;
    const slots = await publicSlots(
      t.app,
      place.business.publicId,
      `typeId=${place.type.id}&from=2026-03-03&to=2026-03-03&doctorId=${picked.id}`,
    );
    expect(new Set(slots.json().slots.map((slot: { doctorId: string }) => slot.doctorId))).toEqual(
      new Set([picked.id]),
    );
    const booked = await book(place, { doctorId: picked.id });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().booking).toMatchObject({ doctorId: picked.id, doctorName: picked.name });
  });

  it('gives "any" the first free doctor, and lets the picked doctor’s taken time answer 409', async () => {
    const place = await createBookableBusiness(t.app, { doctors: 2 });
    const first = await book(place, {});
    expect(first.statusCode).toBe(201);
    const second = await book(place, { firstName: 'Bruno', phone: '0664 7654321' });
    expect(second.statusCode).toBe(201);
    expect(second.json().booking.doctorId).not.toBe(first.json().booking.doctorId);
    const third = await book(place, {
      firstName: 'Clara',
      phone: '0664 1112223',
      doctorId: place.doctors[0]!.id,
    });
    expect(third.statusCode).toBe(409);
  });

  it('hides the choice where the business does, and books a picked doctor as "any"', async () => {
    const place = await createBookableBusiness(t.app, { doctors: 2 });
    await setBookingRules(t.app, place, { allowDoctorChoice: false });
    expect((await typesOf(place)).doctors).toBeNull();
    const first = (await book(place, {})).json().booking.doctorId;
    const anyway = await book(place, { firstName: 'Bruno', phone: '0664 7654321', doctorId: first });
    expect(anyway.statusCode).toBe(201);
    expect(anyway.json().booking.doctorId).not.toBe(first);
  });

  it('shows no choice for a type with one doctor', async () => {
    const place = await createBookableBusiness(t.app);
    expect(await typesOf(place)).toMatchObject({
      doctors: null,
      needsBirthdate: false,
      needsConfirmation: false,
    });
  });

  it('lets only known patients book where the business says so, matched by name and birthdate', async () => {
    const place = await createBookableBusiness(t.app);
    expect(
      (await join(t.app, place.business.publicId, 'Anna Berger', { birthdate: '1990-04-01' })).status,
    ).toBe(201);
    await setBookingRules(t.app, place, { knownPatientsOnly: true });
    expect(await typesOf(place)).toMatchObject({ needsBirthdate: true });

    const without = await book(place, {});
    expect(without.statusCode).toBe(422);
    expect(without.json().error).toMatchObject({
      code: 'BIRTHDATE_REQUIRED',
      fields: { birthdate: 'required' },
    });
    const stranger = await book(place, { birthdate: '1991-04-01' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.code).toBe('UNKNOWN_PATIENT');

    const known = await book(place, { firstName: 'anna', birthdate: '1990-04-01' });
    expect(known.statusCode).toBe(201);
  });
});
