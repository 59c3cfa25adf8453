import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatAppointment,
  formatDay,
  formatSlotName,
  formatTime,
  groupSlotsByDay,
  localDate,
} from './slot-days';

const VIENNA = 'Europe/Vienna';
const slot = (start: string, doctorId = 'd1') => ({ start, end: start, doctorId });

describe('free times by local day', () => {
  it('files a time under the business day, not the UTC day', () => {
    // 23:30 UTC on 9 June is 01:30 on 10 June in Vienna (summer time, UTC+2).
    expect(localDate('2026-06-09T23:30:00Z', VIENNA)).toBe('2026-06-10');
    expect(localDate('2026-06-09T23:30:00Z', 'America/New_York')).toBe('2026-06-09');
  });

  it('groups by local day in the order the server sent', () => {
    const days = groupSlotsByDay(
      [
        slot('2026-06-09T06:00:00Z'),
        slot('2026-06-09T21:30:00Z'),
        slot('2026-06-09T22:30:00Z'),
        slot('2026-06-10T06:00:00Z'),
      ],
      VIENNA,
    );
    expect(days.map((day) => [day.date, day.slots.length])).toEqual([
      ['2026-06-09', 2],
      ['2026-06-10', 2],
    ]);
  });

  it('shows a time free with several doctors once, keeping the first doctor', () => {
    const days = groupSlotsByDay(
      [
        slot('2026-06-09T06:00:00Z', 'a'),
        slot('2026-06-09T06:00:00.000Z', 'b'),
        slot('2026-06-09T06:30:00Z', 'b'),
      ],
      VIENNA,
    );
    expect(days[0]?.slots.map((s) => s.doctorId)).toEqual(['a', 'b']);
  });

  it('returns no days for no times', () => {
    expect(groupSlotsByDay([], VIENNA)).toEqual([]);
  });
});

describe('times in the business time zone', () => {
  it('shows wall-clock times on both sides of the spring change (29 March 2026)', () => {
    expect(formatTime('2026-03-28T08:00:00Z', VIENNA, 'de')).toBe('09:00');
    expect(formatTime('2026-03-29T08:00:00Z', VIENNA, 'de')).toBe('10:00');
    expect(formatTime('2026-03-29T00:59:00Z', VIENNA, 'de')).toBe('01:59');
    expect(formatTime('2026-03-29T01:00:00Z', VIENNA, 'de')).toBe('03:00');
  });

  it('shows wall-clock times on both sides of the autumn change (25 October 2026), the repeated hour with its zone', () => {
    expect(formatTime('2026-10-25T00:30:00Z', VIENNA, 'de')).toBe('02:30 (MESZ)');
    expect(formatTime('2026-10-25T01:30:00Z', VIENNA, 'de')).toBe('02:30 (MEZ)');
    expect(formatTime('2026-10-25T08:00:00Z', VIENNA, 'de')).toBe('09:00');
  });

  it('writes times the way the language does', () => {
    expect(formatTime('2026-06-09T13:30:00Z', VIENNA, 'en')).toBe('03:30 PM');
    expect(formatTime('2026-06-09T13:30:00Z', VIENNA, 'fr')).toBe('15:30');
  });

  it('names the day in the language, independent of the device zone', () => {
    expect(formatDay('2026-03-30', 'de')).toBe('Montag, 30. März');
    expect(formatDay('2026-03-30', 'en', true)).toBe('Monday, March 30, 2026');
  });

  it('names a time button with its day, so "08:00" of each day is told apart', () => {
    // 24 November 2026 is a Tuesday; 07:00 UTC is 08:00 in Vienna (winter time, UTC+1).
    expect(formatSlotName('2026-11-24', '2026-11-24T07:00:00Z', VIENNA, 'de')).toBe(
      'Dienstag, 24. November, 08:00',
    );
    expect(formatSlotName('2026-11-24', '2026-11-24T07:00:00Z', VIENNA, 'en', true)).toBe(
      'Tuesday, November 24, 2026, 08:00 AM',
    );
  });

  it('names day and time of an appointment in the business zone', () => {
    expect(formatAppointment('2026-10-26T08:00:00Z', VIENNA, 'de')).toBe('Montag, 26. Oktober 2026 um 09:00');
  });
});

describe('calendar day arithmetic', () => {
  it('adds days across months, years and the time change', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
