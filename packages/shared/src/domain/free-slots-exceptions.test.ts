import { describe, expect, it } from 'vitest';
import { availabilityProblem } from './availability';
import { clockTimeToMinutes } from './clock-time';
import { type FreeSlot, findFreeSlots, type ScheduleDoctor } from './free-slots';
import type { DayException } from './working-day';
import { zonedInstant } from './zoned-time';

const VIENNA = 'Europe/Vienna';
const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: VIENNA,
  timeStyle: 'short',
  hourCycle: 'h23',
});
const times = (slots: FreeSlot[]) => slots.map((slot) => wallClock.format(slot.start));
const span = (start: string, end: string) => ({
  startMinute: clockTimeToMinutes(start),
  endMinute: clockTimeToMinutes(end),
});

/** Works every day 08:00–10:00 unless an exception says otherwise. */
function doctor(exceptions: DayException[]): ScheduleDoctor {
  const workingTimes = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ...span('08:00', '10:00') }));
  return { id: 'anna', workingTimes, absences: [], exceptions };
}
const slotsOn = (date: string, exceptions: DayException[], durationMinutes = 60) =>
  findFreeSlots({
    doctors: [doctor(exceptions)],
    busy: [],
    durationMinutes,
    from: date,
    to: date,
    timeZone: VIENNA,
    now: 0,
  });

describe('free slots on a date with an exception', () => {
  it('follow the exception’s hours instead of the week’s', () => {
    expect(times(slotsOn('2026-05-06', [{ date: '2026-05-06', spans: [span('14:00', '16:00')] }]))).toEqual([
      '14:00',
      '15:00',
    ]);
  });

  it('are none when the doctor does not work that date, while the day after keeps the week', () => {
    const off = [{ date: '2026-05-06', spans: [] }];
    expect(slotsOn('2026-05-06', off)).toEqual([]);
    expect(times(slotsOn('2026-05-07', off))).toEqual(['08:00', '09:00']);
  });

  it('are offered on a date the week leaves free when an exception opens it', () => {
    const week: ScheduleDoctor = {
      id: 'anna',
      workingTimes: [],
      absences: [],
      exceptions: [{ date: '2026-05-10', spans: [span('10:00', '11:00')] }],
    };
    const slots = findFreeSlots({
      doctors: [week],
      busy: [],
      durationMinutes: 30,
      from: '2026-05-09',
      to: '2026-05-11',
      timeZone: VIENNA,
      now: 0,
    });
    expect(times(slots)).toEqual(['10:00', '10:30']);
  });

  it('skip the missing hour on the March DST day (exception 01:00–04:00 holds two real hours)', () => {
    // 2026-03-29: clocks jump from 02:00 to 03:00 in Vienna.
    const slots = slotsOn('2026-03-29', [{ date: '2026-03-29', spans: [span('01:00', '04:00')] }]);
    expect(times(slots)).toEqual(['01:00', '03:00']);
    expect(slots.every((slot) => slot.end - slot.start === 3_600_000)).toBe(true);
  });

  it('work the repeated hour twice on the October DST day', () => {
    // 2026-10-25: clocks fall back from 03:00 to 02:00 in Vienna: 01:00–04:00 holds four real hours.
    const slots = slotsOn('2026-10-25', [{ date: '2026-10-25', spans: [span('01:00', '04:00')] }]);
    expect(times(slots)).toEqual(['01:00', '02:00', '02:00', '03:00']);
  });
});

describe('staff availability on a date with an exception', () => {
  const check = (start: string, end: string, exceptions: DayException[]) =>
    availabilityProblem({
      start: zonedInstant('2026-05-06', clockTimeToMinutes(start), VIENNA),
      end: zonedInstant('2026-05-06', clockTimeToMinutes(end), VIENNA),
      ...doctor(exceptions),
      timeZone: VIENNA,
      now: 0,
    });

  it('warns of the week’s hours the exception takes away', () => {
    expect(check('08:00', '08:30', [])).toBeNull();
    expect(check('08:00', '08:30', [{ date: '2026-05-06', spans: [span('14:00', '16:00')] }])).toBe(
      'outsideHours',
    );
  });

  it('accepts the exception’s hours', () => {
    expect(check('14:00', '15:00', [{ date: '2026-05-06', spans: [span('14:00', '16:00')] }])).toBeNull();
  });
});
