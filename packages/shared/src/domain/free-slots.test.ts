import { describe, expect, it } from 'vitest';
import { clockTimeToMinutes } from './clock-time';
import { type FreeSlot, type FreeSlotQuery, findFreeSlots, type ScheduleDoctor } from './free-slots';
import { zonedInstant } from './zoned-time';

const VIENNA = 'Europe/Vienna';
const MONDAY = '2026-01-12';
const TUESDAY = '2026-01-13';

const minute = clockTimeToMinutes;
const at = (date: string, time: string) => zonedInstant(date, minute(time), VIENNA);
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: VIENNA,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const times = (slots: FreeSlot[]) => slots.map((slot) => clock.format(slot.start));

function doctor(
  id: string,
  hours: [number, string, string][],
  absences: ScheduleDoctor['absences'] = [],
): ScheduleDoctor {
  const workingTimes = hours.map(([weekday, start, end]) => ({
    weekday,
    startMinute: minute(start),
    endMinute: minute(end),
  }));
  return { id, workingTimes, absences };
}
const absence = (date: string, start: string, end: string) => ({
  date,
  toDate: date,
  allDay: false,
  startMinute: minute(start),
  endMinute: minute(end),
});
const allDay = (date: string) => ({ date, toDate: date, allDay: true, startMinute: null, endMinute: null });

const query = (overrides: Partial<FreeSlotQuery>): FreeSlotQuery => ({
  doctors: [],
  busy: [],
  durationMinutes: 30,
  from: MONDAY,
  to: MONDAY,
  timeZone: VIENNA,
  now: 0,
  ...overrides,
});

describe('free slots of a single day', () => {
  it('steps through the working time by the duration, starting at its start', () => {
    const slots = findFreeSlots(query({ doctors: [doctor('anna', [[1, '08:00', '10:00']])] }));
    expect(times(slots)).toEqual(['08:00', '08:30', '09:00', '09:30']);
    expect(slots[0]).toEqual({ doctorId: 'anna', start: at(MONDAY, '08:00'), end: at(MONDAY, '08:30') });
  });

  it('offers both halves of a split day and nothing in the lunch break', () => {
    const anna = doctor('anna', [
      [1, '14:00', '18:00'],
      [1, '08:00', '12:00'],
    ]);
    const slots = findFreeSlots(query({ doctors: [anna], durationMinutes: 60 }));
    expect(times(slots)).toEqual(['08:00', '09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00']);
  });

  it('drops the last slot when the duration does not divide the working time', () => {
    const slots = findFreeSlots(
      query({ doctors: [doctor('anna', [[1, '08:00', '10:00']])], durationMinutes: 45 }),
    );
    expect(times(slots)).toEqual(['08:00', '08:45']);
  });

  it('offers nothing on a weekday without working times, nor for a doctor without any', () => {
    expect(
      findFreeSlots(
        query({ doctors: [doctor('anna', [[1, '08:00', '10:00']])], from: TUESDAY, to: TUESDAY }),
      ),
    ).toEqual([]);
    expect(findFreeSlots(query({ doctors: [doctor('bert', [])] }))).toEqual([]);
  });
});

describe('absences', () => {
  const week: [number, string, string][] = [
    [1, '08:00', '11:00'],
    [2, '08:00', '11:00'],
  ];

  it('takes away the whole day of an all-day absence and leaves the other days', () => {
    const slots = findFreeSlots(query({ doctors: [doctor('anna', week, [allDay(MONDAY)])], to: TUESDAY }));
    expect(slots).toHaveLength(6);
    expect(slots.every((slot) => slot.start >= at(TUESDAY, '00:00'))).toBe(true);
  });

  it('takes away only the slots a partial absence overlaps', () => {
    const slots = findFreeSlots(
      query({ doctors: [doctor('anna', week, [absence(MONDAY, '09:00', '10:15')])] }),
    );
    expect(times(slots)).toEqual(['08:00', '08:30', '10:30']);
  });

  it('handles absences that overlap each other', () => {
    const absences = [absence(MONDAY, '09:30', '10:30'), absence(MONDAY, '08:30', '10:00')];
    expect(times(findFreeSlots(query({ doctors: [doctor('anna', week, absences)] })))).toEqual([
      '08:00',
      '10:30',
    ]);
  });

  it('lets an all-day absence win over a partial one on the same date', () => {
    const absences = [absence(MONDAY, '09:00', '10:00'), allDay(MONDAY)];
    expect(findFreeSlots(query({ doctors: [doctor('anna', week, absences)] }))).toEqual([]);
  });

  it('counts a partial absence without its times as the whole day, to offer nothing doubtful', () => {
    const absences = [
      { date: MONDAY, toDate: MONDAY, allDay: false, startMinute: minute('09:00'), endMinute: null },
    ];
    expect(findFreeSlots(query({ doctors: [doctor('anna', week, absences)] }))).toEqual([]);
  });
});

describe('existing appointments', () => {
  const anna = doctor('anna', [[1, '08:00', '11:00']]);

  it('block exactly the slots they overlap, without shifting the grid', () => {
    const busy = [{ doctorId: 'anna', start: at(MONDAY, '09:10'), end: at(MONDAY, '09:40') }];
    expect(times(findFreeSlots(query({ doctors: [anna], busy })))).toEqual([
      '08:00',
      '08:30',
      '10:00',
      '10:30',
    ]);
  });

  it('leave the slots that end when they start or start when they end free', () => {
    const busy = [{ doctorId: 'anna', start: at(MONDAY, '09:00'), end: at(MONDAY, '09:30') }];
    expect(times(findFreeSlots(query({ doctors: [anna], busy })))).toEqual([
      '08:00',
      '08:30',
      '09:30',
      '10:00',
      '10:30',
    ]);
  });

  it('of another doctor block nothing', () => {
    const busy = [{ doctorId: 'bert', start: at(MONDAY, '08:00'), end: at(MONDAY, '11:00') }];
    expect(findFreeSlots(query({ doctors: [anna], busy }))).toHaveLength(6);
  });
});

describe('the present', () => {
  const anna = doctor('anna', [[1, '08:00', '11:00']]);

  it('hides slots that start before now, even if they have not ended yet', () => {
    expect(times(findFreeSlots(query({ doctors: [anna], now: at(MONDAY, '09:15') })))).toEqual([
      '09:30',
      '10:00',
      '10:30',
    ]);
  });

  it('still offers a slot starting exactly now', () => {
    expect(times(findFreeSlots(query({ doctors: [anna], now: at(MONDAY, '10:30') })))).toEqual(['10:30']);
  });
});

describe('several doctors', () => {
  it('merge into one list sorted by start, then by doctor, each slot naming its doctor', () => {
    const doctors = [doctor('bert', [[1, '08:00', '09:00']]), doctor('anna', [[1, '08:30', '09:30']])];
    const slots = findFreeSlots(query({ doctors }));
    expect(slots.map((slot) => `${clock.format(slot.start)} ${slot.doctorId}`)).toEqual([
      '08:00 bert',
      '08:30 anna',
      '08:30 bert',
      '09:00 anna',
    ]);
  });
});

describe('the date range', () => {
  const anna = doctor('anna', [[1, '08:00', '09:00']]);

  it('is empty when it ends before it starts', () => {
    expect(findFreeSlots(query({ doctors: [anna], from: TUESDAY, to: MONDAY }))).toEqual([]);
  });

  it('covers at most 62 days', () => {
    expect(findFreeSlots(query({ doctors: [anna], from: '2026-01-01', to: '2026-03-03' }))).toHaveLength(18);
    expect(() => findFreeSlots(query({ doctors: [anna], from: '2026-01-01', to: '2026-03-04' }))).toThrow(
      RangeError,
    );
  });

  it('refuses dates that do not exist and durations that are not whole minutes', () => {
    expect(() => findFreeSlots(query({ from: '2026-02-30', to: '2026-03-01' }))).toThrow(RangeError);
    expect(() => findFreeSlots(query({ durationMinutes: 0 }))).toThrow(RangeError);
  });
});
