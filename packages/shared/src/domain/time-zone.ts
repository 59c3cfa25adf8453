/** The default time zone of a new business (the product started in Austria). */
export const DEFAULT_TIME_ZONE = 'Europe/Vienna';

/** True for an IANA time zone name the runtime knows (e.g. Europe/Vienna), false otherwise. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(value) && value !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
