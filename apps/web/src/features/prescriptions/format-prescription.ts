/** A local date (YYYY-MM-DD) as the reader's language writes it, e.g. "Di., 3. März". */
export function formatReadyDate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A birthdate (YYYY-MM-DD) as the reader's language writes it, e.g. "17.05.1951". */
export function formatBirthdate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** An instant on the practice's clock, e.g. "3. März, 09:12". */
export function formatMoment(iso: string, language: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

export const STATUS_COLORS = {
  new: 'blue',
  inProgress: 'yellow',
  ready: 'green',
  declined: 'red',
  collected: 'gray',
} as const;
