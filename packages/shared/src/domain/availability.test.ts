import { describe, expect, it } from 'vitest';
import { type AvailabilityQuery, availabilityProblem } from './availability';
import { zonedInstant } from './zoned-time';

const VIENNA = 'Europe/Vienna';
const at = (date: string, time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return zonedInstant(date, hours * 60 + minutes, VIENNA);
};
// Monday to Friday 08:00–12:00 and 13:00–17:00 (a lunch break); 2026-03-09 is a Monday.
const workingTimes = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, startMinute: 480, endMinute: 720 },
  { weekday, startMinute: 780, endMinute: 1020 },
]);
const holiday = {
  date: '2026-03-16',
  toDate: '2026-03-27',
  allDay: true,
  startMinute: null,
  endMinute: null,
};
const check = (date: string, from: string, to: string, overrides: Partial<AvailabilityQuery> = {}) =>
  availabilityProblem({
    start: at(date, from),
    end: at(date, to),
    workingTimes,
    absences: [holiday],
    timeZone: VIENNA,
    now: at('2026-03-10', '12:00'),
    ...overrides,
  });

describe('whether staff are warned before booking a time', () => {
  it('does not warn inside working hours on a free future day', () => {
    expect(check('2026-03-11', '09:00', '09:30')).toBeNull();
  });

  it('warns of an absence on any day of its range', () => {
    expect(check('2026-03-16', '09:00', '09:30')).toBe('absence');
    expect(check('2026-03-23', '09:00', '09:30')).toBe('absence');
    expect(check('2026-03-27', '16:30', '17:00')).toBe('absence');
  });

  it('warns of a partial absence only where it overlaps', () => {
    const dentist = {
      date: '2026-03-11',
      toDate: '2026-03-12',
      allDay: false,
      startMinute: 600,
      endMinute: 660,
    };
    expect(check('2026-03-12', '10:30', '11:00', { absences: [dentist] })).toBe('absence');
    expect(check('2026-03-12', '11:00', '11:30', { absences: [dentist] })).toBeNull();
  });

  it('warns outside working hours: the lunch break, a weekend, past the end of the day', () => {
    expect(check('2026-03-11', '12:00', '12:30')).toBe('outsideHours');
    expect(check('2026-03-14', '09:00', '09:30')).toBe('outsideHours');
    expect(check('2026-03-11', '16:45', '17:15')).toBe('outsideHours');
    expect(check('2026-03-11', '11:45', '13:15')).toBe('outsideHours');
  });

  it('warns of the past', () => {
    expect(check('2026-03-10', '09:00', '09:30')).toBe('past');
  });

  it('names the most important problem first: absence, then outside hours, then past', () => {
    const past = { now: at('2026-04-01', '00:00') };
    expect(check('2026-03-21', '09:00', '09:30', past)).toBe('absence');
    expect(check('2026-03-11', '12:00', '12:30', past)).toBe('outsideHours');
  });

  it('counts a doctor with no working times as outside hours every time', () => {
    expect(check('2026-03-11', '09:00', '09:30', { workingTimes: [] })).toBe('outsideHours');
  });
});
