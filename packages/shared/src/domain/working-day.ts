import { isoWeekday } from './zoned-time';

/** Minutes since local midnight, half-open; the end may be 1440 (24:00). */
export interface MinuteSpan {
  startMinute: number;
  endMinute: number;
}

/** A weekly working time (weekday 1..7, Monday = 1) in minutes, as the doctors' week stores it. */
export interface WeeklyMinutes extends MinuteSpan {
  weekday: number;
}

/**
 * One local date worked differently from the week (issue 19, the timetable): these spans replace
 * that weekday's working times on this date; no spans means the day is not worked at all.
 */
export interface DayException {
  /** 'YYYY-MM-DD', a local date of the business. */
  date: string;
  spans: readonly MinuteSpan[];
}

/**
 * The spans worked on a local date: the date's exception when there is one, else the weekday's
 * regular times. The one rule the slot engine, the staff availability check and the timetable
 * share, so a changed date means the same everywhere.
 */
export function workingSpansOn(
  date: string,
  week: readonly WeeklyMinutes[],
  exceptions: readonly DayException[] = [],
): MinuteSpan[] {
  const exception = exceptions.find((candidate) => candidate.date === date);
  if (exception) return [...exception.spans].sort((a, b) => a.startMinute - b.startMinute);
  const weekday = isoWeekday(date);
  return week
    .filter((time) => time.weekday === weekday)
    .map(({ startMinute, endMinute }) => ({ startMinute, endMinute }))
    .sort((a, b) => a.startMinute - b.startMinute);
}
