import type { AppDatabase } from '../../db/database';
import type { AppointmentRow } from '../../db/schema/appointments';
import { insertFreedSlot } from './freed-slots.repository';

/**
 * Every path that gives a time up (patient or staff cancel, staff move, reschedule, a waitlist
 * offer taken) calls this with the appointment as it was, inside the transaction that gave it up:
 * the freed time is recorded durably with the change, and the waitlist job (pg-boss) offers it to
 * patients waiting for an earlier time. A past time, or one without type or doctor, is nobody's.
 */
export async function releaseSlot(tx: AppDatabase, before: AppointmentRow, now: Date): Promise<void> {
  if (!before.typeId || !before.doctorId || before.startsAt <= now) return;
  await insertFreedSlot(
    tx,
    {
      businessId: before.businessId,
      doctorId: before.doctorId,
      typeId: before.typeId,
      start: before.startsAt,
    },
    now,
  );
}

/** Whether a move gave the old time up (another start or doctor). */
export function movedAway(before: AppointmentRow, after: AppointmentRow): boolean {
  return before.startsAt.getTime() !== after.startsAt.getTime() || before.doctorId !== after.doctorId;
}
