import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, createBookableBusiness } from '../../test/bookable-business';
import { createTestApp, type TestApp } from '../../test/test-app';
import { purgeIdempotencyKeys } from './purge-idempotency-keys';

describe('purging the stored answers of bookings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps an answer for a day for retries and then forgets it (it holds the manage token)', async () => {
    const { business, type } = await createBookableBusiness(t.app);
    const book = (key: string, start: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/businesses/${business.publicId}/bookings`,
        headers: { 'idempotency-key': key },
        payload: bookingBody(type.id, start),
      });
    const first = await book('retry-1', '2026-03-03T07:00:00.000Z');
    expect(await purgeIdempotencyKeys(t.database.db, t.clock.now())).toBe(0);
    expect((await book('retry-1', '2026-03-03T07:00:00.000Z')).json()).toEqual(first.json());

    t.clock.advanceMinutes(24 * 60 + 1);
    try {
      expect(await purgeIdempotencyKeys(t.database.db, t.clock.now())).toBe(1);
    } finally {
      t.clock.advanceMinutes(-(24 * 60 + 1));
    }
  });
});
