import { describe, expect, it } from 'vitest';
import { formatBirthdate, formatClock, isSameDay } from './format-time';

describe('waiting-room times', () => {
  it('shows the clock time in the business time zone', () => {
    expect(formatClock('2026-11-21T09:42:00Z', 'de', 'Europe/Vienna')).toBe('10:42');
    expect(formatClock(null, 'de', 'Europe/Vienna')).toBe('');
  });

  it('writes a birth date as the calendar day it is, whatever the zone', () => {
    expect(formatBirthdate('1980-01-01', 'de')).toBe('01.01.1980');
  });

  it('knows whether an arrival was today in the business time zone', () => {
    const now = Date.parse('2026-11-21T23:30:00Z'); // already 22 November in Vienna
    expect(isSameDay('2026-11-21T23:10:00Z', now, 'Europe/Vienna')).toBe(true);
    expect(isSameDay('2026-11-21T22:50:00Z', now, 'Europe/Vienna')).toBe(false);
  });
});
