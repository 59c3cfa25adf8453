import type { SlotRules } from '@qtify/shared/domain/free-slots';
import { localDateOf } from '@qtify/shared/domain/zoned-time';
import type { AppDatabase } from '../../db/database';
import { computeFreeSlots } from './compute-free-slots';

/**
 * Whether the booking page would offer this doctor's time at `start` now (on the grid, in
 * working time, no absence, not past, free, within the booking rules): a freed time staff had
 * squeezed in elsewhere, or one too soon to book online, is not offered to the waitlist.
 */
export async function isSlotOffered(
  db: AppDatabase,
  slot: { doctorId: string; start: Date; durationMinutes: number; timeZone: string; now: Date },
  /** The type's online booking rules (notice, horizon, buffers, grid, full days). */
  rules?: SlotRules,
): Promise<boolean> {
  const day = localDateOf(slot.start.getTime(), slot.timeZone);
  const free = await computeFreeSlots(db, {
    doctorIds: [slot.doctorId],
    durationMinutes: slot.durationMinutes,
    from: day,
    to: day,
    timeZone: slot.timeZone,
    now: slot.now,
    rules,
  });
  return free.some(
    (candidate) => candidate.start === slot.start.getTime() && candidate.doctorId === slot.doctorId,
  );
}
