import { formatClockTime } from '@qtify/shared/domain/clock-time-label';
import { formatCalendarDate } from '../../lib/format-calendar-date';

// How free times and appointments read on the booking pages: in the business's zone, in the page's
// language. Grouping by day is a domain rule (packages/shared/src/domain/slot-days.ts).

/**
 * The wall-clock time of an instant in the business's zone, in the page's language ("09:30",
 * "9:30 AM"); in the hour repeated when clocks go back, with its zone ("02:30 (MESZ)",
 * packages/shared/src/domain/clock-time-label.ts).
 */
export function formatTime(instant: string, timeZone: string, language: string): string {
  return formatClockTime(instant, timeZone, language);
}

/** The times of one day's buttons (the repeated hour of an autumn change tells its two apart). */
export function formatDayTimes(starts: readonly string[], timeZone: string, language: string): string[] {
  return starts.map((start) => formatTime(start, timeZone, language));
}

/** A local date as a heading ("Montag, 30. März"); the year only when it is not the current one. */
export function formatDay(date: string, language: string, withYear = false): string {
  return formatCalendarDate(date, language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}

/**
 * The accessible name of a free time: its day and time ("Dienstag, 24. November, 08:00"), because a
 * screen reader's list of buttons shows the same "08:00" for every day otherwise.
 */
export function formatSlotName(date: string, time: string, language: string, withYear = false): string {
  return `${formatDay(date, language, withYear)}, ${time}`;
}
