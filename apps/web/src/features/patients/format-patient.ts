/**
 * A day (a birthdate `YYYY-MM-DD` or an instant) as the patient screens show it, in the page's
 * language; an instant's day is the business's (`timeZone`).
 */
export function formatDay(value: string, language: string, timeZone?: string): string {
  // A bare date is a calendar day, not midnight somewhere: format it in UTC so no time zone shifts it.
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeZone: bare ? 'UTC' : timeZone,
  }).format(new Date(bare ? `${value}T12:00:00Z` : value));
}

/** A moment (an appointment, a visit) with its time on the business's clock. */
export function formatWhen(iso: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

export function fullName(patient: { firstName: string; lastName: string }): string {
  return `${patient.firstName} ${patient.lastName}`.trim();
}
