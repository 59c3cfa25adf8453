import { sortWorkingTimes, type WorkingTime } from '@qtify/shared/domain/working-times';
import { formatCalendarDate } from '../../lib/format-calendar-date';

/** A run of consecutive weekdays (Mon=1 … Sun=7) with the same times, e.g. Mon–Fri 08:00–12:00. */
export interface WeekRun {
  from: number;
  to: number;
  /** "08:00–12:00" per slot, in order. */
  ranges: string[];
}

export function formatRange(start: string, end: string): string {
  return `${start}–${end}`;
}

/** The week in a few lines: consecutive days with identical times are one run; days off are left out. */
export function summarizeWeek(slots: readonly WorkingTime[]): WeekRun[] {
  const byDay = new Map<number, string[]>();
  for (const slot of sortWorkingTimes(slots)) {
    byDay.set(slot.weekday, [...(byDay.get(slot.weekday) ?? []), formatRange(slot.start, slot.end)]);
  }
  const runs: WeekRun[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    const ranges = byDay.get(weekday);
    if (!ranges) continue;
    const last = runs.at(-1);
    if (last && last.to === weekday - 1 && last.ranges.join() === ranges.join()) last.to = weekday;
    else runs.push({ from: weekday, to: weekday, ranges });
  }
  return runs;
}

/** `YYYY-MM-DD` of a moment in the browser's time zone (today's date for the absences list). */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

interface DatedAbsence {
  date: string;
  /** The last day of a range (issue 18); without it, the absence is the one `date`. */
  to?: string;
  start: string | null;
}

/**
 * Not over yet (a range that began before today still counts), soonest first; over before today,
 * latest first (shown apart, collapsed).
 */
export function splitAbsences<T extends DatedAbsence>(absences: readonly T[], today: string) {
  const key = (absence: T) => `${absence.date} ${absence.start ?? ''}`;
  const upcoming = absences
    .filter((absence) => (absence.to ?? absence.date) >= today)
    .sort((a, b) => key(a).localeCompare(key(b)));
  const past = absences
    .filter((absence) => (absence.to ?? absence.date) < today)
    .sort((a, b) => key(b).localeCompare(key(a)));
  return { upcoming, past };
}

/** Weekday name in the page's language (1 = Monday); 2024-01-01 was a Monday. */
export function weekdayName(weekday: number, language: string, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

/** "Mo–Fr", "Sa" in the page's language. */
export function formatRunDays(run: WeekRun, language: string): string {
  const from = weekdayName(run.from, language, 'short');
  return run.from === run.to ? from : `${from}–${weekdayName(run.to, language, 'short')}`;
}

/** A date `YYYY-MM-DD` as "Mo., 3. März 2025" in the page's language (no time-zone shift). */
export function formatDate(date: string, language: string): string {
  return formatCalendarDate(date, language, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
