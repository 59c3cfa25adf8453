import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha } from '../../../test/altcha-solver';
import { bookingBody, createBookableBusiness, publicBooking } from '../../../test/bookable-business';
import { signUpWithBusiness } from '../../../test/businesses';
import { addAtDesk, join } from '../../../test/queue-helpers';
import { createTestApp, type TestApp, testConfig } from '../../../test/test-app';
import { purgeUsedChallenges } from '../../jobs/purge-used-challenges';

// Small budgets, so a test reaches them in a few requests: 3 self-registrations and 2 online
// bookings per place in 10 minutes (the defaults are 30 and 20).
const limits = {
  ...testConfig().limits,
  placeJoins: { max: 3, windowMinutes: 10 },
  placeBookings: { max: 2, windowMinutes: 10 },
};

// The clock stands at Monday 2026-03-02 09:00 in Vienna; doctors work Mon–Fri 08:00–12:00.
const tuesdayAt = (hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 2, 3, hour - 1, minute)).toISOString();

describe("a place's budget of public writes and the proof-of-work challenge", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { limits } });
  });
  afterAll(() => t.close());

  const joinWith = (
    publicId: string,
    fullName: string,
    headers: Record<string, string> = {},
    ip = '198.51.100.1',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${publicId}/queue`,
      payload: { fullName },
      headers,
      remoteAddress: ip,
    });

  /** A place whose budget of self-registrations is used up; the challenge of its next join. */
  async function placeOverJoinBudget() {
    const { business, token } = await signUpWithBusiness(t.app);
    for (const name of ['Anna Berger', 'Ben Huber', 'Cem Yılmaz']) {
      expect((await join(t.app, business.publicId, name)).status).toBe(201);
    }
    const refused = await joinWith(business.publicId, 'Dora Maier');
    return { business, token, refused };
  }

  it('asks for a solved challenge once the place is over its budget, and takes the solution', async () => {
    const { business, refused } = await placeOverJoinBudget();
    expect(refused.statusCode).toBe(429);
    const { error } = refused.json();
    expect(error.code).toBe('CHALLENGE_REQUIRED');
    expect(error.challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      data: { place: business.publicId, kind: 'join', exp: expect.any(Number) },
    });
    expect(error.challenge.signature).toMatch(/^[0-9a-f]{64}$/);

    const solved = await joinWith(business.publicId, 'Dora Maier', {
      'x-altcha': await solveAltcha(error.challenge),
    });
    expect(solved.statusCode).toBe(201);
    expect(solved.json().entry.firstName).toBe('Dora');
  });

  it('takes a solution once: the same one again is refused with a new challenge', async () => {
    const { business, refused } = await placeOverJoinBudget();
    const header = await solveAltcha(refused.json().error.challenge);
    expect((await joinWith(business.publicId, 'Dora Maier', { 'x-altcha': header })).statusCode).toBe(201);
    const replay = await joinWith(business.publicId, 'Emil Gruber', { 'x-altcha': header });
    expect(replay.statusCode).toBe(429);
    expect(replay.json().error).toMatchObject({ code: 'CHALLENGE_REQUIRED', challenge: expect.any(Object) });
    expect(replay.json().error.message).toMatch(/already used/);
  });

  it('lets only one of two requests with the same solution at the same moment through', async () => {
    const { business, refused } = await placeOverJoinBudget();
    const header = await solveAltcha(refused.json().error.challenge);
    const both = await Promise.all([
      joinWith(business.publicId, 'Dora Maier', { 'x-altcha': header }),
      joinWith(business.publicId, 'Emil Gruber', { 'x-altcha': header }),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 429]);
  });

  it('refuses a solution issued for another place or for another kind of write', async () => {
    const first = await placeOverJoinBudget();
    const second = await placeOverJoinBudget();
    const forFirst = await solveAltcha(first.refused.json().error.challenge);
    const elsewhere = await joinWith(second.business.publicId, 'Dora Maier', { 'x-altcha': forFirst });
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().error.message).toMatch(/another place/);

    const { business, type } = await createBookableBusiness(t.app);
    for (const [hour, phone] of [
      [8, '0664 1000001'],
      [9, '0664 1000002'],
    ] as const) {
      const ok = await publicBooking(
        t.app,
        business.publicId,
        bookingBody(type.id, tuesdayAt(hour), { phone }),
      );
      expect(ok.statusCode).toBe(201);
    }
    for (const name of ['Ben Huber', 'Cem Yılmaz', 'Dora Maier']) {
      expect((await join(t.app, business.publicId, name)).status).toBe(201);
    }
    const bookingRefused = await publicBooking(t.app, business.publicId, bookingBody(type.id, tuesdayAt(10)));
    expect(bookingRefused.json().error.challenge.parameters.data.kind).toBe('booking');
    const forBooking = await solveAltcha(bookingRefused.json().error.challenge);
    const asJoin = await joinWith(business.publicId, 'Emil Gruber', { 'x-altcha': forBooking });
    expect(asJoin.statusCode).toBe(429);
    expect(asJoin.json().error.message).toMatch(/another place or action/);
  });

  it('refuses an expired solution, a forged one and one that is no payload at all', async () => {
    const { business, refused } = await placeOverJoinBudget();
    const { challenge } = refused.json().error;
    const header = await solveAltcha(challenge);
    t.clock.advanceMinutes(6);
    try {
      const late = await joinWith(business.publicId, 'Dora Maier', { 'x-altcha': header });
      expect(late.statusCode).toBe(429);
      expect(late.json().error.message).toMatch(/expired/);
    } finally {
      t.clock.advanceMinutes(-6);
    }
    const forged = Buffer.from(
      JSON.stringify({
        challenge: {
          ...challenge,
          parameters: { ...challenge.parameters, data: { ...challenge.parameters.data, exp: 9e9 } },
        },
        solution: { counter: 1, derivedKey: '00' },
      }),
    ).toString('base64');
    const tampered = await joinWith(business.publicId, 'Dora Maier', { 'x-altcha': forged });
    expect(tampered.json().error).toMatchObject({ code: 'CHALLENGE_REQUIRED' });
    const garbage = await joinWith(business.publicId, 'Dora Maier', { 'x-altcha': 'not base64 json' });
    expect(garbage.statusCode).toBe(429);
    expect(garbage.json().error.code).toBe('CHALLENGE_REQUIRED');
  });

  it('counts only self-registrations in the rolling window: desk entries do not count, old ones expire', async () => {
    const { business, token } = await signUpWithBusiness(t.app);
    for (const lastName of ['Eins', 'Zwei', 'Drei', 'Vier']) {
      expect((await addAtDesk(t.app, token, business.id, { firstName: 'Desk', lastName })).statusCode).toBe(
        201,
      );
    }
    for (const name of ['Anna Berger', 'Ben Huber', 'Cem Yılmaz']) {
      expect((await join(t.app, business.publicId, name)).status).toBe(201);
    }
    expect((await joinWith(business.publicId, 'Dora Maier')).statusCode).toBe(429);
    t.clock.advanceMinutes(11);
    try {
      expect((await joinWith(business.publicId, 'Dora Maier')).statusCode).toBe(201);
    } finally {
      t.clock.advanceMinutes(-11);
    }
  });

  it('guards public bookings with their own budget', async () => {
    const { business, type } = await createBookableBusiness(t.app);
    for (const [hour, phone] of [
      [8, '0664 2000001'],
      [9, '0664 2000002'],
    ] as const) {
      const ok = await publicBooking(
        t.app,
        business.publicId,
        bookingBody(type.id, tuesdayAt(hour), { phone }),
      );
      expect(ok.statusCode).toBe(201);
    }
    const refused = await publicBooking(t.app, business.publicId, bookingBody(type.id, tuesdayAt(10)));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('CHALLENGE_REQUIRED');
    const solved = await publicBooking(t.app, business.publicId, bookingBody(type.id, tuesdayAt(10)), {
      'x-altcha': await solveAltcha(refused.json().error.challenge),
    });
    expect(solved.statusCode).toBe(201);
  });

  it('still applies the per-address limit, before the challenge', async () => {
    const { business, refused } = await placeOverJoinBudget();
    const header = await solveAltcha(refused.json().error.challenge);
    // The join allows 30 requests a minute per address; malformed ones count too.
    for (let i = 0; i < 30; i++) {
      await t.app.inject({
        method: 'POST',
        url: `/api/public/businesses/${business.publicId}/queue`,
        payload: {},
        remoteAddress: '203.0.113.7',
      });
    }
    const limited = await joinWith(business.publicId, 'Dora Maier', { 'x-altcha': header }, '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    // Another address with the same solution gets in: the limited request did not use it up.
    expect(
      (await joinWith(business.publicId, 'Dora Maier', { 'x-altcha': header }, '203.0.113.8')).statusCode,
    ).toBe(201);
  });

  it('answers 404 for an unknown place, whatever its budget would be', async () => {
    expect((await joinWith('UNKNOWN000', 'Dora Maier')).statusCode).toBe(404);
    expect(
      (await publicBooking(t.app, 'UNKNOWN000', bookingBody(crypto.randomUUID(), tuesdayAt(8)))).statusCode,
    ).toBe(404);
  });

  it('forgets used solutions once they expired', async () => {
    const { business, refused } = await placeOverJoinBudget();
    const header = await solveAltcha(refused.json().error.challenge);
    expect((await joinWith(business.publicId, 'Dora Maier', { 'x-altcha': header })).statusCode).toBe(201);
    expect(await purgeUsedChallenges(t.database.db, t.clock.now())).toBe(0);
    t.clock.advanceMinutes(6);
    try {
      expect(await purgeUsedChallenges(t.database.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.advanceMinutes(-6);
    }
  });

  it('shows the X-Altcha header and the 429 answer in the OpenAPI document of both routes', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    for (const path of [
      '/api/public/businesses/{publicId}/queue',
      '/api/public/businesses/{publicId}/bookings',
    ]) {
      const operation = doc.paths[path].post;
      expect(operation.parameters).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'x-altcha' }),
      );
      expect(JSON.stringify(operation.responses['429'])).toContain('ChallengeErrorResponse');
    }
  });
});
