import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import {
  type BookableBusiness,
  bookingBody,
  createBookableBusiness,
  publicBooking,
  publicSlots,
} from '../../../test/bookable-business';
import { setBookingRules, setTypeBookingRules } from '../../../test/booking-rules';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The test clock is Monday 2 March 2026, 09:00 in Vienna (08:00Z); the doctors work 08:00–12:00.
const vienna = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Vienna',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe('booking rules on the public booking page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const slotsOf = async (place: BookableBusiness, from: string, to = from) => {
    const response = await publicSlots(
      t.app,
      place.business.publicId,
      `typeId=${place.type.id}&from=${from}&to=${to}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json().slots as { start: string; doctorId: string }[];
  };
  const timesOn = async (place: BookableBusiness, date: string) =>
    (await slotsOf(place, date)).map((slot) => vienna.format(new Date(slot.start)));
  const book = (place: BookableBusiness, start: string, overrides: object = {}) =>
    publicBooking(t.app, place.business.publicId, bookingBody(place.type.id, start, overrides));

  it('are today’s behaviour for a new business, and a member reads back what they set', async () => {
    const place = await createBookableBusiness(t.app);
    expect(place.business.bookingRules).toMatchObject({
      minNoticeMinutes: 0,
      horizonDays: null,
      slotIntervalMinutes: null,
      maxPerDay: null,
      knownPatientsOnly: false,
      needsConfirmation: false,
      allowDoctorChoice: true,
    });
    const rules = await setBookingRules(t.app, place, { minNoticeMinutes: 90, maxPerDay: 20 });
    expect(rules).toMatchObject({ minNoticeMinutes: 90, maxPerDay: 20, cancelDeadlineHours: 0 });
  });

  it('refuses a rule out of its range with 400 VALIDATION naming it, and changes nothing', async () => {
    const place = await createBookableBusiness(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${place.business.id}`,
      headers: bearer(place.token),
      payload: { bookingRules: { slotIntervalMinutes: 2, horizonDays: 0 } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(
      expect.arrayContaining(['bookingRules.slotIntervalMinutes', 'bookingRules.horizonDays']),
    );
  });

  it('offers nothing closer than the minimum notice and refuses booking it (422)', async () => {
    const place = await createBookableBusiness(t.app);
    await setBookingRules(t.app, place, { minNoticeMinutes: 120 });
    expect(await timesOn(place, '2026-03-02')).toEqual(['11:00', '11:30']);
    const tooSoon = await book(place, '2026-03-02T09:00:00.000Z');
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().error.code).toBe('SLOT_UNAVAILABLE');
    expect((await book(place, '2026-03-02T10:00:00.000Z')).statusCode).toBe(201);
  });

  it('offers nothing after the horizon and refuses booking it', async () => {
    const place = await createBookableBusiness(t.app);
    await setBookingRules(t.app, place, { horizonDays: 1 });
    const dates = new Set(
      (await slotsOf(place, '2026-03-02', '2026-03-06')).map((slot) => slot.start.slice(0, 10)),
    );
    expect(dates).toEqual(new Set(['2026-03-02', '2026-03-03']));
    expect((await book(place, '2026-03-04T08:00:00.000Z')).statusCode).toBe(422);
    expect((await book(place, '2026-03-03T08:00:00.000Z')).statusCode).toBe(201);
  });

  it('keeps the buffers before and after a new booking clear of the others', async () => {
    const place = await createBookableBusiness(t.app);
    expect((await book(place, '2026-03-03T08:00:00.000Z')).statusCode).toBe(201); // Tuesday 09:00
    await setBookingRules(t.app, place, { bufferAfterMinutes: 15 });
    expect(await timesOn(place, '2026-03-03')).toEqual([
      '08:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    await setBookingRules(t.app, place, { bufferBeforeMinutes: 10 });
    expect(await timesOn(place, '2026-03-03')).toEqual(['08:00', '10:00', '10:30', '11:00', '11:30']);
    // 09:30 would be free but for its buffer before: the neighbour's booking takes it (409).
    const tooClose = await book(place, '2026-03-03T08:30:00.000Z', {
      firstName: 'Bruno',
      phone: '0664 7654321',
    });
    expect(tooClose.statusCode).toBe(409);
    expect(tooClose.json().error.code).toBe('SLOT_TAKEN');
  });

  it('starts slots on the interval grid, independent of the duration (a 90-minute table every 15 minutes)', async () => {
    const place = await createBookableBusiness(t.app, { restaurant: true, durationMinutes: 90 });
    await setBookingRules(t.app, place, { slotIntervalMinutes: 15 });
    const times = await timesOn(place, '2026-03-03');
    expect(times.slice(0, 5)).toEqual(['08:00', '08:15', '08:30', '08:45', '09:00']);
    expect(times.at(-1)).toBe('10:30');
    const booked = await book(place, '2026-03-03T07:45:00.000Z', { partySize: 2 }); // 08:45
    expect(booked.statusCode).toBe(201);
    expect(booked.json().booking.end).toBe('2026-03-03T09:15:00.000Z');
    expect(
      (await book(place, '2026-03-03T07:50:00.000Z', { partySize: 2, phone: '0664 1111111' })).statusCode,
    ).toBe(422);
  });

  it('lets a type’s override beat the business rule, "null" included', async () => {
    const place = await createBookableBusiness(t.app);
    await setBookingRules(t.app, place, { slotIntervalMinutes: 15, minNoticeMinutes: 600 });
    const type = await setTypeBookingRules(t.app, place, { slotIntervalMinutes: null, minNoticeMinutes: 0 });
    expect(type.bookingRules).toEqual({ slotIntervalMinutes: null, minNoticeMinutes: 0 });
    expect(await timesOn(place, '2026-03-02')).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    await setTypeBookingRules(t.app, place, {});
    expect(await timesOn(place, '2026-03-02')).toEqual([]);
  });

  it('obeys the same rules when the patient moves a booking through the manage link', async () => {
    const place = await createBookableBusiness(t.app);
    const booked = await book(place, '2026-03-03T08:00:00.000Z');
    await setBookingRules(t.app, place, { horizonDays: 2 });
    const move = (start: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/bookings/${booked.json().booking.manageToken}/reschedule`,
        payload: { start },
      });
    expect((await move('2026-03-06T08:00:00.000Z')).statusCode).toBe(422);
    expect((await move('2026-03-04T08:00:00.000Z')).statusCode).toBe(200);
  });
});
