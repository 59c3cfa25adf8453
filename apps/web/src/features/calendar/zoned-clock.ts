/**
 * FullCalendar shows named time zones only with a time-zone plugin (moment or luxon, both large).
 * Instead the calendar runs in 'UTC' and we hand it "wall clock" dates: the business's local date
 * and time written as if they were UTC. These two functions convert between such wall-clock
 * values and real instants with the runtime's own Intl time-zone data.
 */

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

/** The business's wall clock at an instant, as a UTC timestamp (Vienna 10:00 CEST → 10:00Z). */
export function toWallClock(instant: Date | number | string, timeZone: string): Date {
  const ms = new Date(instant).getTime();
  const whole = Math.floor(ms / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(whole)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return new Date(wall + (ms - whole));
}

/** Local time minus UTC at an instant, in ms. */
function offsetAt(instantMs: number, timeZone: string): number {
  return toWallClock(instantMs, timeZone).getTime() - instantMs;
}

/**
 * The instant at which the business's wall clock shows `wall` (a UTC-coerced date). A time that
 * does not exist (the hour skipped when clocks go forward) moves forward by the gap, as clocks do;
 * a time that exists twice (the hour repeated in autumn) is the first of the two.
 */
export function fromWallClock(wall: Date | number, timeZone: string): Date {
  const wallMs = new Date(wall).getTime();
  // Offsets a day apart bracket any single transition.
  const before = offsetAt(wallMs - 86_400_000, timeZone);
  const after = offsetAt(wallMs + 86_400_000, timeZone);
  const candidates = [wallMs - before, wallMs - after].filter(
    (instant) => instant + offsetAt(instant, timeZone) === wallMs,
  );
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // In the gap: keep the offset from before the change, which lands after it.
  return new Date(wallMs - before);
}

/** The UTC-coerced ISO string FullCalendar (timeZone 'UTC') reads as the business's local time. */
export function wallClockIso(instant: string, timeZone: string): string {
  return toWallClock(instant, timeZone).toISOString();
}

/** True when the runtime knows the zone; otherwise the calendar falls back to the browser's zone. */
export function knowsTimeZone(timeZone: string | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
