/**
 * A calendar date `YYYY-MM-DD` (a day, not an instant) in the page's language, as `options` say:
 * read and written in UTC at noon, so no time zone moves it to the day before or after.
 */
export function formatCalendarDate(
  date: string,
  language: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day, 12)),
  );
}
