import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import {
  type BookableBusiness,
  bookingBody,
  createBookableBusiness,
  publicBooking,
  publicSlots,
} from '../../../test/bookable-business';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The clock stands at Monday 2026-03-02 09:00 in Vienna; the doctor works Mon–Fri 08:00–12:00.
describe('absences over a range of dates', () => {
  let t: TestApp;
  let b: BookableBusiness;
  const absencesUrl = () => `/api/businesses/${b.business.id}/doctors/${b.doctors[0]!.id}/absences`;
  const add = (payload: object) =>
    t.app.inject({ method: 'POST', url: absencesUrl(), headers: bearer(b.token), payload });
  const slotDays = async (from: string, to: string) => {
    const res = await publicSlots(t.app, b.business.publicId, `typeId=${b.type.id}&from=${from}&to=${to}`);
    const slots = res.json().slots as { start: string }[];
    return [...new Set(slots.map((slot) => slot.start.slice(0, 10)))];
  };

  beforeAll(async () => {
    t = await createTestApp();
    b = await createBookableBusiness(t.app);
  });
  afterAll(() => t.close());

  it('records a two-week holiday as one absence, shown with from, to and the old date', async () => {
    const res = await add({ from: '2026-03-09', to: '2026-03-20', allDay: true, reason: 'Urlaub' });
    expect(res.statusCode).toBe(201);
    expect(res.json().absence).toEqual({
      id: expect.any(String),
      from: '2026-03-09',
      to: '2026-03-20',
      date: '2026-03-09',
      allDay: true,
      start: null,
      end: null,
      reason: 'Urlaub',
    });
  });

  it('offers no slot on any day of the range, and slots again the Monday after', async () => {
    expect(await slotDays('2026-03-06', '2026-03-23')).toEqual(['2026-03-06', '2026-03-23']);
  });

  it('refuses a public booking on a day inside the range', async () => {
    const res = await publicBooking(
      t.app,
      b.business.publicId,
      bookingBody(b.type.id, '2026-03-17T08:00:00Z'),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('SLOT_UNAVAILABLE');
  });

  it('blocks the same hours each day of a partial range', async () => {
    const res = await add({
      from: '2026-03-24',
      to: '2026-03-26',
      allDay: false,
      start: '08:00',
      end: '11:00',
    });
    expect(res.statusCode).toBe(201);
    const slots = await publicSlots(
      t.app,
      b.business.publicId,
      `typeId=${b.type.id}&from=2026-03-24&to=2026-03-27`,
    );
    const starts = (slots.json().slots as { start: string }[]).map((slot) => slot.start);
    expect(starts.filter((start) => start < '2026-03-27')).toEqual([
      '2026-03-24T10:00:00.000Z',
      '2026-03-24T10:30:00.000Z',
      '2026-03-25T10:00:00.000Z',
      '2026-03-25T10:30:00.000Z',
      '2026-03-26T10:00:00.000Z',
      '2026-03-26T10:30:00.000Z',
    ]);
  });

  it('still takes the single `date` of older clients as a one-day absence', async () => {
    const res = await add({ date: '2026-04-01', allDay: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().absence).toMatchObject({ from: '2026-04-01', to: '2026-04-01', date: '2026-04-01' });
  });

  it('refuses a range that ends before it starts with 422 INVALID_DATE_RANGE, and one over 366 days', async () => {
    const reversed = await add({ from: '2026-05-10', to: '2026-05-01', allDay: true });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().error).toMatchObject({
      code: 'INVALID_DATE_RANGE',
      fields: { to: 'toBeforeFrom' },
    });
    const tooLong = await add({ from: '2026-05-01', to: '2027-05-02', allDay: true });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().error.code).toBe('RANGE_TOO_LONG');
    const neither = await add({ allDay: true });
    expect(neither.statusCode).toBe(400);
  });
});
