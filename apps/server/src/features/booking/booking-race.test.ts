import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, createBookableBusiness } from '../../../test/bookable-business';
import { createTestApp, type TestApp } from '../../../test/test-app';

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
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: `/api/public/businesses/${business.publicId}/bookings`,
          payload: bookingBody(type.id, start, { firstName: `Patient${index}` }),
          remoteAddress: `10.0.0.${index + 1}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.code).toBe('SLOT_TAKEN');

    const rows = await t.database.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM appointments WHERE starts_at = ${start}::timestamptz AND status = 'booked'`,
    );
    const count = Array.isArray(rows)
      ? rows[0]?.count
      : (rows as { rows: { count: number }[] }).rows[0]?.count;
    expect(count).toBe(1);
  });
});
