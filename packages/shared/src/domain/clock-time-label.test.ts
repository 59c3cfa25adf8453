import { describe, expect, it } from 'vitest';
import { formatClockTime } from './clock-time-label';

const VIENNA = 'Europe/Vienna';

describe('formatClockTime', () => {
  it('tells the two 02:30 of 2026-10-25 in Vienna apart by their zone', () => {
    // Clocks go back at 03:00 CEST (01:00 UTC): 02:00–03:00 happens twice.
    const first = formatClockTime('2026-10-25T00:30:00Z', VIENNA, 'de');
    const second = formatClockTime('2026-10-25T01:30:00Z', VIENNA, 'de');
    expect(first).toBe('02:30 (MESZ)');
    expect(second).toBe('02:30 (MEZ)');
  });

  it('writes the zone in the page’s language', () => {
    expect(formatClockTime('2026-10-25T00:30:00Z', VIENNA, 'en', { hourCycle: 'h23' })).toBe('02:30 (GMT+2)');
    expect(formatClockTime('2026-10-25T01:30:00Z', VIENNA, 'en', { hourCycle: 'h23' })).toBe('02:30 (GMT+1)');
  });

  it('leaves every other time of that day, and of the day clocks go forward, as it is', () => {
    expect(formatClockTime('2026-10-24T23:30:00Z', VIENNA, 'de')).toBe('01:30');
    expect(formatClockTime('2026-10-25T02:30:00Z', VIENNA, 'de')).toBe('03:30');
    expect(formatClockTime('2026-10-25T08:00:00Z', VIENNA, 'de')).toBe('09:00');
    expect(formatClockTime('2026-03-29T00:30:00Z', VIENNA, 'de')).toBe('01:30');
    expect(formatClockTime('2026-03-29T01:30:00Z', VIENNA, 'de')).toBe('03:30');
  });

  it('needs no zone in a zone without daylight saving time', () => {
    expect(formatClockTime('2026-10-25T00:30:00Z', 'UTC', 'de')).toBe('00:30');
    expect(formatClockTime('2026-10-25T00:30:00Z', 'Asia/Tokyo', 'de')).toBe('09:30');
  });
});
