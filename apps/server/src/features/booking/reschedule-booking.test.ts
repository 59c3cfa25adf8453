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
import { selectRows } from '../../../test/lock-waits';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The test clock is Monday 2 March 2026, 09:00 in Vienna (08:00Z); the doctors work 08:00–12:00.
const TUESDAY_9 = '2026-03-03T08:00:00.000Z';
const TUESDAY_10 = '2026-03-03T09:00:00.000Z';
const WEDNESDAY_9 = '2026-03-04T08:00:00.000Z';

describe('a patient moving their booking through the manage link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const reschedule = (token: string, payload: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${token}/reschedule`,
      payload,
      remoteAddress,
    });
  const book = async (place: BookableBusiness, start: string, overrides: object = {}) => {
    const response = await publicBooking(
      t.app,
      place.business.publicId,
      bookingBody(place.type.id, start, overrides),
    );
    expect(response.statusCode).toBe(201);
    return response.json().booking as { id: string; start: string; manageToken: string; doctorId: string };
  };

  it('moves it to another free time of its type and frees the old one; the patient is mailed the new time', async () => {
    const place = await createBookableBusiness(t.app);
    const booking = await book(place, TUESDAY_9, { email: 'moving@example.com' });
    await t.settle();
    const moved = await reschedule(booking.manageToken, { start: WEDNESDAY_9 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().booking).toMatchObject({ id: booking.id, start: WEDNESDAY_9, cancelled: false });

    const view = await t.app.inject(`/api/public/bookings/${booking.manageToken}`);
    expect(view.json().booking.start).toBe(WEDNESDAY_9);
    const slots = await publicSlots(
      t.app,
      place.business.publicId,
      `typeId=${place.type.id}&from=2026-03-03&to=2026-03-04`,
    );
    const starts = slots.json().slots.map((slot: { start: string }) => slot.start);
    expect(starts).toContain(TUESDAY_9);
    expect(starts).not.toContain(WEDNESDAY_9);

    await t.settle();
    const mails = t.mailer.to('moving@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toMatch(/^Verschoben: .*Mittwoch, 4\. März 2026/);
    expect(mails[1]?.text).toContain('Ihr Termin ist verschoben. Der neue Termin:');
    expect(mails[1]?.link).toContain(booking.manageToken);
  });

  it('answers 409 SLOT_TAKEN for a time someone else has, and the booking keeps its time', async () => {
    const place = await createBookableBusiness(t.app);
    const mine = await book(place, TUESDAY_9);
    await book(place, TUESDAY_10, { firstName: 'Bruno', phone: '0664 7654321' });
    const taken = await reschedule(mine.manageToken, { start: TUESDAY_10 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('SLOT_TAKEN');
    const view = await t.app.inject(`/api/public/bookings/${mine.manageToken}`);
    expect(view.json().booking.start).toBe(TUESDAY_9);
  });

  it('refuses a time the booking page does not offer (422 SLOT_UNAVAILABLE), and an unknown link (404)', async () => {
    const place = await createBookableBusiness(t.app);
    const mine = await book(place, TUESDAY_9);
    for (const start of [
      '2026-03-03T08:10:00.000Z',
      '2026-03-01T08:00:00.000Z',
      '2026-03-03T13:00:00.000Z',
    ]) {
      const refused = await reschedule(mine.manageToken, { start });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.code).toBe('SLOT_UNAVAILABLE');
    }
    expect((await reschedule('x'.repeat(43), { start: WEDNESDAY_9 })).statusCode).toBe(404);
  });

  it('refuses to move a cancelled booking (409)', async () => {
    const place = await createBookableBusiness(t.app);
    const mine = await book(place, TUESDAY_9);
    await t.app.inject({ method: 'DELETE', url: `/api/public/bookings/${mine.manageToken}` });
    const refused = await reschedule(mine.manageToken, { start: WEDNESDAY_9 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CONFLICT');
  });

  it('ends cancelling and moving online at the business’s cancellation deadline', async () => {
    const place = await createBookableBusiness(t.app);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${place.business.id}`,
      headers: bearer(place.token),
      payload: { bookingRules: { cancelDeadlineHours: 24 } },
    });
    expect(patch.json().business.bookingRules).toMatchObject({ cancelDeadlineHours: 24 });
    // Tuesday 09:00 is 24 hours away: the deadline is now.
    const soon = await book(place, TUESDAY_9);
    expect(soon.start).toBe(TUESDAY_9);
    const view = await t.app.inject(`/api/public/bookings/${soon.manageToken}`);
    expect(view.json().booking.changeableUntil).toBe('2026-03-02T08:00:00.000Z');
    for (const refused of [
      await t.app.inject({ method: 'DELETE', url: `/api/public/bookings/${soon.manageToken}` }),
      await reschedule(soon.manageToken, { start: WEDNESDAY_9 }),
    ]) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.code).toBe('CANCEL_DEADLINE_PASSED');
    }
    // Tuesday 10:00 is 25 hours away: still open, for an hour.
    const later = await book(place, TUESDAY_10, { firstName: 'Bruno', phone: '0664 7654321' });
    expect((await reschedule(later.manageToken, { start: WEDNESDAY_9 })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/public/bookings/${later.manageToken}` })).statusCode,
    ).toBe(204);
  });

  it('without a deadline lets the patient cancel until the start', async () => {
    const place = await createBookableBusiness(t.app);
    const mine = await book(place, TUESDAY_9);
    const view = await t.app.inject(`/api/public/bookings/${mine.manageToken}`);
    expect(view.json().booking.changeableUntil).toBe(TUESDAY_9);
    const business = await t.app.inject({
      url: `/api/businesses/${place.business.id}`,
      headers: bearer(place.token),
    });
    expect(business.json().business).toMatchObject({
      bookingRules: { cancelDeadlineHours: 0 },
      reminders: { enabled: true, hoursBefore: [24, 2] },
    });
  });
});

describe('fifty patients moving their bookings to the same time at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives it to exactly one: one 200, forty-nine 409 SLOT_TAKEN, and those keep their old time', async () => {
    const place = await createBookableBusiness(t.app, {
      workingTimes: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
    });
    // 50 bookings on Tuesday to Thursday (24 a day); the place's budget of online bookings is 20 in
    // 10 minutes, so the clock moves on between rounds.
    const bookings: { manageToken: string; start: string }[] = [];
    for (let index = 0; index < 50; index++) {
      if (index > 0 && index % 20 === 0) t.clock.advanceMinutes(11);
      const day = 3 + Math.floor(index / 24);
      const start = new Date(Date.UTC(2026, 2, day, 7, 0) + (index % 24) * 30 * 60_000).toISOString();
      const response = await publicBooking(
        t.app,
        place.business.publicId,
        bookingBody(place.type.id, start, {
          firstName: `Patient${index}`,
          phone: `0664 ${1_000_000 + index}`,
        }),
        {},
      );
      expect(response.statusCode, response.body).toBe(201);
      bookings.push(response.json().booking);
    }
    const target = '2026-03-06T07:00:00.000Z';
    const answers = await Promise.all(
      bookings.map((booking, index) =>
        reschedule(
          t,
          booking.manageToken,
          { start: target },
          `10.1.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(
      answers
        .filter((answer) => answer.statusCode === 409)
        .every((a) => a.json().error.code === 'SLOT_TAKEN'),
    ).toBe(true);

    const [atTarget] = await selectRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM appointments WHERE starts_at = ${target}::timestamptz AND status = 'booked'`,
    );
    expect(atTarget?.count).toBe(1);
    for (const [index, booking] of bookings.entries()) {
      if (answers[index]?.statusCode === 200) continue;
      const view = await t.app.inject(`/api/public/bookings/${booking.manageToken}`);
      expect(view.json().booking.start).toBe(booking.start);
    }
  });
});

function reschedule(t: TestApp, token: string, payload: object, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${token}/reschedule`,
    payload,
    remoteAddress,
  });
}
