import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, createBookableBusiness } from '../../../test/bookable-business';
import { lockWaits, selectRows } from '../../../test/lock-waits';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDatabaseKind } from '../../../test/test-database';
import type { App } from '../../app';

// DESIGN.md "No double booking, ever": the exclusion constraint decides, not the check before it.
describe('fifty patients booking the same slot at the same moment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives it to exactly one of them: one 201, forty-nine 409 SLOT_TAKEN, one row', async () => {
    const { business, type } = await createBookableBusiness(t.app);
    const start = '2026-03-03T07:00:00.000Z';
    const answers = await bookAtOnce(t.app, business.publicId, type.id, start, 50);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.code).toBe('SLOT_TAKEN');

    const [row] = await selectRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM appointments WHERE starts_at = ${start}::timestamptz AND status = 'booked'`,
    );
    expect(row?.count).toBe(1);
  });

  it('with three doctors and no doctor chosen, gives the time to exactly three: each of them once', async () => {
    const { business, type } = await createBookableBusiness(t.app, { doctors: 3 });
    const start = '2026-03-04T07:00:00.000Z';
    // Ten at once (PostgreSQL's pool): all of them find every doctor free before any has booked.
    const answers = await bookAtOnce(t.app, business.publicId, type.id, start, 10);
    const booked = answers.filter((answer) => answer.statusCode === 201);
    expect(booked).toHaveLength(3);
    expect(new Set(booked.map((answer) => answer.json().booking.doctorId)).size).toBe(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(7);
  });

  // PGlite has one connection, so only PostgreSQL can show two bookings inside the database at once.
  it.runIf(testDatabaseKind() === 'postgres')(
    'lets simultaneous bookings of one doctor take turns, so none waits inside the exclusion constraint',
    async () => {
      const { business, type } = await createBookableBusiness(t.app);
      const start = '2026-03-05T07:00:00.000Z';
      // Hold every insert into appointments back until all five bookings are in the database.
      const gate = await t.database.connect();
      await gate.exec('BEGIN; LOCK TABLE appointments IN SHARE MODE');
      const answers = bookAtOnce(t.app, business.publicId, type.id, start, 5);
      const waits = await lockWaits(t.database.db, 5);
      await gate.exec('COMMIT');
      gate.release();

      // One booking checked the slot and waits at its insert; the others wait for their turn. Side by
      // side at the insert, two of them could each wait for the other: PostgreSQL then aborts one
      // per second with a deadlock error instead of answering SLOT_TAKEN.
      expect(waits.sort()).toEqual(['advisory', 'advisory', 'advisory', 'advisory', 'relation']);
      const statuses = (await answers).map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409]);
    },
  );
});

/** `count` patients (each from their own address, with their own phone) book `start` at the same moment. */
function bookAtOnce(app: App, publicId: string, typeId: string, start: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      app.inject({
        method: 'POST',
        url: `/api/public/businesses/${publicId}/bookings`,
        payload: bookingBody(typeId, start, {
          firstName: `Patient${index}`,
          phone: `0664 ${1_000_000 + index}`,
        }),
        remoteAddress: `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`,
      }),
    ),
  );
}
