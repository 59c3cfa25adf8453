import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { type BookableBusiness, bookingBody, createBookableBusiness } from '../../../test/bookable-business';
import { selectRows } from '../../../test/lock-waits';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Every path that takes a time goes through reserveSlot: whichever path loses a race hears the
// same 409 SLOT_TAKEN, and the doctor never holds two appointments at once.
describe('a patient online and staff reserving the same slot at the same moment', () => {
  let t: TestApp;
  let b: BookableBusiness;
  beforeAll(async () => {
    t = await createTestApp();
    b = await createBookableBusiness(t.app);
  });
  afterAll(() => t.close());

  // Each patient books with their own phone: the limit of open bookings per contact stays out of it.
  const publicBooking = (start: string, phone: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${b.business.publicId}/bookings`,
      payload: bookingBody(b.type.id, start, { phone }),
      remoteAddress: '10.1.0.1',
    });
  const staffCreate = (start: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/businesses/${b.business.id}/appointments`,
      headers: bearer(b.token),
      payload: {
        ...bookingBody(b.type.id, start, { firstName: 'Berta', phone: '0664 7654321' }),
        doctorId: b.doctors[0]!.id,
      },
    });
  const bookedAt = async (start: string) => {
    const [row] = await selectRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM appointments WHERE starts_at = ${start}::timestamptz AND status = 'booked'`,
    );
    return row?.count;
  };

  it('gives each slot to exactly one of them; the other hears 409 SLOT_TAKEN', async () => {
    // Tuesday to Friday 08:00 and 09:00 in Vienna: eight races, the public booking sent first in half of them.
    const starts = ['10', '11', '12', '13'].flatMap((day) => [
      `2026-03-${day}T07:00:00.000Z`,
      `2026-03-${day}T08:00:00.000Z`,
    ]);
    for (const [index, start] of starts.entries()) {
      const [online, staff] =
        index % 2 === 0
          ? await Promise.all([publicBooking(start, `0664 55500${index}`), staffCreate(start)])
          : await Promise.all([staffCreate(start), publicBooking(start, `0664 55500${index}`)]).then(
              ([s, o]) => [o, s] as const,
            );
      const statuses = [online.statusCode, staff.statusCode].sort();
      expect(statuses, `${start}: ${online.body} / ${staff.body}`).toEqual([201, 409]);
      const loser = online.statusCode === 409 ? online : staff;
      expect(loser.json().error.code).toBe('SLOT_TAKEN');
      expect(await bookedAt(start)).toBe(1);
    }
  });

  it('refuses a staff move onto a time a patient just booked, with the same SLOT_TAKEN', async () => {
    const start = '2026-03-17T07:00:00.000Z';
    const other = (await staffCreate('2026-03-17T09:00:00.000Z')).json().appointment;
    const [online, moved] = await Promise.all([
      publicBooking(start, '0664 5559999'),
      t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${b.business.id}/appointments/${other.id}`,
        headers: bearer(b.token),
        payload: { start },
      }),
    ]);
    const winners = [online.statusCode === 201, moved.statusCode === 200].filter(Boolean);
    expect(winners, `${online.body} / ${moved.body}`).toHaveLength(1);
    const loser = [online, moved].find((answer) => answer.statusCode === 409);
    expect(loser?.json().error.code).toBe('SLOT_TAKEN');
    expect(await bookedAt(start)).toBe(1);
  });
});
