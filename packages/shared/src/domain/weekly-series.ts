import { instantOfWallClock, wallClockAt } from './zoned-time';

/** A weekly series has 2 to 52 instances (a year of weekly sessions), issue 18. */
export const SERIES_COUNT_MIN = 2;
export const SERIES_COUNT_MAX = 52;
/** Every week up to every 12 weeks (a quarterly check-up). */
export const SERIES_INTERVAL_WEEKS_MAX = 12;

const MS_PER_WEEK = 7 * 24 * 60 * 60_000;

/**
 * The starts of a weekly series from `start`: every `intervalWeeks` weeks at the same wall-clock
 * time in the business's time zone, so a 09:00 session stays at 09:00 across the DST change.
 */
export function weeklySeriesStarts(
  start: number,
  count: number,
  intervalWeeks: number,
  timeZone: string,
): number[] {
  const wall = wallClockAt(start, timeZone);
  return Array.from({ length: count }, (_, index) =>
    index === 0 ? start : instantOfWallClock(wall + index * intervalWeeks * MS_PER_WEEK, timeZone),
  );
}
