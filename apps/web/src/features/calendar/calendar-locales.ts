import deLocale from '@fullcalendar/core/locales/de';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import esLocale from '@fullcalendar/core/locales/es';
import frLocale from '@fullcalendar/core/locales/fr';
import trLocale from '@fullcalendar/core/locales/tr';

/**
 * FullCalendar's wording (weekday names, "all-day", "+2 more") for the product's languages; English
 * as in Britain (day before month, 24 hours). Each file is well under 1 KB, so all ride in the calendar chunk.
 */
const LOCALES = { de: deLocale, en: enGbLocale, es: esLocale, fr: frLocale, tr: trLocale } as const;

export function calendarLocale(language: string) {
  return LOCALES[language as keyof typeof LOCALES] ?? enGbLocale;
}
