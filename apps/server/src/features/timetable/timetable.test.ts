import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { type BookableBusiness, createBookableBusiness } from '../../../test/bookable-business';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The clock stands at Monday 2026-03-02 09:00 in Vienna; the doctor works Mon–Fri 08:00–12:00.
describe('the team’s timetable', () => {
  let t: TestApp;
  let b: BookableBusiness;
  let ownerId: string;
  const base = () => `/api/businesses/${b.business.id}`;
  const read = async (week?: string) => {
    const res = await t.app.inject({
      url: `${base()}/timetable${week ? `?week=${week}` : ''}`,
      headers: bearer(b.token),
    });
    expect(res.statusCode).toBe(200);
    return res.json().timetable;
  };
  const send = (method: 'PUT' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `${base()}${path}`,
      headers: bearer(b.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const memberDays = async (week: string) =>
    (await read(week)).members[0].days.map((day: { hours: { start: string }[]; exception: boolean }) =>
      day.exception
        ? day.hours.length === 0
          ? 'away'
          : day.hours.map((h) => h.start).join('+')
        : day.hours.length,
    );

  beforeAll(async () => {
    t = await createTestApp();
    b = await createBookableBusiness(t.app);
    ownerId = (await read()).members[0].userId;
  });
  afterAll(() => t.close());

  it('reads this week from Monday to Sunday with today, the doctors’ hours and absences', async () => {
    const doctorId = b.doctors[0]!.id;
    await send('POST', `/doctors/${doctorId}/absences`, {
      from: '2026-03-05',
      to: '2026-03-10',
      allDay: true,
    });
    const week = await read();
    expect(week).toMatchObject({ from: '2026-03-02', to: '2026-03-08', today: '2026-03-02' });
    const doctor = week.doctors[0];
    expect(doctor).toMatchObject({ id: doctorId, name: 'Dr. 1' });
    expect(doctor.workingTimes).toHaveLength(5);
    expect(doctor.days.map((day: { date: string }) => day.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(doctor.days[0]).toEqual({
      date: '2026-03-02',
      hours: [{ start: '08:00', end: '12:00' }],
      exception: false,
      absences: [],
    });
    expect(doctor.days[3].absences).toMatchObject([{ from: '2026-03-05', to: '2026-03-10', allDay: true }]);
    expect(doctor.days[5].hours).toEqual([]);
    expect(week.members).toEqual([
      expect.objectContaining({
        userId: ownerId,
        firstName: 'Ana',
        lastName: 'Berger',
        role: 'owner',
        shifts: [],
      }),
    ]);
  });

  it('reads the week of any date, and the absence goes on into it', async () => {
    const week = await read('2026-03-12');
    expect(week).toMatchObject({ from: '2026-03-09', to: '2026-03-15' });
    expect(week.doctors[0].days[1].absences).toHaveLength(1);
    expect(week.doctors[0].days[2].absences).toEqual([]);
  });

  it('stores a member’s weekly shifts, replaces them, and clears them with an empty list', async () => {
    const saved = await send('PUT', `/timetable/members/${ownerId}/shifts`, [
      { weekday: 2, start: '13:00', end: '17:00' },
      { weekday: 1, start: '07:30', end: '12:00' },
    ]);
    expect(saved.statusCode).toBe(204);
    const member = (await read()).members[0];
    expect(member.shifts).toEqual([
      { weekday: 1, start: '07:30', end: '12:00' },
      { weekday: 2, start: '13:00', end: '17:00' },
    ]);
    expect(member.days[0]).toEqual({
      date: '2026-03-02',
      hours: [{ start: '07:30', end: '12:00' }],
      exception: false,
    });
    await send('PUT', `/timetable/members/${ownerId}/shifts`, [{ weekday: 3, start: '08:00', end: '12:00' }]);
    expect((await read()).members[0].shifts).toEqual([{ weekday: 3, start: '08:00', end: '12:00' }]);
    await send('PUT', `/timetable/members/${ownerId}/shifts`, []);
    expect((await read()).members[0].shifts).toEqual([]);
  });

  it('refuses overlapping shifts by index and keeps the old week', async () => {
    await send('PUT', `/timetable/members/${ownerId}/shifts`, [{ weekday: 1, start: '08:00', end: '16:00' }]);
    const res = await send('PUT', `/timetable/members/${ownerId}/shifts`, [
      { weekday: 4, start: '08:00', end: '12:00' },
      { weekday: 4, start: '11:00', end: '14:00' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'INVALID_TIME_RANGE', fields: { '1': 'overlap' } });
    expect((await read()).members[0].shifts).toEqual([{ weekday: 1, start: '08:00', end: '16:00' }]);
  });

  it('marks a member away on a date or changes their hours there, and back', async () => {
    expect(
      (await send('PUT', `/timetable/members/${ownerId}/exceptions/2026-03-09`, { hours: [] })).statusCode,
    ).toBe(204);
    await send('PUT', `/timetable/members/${ownerId}/exceptions/2026-03-11`, {
      hours: [{ start: '10:00', end: '14:00' }],
    });
    expect(await memberDays('2026-03-09')).toEqual(['away', 0, '10:00', 0, 0, 0, 0]);
    expect((await send('DELETE', `/timetable/members/${ownerId}/exceptions/2026-03-11`)).statusCode).toBe(
      204,
    );
    expect(await memberDays('2026-03-09')).toEqual(['away', 0, 0, 0, 0, 0, 0]);
  });

  it('copies a week’s changed dates onto the following weeks and clears older changes there', async () => {
    const doctorId = b.doctors[0]!.id;
    await send('PUT', `/doctors/${doctorId}/exceptions/2026-03-10`, {
      hours: [{ start: '14:00', end: '18:00' }],
    });
    // A change three weeks on that the copied week does not have: the copy clears it.
    await send('PUT', `/doctors/${doctorId}/exceptions/2026-03-26`, { hours: [] });
    const res = await send('POST', '/timetable/copy-week', { week: '2026-03-12', weeks: 2 });
    expect(res.statusCode).toBe(200);
    // The doctor's Tuesday and the member's Monday, onto two weeks each.
    expect(res.json()).toEqual({ success: true, copied: 4 });
    for (const monday of ['2026-03-16', '2026-03-23']) {
      const week = await read(monday);
      expect(week.doctors[0].days[1]).toMatchObject({
        hours: [{ start: '14:00', end: '18:00' }],
        exception: true,
      });
      expect(week.doctors[0].days[3]).toMatchObject({
        exception: false,
        hours: [{ start: '08:00', end: '12:00' }],
      });
      expect(week.members[0].days[0]).toMatchObject({ hours: [], exception: true });
    }
    // Four weeks on is beyond the copy.
    expect((await read('2026-03-30')).doctors[0].days[1]).toMatchObject({ exception: false });
  });

  it('answers bad input with 4xx and changes nothing', async () => {
    const before = await read('2026-03-16');
    const tooMany = await send('POST', '/timetable/copy-week', { week: '2026-03-02', weeks: 13 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ weeks: 'tooLarge' });
    expect((await send('POST', '/timetable/copy-week', { week: '2026-3-2', weeks: 1 })).statusCode).toBe(400);
    expect((await send('PUT', '/timetable/members/not-a-user/shifts', [])).statusCode).toBe(404);
    expect((await send('PUT', `/timetable/members/${b.doctors[0]!.id}/shifts`, [])).statusCode).toBe(404);
    expect(
      (
        await send('PUT', `/timetable/members/${ownerId}/shifts`, [
          { weekday: 8, start: '08:00', end: '09:00' },
        ])
      ).statusCode,
    ).toBe(400);
    expect(
      (await send('PUT', `/timetable/members/${ownerId}/exceptions/2026-13-01`, { hours: [] })).statusCode,
    ).toBe(400);
    const week = await t.app.inject({ url: `${base()}/timetable?week=yesterday`, headers: bearer(b.token) });
    expect(week.statusCode).toBe(400);
    expect(await read('2026-03-16')).toEqual(before);
  });

  it('is no one else’s: another business’s owner gets 404, and so does a stranger to a member', async () => {
    const other = await createBookableBusiness(t.app);
    const res = await t.app.inject({ url: `${base()}/timetable`, headers: bearer(other.token) });
    expect(res.statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${other.business.id}/timetable/members/${ownerId}/shifts`,
      headers: bearer(other.token),
      payload: [],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await read()).members[0].shifts).toEqual([{ weekday: 1, start: '08:00', end: '16:00' }]);
  });
});
