import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  createBookableBusiness,
  publicBooking,
  publicSlots,
} from '../../../test/bookable-business';
import { signUpWithBusiness } from '../../../test/businesses';
import { selectRows } from '../../../test/lock-waits';
import { joinFrom, staffList } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { purgeIdempotencyKeys } from '../../jobs/purge-idempotency-keys';

describe('retries and repeats on the patient side', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const key = (value: string) => ({ 'idempotency-key': value });

  it('replays the first answer of a retried registration with the same Idempotency-Key, tokens included', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    const first = await joinFrom(t.app, business.publicId, 'Anna Berger', {}, key('retry-1'));
    const again = await joinFrom(t.app, business.publicId, 'Anna Berger', {}, key('retry-1'));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await staffList(t.app, staff, business.id)).total).toBe(1);
    // Without a key a repeat is a new registration (here: the namesake rule asks for the birth date).
    expect((await joinFrom(t.app, business.publicId, 'Anna Berger')).statusCode).toBe(409);
  });

  it('refuses the same key with another body (422 IDEMPOTENCY_KEY_REUSED) and changes nothing', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    await joinFrom(t.app, business.publicId, 'Anna Berger', {}, key('reused'));
    const other = await joinFrom(t.app, business.publicId, 'Ben Huber', {}, key('reused'));
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await staffList(t.app, staff, business.id)).total).toBe(1);
  });

  it('gives five simultaneous retries one entry and the same answer', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => joinFrom(t.app, business.publicId, 'Clara Maier', {}, key('burst'))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().entry.token)).size).toBe(1);
    expect((await staffList(t.app, staff, business.id)).total).toBe(1);
  });

  it('keeps the keys of joins apart from those of bookings and forgets them after a day', async () => {
    const { business, type } = await createBookableBusiness(t.app);
    expect((await joinFrom(t.app, business.publicId, 'Dora Wolf', {}, key('shared-key'))).statusCode).toBe(
      201,
    );
    const [slot] = (await publicSlots(t.app, business.publicId, `typeId=${type.id}`)).json().slots;
    const booked = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, slot.start),
      key('shared-key'),
    );
    expect(booked.statusCode).toBe(201);
    const rows = await selectRows<{ scope: string }>(
      t.database.db,
      sql`SELECT scope FROM idempotency_keys WHERE business_id = ${business.id} ORDER BY scope`,
    );
    expect(rows).toEqual([{ scope: 'booking' }, { scope: 'join' }]);
    const hour = 3600_000;
    expect(await purgeIdempotencyKeys(t.database.db, new Date(t.clock.now().getTime() + 23 * hour))).toBe(0);
    expect(
      await purgeIdempotencyKeys(t.database.db, new Date(t.clock.now().getTime() + 25 * hour)),
    ).toBeGreaterThan(1);
    const left = await selectRows(
      t.database.db,
      sql`SELECT 1 FROM idempotency_keys WHERE business_id = ${business.id}`,
    );
    expect(left).toEqual([]);
  });

  it('limits stepping out and back per patient link, with Retry-After', async () => {
    const { business } = await signUpWithBusiness(t.app);
    const { token } = (await joinFrom(t.app, business.publicId, 'Emil Bauer')).json().entry;
    const toggle = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/queue/${token}/${n % 2 === 0 ? 'step-out' : 'return'}`,
        remoteAddress: `198.51.100.${n + 1}`,
      });
    for (let n = 0; n < 10; n++) expect((await toggle(n)).statusCode).toBe(200);
    const limited = await toggle(10);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits one visitor toggling many links', async () => {
    const { business } = await signUpWithBusiness(t.app);
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++)
      tokens.push((await joinFrom(t.app, business.publicId, `Gast${i} Test`)).json().entry.token);
    const statuses: number[] = [];
    for (let n = 0; n < 31; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/queue/${tokens[n % 4]}/${Math.floor(n / 4) % 2 === 0 ? 'step-out' : 'return'}`,
        remoteAddress: '203.0.113.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('limits the notifications switch per patient link, apart from stepping out', async () => {
    const { business } = await signUpWithBusiness(t.app);
    const { token } = (await joinFrom(t.app, business.publicId, 'Nora Schalter')).json().entry;
    const flip = (n: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/queue/${token}/notifications`,
        payload: { enabled: n % 2 === 0 },
        remoteAddress: `198.51.100.${n + 101}`,
      });
    for (let n = 0; n < 10; n++) expect((await flip(n)).statusCode).toBe(200);
    const limited = await flip(10);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Its own budget: stepping out still works.
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/queue/${token}/step-out`,
      remoteAddress: '198.51.100.250',
    });
    expect(out.statusCode).toBe(200);
  });
});
