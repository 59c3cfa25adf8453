import { describe, expect, it } from 'vitest';
import { clockTimeToMinutes } from './clock-time';
import { type FreeSlot, type FreeSlotQuery, findFreeSlots, type ScheduleDoctor } from './free-slots';

const VIENNA = 'Europe/Vienna';
const NEW_YORK = 'America/New_York';

const utc = (slots: FreeSlot[]) => slots.map((slot) => new Date(slot.start).toISOString().slice(0, 16));
const wallClock = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'long',
    hourCycle: 'h23',
  });
const local = (slots: FreeSlot[], timeZone = VIENNA) =>
  slots.map((slot) => wallClock(timeZone).format(slot.start));

function doctor(
  hours: [number, string, string][],
  absences: ScheduleDoctor['absences'] = [],
): ScheduleDoctor {
  const workingTimes = hours.map(([weekday, start, end]) => ({
    weekday,
    startMinute: clockTimeToMinutes(start),
    endMinute: clockTimeToMinutes(end),
  }));
  return { id: 'anna', workingTimes, absences };
}
const query = (day: string, overrides: Partial<FreeSlotQuery>): FreeSlotQuery => ({
  doctors: [],
  busy: [],
  durationMinutes: 30,
  from: day,
  to: day,
  timeZone: VIENNA,
  now: 0,
  ...overrides,
});

describe('the spring-forward day in Vienna (2026-03-29, 02:00 CET jumps to 03:00 CEST)', () => {
  const sunday = doctor([[7, '01:00', '04:00']]);

  it('simply leaves out the hour that does not exist', () => {
    const slots = findFreeSlots(query('2026-03-29', { doctors: [sunday] }));
    expect(local(slots)).toEqual([
      '29/03/2026, 01:00:00 CET',
      '29/03/2026, 01:30:00 CET',
      '29/03/2026, 03:00:00 CEST',
      '29/03/2026, 03:30:00 CEST',
    ]);
    expect(utc(slots)).toEqual([
      '2026-03-29T00:00',
      '2026-03-29T00:30',
      '2026-03-29T01:00',
      '2026-03-29T01:30',
    ]);
  });

  it('steps in real time, so a 45-minute slot may start at 01:45 CET and end at 03:30 CEST', () => {
    const slots = findFreeSlots(query('2026-03-29', { doctors: [sunday], durationMinutes: 45 }));
    expect(local(slots)).toEqual(['29/03/2026, 01:00:00 CET', '29/03/2026, 01:45:00 CET']);
    expect(wallClock(VIENNA).format(slots[1]!.end)).toBe('29/03/2026, 03:30:00 CEST');
  });

  it('offers nothing for a working time that lies entirely inside the missing hour', () => {
    expect(findFreeSlots(query('2026-03-29', { doctors: [doctor([[7, '02:00', '03:00']])] }))).toEqual([]);
  });
});

describe('the fall-back day in Vienna (2026-10-25, 03:00 CEST falls back to 02:00 CET)', () => {
  const sunday = doctor([[7, '01:00', '04:00']]);

  it('offers the repeated hour twice: 8 half-hour slots in 4 real hours', () => {
    const slots = findFreeSlots(query('2026-10-25', { doctors: [sunday] }));
    expect(local(slots)).toEqual([
      '25/10/2026, 01:00:00 CEST',
      '25/10/2026, 01:30:00 CEST',
      '25/10/2026, 02:00:00 CEST',
      '25/10/2026, 02:30:00 CEST',
      '25/10/2026, 02:00:00 CET',
      '25/10/2026, 02:30:00 CET',
      '25/10/2026, 03:00:00 CET',
      '25/10/2026, 03:30:00 CET',
    ]);
    expect(utc(slots)[0]).toBe('2026-10-24T23:00');
    expect(utc(slots)[7]).toBe('2026-10-25T02:30');
  });

  it('lets an absence from 02:00 to 03:00 cover both runs of the repeated hour', () => {
    const absent = doctor(
      [[7, '01:00', '04:00']],
      [{ date: '2026-10-25', toDate: '2026-10-25', allDay: false, startMinute: 120, endMinute: 180 }],
    );
    const slots = findFreeSlots(query('2026-10-25', { doctors: [absent] }));
    expect(utc(slots)).toEqual([
      '2026-10-24T23:00',
      '2026-10-24T23:30',
      '2026-10-25T02:00',
      '2026-10-25T02:30',
    ]);
  });

  it('blocks only the run of the repeated hour an appointment really falls in', () => {
    const busy = [
      { doctorId: 'anna', start: Date.parse('2026-10-25T01:00Z'), end: Date.parse('2026-10-25T02:00Z') },
    ];
    const slots = findFreeSlots(query('2026-10-25', { doctors: [sunday], busy }));
    expect(local(slots)).toContain('25/10/2026, 02:00:00 CEST');
    expect(local(slots)).not.toContain('25/10/2026, 02:00:00 CET');
    expect(slots).toHaveLength(6);
  });
});

describe('midnight', () => {
  it('lets a working time end at 24:00 with the last slot reaching exactly midnight', () => {
    const slots = findFreeSlots(
      query('2026-01-12', { doctors: [doctor([[1, '22:00', '24:00']])], durationMinutes: 60 }),
    );
    expect(local(slots)).toEqual(['12/01/2026, 22:00:00 CET', '12/01/2026, 23:00:00 CET']);
    expect(new Date(slots[1]!.end).toISOString()).toBe('2026-01-12T23:00:00.000Z');
  });

  it('runs on through midnight, a month end and a year end when both days are in the range', () => {
    const nightShift = doctor([
      [4, '22:00', '24:00'],
      [5, '00:00', '02:00'],
    ]);
    const slots = findFreeSlots(
      query('2026-12-31', { doctors: [nightShift], to: '2027-01-01', durationMinutes: 60 }),
    );
    expect(local(slots)).toEqual([
      '31/12/2026, 22:00:00 CET',
      '31/12/2026, 23:00:00 CET',
      '01/01/2027, 00:00:00 CET',
      '01/01/2027, 01:00:00 CET',
    ]);
  });

  it('counts only the local dates in the range', () => {
    const nightShift = doctor([
      [4, '22:00', '24:00'],
      [5, '00:00', '02:00'],
    ]);
    const slots = findFreeSlots(query('2027-01-01', { doctors: [nightShift], durationMinutes: 60 }));
    expect(local(slots)).toEqual(['01/01/2027, 00:00:00 CET', '01/01/2027, 01:00:00 CET']);
  });
});

describe('a time zone west of UTC (New York)', () => {
  const mondayEvening = doctor([[1, '20:00', '23:00']]);

  it('works on local dates, even when the slots fall on the next UTC date', () => {
    const slots = findFreeSlots(
      query('2026-11-23', { doctors: [mondayEvening], timeZone: NEW_YORK, durationMinutes: 60 }),
    );
    expect(utc(slots)).toEqual(['2026-11-24T01:00', '2026-11-24T02:00', '2026-11-24T03:00']);
    expect(findFreeSlots(query('2026-11-24', { doctors: [mondayEvening], timeZone: NEW_YORK }))).toEqual([]);
  });

  it('takes an all-day absence as the local day, evening included', () => {
    const absent = doctor(
      [[1, '20:00', '23:00']],
      [{ date: '2026-11-23', toDate: '2026-11-23', allDay: true, startMinute: null, endMinute: null }],
    );
    expect(findFreeSlots(query('2026-11-23', { doctors: [absent], timeZone: NEW_YORK }))).toEqual([]);
  });
});
