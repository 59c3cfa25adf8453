import { addDays, isIsoDate } from './zoned-time';

/**
 * The longest absence in days, both ends counted (issue 18: a two-week holiday is one absence; a
 * year's sabbatical is the most a practice plans at once, and it keeps the slot engine's and the
 * calendar's per-day work bounded).
 */
export const MAX_ABSENCE_DAYS = 366;

export type AbsenceRangeProblem = 'toBeforeFrom' | 'tooLong';

/** What is wrong with the inclusive local date range [from, to] of an absence, if anything. */
export function absenceRangeProblem(from: string, to: string): AbsenceRangeProblem | null {
  if (!isIsoDate(from) || !isIsoDate(to)) throw new RangeError(`Not a date range: ${from}..${to}`);
  if (to < from) return 'toBeforeFrom';
  if (addDays(from, MAX_ABSENCE_DAYS - 1) < to) return 'tooLong';
  return null;
}
