import { describe, expect, it } from 'vitest';
import { roundMinutes, statsRange, statsRangeDays, waitFigures } from './wait-stats';

describe('the wait statistics’ rules', () => {
  it('counts a range’s days with both ends, across a change of summer time', () => {
    expect(statsRangeDays('2026-03-30', '2026-03-30')).toBe(1);
    expect(statsRangeDays('2026-03-01', '2026-03-31')).toBe(31);
    expect(statsRangeDays('2026-01-01', '2026-12-31')).toBe(365);
    expect(statsRangeDays('2026-03-02', '2026-03-01')).toBe(0);
  });

  it('defaults to the last 30 days up to today, or 30 days from or up to the one date given', () => {
    expect(statsRange('2026-03-30')).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(statsRange('2026-03-30', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-01-30' });
    expect(statsRange('2026-03-30', undefined, '2026-02-28')).toEqual({
      from: '2026-01-30',
      to: '2026-02-28',
    });
    expect(statsRange('2026-03-30', '2026-03-02', '2026-03-05')).toEqual({
      from: '2026-03-02',
      to: '2026-03-05',
    });
  });

  it('rounds minutes to one decimal and keeps "nothing measured" as null', () => {
    expect(roundMinutes(7.25)).toBe(7.3);
    expect(roundMinutes(12)).toBe(12);
    expect(roundMinutes(null)).toBeNull();
  });

  it('gives the no-show rate as no-shows per call, 0 when nobody was called', () => {
    const raw = { waitMedian: 15, waitAverage: 16.04, serviceMedian: null, serviceAverage: null };
    expect(waitFigures({ ...raw, called: 3, noShows: 1 }).noShowRate).toBe(0.333);
    expect(waitFigures({ ...raw, called: 0, noShows: 0 })).toEqual({
      waitMinutes: { median: 15, average: 16 },
      serviceMinutes: { median: null, average: null },
      called: 0,
      noShows: 0,
      noShowRate: 0,
    });
  });
});
