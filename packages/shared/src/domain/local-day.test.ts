import { describe, expect, it } from 'vitest';
import { localDay } from './local-day';
import { localDateOf } from './zoned-time';

describe("a business's day", () => {
  it('is its local day, not the UTC one', () => {
    const today = localDateOf(Date.parse('2026-11-24T23:30:00Z'), 'Europe/Vienna');
    expect(today).toBe('2026-11-25');
    expect(localDay(today, 'Europe/Vienna')).toEqual({
      from: new Date('2026-11-24T23:00:00Z'),
      to: new Date('2026-11-25T23:00:00Z'),
    });
  });

  it('lasts 23 hours on the day the clocks go forward', () => {
    const day = localDay('2026-03-29', 'Europe/Vienna');
    expect(day.to.getTime() - day.from.getTime()).toBe(23 * 3_600_000);
  });
});
