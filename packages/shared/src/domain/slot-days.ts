import { localDateOf } from './zoned-time';

/** The free times of one local day of the business, in the server's order (by start). */
export interface SlotDay<S extends { start: string }> {
  /** `YYYY-MM-DD` in the business's time zone. */
  date: string;
  slots: S[];
}

/**
 * Groups free times by the business's local day. Several doctors (tables) free at the same minute
 * show as one time, because a patient picks a time, not a column: the first one offered is kept.
 */
export function groupSlotsByDay<S extends { start: string }>(
  slots: readonly S[],
  timeZone: string,
): SlotDay<S>[] {
  const days: SlotDay<S>[] = [];
  const seen = new Set<number>();
  for (const slot of slots) {
    const instant = new Date(slot.start).getTime();
    if (seen.has(instant)) continue;
    seen.add(instant);
    const date = localDateOf(instant, timeZone);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}
