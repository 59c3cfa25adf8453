/** "10:42" in the business's time zone and the page's language; empty for a missing time. */
export function formatTime(iso: string | null | undefined, language: string, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone }).format(date);
}
