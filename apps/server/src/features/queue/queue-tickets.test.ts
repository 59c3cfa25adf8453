import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { bookingBody, createBookableBusiness, publicBooking } from '../../../test/bookable-business';
import { signUpWithBusiness } from '../../../test/businesses';
import { insertQueueEntry } from '../../../test/queue-entries';
import { addAtDesk, joinFrom, patientView, staffList } from '../../../test/queue-helpers';
import { createTestApp, type TestApp, testConfig } from '../../../test/test-app';

// Tickets (issue 21): every entry of a line gets `A` + its number of the business's local day.

describe('waiting-room tickets', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Thirty joins at once must all get in: a generous budget per place.
    t = await createTestApp({
      config: { limits: { ...testConfig().limits, placeJoins: { max: 1000, windowMinutes: 10 } } },
    });
  });
  afterAll(() => t.close());

  const clockAt = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());

  it('numbers the entries of a day A001, A002, … across self-registration and the desk, in both shapes', async () => {
    clockAt('2026-03-02T08:00:00.000Z');
    const { token, business } = await signUpWithBusiness(t.app);
    const first = (await joinFrom(t.app, business.publicId, 'Anna Berger')).json();
    expect(first.entry.ticket).toBe('A001');
    const desk = await addAtDesk(t.app, token, business.id, { firstName: 'Ben', lastName: 'Huber' });
    expect(desk.json().entry.ticket).toBe('A002');
    const third = (await joinFrom(t.app, business.publicId, 'Carla Wimmer')).json();
    expect(third.entry.ticket).toBe('A003');
    expect(await patientView(t.app, third.entry.token)).toMatchObject({ ticket: 'A003', urgent: false });
    const list = await staffList(t.app, token, business.id);
    expect(list.entries.map((entry: { ticket: string }) => entry.ticket)).toEqual(['A001', 'A002', 'A003']);
  });

  it('starts again at A001 on the next local day (midnight in the business’s time zone, not UTC)', async () => {
    // 23:30 in Vienna on Monday (22:30 UTC).
    clockAt('2026-03-02T22:30:00.000Z');
    const { business } = await signUpWithBusiness(t.app, { timeZone: 'Europe/Vienna' });
    expect((await joinFrom(t.app, business.publicId, 'Anna Berger')).json().entry.ticket).toBe('A001');
    expect((await joinFrom(t.app, business.publicId, 'Ben Huber')).json().entry.ticket).toBe('A002');
    // 00:10 on Tuesday in Vienna, still Monday in UTC.
    clockAt('2026-03-02T23:10:00.000Z');
    expect((await joinFrom(t.app, business.publicId, 'Carla Wimmer')).json().entry.ticket).toBe('A001');
  });

  it('counts each business on its own', async () => {
    clockAt('2026-03-04T08:00:00.000Z');
    const one = await signUpWithBusiness(t.app);
    const two = await signUpWithBusiness(t.app);
    expect((await joinFrom(t.app, one.business.publicId, 'Anna Berger')).json().entry.ticket).toBe('A001');
    expect((await joinFrom(t.app, two.business.publicId, 'Anna Berger')).json().entry.ticket).toBe('A001');
  });

  it('gives 30 parallel joins 30 different tickets with no gap', async () => {
    clockAt('2026-03-05T08:00:00.000Z');
    const { business } = await signUpWithBusiness(t.app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => joinFrom(t.app, business.publicId, `Person${i} Parallel`)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(30).fill(201));
    const tickets = answers.map((res) => res.json().entry.ticket as string).sort();
    expect(tickets).toEqual(Array.from({ length: 30 }, (_, i) => `A${String(i + 1).padStart(3, '0')}`));
  });

  it('gives a checked-in appointment the next ticket of the day too', async () => {
    clockAt('2026-03-02T08:00:00.000Z');
    const place = await createBookableBusiness(t.app);
    const booked = await publicBooking(
      t.app,
      place.business.publicId,
      bookingBody(place.type.id, '2026-03-03T08:00:00.000Z'),
      {},
    );
    clockAt('2026-03-03T07:50:00.000Z');
    await addAtDesk(t.app, place.token, place.business.id, { firstName: 'Ben', lastName: 'Walkin' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${place.business.id}/appointments/${booked.json().booking.id}/check-in`,
      headers: bearer(place.token),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().entry.ticket).toBe('A002');
  });

  it('shows entries from before tickets with ticket null', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    await insertQueueEntry(t.database.db, business.id);
    const list = await staffList(t.app, token, business.id);
    expect(list.entries[0]).toMatchObject({ ticket: null });
  });
});
