import { STATS_DEFAULT_DAYS, STATS_RANGE_MAX_DAYS, statsRangeDays } from '@qtify/shared/domain/wait-stats';
import { addDays } from '@qtify/shared/domain/zoned-time';
import type { WaitGroup } from '../../lib/queries/queue-stats';

/** One bar or point of a chart: the medians of a group (null: nothing measured, drawn as a gap). */
export interface ChartPoint {
  label: string;
  wait: number | null;
  service: number | null;
  entries: number;
}

/** The ranges one click away: the last n days up to today. */
export const STATS_PRESETS = [7, STATS_DEFAULT_DAYS, 90, 365] as const;

export function presetRange(today: string, days: number): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** A range the server takes: both dates, in order, at most STATS_RANGE_MAX_DAYS days. */
export function isStatsRange(from: string, to: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return false;
  const days = statsRangeDays(from, to);
  return days >= 1 && days <= STATS_RANGE_MAX_DAYS;
}

function point(label: string, group: WaitGroup | undefined): ChartPoint {
  return {
    label,
    wait: group?.waitMinutes.median ?? null,
    service: group?.serviceMinutes.median ?? null,
    entries: group?.entries ?? 0,
  };
}

const byKey = (groups: readonly WaitGroup[]) => new Map(groups.map((group) => [group.key, group]));

/** Every day of the range in order, days without entries as gaps ("27.3." in German). */
export function daySeries(
  groups: readonly WaitGroup[],
  from: string,
  to: string,
  language: string,
): ChartPoint[] {
  const found = byKey(groups);
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  const points: ChartPoint[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    points.push(point(format.format(new Date(`${day}T00:00:00Z`)), found.get(day)));
  }
  return points;
}

/** The hours from the first to the last with entries ("08:00"), the quiet ones between as gaps. */
export function hourSeries(groups: readonly WaitGroup[]): ChartPoint[] {
  const hours = groups.map((group) => Number(group.key)).filter((hour) => Number.isInteger(hour));
  if (hours.length === 0) return [];
  const found = byKey(groups);
  const points: ChartPoint[] = [];
  for (let hour = Math.min(...hours); hour <= Math.max(...hours); hour += 1) {
    points.push(point(`${String(hour).padStart(2, '0')}:00`, found.get(String(hour))));
  }
  return points;
}

/** Monday to Sunday by the language's short names (2026-03-02 was a Monday). */
export function weekdaySeries(groups: readonly WaitGroup[], language: string): ChartPoint[] {
  const found = byKey(groups);
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
    point(format.format(new Date(Date.UTC(2026, 2, 1 + weekday))), found.get(String(weekday))),
  );
}
