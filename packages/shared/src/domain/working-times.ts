import { clockTimeToMinutes, isClockTime } from './clock-time';

/** Monday = 1 … Sunday = 7 (ISO 8601). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface WorkingTime {
  weekday: number;
  start: string;
  end: string;
}

export type WorkingTimeProblemCode = 'invalidWeekday' | 'invalidTime' | 'startNotBeforeEnd' | 'overlap';

export interface WorkingTimeProblem {
  /** Index of the offending slot in the list that was checked. */
  index: number;
  code: WorkingTimeProblemCode;
}

/**
 * Checks a doctor's week: each slot lies on a weekday 1–7 with valid clock times, starts before it
 * ends, and no two slots of the same day overlap (touching, e.g. 08:00–12:00 and 12:00–13:00, is fine).
 * Returns every problem found, so a form can mark each slot; an empty list means the week is valid.
 */
export function findWorkingTimeProblems(slots: readonly WorkingTime[]): WorkingTimeProblem[] {
  const problems: WorkingTimeProblem[] = [];
  const valid: { index: number; weekday: number; start: number; end: number }[] = [];
  slots.forEach((slot, index) => {
    if (!WEEKDAYS.includes(slot.weekday as Weekday)) problems.push({ index, code: 'invalidWeekday' });
    else if (!isClockTime(slot.start) || !isClockTime(slot.end))
      problems.push({ index, code: 'invalidTime' });
    else if (clockTimeToMinutes(slot.start) >= clockTimeToMinutes(slot.end))
      problems.push({ index, code: 'startNotBeforeEnd' });
    else
      valid.push({
        index,
        weekday: slot.weekday,
        start: clockTimeToMinutes(slot.start),
        end: clockTimeToMinutes(slot.end),
      });
  });
  valid.sort((a, b) => a.weekday - b.weekday || a.start - b.start);
  for (let i = 1; i < valid.length; i++) {
    const previous = valid[i - 1]!;
    const current = valid[i]!;
    if (current.weekday === previous.weekday && current.start < previous.end) {
      problems.push({ index: current.index, code: 'overlap' });
    }
  }
  return problems.sort((a, b) => a.index - b.index);
}

/** The week in display order: by weekday, then by start. */
export function sortWorkingTimes<T extends WorkingTime>(slots: readonly T[]): T[] {
  return [...slots].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
}

/** Copies one day's slots onto other days, replacing what those days had (the week editor's shortcut). */
export function copyWorkingDay<T extends WorkingTime>(
  slots: readonly T[],
  from: number,
  to: readonly number[],
): WorkingTime[] {
  const targets = new Set(to.filter((weekday) => weekday !== from));
  const source = slots.filter((slot) => slot.weekday === from);
  const kept = slots.filter((slot) => !targets.has(slot.weekday));
  const copies = [...targets].flatMap((weekday) => source.map(({ start, end }) => ({ weekday, start, end })));
  return sortWorkingTimes([...kept, ...copies]);
}

/** Checks one date's hours as findWorkingTimeProblems checks a weekday's (a changed date's editor). */
export function findDayProblems(spans: readonly { start: string; end: string }[]): WorkingTimeProblem[] {
  return findWorkingTimeProblems(spans.map((span) => ({ weekday: 1, ...span })));
}

/** A form's field names for the problems (`hours.2` → "overlap"), as 422 INVALID_TIME_RANGE answers them. */
export function problemFields(
  prefix: string,
  problems: readonly WorkingTimeProblem[],
): Record<string, string> {
  return Object.fromEntries(problems.map((problem) => [`${prefix}${problem.index}`, problem.code]));
}
