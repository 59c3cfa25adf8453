// How free times and appointments read on the booking pages: in the business's zone, in the page's
// language. Grouping by day is a domain rule (packages/shared/src/domain/slot-days.ts).

/**
 * The wall-clock time of an instant in the business's zone, in the page's language ("09:30",
 * "9:30 AM"); `withZone` adds the zone's short name ("02:30 MESZ") to tell the repeated hour of an
 * autumn change apart.
 */
export function formatTime(instant: string, timeZone: string, language: string, withZone = false): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    ...(withZone ? { timeZoneName: 'short' } : {}),
  }).format(new Date(instant));
}

/**
 * The times of one day's buttons: plain, except where two instants show the same wall clock (the
 * hour repeated when summer time ends), which carry their zone so both can be told apart.
 */
export function formatDayTimes(starts: readonly string[], timeZone: string, language: string): string[] {
  const plain = starts.map((start) => formatTime(start, timeZone, language));
  return plain.map((time, index) =>
    plain.indexOf(time) !== plain.lastIndexOf(time)
      ? formatTime(starts[index] ?? '', timeZone, language, true)
      : time,
  );
}

/** A local date as a heading ("Montag, 30. März"); the year only when it is not the current one. */
export function formatDay(date: string, language: string, withYear = false): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(new Date(Date.UTC(year, month - 1, day, 12)));
}

/**
 * The accessible name of a free time: its day and time ("Dienstag, 24. November, 08:00"), because a
 * screen reader's list of buttons shows the same "08:00" for every day otherwise.
 */
export function formatSlotName(date: string, time: string, language: string, withYear = false): string {
  return `${formatDay(date, language, withYear)}, ${time}`;
}

/** Day and time of an appointment in the business's zone, e.g. "Montag, 30. März 2026, 09:30". */
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
