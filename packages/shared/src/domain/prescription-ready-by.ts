import { clockTimeToMinutes } from './clock-time';
import { addDays, isoWeekday, localDateOf, wallClockAt } from './zoned-time';

/** When the practice prepares repeat prescriptions (a business setting, issue 23). */
export interface PrescriptionTiming {
  /** Requests at or after this local time ("HH:MM") count from the next working day. */
  cutoff: string;
  /** Working days the practice needs after the day a request counts from (0: the same day). */
  leadWorkingDays: number;
}

/** A general practice's usual rule: "requests after 11:00 are ready the next working day". */
export const DEFAULT_PRESCRIPTION_TIMING: PrescriptionTiming = { cutoff: '11:00', leadWorkingDays: 0 };

/** Monday to Friday, where a practice has no opening hours to say otherwise. */
export const DEFAULT_WORKING_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

export interface ReadyBy {
  /** The local date (YYYY-MM-DD) from which the prescription is ready. */
  date: string;
  /** Whether the request missed today's cut-off (or today is no working day). */
  afterCutoff: boolean;
}

/**
 * The day a repeat prescription asked for at `now` will be ready, on the practice's clock: a request
 * before the cut-off on a working day counts from that day, any other from the next working day;
 * then `leadWorkingDays` more working days. Working days are the weekdays (Monday = 1) on which the
 * practice opens; none given: Monday to Friday.
 */
export function prescriptionReadyBy(
  now: Date,
  timeZone: string,
  timing: PrescriptionTiming,
  workingWeekdays: readonly number[] = DEFAULT_WORKING_WEEKDAYS,
): ReadyBy {
  const weekdays = workingWeekdays.length > 0 ? workingWeekdays : DEFAULT_WORKING_WEEKDAYS;
  const isWorkingDay = (date: string) => weekdays.includes(isoWeekday(date));
  const nextWorkingDay = (date: string) => {
    let next = addDays(date, 1);
    while (!isWorkingDay(next)) next = addDays(next, 1);
    return next;
  };
  const today = localDateOf(now.getTime(), timeZone);
  const wall = new Date(wallClockAt(now.getTime(), timeZone));
  const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  const afterCutoff = !isWorkingDay(today) || minute >= clockTimeToMinutes(timing.cutoff);
  let date = afterCutoff ? nextWorkingDay(today) : today;
  for (let day = 0; day < timing.leadWorkingDays; day++) date = nextWorkingDay(date);
  return { date, afterCutoff };
}
