import { type AbsenceDays, absenceIntervals } from './absence-intervals';
import { mergeIntervals, overlapsMerged, subtractIntervals } from './intervals';
import { type DayException, workingSpansOn } from './working-day';
import { addDays, localDateOf, zonedInstant } from './zoned-time';

/** Why a time lies outside a doctor's availability, most important first. */
export const AVAILABILITY_PROBLEMS = ['absence', 'outsideHours', 'past'] as const;
export type AvailabilityProblem = (typeof AVAILABILITY_PROBLEMS)[number];

export interface AvailabilityQuery {
  /** The appointment, epoch ms, half-open. */
  start: number;
  end: number;
  /** Weekday 1..7 (Monday = 1), minutes since local midnight. */
  workingTimes: readonly { weekday: number; startMinute: number; endMinute: number }[];
  absences: readonly AbsenceDays[];
  /** Dates worked differently from the week (working-day.ts). */
  exceptions?: readonly DayException[] | undefined;
  timeZone: string;
  now: number;
}

/**
 * Whether staff should be warned before booking or moving an appointment to this time (issue 18):
 * it overlaps an absence, does not lie wholly inside the doctor's working times, or starts in the
 * past. The most important problem wins: an absence says more than "outside hours" (a holiday
 * usually is both), and the past matters least. Null when the time is fine. Patients online never
 * get here: they can only book slots the booking page offers.
 */
export function availabilityProblem(query: AvailabilityQuery): AvailabilityProblem | null {
  const { start, end, timeZone } = query;
  const dates = localDatesOf(start, Math.max(start, end - 1), timeZone);
  const instant = (date: string, minute: number) => zonedInstant(date, minute, timeZone);
  const absent = mergeIntervals(absenceIntervals(query.absences, dates, instant));
  if (overlapsMerged(absent, start, end)) return 'absence';
  const worked = dates.flatMap((date) =>
    workingSpansOn(date, query.workingTimes, query.exceptions).map((time) => ({
      start: instant(date, time.startMinute),
      end: instant(date, time.endMinute),
    })),
  );
  if (subtractIntervals([{ start, end }], worked).length > 0) return 'outsideHours';
  if (start < query.now) return 'past';
  return null;
}

function localDatesOf(start: number, last: number, timeZone: string): string[] {
  const to = localDateOf(last, timeZone);
  const dates = [localDateOf(start, timeZone)];
  while (dates[dates.length - 1]! < to) dates.push(addDays(dates[dates.length - 1]!, 1));
  return dates;
}
