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

// The clock stands at Monday 2026-03-02 09:00 in Vienna (UTC+1); the doctor works Mon–Fri 08:00–12:00.
describe('a doctor’s changed date', () => {
  let t: TestApp;
  let b: BookableBusiness;
  const exceptionUrl = (date: string, doctorId = b.doctors[0]!.id) =>
    `/api/businesses/${b.business.id}/doctors/${doctorId}/exceptions/${date}`;
  const setException = (date: string, payload: unknown, doctorId?: string) =>
    t.app.inject({
      method: 'PUT',
      url: exceptionUrl(date, doctorId),
      headers: bearer(b.token),
      payload: payload as object,
    });
  const slotTimes = async (date: string) => {
    const res = await publicSlots(t.app, b.business.publicId, `typeId=${b.type.id}&from=${date}&to=${date}`);
    return (res.json().slots as { start: string }[]).map((slot) => slot.start.slice(11, 16));
  };
  const timetableDay = async (date: string) => {
    const res = await t.app.inject({
      url: `/api/businesses/${b.business.id}/timetable?week=${date}`,
      headers: bearer(b.token),
    });
    return res.json().timetable.doctors[0].days.find((day: { date: string }) => day.date === date);
  };

  beforeAll(async () => {
    t = await createTestApp();
    b = await createBookableBusiness(t.app);
  });
  afterAll(() => t.close());

  it('offers only the changed hours online, and the timetable shows them as an exception', async () => {
    expect(await slotTimes('2026-03-04')).toHaveLength(8);
    const res = await setException('2026-03-04', { hours: [{ start: '10:00', end: '11:00' }] });
    expect(res.statusCode).toBe(204);
    // 10:00 and 10:30 in Vienna are 09:00 and 09:30 UTC.
    expect(await slotTimes('2026-03-04')).toEqual(['09:00', '09:30']);
    expect(await timetableDay('2026-03-04')).toEqual({
      date: '2026-03-04',
      hours: [{ start: '10:00', end: '11:00' }],
      exception: true,
      absences: [],
    });
    // The doctors page and the calendar read it with the doctor.
    const doctors = await t.app.inject({
      url: `/api/businesses/${b.business.id}/doctors`,
      headers: bearer(b.token),
    });
    expect(doctors.json().doctors[0].exceptions).toEqual([
      { date: '2026-03-04', hours: [{ start: '10:00', end: '11:00' }] },
    ]);
  });

  it('refuses a public booking in the removed hours and takes one in the changed hours', async () => {
    const removed = await publicBooking(
      t.app,
      b.business.publicId,
      bookingBody(b.type.id, '2026-03-04T07:00:00Z'),
    );
    expect(removed.statusCode).toBe(422);
    expect(removed.json().error.code).toBe('SLOT_UNAVAILABLE');
    const kept = await publicBooking(
      t.app,
      b.business.publicId,
      bookingBody(b.type.id, '2026-03-04T09:00:00Z'),
    );
    expect(kept.statusCode).toBe(201);
  });

  it('takes a day off with no hours: no slot, and staff are warned before booking it', async () => {
    expect((await setException('2026-03-05', { hours: [] })).statusCode).toBe(204);
    expect(await slotTimes('2026-03-05')).toEqual([]);
    const staff = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${b.business.id}/appointments`,
      headers: bearer(b.token),
      payload: { ...bookingBody(b.type.id, '2026-03-05T08:00:00Z'), doctorId: b.doctors[0]!.id },
    });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().error).toMatchObject({
      code: 'OUTSIDE_AVAILABILITY',
      fields: { start: 'outsideHours' },
    });
    expect(await timetableDay('2026-03-05')).toMatchObject({ hours: [], exception: true });
  });

  it('opens a day the week leaves free (a Saturday)', async () => {
    expect(await slotTimes('2026-03-07')).toEqual([]);
    await setException('2026-03-07', { hours: [{ start: '09:00', end: '10:00' }] });
    expect(await slotTimes('2026-03-07')).toEqual(['08:00', '08:30']);
  });

  it('goes back to the week when the change is removed', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: exceptionUrl('2026-03-05'),
      headers: bearer(b.token),
    });
    expect(res.statusCode).toBe(204);
    expect(await slotTimes('2026-03-05')).toHaveLength(8);
    expect(await timetableDay('2026-03-05')).toMatchObject({ exception: false });
  });

  it('refuses overlapping hours with their fields and changes nothing', async () => {
    const res = await setException('2026-03-04', {
      hours: [
        { start: '08:00', end: '10:00' },
        { start: '09:00', end: '11:00' },
        { start: '12:00', end: '11:00' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'INVALID_TIME_RANGE',
      fields: { 'hours.1': 'overlap', 'hours.2': 'startNotBeforeEnd' },
    });
    expect(await slotTimes('2026-03-04')).toEqual(['09:30']);
  });

  it('answers bad dates and unknown fields with 400, and another business’s doctor with 404', async () => {
    expect((await setException('2026-02-30', { hours: [] })).statusCode).toBe(400);
    expect((await setException('tomorrow', { hours: [] })).statusCode).toBe(400);
    const unknown = await setException('2026-03-06', { hours: [], off: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ off: 'unknownField' });
    const other = await createBookableBusiness(t.app);
    expect((await setException('2026-03-06', { hours: [] }, other.doctors[0]!.id)).statusCode).toBe(404);
    expect(await slotTimes('2026-03-06')).toHaveLength(8);
  });
});
