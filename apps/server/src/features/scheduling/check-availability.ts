import { availabilityProblem } from '@qtify/shared/domain/availability';
import { addDays, localDateOf } from '@qtify/shared/domain/zoned-time';
import type { AppDatabase } from '../../db/database';
import { loadDoctorSchedules } from '../doctors/doctors.service';
import { outsideAvailability } from './scheduling-errors';

/** What staff asked: the business's zone, and whether they confirmed the warning already. */
export interface AvailabilityCheck {
  timeZone: string;
  override: boolean;
}

/**
 * Staff booking or moving to a time in an absence, outside the doctor's working times or in the
 * past: 409 OUTSIDE_AVAILABILITY (`fields.start` says why) unless they confirmed the warning
 * (`override`). Runs inside reserveSlot after the schedule lock. Answers whether the appointment
 * lies outside availability by the staff's choice, for the record ("booked outside availability").
 */
export async function checkAvailability(
  tx: AppDatabase,
  slot: { doctorId: string | null; start: Date; end: Date },
  check: AvailabilityCheck,
  now: Date,
): Promise<boolean> {
  if (!slot.doctorId) return false;
  const { timeZone } = check;
  const start = slot.start.getTime();
  const end = slot.end.getTime();
  // A day either side: the appointment's local dates, whatever the zone's offset.
  const dates = {
    from: addDays(localDateOf(start, timeZone), -1),
    to: addDays(localDateOf(end, timeZone), 1),
  };
  const schedule = await loadDoctorSchedules(tx, [slot.doctorId], dates);
  const problem = availabilityProblem({ start, end, ...schedule, timeZone, now: now.getTime() });
  if (!problem) return false;
  if (!check.override) throw outsideAvailability(problem);
  return true;
}
