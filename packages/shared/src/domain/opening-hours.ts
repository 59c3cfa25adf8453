import { clockTimeToMinutes, minutesToClockTime } from './clock-time';
import type { WorkingTime } from './working-times';

/** One range of a weekday (Monday = 1 … Sunday = 7) when the business is open, "HH:MM". */
export type OpeningHours = WorkingTime;

/**
 * The opening hours a business shows when it has set none: the hours in which any of its doctors
 * (tables, stylists) works, per weekday, overlapping and touching ranges merged (08:00–12:00 and
 * 12:00–16:00 of two doctors is one 08:00–16:00), by weekday and start.
 */
export function deriveOpeningHours(workingTimes: readonly WorkingTime[]): OpeningHours[] {
  const ranges = workingTimes
    .map((slot) => ({
      weekday: slot.weekday,
      start: clockTimeToMinutes(slot.start),
      end: clockTimeToMinutes(slot.end),
    }))
    .sort((a, b) => a.weekday - b.weekday || a.start - b.start);
  const merged: typeof ranges = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && last.weekday === range.weekday && range.start <= last.end)
      last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged.map((range) => ({
    weekday: range.weekday,
    start: minutesToClockTime(range.start),
    end: minutesToClockTime(range.end),
  }));
}
