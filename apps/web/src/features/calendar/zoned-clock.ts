/**
 * FullCalendar shows named time zones only with a time-zone plugin (moment or luxon, both large).
 * Instead the calendar runs in 'UTC' and we hand it "wall clock" dates: the business's local date
 * and time written as if they were UTC. These two functions convert between such wall-clock
 * values and real instants with the shared zone functions (the runtime's own Intl time-zone data).
 */

import { instantOfWallClock, wallClockAt } from '@qtify/shared/domain/zoned-time';

/** The business's wall clock at an instant, as a UTC timestamp (Vienna 10:00 CEST → 10:00Z). */
export function toWallClock(instant: Date | number | string, timeZone: string): Date {
  return new Date(wallClockAt(new Date(instant).getTime(), timeZone));
}

/**
 * The instant at which the business's wall clock shows `wall` (a UTC-coerced date). A time that
 * does not exist (the hour skipped when clocks go forward) moves forward by the gap, as clocks do;
 * a time that exists twice (the hour repeated in autumn) is the first of the two.
 */
export function fromWallClock(wall: Date | number, timeZone: string): Date {
  return new Date(instantOfWallClock(new Date(wall).getTime(), timeZone));
}

/** The UTC-coerced ISO string FullCalendar (timeZone 'UTC') reads as the business's local time. */
export function wallClockIso(instant: string, timeZone: string): string {
  return toWallClock(instant, timeZone).toISOString();
}
