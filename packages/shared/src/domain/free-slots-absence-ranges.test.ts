import { describe, expect, it } from 'vitest';
import { clockTimeToMinutes } from './clock-time';
import { type FreeSlot, findFreeSlots, type ScheduleDoctor } from './free-slots';
import { localDateOf } from './zoned-time';

const VIENNA = 'Europe/Vienna';
const minute = clockTimeToMinutes;
// Monday 2026-01-12 to Sunday 2026-01-25: two weeks, 08:00–10:00 every weekday.
const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startMinute: minute('08:00'),
  endMinute: minute('10:00'),
}));
const anna = (absences: ScheduleDoctor['absences']): ScheduleDoctor => ({
  id: 'anna',
  workingTimes: weekdays,
  absences,
});
const slots = (absences: ScheduleDoctor['absences'], from = '2026-01-12', to = '2026-01-25') =>
  findFreeSlots({
    doctors: [anna(absences)],
    busy: [],
    durationMinutes: 60,
    from,
    to,
    timeZone: VIENNA,
    now: 0,
  });
const days = (free: FreeSlot[]) => [...new Set(free.map((slot) => localDateOf(slot.start, VIENNA)))];

describe('absences over a range of dates', () => {
  it('offers nothing on any day of a whole-day range and everything after it', () => {
    const holiday = {
      date: '2026-01-12',
      toDate: '2026-01-20',
      allDay: true,
      startMinute: null,
      endMinute: null,
    };
    expect(days(slots([holiday]))).toEqual(['2026-01-21', '2026-01-22', '2026-01-23']);
  });

  it('blocks the same hours on every day of a partial range', () => {
    const mornings = {
      date: '2026-01-13',
      toDate: '2026-01-15',
      allDay: false,
      startMinute: minute('08:00'),
      endMinute: minute('09:00'),
    };
    const free = slots([mornings], '2026-01-12', '2026-01-16');
    const clock = (slot: FreeSlot) =>
      `${localDateOf(slot.start, VIENNA)} ${new Date(slot.start).toISOString().slice(11, 16)}`;
    expect(free.map(clock)).toEqual([
      '2026-01-12 07:00',
      '2026-01-12 08:00',
      '2026-01-13 08:00',
      '2026-01-14 08:00',
      '2026-01-15 08:00',
      '2026-01-16 07:00',
      '2026-01-16 08:00',
    ]);
  });

  it('blocks the days of a range that started before the asked dates', () => {
    const longAgo = {
      date: '2025-12-01',
      toDate: '2026-01-13',
      allDay: true,
      startMinute: null,
      endMinute: null,
    };
    expect(days(slots([longAgo], '2026-01-12', '2026-01-14'))).toEqual(['2026-01-14']);
  });
});
