/** A clock time "HH:MM" within a day; "24:00" is allowed as the end of a day. */
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

export const MINUTES_PER_DAY = 24 * 60;

export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

/** Minutes since midnight of a clock time ("08:30" → 510). Throws on anything else. */
export function clockTimeToMinutes(value: string): number {
  if (!isClockTime(value)) throw new RangeError(`Not a clock time: ${value}`);
  const [hours, minutes] = value.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** "HH:MM" of minutes since midnight (510 → "08:30"). */
export function minutesToClockTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MINUTES_PER_DAY) {
    throw new RangeError(`Not a minute of the day: ${minutes}`);
  }
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
