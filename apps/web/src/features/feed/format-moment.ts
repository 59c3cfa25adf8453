/** "Fr., 6. März, 18:30" in the business's time zone and the page's language. */
export function formatMoment(iso: string, language: string, timeZone: string): string {
  return new Date(iso).toLocaleString(language, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
}
