// The dates a client may send (issue 16: an appointment in the year 9999 answered 500, a birthdate
// in 1500 or next year was kept). One rule for every date of the calendar, one for birthdates.

/**
 * Appointments, absences, slot and calendar ranges, creation windows: within this century. Every
 * layer (JavaScript dates, PostgreSQL, the time-zone rules, .ics) handles these, and no practice
 * plans beyond them.
 */
export const EARLIEST_CALENDAR_DATE = '2000-01-01';
export const LATEST_CALENDAR_DATE = '2099-12-31';
/** No one alive was born earlier. */
export const EARLIEST_BIRTHDATE = '1900-01-01';

/** A local date (YYYY-MM-DD, already checked as one) inside the calendar's range. */
export function isCalendarDate(date: string): boolean {
  return date >= EARLIEST_CALENDAR_DATE && date <= LATEST_CALENDAR_DATE;
}

/** An ISO 8601 instant inside the calendar's range, wherever on Earth its local date is. */
export function isCalendarInstant(instant: string): boolean {
  const time = Date.parse(instant);
  const margin = 14 * 3_600_000;
  return (
    Number.isFinite(time) &&
    time >= Date.parse(`${EARLIEST_CALENDAR_DATE}T00:00:00Z`) - margin &&
    time < Date.parse(`${LATEST_CALENDAR_DATE}T24:00:00Z`) + margin
  );
}

/**
 * What is wrong with a birthdate (YYYY-MM-DD), or undefined. `today` is the latest date anywhere
 * on Earth (see latestDateOnEarth), so a child born today somewhere is never "in the future".
 */
export function birthdateProblem(
  date: string,
  today: string,
): 'birthdateTooEarly' | 'birthdateInFuture' | undefined {
  if (date < EARLIEST_BIRTHDATE) return 'birthdateTooEarly';
  if (date > today) return 'birthdateInFuture';
  return undefined;
}

/** The date in the time zone furthest ahead (UTC+14) at `now`: no place on Earth is later. */
export function latestDateOnEarth(now: number): string {
  return new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
}
