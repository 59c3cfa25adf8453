import { formatClockTime } from '@qtify/shared/domain/clock-time-label';
import type { Slot } from '@qtify/shared/schemas/booking-schemas';

/** The free times of one local day of the business, in the server's order (by start). */
export interface SlotDay {
  /** `YYYY-MM-DD` in the business's time zone. */
  date: string;
  slots: Slot[];
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The local calendar date (`YYYY-MM-DD`) of an instant in a time zone. */
export function localDate(instant: string | number | Date, timeZone: string): string {
  let format = dateFormatters.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

/**
 * Groups free times by the business's local day. Several doctors (tables) free at the same minute
 * show as one time, because a patient picks a time, not a column: the first one offered is kept.
 */
export function groupSlotsByDay(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  const seen = new Set<string>();
  for (const slot of slots) {
    const instant = new Date(slot.start).getTime();
    if (seen.has(String(instant))) continue;
    seen.add(String(instant));
    const date = localDate(instant, timeZone);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/** `YYYY-MM-DD` plus a number of calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The wall-clock time of an instant in the business's zone, in the page's language ("09:30", "9:30
 * AM"); in the hour repeated when clocks go back, with its zone ("02:30 (MESZ)", clock-time-label.ts).
 */
export function formatTime(instant: string, timeZone: string, language: string): string {
  return formatClockTime(instant, timeZone, language);
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
export function formatSlotName(
  date: string,
  start: string,
  timeZone: string,
  language: string,
  withYear = false,
): string {
  return `${formatDay(date, language, withYear)}, ${formatTime(start, timeZone, language)}`;
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
