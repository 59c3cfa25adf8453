import { describe, expect, it } from 'vitest';
import { birthdateProblem, isCalendarDate, isCalendarInstant, latestDateOnEarth } from './date-bounds';

describe('calendar dates', () => {
  it('are within this century', () => {
    expect(isCalendarDate('2026-03-02')).toBe(true);
    expect(isCalendarDate('2000-01-01')).toBe(true);
    expect(isCalendarDate('2099-12-31')).toBe(true);
    for (const date of ['1999-12-31', '2100-01-01', '9999-12-31', '0000-01-01'])
      expect(isCalendarDate(date), date).toBe(false);
  });

  it('bound instants the same way, with the offsets of every time zone', () => {
    expect(isCalendarInstant('2026-03-02T09:00:00+01:00')).toBe(true);
    expect(isCalendarInstant('2099-12-31T23:30:00-10:00')).toBe(true);
    expect(isCalendarInstant('2000-01-01T00:00:00+14:00')).toBe(true);
    for (const instant of [
      '9999-12-31T23:50:00Z',
      '0001-01-01T00:00:00Z',
      '1500-01-01T09:00:00Z',
      '2101-01-01T00:00:00Z',
      'nonsense',
    ]) {
      expect(isCalendarInstant(instant), instant).toBe(false);
    }
  });
});

describe('birthdates', () => {
  const today = '2026-11-24';

  it('take anyone born since 1900, up to today', () => {
    expect(birthdateProblem('1900-01-01', today)).toBeUndefined();
    expect(birthdateProblem('1957-03-14', today)).toBeUndefined();
    expect(birthdateProblem(today, today)).toBeUndefined();
  });

  it('refuse the year 1500 and the future', () => {
    expect(birthdateProblem('1500-01-01', today)).toBe('birthdateTooEarly');
    expect(birthdateProblem('1899-12-31', today)).toBe('birthdateTooEarly');
    expect(birthdateProblem('2026-11-25', today)).toBe('birthdateInFuture');
    expect(birthdateProblem('2999-01-01', today)).toBe('birthdateInFuture');
  });

  it('count today as it is where the day began first', () => {
    expect(latestDateOnEarth(Date.parse('2026-11-24T09:59:59Z'))).toBe('2026-11-24');
    expect(latestDateOnEarth(Date.parse('2026-11-24T10:00:00Z'))).toBe('2026-11-25');
  });
});
