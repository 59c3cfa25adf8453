import { describe, expect, it } from 'vitest';
import type { WaitGroup } from '../../lib/queries/queue-stats';
import { daySeries, hourSeries, isStatsRange, presetRange, weekdaySeries } from './wait-stats-series';

const group = (key: string, wait: number | null, service: number | null = null): WaitGroup => ({
  key,
  entries: 2,
  called: 2,
  noShows: 0,
  noShowRate: 0,
  waitMinutes: { median: wait, average: wait },
  serviceMinutes: { median: service, average: service },
});

describe('the statistics’ chart series', () => {
  it('offers the last n days up to today and checks a typed range as the server does', () => {
    expect(presetRange('2026-03-30', 7)).toEqual({ from: '2026-03-24', to: '2026-03-30' });
    expect(isStatsRange('2026-03-01', '2026-03-01')).toBe(true);
    expect(isStatsRange('2026-03-02', '2026-03-01')).toBe(false);
    expect(isStatsRange('2025-01-01', '2026-01-02')).toBe(false);
    expect(isStatsRange('', '2026-01-02')).toBe(false);
  });

  it('draws every day of the range, days without entries as gaps', () => {
    expect(daySeries([group('2026-03-28', 12, 8)], '2026-03-27', '2026-03-29', 'de')).toEqual([
      { label: '27.3.', wait: null, service: null, entries: 0 },
      { label: '28.3.', wait: 12, service: 8, entries: 2 },
      { label: '29.3.', wait: null, service: null, entries: 0 },
    ]);
  });

  it('draws the hours from the first to the last with entries', () => {
    expect(hourSeries([group('10', 5), group('8', 15)]).map((point) => [point.label, point.wait])).toEqual([
      ['08:00', 15],
      ['09:00', null],
      ['10:00', 5],
    ]);
    expect(hourSeries([])).toEqual([]);
  });

  it('draws Monday to Sunday in the language’s words', () => {
    const series = weekdaySeries([group('7', 30)], 'en');
    expect(series.map((point) => point.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(series[6]).toMatchObject({ wait: 30 });
  });
});
