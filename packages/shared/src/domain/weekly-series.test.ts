import { describe, expect, it } from 'vitest';
import { weeklySeriesStarts } from './weekly-series';

describe('the starts of a weekly series', () => {
  it('repeats at the same wall-clock time across the change to summer time (Vienna, 29 March 2026)', () => {
    const starts = weeklySeriesStarts(Date.parse('2026-03-24T08:00:00Z'), 3, 1, 'Europe/Vienna');
    expect(starts.map((ms) => new Date(ms).toISOString())).toEqual([
      '2026-03-24T08:00:00.000Z',
      '2026-03-31T07:00:00.000Z',
      '2026-04-07T07:00:00.000Z',
    ]);
  });

  it('steps by the interval in weeks', () => {
    const starts = weeklySeriesStarts(Date.parse('2026-06-02T07:00:00Z'), 2, 3, 'Europe/Vienna');
    expect(new Date(starts[1] as number).toISOString()).toBe('2026-06-23T07:00:00.000Z');
  });
});
