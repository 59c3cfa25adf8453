import { formatAppointment } from '@qtify/shared/domain/appointment-when';
import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTimes, formatSlotName, formatTime } from './format-slot';

const VIENNA = 'Europe/Vienna';

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

  it('tells the repeated hour of the autumn change apart by its zone, and only that hour', () => {
    const times = formatDayTimes(
      ['2026-10-24T23:30:00Z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-10-25T08:00:00Z'],
      VIENNA,
      'de',
    );
    expect(times).toEqual(['01:30', '02:30 (MESZ)', '02:30 (MEZ)', '09:00']);
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
    expect(formatSlotName('2026-11-24', '08:00', 'de')).toBe('Dienstag, 24. November, 08:00');
    expect(formatSlotName('2026-11-24', '08:00 AM', 'en', true)).toBe('Tuesday, November 24, 2026, 08:00 AM');
  });

  it('names day and time of an appointment in the business zone', () => {
    expect(formatAppointment('2026-10-26T08:00:00Z', VIENNA, 'de')).toBe('Montag, 26. Oktober 2026 um 09:00');
  });
});
