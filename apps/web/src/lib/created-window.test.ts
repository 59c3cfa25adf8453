import { describe, expect, it } from 'vitest';
import { defaultWindow, instantOfInput, wallInput } from './created-window';

describe('the time window of a bulk removal or cancel, in the business’s time zone', () => {
  it('offers the last 30 minutes up to the next full minute, on the business’s wall clock', () => {
    // 10:42:30 in Vienna (CET, UTC+1).
    const now = Date.parse('2026-11-24T09:42:30Z');
    expect(defaultWindow(now, 'Europe/Vienna', 30)).toEqual({
      from: '2026-11-24T10:13',
      to: '2026-11-24T10:43',
    });
    expect(wallInput(now, 'America/New_York')).toBe('2026-11-24T04:42');
  });

  it('reads a datetime-local value as that wall time in the zone, summer and winter', () => {
    expect(instantOfInput('2026-11-24T10:13', 'Europe/Vienna')).toBe('2026-11-24T09:13:00.000Z');
    expect(instantOfInput('2026-07-01T10:13', 'Europe/Vienna')).toBe('2026-07-01T08:13:00.000Z');
    expect(instantOfInput('', 'Europe/Vienna')).toBeNull();
    expect(instantOfInput('2026-11-24T25:00', 'Europe/Vienna')).toBeNull();
  });
});
