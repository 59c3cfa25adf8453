import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import {
  type BookableBusiness,
  bookingBody,
  createBookableBusiness,
  publicBooking,
  publicSlots,
} from '../../../test/bookable-business';
import { setBookingRules, setTypeBookingRules } from '../../../test/booking-rules';
import { selectRows } from '../../../test/lock-waits';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The test clock is Monday 2 March 2026, 09:00 in Vienna (08:00Z); the doctors work 08:00–12:00.
const TUESDAY = (hourZ: number, minute = 0) =>
  `2026-03-03T${String(hourZ).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;

describe('the maximum of online bookings per day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const patient = (index: number) => ({ firstName: `Patient${index}`, phone: `0664 ${2_000_000 + index}` });
  const book = (place: BookableBusiness, start: string, index: number) =>
    publicBooking(t.app, place.business.publicId, bookingBody(place.type.id, start, patient(index)));
  const datesOffered = async (place: BookableBusiness) => {
    const response = await publicSlots(
      t.app,
      place.business.publicId,
      `typeId=${place.type.id}&from=2026-03-03&to=2026-03-04`,
    );
    return new Set(response.json().slots.map((slot: { start: string }) => slot.start.slice(0, 10)));
  };

  it('offers no more slots on a day that is full and refuses another booking there, while staff still book', async () => {
    const place = await createBookableBusiness(t.app, { doctors: 2 });
    await setBookingRules(t.app, place, { maxPerDay: 2 });
    expect((await book(place, TUESDAY(7), 1)).statusCode).toBe(201);
    expect((await book(place, TUESDAY(8), 2)).statusCode).toBe(201);
    expect(await datesOffered(place)).toEqual(new Set(['2026-03-04']));

    const third = await book(place, TUESDAY(9), 3);
    expect(third.statusCode).toBe(422);
    expect(third.json().error).toMatchObject({ code: 'SLOT_UNAVAILABLE', fields: { start: 'dayFull' } });
    expect((await book(place, '2026-03-04T07:00:00.000Z', 3)).statusCode).toBe(201);

    const staff = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${place.business.id}/appointments`,
      headers: bearer(place.token),
      payload: {
        typeId: place.type.id,
        start: TUESDAY(9),
        doctorId: place.doctors[0]!.id,
        firstName: 'Walk',
        lastName: 'In',
        phone: '0664 9999999',
      },
    });
    expect(staff.statusCode).toBe(201);
  });

  it('counts a cancelled booking no more, and a move within the full day is no new booking', async () => {
    const place = await createBookableBusiness(t.app);
    await setBookingRules(t.app, place, { maxPerDay: 1 });
    const first = (await book(place, TUESDAY(7), 1)).json().booking;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${first.manageToken}/reschedule`,
      payload: { start: TUESDAY(9) },
    });
    expect(moved.statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/public/bookings/${first.manageToken}` });
    expect((await book(place, TUESDAY(8), 2)).statusCode).toBe(201);
  });

  it('counts only the type’s own bookings when the type sets its own maximum', async () => {
    const place = await createBookableBusiness(t.app);
    await setBookingRules(t.app, place, { maxPerDay: 1 });
    await setTypeBookingRules(t.app, place, { maxPerDay: 3 });
    for (const [index, hour] of [7, 8, 9].entries()) {
      expect((await book(place, TUESDAY(hour), index)).statusCode).toBe(201);
    }
    expect((await book(place, TUESDAY(10), 4)).statusCode).toBe(422);
  });

  it('lets exactly the maximum through when patients book distinct times of one day at once', async () => {
    const place = await createBookableBusiness(t.app, { doctors: 2 });
    await setBookingRules(t.app, place, { maxPerDay: 3 });
    const starts = [7, 8, 9, 10].flatMap((hour) => [TUESDAY(hour), TUESDAY(hour, 30)]);
    const answers = await Promise.all(
      starts.map((start, index) =>
        t.app.inject({
          method: 'POST',
          url: `/api/public/businesses/${place.business.publicId}/bookings`,
          payload: bookingBody(place.type.id, start, patient(100 + index)),
          remoteAddress: `10.1.0.${index + 1}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 422)).toHaveLength(starts.length - 3);
    const [row] = await selectRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM appointments WHERE business_id = ${place.business.id}::uuid AND status = 'booked'`,
    );
    expect(row?.count).toBe(3);
  });
});
