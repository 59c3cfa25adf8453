/**
 * Day and time of an appointment in the business's zone, in a language, e.g. "Montag, 30. März
 * 2026 um 09:30": the booking's summary on the manage page, drawn by the app and by the server's
 * first view of that page (apps/server/src/plugins/first-view-manage.ts) alike.
 */
export function formatAppointment(start: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(start));
}
