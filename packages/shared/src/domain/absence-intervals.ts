import type { Interval } from './intervals';

/** An absence on local dates `date` to `toDate` (inclusive): whole days, or the same times each day. */
export interface AbsenceDays {
  date: string;
  toDate: string;
  allDay: boolean;
  /** Minutes since local midnight; a partial absence without both counts as whole days. */
  startMinute: number | null;
  endMinute: number | null;
}

/**
 * The real time the absences block on the given local dates: each day of a range that falls on one
 * of them becomes its own interval (a partial absence repeats its times every day of the range).
 * `instant` turns a local date and minute into epoch ms in the business's time zone.
 */
export function absenceIntervals(
  absences: readonly AbsenceDays[],
  dates: readonly string[],
  instant: (date: string, minute: number) => number,
): Interval[] {
  const intervals: Interval[] = [];
  for (const { date: from, toDate, allDay, startMinute, endMinute } of absences) {
    const whole = allDay || startMinute === null || endMinute === null;
    for (const date of dates) {
      if (date < from || date > toDate) continue;
      intervals.push({
        start: instant(date, whole ? 0 : (startMinute as number)),
        end: instant(date, whole ? 1440 : (endMinute as number)),
      });
    }
  }
  return intervals;
}
