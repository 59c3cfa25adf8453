import { formatClockTime } from '@qtify/shared/domain/clock-time-label';
import type { Appointment } from '@qtify/shared/schemas/booking-schemas';

type Span = Pick<Appointment, 'start' | 'end'>;

/** "Mo., 23. Nov. 2026, 09:00–09:30" in the business's time zone and the page's language. */
export function formatSpan(span: Span, timeZone: string, language: string): string {
  const date = new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  // In the hour repeated when clocks go back, a time carries its zone: "02:30 (MESZ)".
  const time = (instant: string) => formatClockTime(instant, timeZone, language, { hourCycle: 'h23' });
  return `${date.format(new Date(span.start))}, ${time(span.start)}–${time(span.end)}`;
}

/** A birth date 'YYYY-MM-DD' as the page's language writes it (no time zone shift). */
export function formatBirthdate(date: string, language: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', dateStyle: 'medium' }).format(parsed);
}

/**
 * The patient's other appointments: the coming ones soonest first, then the past ones latest first.
 * The one on screen is left out.
 */
export function splitHistory<T extends Pick<Appointment, 'id' | 'start'>>(
  appointments: readonly T[],
  currentId: string,
  now: number,
): { upcoming: T[]; past: T[] } {
  const others = appointments.filter((appointment) => appointment.id !== currentId);
  const at = (appointment: T) => Date.parse(appointment.start);
  return {
    upcoming: others.filter((a) => at(a) >= now).sort((a, b) => at(a) - at(b)),
    past: others.filter((a) => at(a) < now).sort((a, b) => at(b) - at(a)),
  };
}
