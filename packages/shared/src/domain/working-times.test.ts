import { describe, expect, it } from 'vitest';
import { clockTimeToMinutes, minutesToClockTime } from './clock-time';
import { copyWorkingDay, findWorkingTimeProblems } from './working-times';

describe('clock times', () => {
  it('converts between "HH:MM" and minutes since midnight, with 24:00 as the end of a day', () => {
    expect(clockTimeToMinutes('08:30')).toBe(510);
    expect(clockTimeToMinutes('24:00')).toBe(1440);
    expect(minutesToClockTime(510)).toBe('08:30');
  });

  it('refuses times that are not on a clock', () => {
    expect(() => clockTimeToMinutes('25:00')).toThrow(RangeError);
    expect(() => clockTimeToMinutes('8:30')).toThrow(RangeError);
    expect(() => clockTimeToMinutes('24:30')).toThrow(RangeError);
  });
});

describe('a doctor’s working week', () => {
  it('accepts a split day with a lunch break and a day that ends at midnight', () => {
    expect(
      findWorkingTimeProblems([
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 1, start: '13:00', end: '17:00' },
        { weekday: 5, start: '18:00', end: '24:00' },
      ]),
    ).toEqual([]);
  });

  it('lets one slot end exactly when the next begins', () => {
    expect(
      findWorkingTimeProblems([
        { weekday: 2, start: '12:00', end: '13:00' },
        { weekday: 2, start: '08:00', end: '12:00' },
      ]),
    ).toEqual([]);
  });

  it('refuses a slot that starts at or after its end', () => {
    expect(
      findWorkingTimeProblems([
        { weekday: 3, start: '12:00', end: '12:00' },
        { weekday: 3, start: '15:00', end: '14:00' },
      ]),
    ).toEqual([
      { index: 0, code: 'startNotBeforeEnd' },
      { index: 1, code: 'startNotBeforeEnd' },
    ]);
  });

  it('marks the later of two overlapping slots on the same day, but not the same hours on another day', () => {
    expect(
      findWorkingTimeProblems([
        { weekday: 4, start: '08:00', end: '12:00' },
        { weekday: 4, start: '11:30', end: '14:00' },
        { weekday: 5, start: '11:30', end: '14:00' },
      ]),
    ).toEqual([{ index: 1, code: 'overlap' }]);
  });

  it('refuses weekdays outside Monday to Sunday and malformed times', () => {
    expect(
      findWorkingTimeProblems([
        { weekday: 0, start: '08:00', end: '12:00' },
        { weekday: 8, start: '08:00', end: '12:00' },
        { weekday: 1, start: '8:00', end: '12:00' },
      ]),
    ).toEqual([
      { index: 0, code: 'invalidWeekday' },
      { index: 1, code: 'invalidWeekday' },
      { index: 2, code: 'invalidTime' },
    ]);
  });

  it('copies Monday to Tuesday and Wednesday, replacing what those days had and keeping the others', () => {
    const week = copyWorkingDay(
      [
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 1, start: '13:00', end: '17:00' },
        { weekday: 2, start: '10:00', end: '11:00' },
        { weekday: 4, start: '09:00', end: '10:00' },
      ],
      1,
      [2, 3],
    );
    expect(week).toEqual([
      { weekday: 1, start: '08:00', end: '12:00' },
      { weekday: 1, start: '13:00', end: '17:00' },
      { weekday: 2, start: '08:00', end: '12:00' },
      { weekday: 2, start: '13:00', end: '17:00' },
      { weekday: 3, start: '08:00', end: '12:00' },
      { weekday: 3, start: '13:00', end: '17:00' },
      { weekday: 4, start: '09:00', end: '10:00' },
    ]);
  });
});
