import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, isoWeekday, localDateOf, zonedInstant } from './zoned-time';

const VIENNA = 'Europe/Vienna';
const iso = (instant: number) => new Date(instant).toISOString();

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('2026-01-01T00:00')).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('numbers weekdays from Monday = 1 to Sunday = 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});

describe('local dates of instants', () => {
  it('gives the date on the wall calendar of the time zone', () => {
    expect(localDateOf(Date.parse('2026-11-21T23:30:00Z'), VIENNA)).toBe('2026-11-22');
    expect(localDateOf(Date.parse('2026-11-22T01:30:00Z'), 'America/New_York')).toBe('2026-11-21');
  });
});

describe('instants of local times', () => {
  it('applies winter and summer offsets', () => {
    expect(iso(zonedInstant('2026-01-12', 8 * 60, VIENNA))).toBe('2026-01-12T07:00:00.000Z');
    expect(iso(zonedInstant('2026-07-13', 8 * 60, VIENNA))).toBe('2026-07-13T06:00:00.000Z');
    expect(iso(zonedInstant('2026-07-13', 8 * 60, 'America/New_York'))).toBe('2026-07-13T12:00:00.000Z');
  });

  it('treats minute 1440 as midnight at the start of the next day', () => {
    expect(zonedInstant('2026-12-31', 1440, VIENNA)).toBe(zonedInstant('2027-01-01', 0, VIENNA));
  });

  it('moves a time in the spring-forward gap forward by the gap', () => {
    // 2026-03-29 in Vienna the clocks jump from 02:00 CET to 03:00 CEST.
    expect(iso(zonedInstant('2026-03-29', 2 * 60 + 30, VIENNA))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(zonedInstant('2026-03-29', 2 * 60, VIENNA))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(zonedInstant('2026-03-29', 3 * 60, VIENNA))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(zonedInstant('2026-03-29', 1 * 60 + 59, VIENNA))).toBe('2026-03-29T00:59:00.000Z');
  });

  it('takes the first of two equal wall times when the clocks fall back', () => {
    // 2026-10-25 in Vienna 03:00 CEST becomes 02:00 CET, so 02:00–02:59 happens twice.
    expect(iso(zonedInstant('2026-10-25', 2 * 60 + 30, VIENNA))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedInstant('2026-10-25', 3 * 60, VIENNA))).toBe('2026-10-25T02:00:00.000Z');
    expect(iso(zonedInstant('2026-10-25', 1 * 60 + 59, VIENNA))).toBe('2026-10-24T23:59:00.000Z');
  });

  it('makes the fall-back day 25 hours and the spring-forward day 23 hours long', () => {
    const hours = (date: string) =>
      (zonedInstant(date, 1440, VIENNA) - zonedInstant(date, 0, VIENNA)) / 3_600_000;
    expect(hours('2026-10-25')).toBe(25);
    expect(hours('2026-03-29')).toBe(23);
    expect(hours('2026-03-30')).toBe(24);
  });

  it('refuses minutes outside the day and malformed dates', () => {
    expect(() => zonedInstant('2026-01-12', 1441, VIENNA)).toThrow(RangeError);
    expect(() => zonedInstant('2026-01-12', -1, VIENNA)).toThrow(RangeError);
    expect(() => zonedInstant('2026-02-30', 0, VIENNA)).toThrow(RangeError);
  });
});
