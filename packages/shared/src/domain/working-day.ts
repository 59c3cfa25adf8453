import { clockTimeToMinutes, minutesToClockTime } from './clock-time';
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
 * share, so a changed date means the same everywhere. Spans come in the order given.
 */
export function workingSpansOn(
  date: string,
  week: readonly WeeklyMinutes[],
  exceptions: readonly DayException[] = [],
): readonly MinuteSpan[] {
  // In the order given (the repositories sort by start): the slot engine runs this for every
  // doctor and date of a month, so it neither sorts nor copies more than it must.
  for (const exception of exceptions) if (exception.date === date) return exception.spans;
  const weekday = isoWeekday(date);
  return week.filter((time) => time.weekday === weekday);
}

/** How a changed date is stored: a row per span, or one row without minutes for a day off. */
export interface DayExceptionRow {
  date: string;
  startMinute: number | null;
  endMinute: number | null;
}

/** Rows as the tables hold them → one exception per date (the day-off row becomes no spans). */
export function dayExceptionsOf(rows: readonly DayExceptionRow[]): DayException[] {
  const byDate = new Map<string, MinuteSpan[]>();
  for (const { date, startMinute, endMinute } of rows) {
    const spans = byDate.get(date) ?? [];
    if (startMinute !== null && endMinute !== null) spans.push({ startMinute, endMinute });
    byDate.set(date, spans);
  }
  return [...byDate].map(([date, spans]) => ({ date, spans }));
}

/** One date's spans as rows: none worked is one row without minutes, so the date stays marked. */
export function rowsOfDay(
  spans: readonly MinuteSpan[],
): { startMinute: number | null; endMinute: number | null }[] {
  return spans.length === 0 ? [{ startMinute: null, endMinute: null }] : spans.map((span) => ({ ...span }));
}

/** "HH:MM" hours as minute spans, by start (check them with findDayProblems first). */
export function minuteSpansOf(hours: readonly { start: string; end: string }[]): MinuteSpan[] {
  return hours
    .map((span) => ({ startMinute: clockTimeToMinutes(span.start), endMinute: clockTimeToMinutes(span.end) }))
    .sort((a, b) => a.startMinute - b.startMinute);
}

/** Minute spans as "HH:MM" hours, as the API shows them. */
export function clockHoursOf(spans: readonly MinuteSpan[]): { start: string; end: string }[] {
  return spans.map((span) => ({
    start: minutesToClockTime(span.startMinute),
    end: minutesToClockTime(span.endMinute),
  }));
}
