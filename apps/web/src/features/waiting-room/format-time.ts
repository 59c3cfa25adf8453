import { formatCalendarDate } from '../../lib/format-calendar-date';

/** Clock and date texts of the waiting room, in the business's time zone and the page's language. */

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "10:42" */
export function formatClock(iso: string | null | undefined, language: string, timeZone?: string): string {
  const date = valid(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone }).format(date);
}

/** "21.11.2026, 10:42" */
export function formatDateTime(iso: string | null | undefined, language: string, timeZone?: string): string {
  const date = valid(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    date,
  );
}

/** A birth date `YYYY-MM-DD` as the language writes dates (no time zone: it is a calendar day). */
export function formatBirthdate(value: string | null | undefined, language: string): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value ?? '';
  return formatCalendarDate(value, language, { dateStyle: 'medium' });
}

/** The same calendar day in the zone as `now` (shows the date only for older entries). */
export function isSameDay(iso: string, now: number, timeZone?: string): boolean {
  const date = valid(iso);
  if (!date) return false;
  const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone });
  return day.format(date) === day.format(new Date(now));
}
