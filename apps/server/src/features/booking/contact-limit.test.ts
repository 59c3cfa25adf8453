import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { bookingBody, createBookableBusiness } from '../../../test/bookable-business';
import { lockWaits } from '../../../test/lock-waits';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDatabaseKind } from '../../../test/test-database';

// The clock stands at Monday 2026-03-02 09:00 in Vienna; doctors work Mon–Fri 08:00–12:00.
const at = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 2, day, hour - 1, minute)).toISOString();

// Issue 16: all slots of a fortnight went to a handful of senders. A phone number and an e-mail
// address may each hold two open future bookings per place (config.limits.openBookingsPerContact).
describe('open bookings per phone number and e-mail address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const book = (publicId: string, body: object, ip = '198.51.100.20') =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${publicId}/bookings`,
      payload: body,
      remoteAddress: ip,
    });

  it('refuses a third open booking of one phone number, however it is written', async () => {
    const { business, type } = await createBookableBusiness(t.app);
    expect((await book(business.publicId, bookingBody(type.id, at(3, 8)))).statusCode).toBe(201);
    const other = { firstName: 'Ben', lastName: 'Huber', phone: '0664/1234567' };
    expect((await book(business.publicId, bookingBody(type.id, at(4, 8), other))).statusCode).toBe(201);
    const third = await book(business.publicId, bookingBody(type.id, at(5, 8), { phone: '0664 123 45 67' }));
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatchObject({ code: 'BOOKING_LIMIT', fields: { phone: 'bookingLimit' } });
    // Another number books as usual.
    expect(
      (await book(business.publicId, bookingBody(type.id, at(5, 8), { phone: '0664 7654321' }))).statusCode,
    ).toBe(201);
  });

  it('refuses a third open booking of one e-mail address, in any case, whatever the phone', async () => {
    const { business, type } = await createBookableBusiness(t.app);
    const withMail = (hour: number, phone: string, email: string) =>
      book(business.publicId, bookingBody(type.id, at(3, hour), { phone, email }));
    expect((await withMail(8, '0664 1000001', 'anna@example.com')).statusCode).toBe(201);
    expect((await withMail(9, '0664 1000002', 'Anna@Example.com')).statusCode).toBe(201);
    const third = await withMail(10, '0664 1000003', 'ANNA@example.com');
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatchObject({ code: 'BOOKING_LIMIT', fields: { email: 'bookingLimit' } });
  });

  it('counts only open future online bookings of this place', async () => {
    const { business, type, token, doctors } = await createBookableBusiness(t.app);
    // Staff booked three for this number: the practice's own decision, not counted.
    for (const hour of [8, 9, 10]) {
      const staff = await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${business.id}/appointments`,
        headers: bearer(token),
        payload: { ...bookingBody(type.id, at(6, hour)), doctorId: doctors[0]!.id },
      });
      expect(staff.statusCode).toBe(201);
    }
    // Another place's bookings do not count either.
    const elsewhere = await createBookableBusiness(t.app);
    for (const hour of [8, 9]) {
      expect(
        (await book(elsewhere.business.publicId, bookingBody(elsewhere.type.id, at(3, hour)))).statusCode,
      ).toBe(201);
    }
    const today = await book(business.publicId, bookingBody(type.id, at(2, 10)));
    expect(today.statusCode).toBe(201);
    const cancelled = await book(business.publicId, bookingBody(type.id, at(3, 8)));
    await t.app.inject({
      method: 'DELETE',
      url: `/api/public/bookings/${cancelled.json().booking.manageToken}`,
    });
    expect((await book(business.publicId, bookingBody(type.id, at(3, 9)))).statusCode).toBe(201);
    expect((await book(business.publicId, bookingBody(type.id, at(3, 10)))).statusCode).toBe(409);
    // Once today's appointment has begun it is no longer open.
    t.clock.advanceMinutes(61);
    try {
      expect((await book(business.publicId, bookingBody(type.id, at(3, 10)))).statusCode).toBe(201);
    } finally {
      t.clock.advanceMinutes(-61);
    }
  });

  it('lets two of five simultaneous bookings of one number through, never more', async () => {
    const { business, type, doctors } = await createBookableBusiness(t.app, { doctors: 5 });
    const answers = await Promise.all(
      doctors.map((doctor, index) =>
        book(
          business.publicId,
          bookingBody(type.id, at(3, 8), { doctorId: doctor.id }),
          `198.51.100.${30 + index}`,
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
  });

  // PGlite has one connection, so only PostgreSQL can hold five bookings inside the database at once.
  it.runIf(testDatabaseKind() === 'postgres')(
    'makes simultaneous bookings of one number take turns, so each counts the ones before it',
    async () => {
      const { business, type, doctors } = await createBookableBusiness(t.app, { doctors: 5 });
      // Every booking has its own doctor, so only the contact's lock can make them wait for each other.
      const gate = await t.database.connect();
      await gate.exec('BEGIN; LOCK TABLE appointments IN SHARE MODE');
      const answers = Promise.all(
        doctors.map((doctor, index) =>
          book(
            business.publicId,
            bookingBody(type.id, at(4, 8), { doctorId: doctor.id }),
            `198.51.100.${40 + index}`,
          ),
        ),
      );
      const waits = await lockWaits(t.database.db, 5);
      await gate.exec('COMMIT');
      gate.release();
      // One booking counted and waits at its insert; the other four wait for the contact.
      expect(waits.sort()).toEqual(['advisory', 'advisory', 'advisory', 'advisory', 'relation']);
      expect((await answers).map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    },
  );
});
