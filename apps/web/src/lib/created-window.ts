import { wallClockAt, zonedInstant } from '@qtify/shared/domain/zoned-time';

// The time window of the staff's answers to a flood (bulk removal, bulk cancel), as the
// datetime-local fields hold it: the business's wall clock.

const MINUTE_MS = 60_000;

/** `YYYY-MM-DDTHH:MM` of the business's wall clock at an instant (a datetime-local field's value). */
export function wallInput(instantMs: number, timeZone: string): string {
  return new Date(wallClockAt(instantMs, timeZone)).toISOString().slice(0, 16);
}

/** The instant (ISO with offset) a datetime-local value means in the business's time zone; null if none. */
export function instantOfInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, date, hours, minutes] = match as unknown as [string, string, string, string];
  const minuteOfDay = Number(hours) * 60 + Number(minutes);
  if (minuteOfDay >= 1440 || Number(minutes) >= 60) return null;
  const instant = zonedInstant(date, minuteOfDay, timeZone);
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

/** The last `minutes` up to the next full minute (so whoever registered just now is inside). */
export function defaultWindow(
  nowMs: number,
  timeZone: string,
  minutes: number,
): { from: string; to: string } {
  const to = Math.ceil((nowMs + 1) / MINUTE_MS) * MINUTE_MS;
  return { from: wallInput(to - minutes * MINUTE_MS, timeZone), to: wallInput(to, timeZone) };
}
