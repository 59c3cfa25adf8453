import type { OpeningHours } from './opening-hours';

/** Consecutive weekdays (Monday = 1 … Sunday = 7) that share the same hours, e.g. Mon–Fri. */
export interface OpeningDays {
  from: number;
  to: number;
  ranges: { start: string; end: string }[];
}

const key = (ranges: OpeningDays['ranges']) => ranges.map((range) => `${range.start}-${range.end}`).join(',');

/**
 * Opening hours as a patient reads them on a door: consecutive days with the same hours on one
 * line ("Mon–Fri 08:00–12:00, 13:00–17:00", "Sat 09:00–12:00"), closed days left out.
 */
export function groupOpeningDays(hours: readonly OpeningHours[]): OpeningDays[] {
  const byDay = new Map<number, OpeningDays['ranges']>();
  for (const range of [...hours].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))) {
    const ranges = byDay.get(range.weekday) ?? [];
    ranges.push({ start: range.start, end: range.end });
    byDay.set(range.weekday, ranges);
  }
  const groups: OpeningDays[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    const ranges = byDay.get(weekday);
    if (!ranges) continue;
    const last = groups[groups.length - 1];
    if (last && last.to === weekday - 1 && key(last.ranges) === key(ranges)) last.to = weekday;
    else groups.push({ from: weekday, to: weekday, ranges });
  }
  return groups;
}
