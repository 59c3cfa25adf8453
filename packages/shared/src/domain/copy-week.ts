import type { DayException } from './working-day';
import { addDays, isoWeekday } from './zoned-time';

/** The Monday of the week holding `date` (ISO weeks: Monday to Sunday). */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The seven local dates of the week starting `monday`. */
export function weekDates(monday: string): string[] {
  return [0, 1, 2, 3, 4, 5, 6].map((offset) => addDays(monday, offset));
}

/**
 * "Copy a week": the following `weeks` weeks become like the week starting `monday`. Each of their
 * dates takes the exception of the same weekday (its changed hours, or its day off); a weekday
 * without one goes back to the regular week there, so an old change does not linger in a copy.
 * Answers the target range and the exceptions to write into it (everything else there is cleared).
 */
export function copiedWeeks(
  monday: string,
  weeks: number,
  exceptions: readonly DayException[],
): { from: string; to: string; exceptions: DayException[] } {
  const source = new Map(exceptions.map((exception) => [exception.date, exception.spans]));
  const copies: DayException[] = [];
  for (let week = 1; week <= weeks; week++) {
    for (const date of weekDates(monday)) {
      const spans = source.get(date);
      if (spans) copies.push({ date: addDays(date, 7 * week), spans });
    }
  }
  return { from: addDays(monday, 7), to: addDays(monday, 7 * weeks + 6), exceptions: copies };
}
