import { isRepeatedWallClock } from './zoned-time';

/**
 * The wall-clock time of an instant in a time zone, in a language ("09:30", "9:30 AM"). A time of
 * the hour repeated when clocks go back carries its zone, so the two are told apart: "02:30 (MESZ)"
 * and "02:30 (MEZ)" in German, "02:30 (GMT+2)" and "02:30 (GMT+1)" in English.
 */
export function formatClockTime(
  instant: string | number | Date,
  timeZone: string,
  language: string,
  options: { hourCycle?: 'h23' } = {},
): string {
  const date = new Date(instant);
  const time = new Intl.DateTimeFormat(language, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    ...options,
  }).format(date);
  if (!isRepeatedWallClock(date.getTime(), timeZone)) return time;
  const zone = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${time} (${zone})` : time;
}
