/**
 * Local calendar dates and wall-clock minutes of a time zone, mapped to and from instants with the
 * runtime's own Intl time zone data (no time zone library needed). Dates are 'YYYY-MM-DD' strings.
 */

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Creating an Intl.DateTimeFormat costs far more than using one; the slot engine asks thousands of times.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local wall time of an instant, read as if it were UTC ("format" is ~3x faster than formatToParts). */
function wallClockOf(instantMs: number, timeZone: string): number {
  const text = formatterFor(timeZone).format(instantMs);
  const match = /(\d+)\/(\d+)\/(\d+),? (\d+):(\d+):(\d+)/.exec(text);
  if (!match) throw new RangeError(`Unexpected date format: ${text}`);
  const [, month, day, year, hour, minute, second] = match.map(Number) as number[];
  return Date.UTC(year!, month! - 1, day!, hour, minute, second);
}

/** Local time minus UTC at an instant, in ms (Vienna in summer: +2 h). */
function offsetAt(instantMs: number, timeZone: string): number {
  const wholeSeconds = Math.floor(instantMs / 1000) * 1000;
  return wallClockOf(wholeSeconds, timeZone) - wholeSeconds;
}

function parseDate(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function formatDate(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

/** True for a real calendar date 'YYYY-MM-DD' (2026-02-29 is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar date n days later (earlier for negative n). */
export function addDays(date: string, n: number): string {
  return formatDate(parseDate(date) + n * MS_PER_DAY);
}

/** ISO weekday of a date: Monday = 1 … Sunday = 7. */
export function isoWeekday(date: string): number {
  return new Date(parseDate(date)).getUTCDay() || 7;
}

/** The local date in the time zone at an instant (01:30 UTC is still the day before in New York). */
export function localDateOf(instantMs: number, timeZone: string): string {
  return formatDate(Math.floor(wallClockOf(instantMs, timeZone) / MS_PER_DAY) * MS_PER_DAY);
}

/**
 * The instant at which the wall clock in the time zone shows `minuteOfDay` on `date`; 1440 is
 * midnight at the end of the day. On DST change days this follows the usual "compatible" rule (as
 * Temporal and RFC 5545 do): a time in the spring-forward gap moves forward by the gap (02:30 on
 * 2026-03-29 in Vienna is 03:30 CEST), a time repeated in autumn means its first occurrence.
 */
export function zonedInstant(date: string, minuteOfDay: number, timeZone: string): number {
  if (!Number.isInteger(minuteOfDay) || minuteOfDay < 0 || minuteOfDay > 1440) {
    throw new RangeError(`Not a minute of the day: ${minuteOfDay}`);
  }
  return instantOfWallClock(parseDate(date) + minuteOfDay * MS_PER_MINUTE, timeZone);
}

/**
 * The wall clock of the time zone at an instant, written as if it were UTC (Vienna 10:00 CEST →
 * 10:00Z), to the millisecond. The staff calendar runs in UTC on such values.
 */
export function wallClockAt(instantMs: number, timeZone: string): number {
  const wholeSeconds = Math.floor(instantMs / 1000) * 1000;
  return wallClockOf(wholeSeconds, timeZone) + (instantMs - wholeSeconds);
}

/**
 * The instant at which the time zone's wall clock shows `wallMs` (a wall time written as if it
 * were UTC), by the rule of zonedInstant for the hours skipped and repeated on DST change days.
 */
export function instantOfWallClock(wallMs: number, timeZone: string): number {
  // The offsets a day either side bracket any transition near this wall time (zones change at most
  // once in 48 hours); when they agree, which is almost always, there is nothing more to ask.
  const before = offsetAt(wallMs - MS_PER_DAY, timeZone);
  const after = offsetAt(wallMs + MS_PER_DAY, timeZone);
  if (before === after) return wallMs - before;
  const earlier = wallMs - before;
  if (offsetAt(earlier, timeZone) === before) return earlier; // first of a repeated hour, or before the change
  const later = wallMs - after;
  if (offsetAt(later, timeZone) === after) return later; // after the change
  // In the gap: read the wall time with the offset from before the change, which lands past the gap.
  return wallMs - before;
}

const THREE_HOURS_MS = 3 * 60 * MS_PER_MINUTE;

/**
 * Whether the wall clock shows the same time at another instant close by: the hour repeated when
 * clocks go back (02:30 CEST and 02:30 CET on 2026-10-25 in Vienna). Such a time needs its zone
 * to be told apart from its twin.
 */
export function isRepeatedWallClock(instantMs: number, timeZone: string): boolean {
  const own = offsetAt(instantMs, timeZone);
  for (const other of [
    offsetAt(instantMs - THREE_HOURS_MS, timeZone),
    offsetAt(instantMs + THREE_HOURS_MS, timeZone),
  ]) {
    if (other === own) continue;
    // The instant whose wall clock, read with the other offset, is this one's.
    const twin = instantMs + own - other;
    if (offsetAt(twin, timeZone) === other) return true;
  }
  return false;
}
