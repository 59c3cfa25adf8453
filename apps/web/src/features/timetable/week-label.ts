import { formatCalendarDate } from '../../lib/format-calendar-date';

/** "2.–8. März 2026" style: the week's first and last day in the page's language. */
export function weekLabel(from: string, to: string, language: string): string {
  const format = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = (date: string) => {
    const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(year, month - 1, dayOfMonth, 12));
  };
  return format.formatRange(day(from), day(to));
}

/** "Mo., 2.3." in the page's language: a column head or a day list heading. */
export function dayLabel(date: string, language: string, long = false): string {
  return formatCalendarDate(
    date,
    language,
    long
      ? { weekday: 'long', day: 'numeric', month: 'long' }
      : { weekday: 'short', day: 'numeric', month: 'numeric' },
  );
}
